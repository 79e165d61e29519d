; The subtarget selects the code: hgpu1 has no native shuffle and moves every
; value with the lane-indexed gather after computing PTX's source lane and
; predicate; hgpu2 lowers the same calls (CUDA's usual c, full warp and
; 8-lane segments) to one native segmented shuffle each, whose predicate is
; PTX's.  (The gather reads only lane & 31, so hgpu1 drops PTX's b & 31.)
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu1>' -S < %s | FileCheck %s --check-prefix=HGPU1
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s --check-prefix=HGPU2

; __shfl_sync(mask, v, b): c = 0x1f.
; HGPU1-LABEL: define i32 @idx_warp(i32 %v, i32 %b) {
; HGPU1-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %b)
; HGPU1-NEXT:    ret i32 %r
; HGPU1-NEXT:  }
; HGPU2-LABEL: define i32 @idx_warp(i32 %v, i32 %b) {
; HGPU2-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.idx(i32 %v, i32 %b, i32 32)
; HGPU2-NEXT:    %r = extractvalue { i32, i1 } %r.native, 0
; HGPU2-NEXT:    ret i32 %r
; HGPU2-NEXT:  }
define i32 @idx_warp(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; __shfl_up_sync(mask, v, b, 8): c = (32 - 8) << 8.
; HGPU1-LABEL: define { i32, i1 } @up_width8(i32 %v, i32 %b) {
; HGPU1-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; HGPU1-NEXT:    %r.bval = and i32 %b, 31
; HGPU1-NEXT:    %r.seglane = and i32 %lane.id, 24
; HGPU1-NEXT:    %r.j = sub i32 %lane.id, %r.bval
; HGPU1-NEXT:    %r.valid = icmp sge i32 %r.j, %r.seglane
; HGPU1-NEXT:    %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; HGPU1-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %r.src)
; HGPU1-NEXT:    %r.pair.val = insertvalue { i32, i1 } poison, i32 %r, 0
; HGPU1-NEXT:    %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.valid, 1
; HGPU1-NEXT:    ret { i32, i1 } %r.pair
; HGPU1-NEXT:  }
; HGPU2-LABEL: define { i32, i1 } @up_width8(i32 %v, i32 %b) {
; HGPU2-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %v, i32 %b, i32 8)
; HGPU2-NEXT:    ret { i32, i1 } %r.native
; HGPU2-NEXT:  }
define { i32, i1 } @up_width8(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 %b, i32 6144)
  ret { i32, i1 } %r
}

; __shfl_down_sync(mask, v, b, 16): c = (16 << 8) | 0x1f.
; HGPU1-LABEL: define float @down_width16(float %v, i32 %b) {
; HGPU1-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; HGPU1-NEXT:    %r.bits = bitcast float %v to i32
; HGPU1-NEXT:    %r.bval = and i32 %b, 31
; HGPU1-NEXT:    %r.seglane = and i32 %lane.id, 16
; HGPU1-NEXT:    %r.maxlane = or i32 %r.seglane, 15
; HGPU1-NEXT:    %r.j = add i32 %lane.id, %r.bval
; HGPU1-NEXT:    %r.valid = icmp ule i32 %r.j, %r.maxlane
; HGPU1-NEXT:    %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; HGPU1-NEXT:    %r.moved = call i32 @llvm.hgpu.gather(i32 %r.bits, i32 %r.src)
; HGPU1-NEXT:    %r = bitcast i32 %r.moved to float
; HGPU1-NEXT:    ret float %r
; HGPU1-NEXT:  }
; HGPU2-LABEL: define float @down_width16(float %v, i32 %b) {
; HGPU2-NEXT:    %r.bits = bitcast float %v to i32
; HGPU2-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.down(i32 %r.bits, i32 %b, i32 16)
; HGPU2-NEXT:    %r.native.val = extractvalue { i32, i1 } %r.native, 0
; HGPU2-NEXT:    %r = bitcast i32 %r.native.val to float
; HGPU2-NEXT:    ret float %r
; HGPU2-NEXT:  }
define float @down_width16(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 %b, i32 4127)
  ret float %r
}

; __shfl_xor_sync(mask, v, b): c = 0x1f; the predicate is used.
; HGPU1-LABEL: define i1 @bfly_warp_pred(i32 %v, i32 %b) {
; HGPU1-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; HGPU1-NEXT:    %r.bval = and i32 %b, 31
; HGPU1-NEXT:    %r.j = xor i32 %lane.id, %r.bval
; HGPU1-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %r.j)
; HGPU1-NEXT:    ret i1 true
; HGPU1-NEXT:  }
; HGPU2-LABEL: define i1 @bfly_warp_pred(i32 %v, i32 %b) {
; HGPU2-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %v, i32 %b, i32 32)
; HGPU2-NEXT:    %r.valid = extractvalue { i32, i1 } %r.native, 1
; HGPU2-NEXT:    ret i1 %r.valid
; HGPU2-NEXT:  }
define i1 @bfly_warp_pred(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 %b, i32 31)
  %p = extractvalue { i32, i1 } %r, 1
  ret i1 %p
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
