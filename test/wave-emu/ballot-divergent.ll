; ballot, icmp and fcmp return the mask of the *active* lanes whose compare
; holds.  Only lanes 0, 3, 6, ... run the branch: ballot(lane < 10) is lanes
; 0,3,6,9; icmp ult 20 adds 12,15,18; fcmp olt 30.0 adds 21,24,27.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:u64:3 \
; RUN:   --print=out:hex | FileCheck %s
; CHECK: out[0]: 0x0000000000000249 0x0000000000049249 0x0000000009249249
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @masks(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m3 = urem i32 %tid, 3
  %in = icmp eq i32 %m3, 0
  br i1 %in, label %then, label %exit
then:
  %lt10 = icmp ult i32 %tid, 10
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %lt10)
  %i = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %tid, i32 20, i32 36)
  %f = uitofp i32 %tid to float
  %c = call i64 @llvm.amdgcn.fcmp.i64.f32(float %f, float 30.0, i32 4)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %store, label %exit
store:
  store i64 %b, ptr addrspace(1) %out
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %i, ptr addrspace(1) %p1
  %p2 = getelementptr i64, ptr addrspace(1) %out, i32 2
  store i64 %c, ptr addrspace(1) %p2
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32)
