; threadIdx.y & 31 (and threadIdx.x & 15, and threadIdx.x & 31 in i64) is
; not what versioning checks: the kernel keeps one copy.
; -shfl-lane-versioning-keep-all keeps the fast copies, which these small
; functions do not pay for (lane-versioning-undone.ll).
; RUN: sed -e 's/READ/@llvm.nvvm.read.ptx.sreg.tid.y()/' -e 's/MASK/31/' %s | \
; RUN:   opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s
; RUN: sed -e 's/READ/@llvm.amdgcn.workitem.id.y()/' -e 's/MASK/31/' %s | \
; RUN:   opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s
; RUN: sed -e 's/READ/@llvm.amdgcn.workitem.id.x()/' -e 's/MASK/15/' %s | \
; RUN:   opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s
; The same kernel with threadIdx.x & 31 is versioned.
; RUN: sed -e 's/READ/@llvm.amdgcn.workitem.id.x()/' -e 's/MASK/31/' %s | \
; RUN:   opt %loadshfl -passes=nvvm-shfl-to-amdgpu -shfl-lane-versioning-keep-all -S | FileCheck %s --check-prefix=TIDX
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NOT:   %lv.
; CHECK-NOT:   entry.lane:
; CHECK:       ret void
; CHECK-NOT:   ret void
; TIDX:        %lv.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %lv.mismatch)
; TIDX:        entry.lane:

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %tid = call i32 READ
  %lane = and i32 %tid, MASK
  %y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g = icmp eq i32 %lane, 0
  %r = select i1 %g, i32 %v, i32 %y
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
define i64 @wide(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t64 = zext i32 %tid to i64
  %lane = and i64 %t64, 31
  %y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g = icmp eq i64 %lane, 0
  %r = select i1 %g, i32 %v, i32 %y
  %w = zext i32 %r to i64
  ret i64 %w
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx90a" }
