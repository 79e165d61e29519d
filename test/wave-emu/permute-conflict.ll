; Two ds_permute sources writing one active lane: the AMD guides disagree on
; which write wins, so the emulator reports it instead of picking one.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=8 \
; RUN:   --arg=buf:addr:i32:8=0,0,8,12,16,20,24,28 --arg=buf:out:i32:8 \
; RUN:   --print=out 2>&1 | FileCheck %s
; CHECK: error: llvm.amdgcn.ds.permute: lanes 0 and 1 both write lane 0; the AMD guides disagree on which write wins
; CHECK-SAME: function 'permute'
; CHECK-NOT: out[0]
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @permute(ptr addrspace(1) %addr, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %addr, i32 %tid
  %a = load i32, ptr addrspace(1) %pa
  %r = call i32 @llvm.amdgcn.ds.permute(i32 %a, i32 %tid)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
