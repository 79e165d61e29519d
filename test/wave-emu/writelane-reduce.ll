; writelane puts the (uniform) value into one lane and keeps the others'
; old value; wave.reduce.umax and wave.reduce.umin reduce over the active
; lanes only (the branch excludes lanes 0-9).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:66 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 0 1 2 77 4 5 6 7 8 9 10 11 12 13 14 15
; CHECK:      out[64]: 63 10
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 77, i32 3, i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %p
  %skip = icmp ult i32 %tid, 10
  br i1 %skip, label %exit, label %red
red:
  %max = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %min = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %tid, i32 0)
  %is10 = icmp eq i32 %tid, 10
  br i1 %is10, label %st, label %exit
st:
  %p64 = getelementptr i32, ptr addrspace(1) %out, i32 64
  store i32 %max, ptr addrspace(1) %p64
  %p65 = getelementptr i32, ptr addrspace(1) %out, i32 65
  store i32 %min, ptr addrspace(1) %p65
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32)
declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32)
