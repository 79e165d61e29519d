; Intrinsics whose names extend a modelled one are not taken for it: the
; gfx12 split barrier (s.barrier.signal / s.barrier.wait) is not s.barrier.
; Both are refused by name.
; RUN: llc -mcpu=gfx1200 %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx1200 %s --block=32 --arg=buf:out:i32:32 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: unsupported AMDGPU intrinsic 'llvm.amdgcn.s.barrier.signal' (not modelled by wave-emu), in function 'k', block '%entry'
; CHECK-NEXT: unsupported AMDGPU intrinsic 'llvm.amdgcn.s.barrier.wait' (not modelled by wave-emu), in function 'k', block '%entry'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
