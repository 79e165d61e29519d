; The i32p / f32p forms return { value, in-range predicate }.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

; extractvalue users take the value and the predicate directly.
define i32 @down_p_parts(i32 %v, i32 %b, ptr %pout) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 %b, i32 31)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  store i1 %p, ptr %pout
  ret i32 %val
}

; Any other user gets the rebuilt { value, predicate } pair.
define { float, i1 } @up_f32p_pair(float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %v, i32 %b, i32 %c)
  ret { float, i1 } %r
}

; Constant operands fold the predicate too: up by 1 over the whole warp is
; out of range on every lane when c = 0x1f.
define i1 @up_p_never(i32 %v) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 31)
  %p = extractvalue { i32, i1 } %r, 1
  ret i1 %p
}

; ... and a xor within the warp is in range on every lane.
define i1 @bfly_p_always(float %v) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 -1, float %v, i32 4, i32 31)
  %p = extractvalue { float, i1 } %r, 1
  ret i1 %p
}

; idx: the predicate is the same for every lane of a segment.
define i1 @idx_p(i32 %v, i32 %b) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %v, i32 %b, i32 7)
  %p = extractvalue { i32, i1 } %r, 1
  ret i1 %p
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32, float, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32)

; W64-LABEL: @down_p_parts(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.bval = and i32 %b, 31
; W64-NEXT:  %r.j = add i32 %lane.id, %r.bval
; W64-NEXT:  %r.selfj = add i32 %wave.lane.id, %r.bval
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, 31
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  store i1 %r.valid, ptr %pout, align 1
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @up_f32p_pair(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.bits = bitcast float %v to i32
; W64-NEXT:  %r.bval = and i32 %b, 31
; W64-NEXT:  %r.c.hi = lshr i32 %c, 8
; W64-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; W64-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; W64-NEXT:  %r.cval = and i32 %c, 31
; W64-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; W64-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; W64-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; W64-NEXT:  %r.j = sub i32 %lane.id, %r.bval
; W64-NEXT:  %r.selfj = sub i32 %wave.lane.id, %r.bval
; W64-NEXT:  %r.valid = icmp sge i32 %r.j, %r.maxlane
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %r.bits)
; W64-NEXT:  %r = bitcast i32 %r.moved to float
; W64-NEXT:  %r.pair.val = insertvalue { float, i1 } poison, float %r, 0
; W64-NEXT:  %r.pair = insertvalue { float, i1 } %r.pair.val, i1 %r.valid, 1
; W64-NEXT:  ret { float, i1 } %r.pair
; W64-NEXT: }
;
; W64-LABEL: @up_p_never(
; W64-NEXT:  ret i1 false
; W64-NEXT: }
;
; W64-LABEL: @bfly_p_always(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.bits = bitcast float %v to i32
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, 4
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %r.bits)
; W64-NEXT:  %r = bitcast i32 %r.moved to float
; W64-NEXT:  ret i1 true
; W64-NEXT: }
;
; W64-LABEL: @idx_p(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.bval = and i32 %b, 31
; W64-NEXT:  %r.selfbase = and i32 %wave.lane.id, -32
; W64-NEXT:  %r.selfj = or i32 %r.selfbase, %r.bval
; W64-NEXT:  %r.valid = icmp ule i32 %r.bval, 7
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i1 %r.valid
; W64-NEXT: }
;
