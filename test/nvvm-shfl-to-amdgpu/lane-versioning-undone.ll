; Lane versioning is undone after the lowering where the fast copy does not
; pay for the entry's test (LaneVersioning.h): a rotation by threadIdx.x
; (`(threadIdx.x + 2) & 31`) becomes `(lane + 2) & 31` in the copy, which
; gfx1100 moves with row_shl:2 and v_permlanex16 (kept: one ds_bpermute
; less), while gfx90a has no such plan (its rotation by one is a ChainBlend,
; fast-rotate-launch-lanes.ll; by two no DPP sequence of the table does it)
; and takes ds_bpermute in both copies (undone: one copy, no test, and a
; remark with the costs).
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=KEPT
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=UNDONE
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks-missed=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=REMARK

; KEPT-LABEL: define amdgpu_kernel void @rotate(
; KEPT:         br i1 %lv.any, label %entry.orig, label %entry.lane, !prof
; KEPT:       entry.lane:
; KEPT-NOT:     ds.bpermute
; KEPT:         call i32 @llvm.amdgcn.permlanex16.i32(
; KEPT:         ret void
; KEPT:       entry.orig:
; KEPT:         call i32 @llvm.amdgcn.ds.bpermute(
; KEPT:         ret void

; UNDONE-LABEL: define amdgpu_kernel void @rotate(
; UNDONE-NEXT:  entry:
; UNDONE-NOT:     %lv.
; UNDONE-NOT:     entry.lane:
; UNDONE:         call i32 @llvm.amdgcn.ds.bpermute(
; UNDONE-NOT:     ds.bpermute
; UNDONE:         ret void
; UNDONE-NEXT:  }

; REMARK: remark: <unknown>:0:0: lane versioning of rotate undone: the fast copy (cost {{[0-9]+}}) is not cheaper than the original ({{[0-9]+}}) by more than the test ({{[0-9]+}})

define amdgpu_kernel void @rotate(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %next = add i32 %tid, 2
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }
