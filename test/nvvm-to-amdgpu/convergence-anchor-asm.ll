; A `bar.sync` in inline asm is not a convergent call, so a function that
; uses convergence control may hold it without a token; its s.barrier is
; convergent and gets a convergence.anchor in front of it (found by
; shfl-fuzz, seed 1000: the verifier rejected the mix of controlled and
; uncontrolled convergent calls).  A call that becomes nothing convergent
; leaves no anchor behind.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -verify-each -S %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %out.generic = addrspacecast ptr addrspace(1) %out to ptr
; CHECK-NEXT:    %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    %conv.anchor = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %conv.anchor) ]
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK-NEXT:    %tid.x = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    store i32 %tid.x, ptr %out.generic, align 4
; CHECK-NEXT:    ret void
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  call void asm sideeffect "bar.sync 0;", ""()
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %x, ptr %out
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
