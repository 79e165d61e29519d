; Aggregates passed by value to a device function that is not inlined (a
; cg::thread_block, a struct): NVPTX passes `ptr byval(T)` in the generic
; address space.  The caller makes the copy that byval promises -- a private
; alloca, a memcpy, its generic address passed -- and the parameter becomes
; a plain noalias pointer; the call loses its `tail` mark, since the callee
; now reads the caller's frame.  Each call gets a fresh copy, so the
; callee's store to its copy is not seen by the caller or the next call.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s -o %t.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.bc -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %t.bc --kernel=k --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s --check-prefix=EMU
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100;wave64>' < %s -o %t.w64.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.w64.bc -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.w64.bc --kernel=k --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s --check-prefix=EMU
; EMU: out[0]: 200 201 202 203 204 205 206 207

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32, i32 }

; CHECK-LABEL: define hidden i32 @f(ptr noalias align 4 dereferenceable(12) %s, i32 %x)
define i32 @f(ptr byval(%struct.S) align 4 %s, i32 %x) noinline {
  %p = getelementptr %struct.S, ptr %s, i32 0, i32 1
  %v = load i32, ptr %p
  store i32 %x, ptr %p
  %r = add i32 %v, %x
  ret i32 %r
}

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT: %a.byval1 = alloca %struct.S, align 4, addrspace(5)
; CHECK-NEXT: %a.byval = alloca %struct.S, align 4, addrspace(5)
; CHECK:      call void @llvm.memcpy.p5.p0.i64(ptr addrspace(5) align 4 %a.byval, ptr align 4 %a.generic, i64 12, i1 false)
; CHECK-NEXT: %a.byval.ptr = addrspacecast ptr addrspace(5) %a.byval to ptr
; CHECK-NEXT: %r = call i32 @f(ptr align 4 %a.byval.ptr, i32 %tid.x)
; CHECK-NEXT: call void @llvm.memcpy.p5.p0.i64(ptr addrspace(5) align 4 %a.byval1, ptr align 4 %a.generic, i64 12, i1 false)
; CHECK-NEXT: %a.byval1.ptr = addrspacecast ptr addrspace(5) %a.byval1 to ptr
; CHECK-NEXT: %r2 = call i32 @f(ptr align 4 %a.byval1.ptr, i32 %r)
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a = alloca %struct.S, align 4
  %p = getelementptr %struct.S, ptr %a, i32 0, i32 1
  store i32 100, ptr %p
  %r = tail call i32 @f(ptr byval(%struct.S) align 4 %a, i32 %t)
  %r2 = tail call i32 @f(ptr byval(%struct.S) align 4 %a, i32 %r)
  %ti = zext i32 %t to i64
  %o = getelementptr i32, ptr %out, i64 %ti
  store i32 %r2, ptr %o
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
