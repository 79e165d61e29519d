; CUDA's atomic functions (atomicAdd, atomicCAS, ...) are relaxed at device
; scope, but clang builds them with __nvvm_atom_*_gen_* builtins, which it
; emits as seq_cst atomics at system scope, inside functions named
; __iAtomicAdd, __ullAtomicCAS, ... (clang's CUDA wrapper and the project's
; shim).  There, before the inliner, they become monotonic at agent scope.
; Other functions' atomics keep their ordering and scope: a program's own
; seq_cst atomic (__atomic_fetch_add, cuda::atomic), and any atomic of these
; functions that is not seq_cst at system scope.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>,cgscc(inline),function(infer-address-spaces)' < %s | llvm-extract --func=lds --func=lds_seq_cst | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define internal i32 @_ZL12__iAtomicAddPii(
; CHECK-NEXT:    %r = atomicrmw add ptr %p, i32 %v syncscope("agent") monotonic, align 4
define internal i32 @_ZL12__iAtomicAddPii(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}

; CHECK-LABEL: define internal i64 @_ZL14__ullAtomicCASPyyy(
; CHECK-NEXT:    %x = cmpxchg ptr %p, i64 %c, i64 %v syncscope("agent") monotonic monotonic, align 8
define internal i64 @_ZL14__ullAtomicCASPyyy(ptr %p, i64 %c, i64 %v) {
  %x = cmpxchg ptr %p, i64 %c, i64 %v seq_cst seq_cst, align 8
  %r = extractvalue { i64, i1 } %x, 0
  ret i64 %r
}

; CHECK-LABEL: define internal float @_ZL12__fAtomicAddPff(
; CHECK-NEXT:    %r = atomicrmw fadd ptr %p, float %v syncscope("agent") monotonic, align 4
define internal float @_ZL12__fAtomicAddPff(ptr %p, float %v) {
  %r = atomicrmw fadd ptr %p, float %v seq_cst, align 4
  ret float %r
}

; C linkage, and the unsigned forms' prefixes.
; CHECK-LABEL: define internal i32 @__uAtomicInc(
; CHECK-NEXT:    %r = atomicrmw uinc_wrap ptr %p, i32 %v syncscope("agent") monotonic, align 4
define internal i32 @__uAtomicInc(ptr %p, i32 %v) {
  %r = atomicrmw uinc_wrap ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}

; CHECK-LABEL: define internal i64 @_ZL14__illAtomicMaxPxx(
; CHECK-NEXT:    %r = atomicrmw max ptr %p, i64 %v syncscope("agent") monotonic, align 8
define internal i64 @_ZL14__illAtomicMaxPxx(ptr %p, i64 %v) {
  %r = atomicrmw max ptr %p, i64 %v seq_cst, align 8
  ret i64 %r
}

; Not seq_cst at system scope: kept.
; CHECK-LABEL: define internal i32 @_ZL12__iAtomicOrPii(
; CHECK-NEXT:    %a = atomicrmw or ptr %p, i32 %v acquire, align 4
; CHECK-NEXT:    %b = atomicrmw or ptr %p, i32 %v syncscope("workgroup") seq_cst, align 4
define internal i32 @_ZL12__iAtomicOrPii(ptr %p, i32 %v) {
  %a = atomicrmw or ptr %p, i32 %v acquire, align 4
  %b = atomicrmw or ptr %p, i32 %v syncscope("block") seq_cst, align 4
  %r = add i32 %a, %b
  ret i32 %r
}

; The program's own seq_cst atomics, and functions whose names only look
; alike (the _block form, a longer name, atomicAdd itself): kept.
; CHECK-LABEL: define hidden i32 @user(
; CHECK-NEXT:    %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
define i32 @user(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}

; CHECK-LABEL: define internal i32 @_ZL18__iAtomicAdd_blockPii(
; CHECK-NEXT:    %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
define internal i32 @_ZL18__iAtomicAdd_blockPii(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}

; CHECK-LABEL: define internal i32 @_ZL9atomicAddPii(
; CHECK-NEXT:    %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
define internal i32 @_ZL9atomicAddPii(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}

; CHECK-LABEL: define internal i32 @__xAtomicAdd(
; CHECK-NEXT:    %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
define internal i32 @__xAtomicAdd(ptr %p, i32 %v) {
  %r = atomicrmw add ptr %p, i32 %v seq_cst, align 4
  ret i32 %r
}

; Kernels adding into shared memory at the thread's slot three times,
; through __iAtomicAdd (relaxed: the adds issue back to back) and through
; the program's own seq_cst atomic (each add waits for the one before).
; CHECK-LABEL: define amdgpu_kernel void @lds(
; CHECK-LABEL: define amdgpu_kernel void @lds_seq_cst(
@hist = internal addrspace(3) global [256 x i32] undef
define ptx_kernel void @lds() {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) @hist, i32 %i
  %g = addrspacecast ptr addrspace(3) %p to ptr
  %a = call i32 @_ZL12__iAtomicAddPii(ptr %g, i32 1)
  %b = call i32 @_ZL12__iAtomicAddPii(ptr %g, i32 2)
  %c = call i32 @_ZL12__iAtomicAddPii(ptr %g, i32 3)
  ret void
}
define ptx_kernel void @lds_seq_cst() {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(3) @hist, i32 %i
  %g = addrspacecast ptr addrspace(3) %p to ptr
  %a = call i32 @user(ptr %g, i32 1)
  %b = call i32 @user(ptr %g, i32 2)
  %c = call i32 @user(ptr %g, i32 3)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; ASM-LABEL: lds:
; ASM-NOT:     s_waitcnt
; ASM:         s_endpgm
; ASM-LABEL: lds_seq_cst:
; ASM:         ds_add_u32
; ASM-NEXT:    s_waitcnt lgkmcnt(0)
; ASM-NEXT:    ds_add_u32
; ASM-NEXT:    s_waitcnt lgkmcnt(0)
