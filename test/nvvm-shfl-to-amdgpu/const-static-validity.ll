; With constant b and c the pass decides validity for all 32 lanes itself.
; When no lane is in range, or every lane reads itself, nothing moves and the
; value is the caller's own; when all lanes are in range no check is emitted;
; otherwise the check is kept, with the constants folded.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

; __shfl_up_sync(~0u, v, 1): c = 0; maxLane = 0, j = lane - 1 < 0 ... valid
; only where lane >= 1.  (Kept here as the per-lane contrast.)
define i32 @up1_width32(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  ret i32 %r
}

; up with c = 0x1f: maxLane = 31 and j = lane - 1 <= 30, so no lane is in range.
define i32 @up1_clamp31(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; idx with b = 20 and c = 10 (clamp 10, no segments): j = 20 > 10 everywhere.
define i32 @idx_past_clamp(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 20, i32 10)
  ret i32 %r
}

; down by 32 (bval = 0): every lane reads itself, so nothing moves.
define i32 @down_by_32(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 32, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; W32-LABEL: @up1_width32(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = sub i32 %lane.id, 1
; W32-NEXT:  %r.valid = icmp sge i32 %r.j, 0
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @up1_clamp31(
; W32-NEXT:  ret i32 %v
; W32-NEXT: }
;
; W32-LABEL: @idx_past_clamp(
; W32-NEXT:  ret i32 %v
; W32-NEXT: }
;
; W32-LABEL: @down_by_32(
; W32-NEXT:  ret i32 %v
; W32-NEXT: }
;
; W64-LABEL: @up1_width32(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.j = sub i32 %lane.id, 1
; W64-NEXT:  %r.selfj = sub i32 %wave.lane.id, 1
; W64-NEXT:  %r.valid = icmp sge i32 %r.j, 0
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @up1_clamp31(
; W64-NEXT:  ret i32 %v
; W64-NEXT: }
;
; W64-LABEL: @idx_past_clamp(
; W64-NEXT:  ret i32 %v
; W64-NEXT: }
;
; W64-LABEL: @down_by_32(
; W64-NEXT:  ret i32 %v
; W64-NEXT: }
;
