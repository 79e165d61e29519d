; ds.bpermute.fi.b32 (gfx12, LLVM 20+) reads inactive lanes, unlike
; ds.bpermute; it is not modelled and must not be taken for ds.bpermute.
; REQUIRES: llvm22
; RUN: llc -mcpu=gfx1200 %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx1200 %s --block=32 --arg=buf:out:i32:32 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: unsupported AMDGPU intrinsic 'llvm.amdgcn.ds.bpermute.fi.b32' (not modelled by wave-emu)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = shl i32 %tid, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute.fi.b32(i32 %a, i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute.fi.b32(i32, i32)
