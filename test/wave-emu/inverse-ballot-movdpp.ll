; inverse.ballot gives each lane its bit of a mask; mov.dpp with
; quad_perm [2,3,0,1] swaps the pairs of each quad; wave.barrier is a
; meeting point that changes nothing.
; RUN: llc -mcpu=gfx942 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx942 %s --block=64 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 1 0 0 0 1 0 0 0 1 0 0 0 1 0 0 0
; CHECK:      out[48]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1
; CHECK:      out[64]: 102 103 100 101 106 107 104 105 110 111 108 109 114 115 112 113
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bit = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 u0x8000000011111111)
  %b32 = zext i1 %bit to i32
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b32, ptr addrspace(1) %p0
  call void @llvm.amdgcn.wave.barrier()
  %src = add i32 %tid, 100
  %m = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %src, i32 78, i32 15, i32 15, i1 false)
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 64
  store i32 %m, ptr addrspace(1) %p1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i1 @llvm.amdgcn.inverse.ballot.i64(i64)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
