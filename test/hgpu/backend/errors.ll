; What hgpu cannot compile is a located error from llc, never a crash or a
; selection failure: a call (hgpu has no calls), an intrinsic no pass
; lowered, a bad shuffle width, a wrong declaration, a kernel that returns a
; value, a global variable outside shared memory, a dynamic alloca.
; RUN: not %hgpu_llc -mcpu=hgpu2 < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK-DAG: error: {{.*}}in function call_ext {{.*}}: hgpu has no calls: 'ext' must be inlined or lowered before code generation
; CHECK-DAG: error: {{.*}}in function foreign {{.*}}: hgpu cannot run the intrinsic 'llvm.nvvm.read.ptx.sreg.clock': no pass lowered it for hgpu
; CHECK-DAG: error: {{.*}}in function bad_width {{.*}}: 'llvm.hgpu.shfl.xor': the width must be an immediate 1, 2, 4, 8, 16 or 32
; CHECK-DAG: error: {{.*}}in function bad_decl {{.*}}: 'llvm.hgpu.gather' is declared with the wrong type
; CHECK-DAG: error: {{.*}}in function returns {{.*}}: hgpu kernels return void (the returned value is dropped)
; CHECK-DAG: error: {{.*}}in function global_var {{.*}}: hgpu: 'g' is not a shared variable; only shared memory (address space 3) can hold module-level variables
; CHECK-DAG: error: {{.*}}in function dyn_alloca {{.*}}: hgpu: dynamically sized allocas are not supported (there is no stack pointer)

declare i32 @ext(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare { i32, i1 } @llvm.hgpu.shfl.xor(i32, i32, i32 immarg)
declare i64 @llvm.hgpu.gather(i32)

@g = addrspace(1) global i32 0

define void @call_ext(ptr addrspace(1) %out, i32 %v) {
  %r = call i32 @ext(i32 %v)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @foreign(ptr addrspace(1) %out) {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  store i32 %c, ptr addrspace(1) %out
  ret void
}

define void @bad_width(ptr addrspace(1) %out, i32 %v) {
  %s = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %v, i32 1, i32 3)
  %x = extractvalue { i32, i1 } %s, 0
  store i32 %x, ptr addrspace(1) %out
  ret void
}

define void @bad_decl(ptr addrspace(1) %out, i32 %v) {
  %g = call i64 @llvm.hgpu.gather(i32 %v)
  store i64 %g, ptr addrspace(1) %out
  ret void
}

define i32 @returns(i32 %v) {
  ret i32 %v
}

define void @global_var(i32 %v) {
  store i32 %v, ptr addrspace(1) @g
  ret void
}

define void @dyn_alloca(ptr addrspace(1) %out, i32 %n) {
  %a = alloca i32, i32 %n, addrspace(5)
  store i32 1, ptr addrspace(5) %a
  %x = load i32, ptr addrspace(5) %a
  store i32 %x, ptr addrspace(1) %out
  ret void
}
