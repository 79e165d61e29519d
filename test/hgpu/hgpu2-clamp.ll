; On hgpu2, a constant c with power-of-two segments but a clamp inside the
; segment still uses the native shuffle (its source lane is PTX's), but PTX's
; predicate is stricter: the pass computes it and keeps the lane's own value
; where it is false.
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s

; 8-lane segments, clamp 3: lanes read at most the 4th lane of their segment.
; CHECK-LABEL: define i32 @down_seg8_clamp3(i32 %v, i32 %b) {
; CHECK-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; CHECK-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %v, i32 %b, i32 8)
; CHECK-NEXT:    %r.native.val = extractvalue { i32, i1 } %r.native, 0
; CHECK-NEXT:    %r.bval = and i32 %b, 31
; CHECK-NEXT:    %r.seglane = and i32 %lane.id, 24
; CHECK-NEXT:    %r.maxlane = or i32 %r.seglane, 3
; CHECK-NEXT:    %r.j = add i32 %lane.id, %r.bval
; CHECK-NEXT:    %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:    %r = select i1 %r.valid, i32 %r.native.val, i32 %v
; CHECK-NEXT:    ret i32 %r
; CHECK-NEXT:  }
define i32 @down_seg8_clamp3(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 6147)
  ret i32 %r
}

; Full warp, clamp 5: up is valid from lane b + 5 on.
; CHECK-LABEL: define { i32, i1 } @up_warp_clamp5(i32 %v, i32 %b) {
; CHECK-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; CHECK-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %v, i32 %b, i32 32)
; CHECK-NEXT:    %r.native.val = extractvalue { i32, i1 } %r.native, 0
; CHECK-NEXT:    %r.bval = and i32 %b, 31
; CHECK-NEXT:    %r.j = sub i32 %lane.id, %r.bval
; CHECK-NEXT:    %r.valid = icmp sge i32 %r.j, 5
; CHECK-NEXT:    %r = select i1 %r.valid, i32 %r.native.val, i32 %v
; CHECK-NEXT:    %r.pair.val = insertvalue { i32, i1 } poison, i32 %r, 0
; CHECK-NEXT:    %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.valid, 1
; CHECK-NEXT:    ret { i32, i1 } %r.pair
; CHECK-NEXT:  }
define { i32, i1 } @up_warp_clamp5(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 %b, i32 5)
  ret { i32, i1 } %r
}

; idx in 4-lane segments with clamp 1: (b & 3) <= 1.
; CHECK-LABEL: define i32 @idx_seg4_clamp1(i32 %v, i32 %b) {
; CHECK-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; CHECK-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.idx(i32 %v, i32 %b, i32 4)
; CHECK-NEXT:    %r.native.val = extractvalue { i32, i1 } %r.native, 0
; CHECK-NEXT:    %r.bval = and i32 %b, 31
; CHECK-NEXT:    %r.seglane = and i32 %lane.id, 28
; CHECK-NEXT:    %r.maxlane = or i32 %r.seglane, 1
; CHECK-NEXT:    %r.bhi = and i32 %r.bval, -29
; CHECK-NEXT:    %r.j = or i32 %r.seglane, %r.bhi
; CHECK-NEXT:    %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:    %r = select i1 %r.valid, i32 %r.native.val, i32 %v
; CHECK-NEXT:    ret i32 %r
; CHECK-NEXT:  }
define i32 @idx_seg4_clamp1(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 7169)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
