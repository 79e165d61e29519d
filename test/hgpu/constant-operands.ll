; With b and c both constant, validity is decided for all 32 lanes at compile
; time: no predicate is computed when every lane reads its source, and
; nothing moves when none does.
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu1>' -S < %s | FileCheck %s --check-prefix=HGPU1
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s --check-prefix=HGPU2

; xor 1 in the full warp: always valid.
; HGPU1-LABEL: define { i32, i1 } @bfly1(i32 %v) {
; HGPU1-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; HGPU1-NEXT:    %r.j = xor i32 %lane.id, 1
; HGPU1-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %r.j)
; HGPU1-NEXT:    %r.pair.val = insertvalue { i32, i1 } poison, i32 %r, 0
; HGPU1-NEXT:    %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 true, 1
; HGPU1-NEXT:    ret { i32, i1 } %r.pair
; HGPU1-NEXT:  }
; HGPU2-LABEL: define { i32, i1 } @bfly1(i32 %v) {
; HGPU2-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.xor(i32 %v, i32 1, i32 32)
; HGPU2-NEXT:    %r.pair = insertvalue { i32, i1 } %r.native, i1 true, 1
; HGPU2-NEXT:    ret { i32, i1 } %r.pair
; HGPU2-NEXT:  }
define { i32, i1 } @bfly1(i32 %v) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 1, i32 31)
  ret { i32, i1 } %r
}

; down 1 in 1-lane segments: never valid, every lane keeps its value.
; HGPU1-LABEL: define { i32, i1 } @down1_width1(i32 %v) {
; HGPU1-NEXT:    %r.pair.val = insertvalue { i32, i1 } poison, i32 %v, 0
; HGPU1-NEXT:    %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 false, 1
; HGPU1-NEXT:    ret { i32, i1 } %r.pair
; HGPU1-NEXT:  }
; HGPU2-LABEL: define { i32, i1 } @down1_width1(i32 %v) {
; HGPU2-NEXT:    %r.pair.val = insertvalue { i32, i1 } poison, i32 %v, 0
; HGPU2-NEXT:    %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 false, 1
; HGPU2-NEXT:    ret { i32, i1 } %r.pair
; HGPU2-NEXT:  }
define { i32, i1 } @down1_width1(i32 %v) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 1, i32 7967)
  ret { i32, i1 } %r
}

; up 2 with 8-lane segments: valid for some lanes only.
; HGPU1-LABEL: define { i32, i1 } @up2_width8(i32 %v) {
; HGPU1-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; HGPU1-NEXT:    %r.seglane = and i32 %lane.id, 24
; HGPU1-NEXT:    %r.j = sub i32 %lane.id, 2
; HGPU1-NEXT:    %r.valid = icmp sge i32 %r.j, %r.seglane
; HGPU1-NEXT:    %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; HGPU1-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %r.src)
; HGPU1-NEXT:    %r.pair.val = insertvalue { i32, i1 } poison, i32 %r, 0
; HGPU1-NEXT:    %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.valid, 1
; HGPU1-NEXT:    ret { i32, i1 } %r.pair
; HGPU1-NEXT:  }
; HGPU2-LABEL: define { i32, i1 } @up2_width8(i32 %v) {
; HGPU2-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.up(i32 %v, i32 2, i32 8)
; HGPU2-NEXT:    ret { i32, i1 } %r.native
; HGPU2-NEXT:  }
define { i32, i1 } @up2_width8(i32 %v) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 2, i32 6144)
  ret { i32, i1 } %r
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
