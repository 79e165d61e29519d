; ds_bpermute on gfx9/CDNA: lane i reads lane ((addr_i / 4) % 64); the two low
; address bits are ignored (addresses 8 and 9 both read lane 2), the index
; wraps modulo 64 (256 reads lane 0) and an inactive source lane gives 0
; (lanes 8-63 are outside the 8-lane workgroup, so 255 -> lane 63 -> 0).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=8 \
; RUN:   --arg=buf:addr:i32:8=8,9,0,4,255,256,28,31 --arg=buf:out:i32:8 \
; RUN:   --print=out | FileCheck %s
; CHECK: out[0]: 102 102 100 101 0 100 107 107
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @bpermute(ptr addrspace(1) %addr, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr i32, ptr addrspace(1) %addr, i32 %tid
  %a = load i32, ptr addrspace(1) %pa
  %v = add i32 %tid, 100
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %v)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
