; readfirstlane reads the lowest active lane and readlane a fixed lane, both
; inside a branch that lanes 0-4 skip: readfirstlane gives lane 5's value.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:first:i32:64 \
; RUN:   --arg=buf:fixed:i32:64 --print=first --print=fixed --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      first[0]: -1 -1 -1 -1 -1 15 15 15 15 15 15 15 15 15 15 15
; CHECK:      first[48]: 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15
; CHECK:      fixed[0]: -1 -1 -1 -1 -1 120 120 120 120 120 120 120 120 120 120 120
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @readlanes(ptr addrspace(1) %first, ptr addrspace(1) %fixed) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %tid, 3
  %skip = icmp ult i32 %tid, 5
  br i1 %skip, label %join, label %then
then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %l = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 40)
  br label %join
join:
  %rf = phi i32 [ -1, %entry ], [ %f, %then ]
  %rl = phi i32 [ -1, %entry ], [ %l, %then ]
  %p1 = getelementptr i32, ptr addrspace(1) %first, i32 %tid
  store i32 %rf, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %fixed, i32 %tid
  store i32 %rl, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
