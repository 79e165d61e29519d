; A broadcast of lane 0 in a kernel block that runs with the lanes of the
; launch (FunctionCaches.h, LaunchLaneBlocks): the kernel's entry, and a
; block that post-dominates it and is on no cycle.  There the active lanes
; are a prefix of the wave, so each warp's lane 0 is active wherever a lane
; of the warp is: the readlanes take no EXEC test (fast-broadcast.ll has the
; guarded form).  On gfx90a a value may also pass through a lower lane: two
; DPP moves, row_newbcast:0 then row_bcast:15 on rows 1 and 3 (a Chain,
; AMDGPUFastPaths.h), beat the two readlanes.  ptx_kernel counts as a
; kernel as amdgpu_kernel does.
; RUN: sed -e 's/CPU/gfx900/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | FileCheck %s --check-prefix=GFX90A
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | FileCheck %s --check-prefix=GFX11

define amdgpu_kernel void @entry(ptr addrspace(1) %p, i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

; The join of a branch on the lane's own value.
define ptx_kernel void @joined(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  %odd = trunc i32 %v to i1
  br i1 %odd, label %then, label %join
then:
  store i32 %v, ptr addrspace(1) %p
  br label %join
join:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX9-LABEL: @entry(
; GFX9-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; GFX9-NEXT:  %r.moved.lane32 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 32)
; GFX9-NEXT:  %r.moved.hihalf = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -4294967296)
; GFX9-NEXT:  %r = select i1 %r.moved.hihalf, i32 %r.moved.lane32, i32 %r.moved.lane0
; GFX9-NEXT:  store i32 %r, ptr addrspace(1) %p
; GFX9-NEXT:  ret void
;
; GFX9-LABEL: @joined(
; GFX9:       join:
; GFX9-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; GFX9-NEXT:  %r.moved.lane32 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 32)
; GFX9-NEXT:  %r.moved.hihalf = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -4294967296)
; GFX9-NEXT:  %r = select i1 %r.moved.hihalf, i32 %r.moved.lane32, i32 %r.moved.lane0
; GFX9-NEXT:  store i32 %r, ptr addrspace(1) %p
; GFX9-NEXT:  ret void

; GFX90A-LABEL: @entry(
; GFX90A-NEXT:  %r.moved.dpp.first = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 336, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp.first, i32 %r.moved.dpp.first, i32 322, i32 10, i32 15, i1 true)
; GFX90A-NEXT:  store i32 %r, ptr addrspace(1) %p
; GFX90A-NEXT:  ret void
;
; GFX90A-LABEL: @joined(
; GFX90A:       join:
; GFX90A-NEXT:  %r.moved.dpp.first = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 336, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp.first, i32 %r.moved.dpp.first, i32 322, i32 10, i32 15, i1 true)
; GFX90A-NEXT:  store i32 %r, ptr addrspace(1) %p
; GFX90A-NEXT:  ret void

; GFX11-LABEL: @entry(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; GFX11-NEXT:  store i32 %r, ptr addrspace(1) %p
; GFX11-NEXT:  ret void
;
; GFX11-LABEL: @joined(
; GFX11:       join:
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; GFX11-NEXT:  store i32 %r, ptr addrspace(1) %p
; GFX11-NEXT:  ret void

