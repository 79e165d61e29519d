; ds_permute scatters: lane i writes lane (addr_i / 4) % 64.  Lane 0 is
; written by nobody and gets 0; lane 7's write to lane 8 (not in the
; workgroup) is lost.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=8 \
; RUN:   --arg=buf:addr:i32:8=4,8,12,16,20,24,28,32 --arg=buf:out:i32:8 \
; RUN:   --print=out | FileCheck %s
; CHECK: out[0]: 0 100 101 102 103 104 105 106
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @permute(ptr addrspace(1) %addr, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %addr, i32 %tid
  %a = load i32, ptr addrspace(1) %pa
  %v = add i32 %tid, 100
  %r = call i32 @llvm.amdgcn.ds.permute(i32 %a, i32 %v)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
