; `<no-lane-versioning>` turns the versioning off: the kernel whose
; threadIdx.x & 31 guards a shuffle's result keeps one copy.  Without it
; the same kernel is versioned.
; -shfl-lane-versioning-keep-all keeps the fast copies, which these small
; functions do not pay for (lane-versioning-undone.ll).
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning>' -S %s | FileCheck %s --check-prefix=OFF
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -shfl-lane-versioning-keep-all -S %s | FileCheck %s --check-prefix=ON
; OFF-LABEL: define amdgpu_kernel void @k(
; OFF-NOT:   %lv.
; OFF-NOT:   entry.lane:
; OFF:       ret void
; OFF-NOT:   ret void
; ON-LABEL:  define amdgpu_kernel void @k(
; ON:        %lv.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %lv.mismatch)
; ON:        entry.lane:
; ON:        ret void
; ON:        entry.orig:
; ON:        ret void

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g = icmp eq i32 %lane, 0
  %r = select i1 %g, i32 %v, i32 %y
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx90a" }
