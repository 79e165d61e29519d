; The legacy llvm.nvvm.shfl.* intrinsics (still declared by LLVM 19 and 22).
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32

; The non-sync shuffles have no membermask operand; otherwise they lower the
; same way.
define i32 @legacy_down(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.down.i32(i32 %v, i32 1, i32 31)
  ret i32 %r
}

define float @legacy_idx_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.idx.f32(float %v, i32 %b, i32 31)
  ret float %r
}

define i1 @legacy_bfly_p(i32 %v, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.bfly.i32p(i32 %v, i32 2, i32 %c)
  %p = extractvalue { i32, i1 } %r, 1
  ret i1 %p
}

define float @legacy_up_f32p(float %v) {
  %r = call { float, i1 } @llvm.nvvm.shfl.up.f32p(float %v, i32 3, i32 0)
  %val = extractvalue { float, i1 } %r, 0
  ret float %val
}

declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.idx.f32(float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.bfly.i32p(i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.up.f32p(float, i32, i32)

; W32-LABEL: @legacy_down(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = add i32 %lane.id, 1
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, 31
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @legacy_idx_f32(
; W32-NEXT:  %r.bits = bitcast float %v to i32
; W32-NEXT:  %b.addr = shl i32 %b, 2
; W32-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %b.addr, i32 %r.bits)
; W32-NEXT:  %r = bitcast i32 %r.moved to float
; W32-NEXT:  ret float %r
; W32-NEXT: }
;
; W32-LABEL: @legacy_bfly_p(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.c.hi = lshr i32 %c, 8
; W32-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; W32-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; W32-NEXT:  %r.cval = and i32 %c, 31
; W32-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; W32-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; W32-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; W32-NEXT:  %r.j = xor i32 %lane.id, 2
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i1 %r.valid
; W32-NEXT: }
;
; W32-LABEL: @legacy_up_f32p(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.bits = bitcast float %v to i32
; W32-NEXT:  %r.j = sub i32 %lane.id, 3
; W32-NEXT:  %r.valid = icmp sge i32 %r.j, 0
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %r.bits)
; W32-NEXT:  %r = bitcast i32 %r.moved to float
; W32-NEXT:  ret float %r
; W32-NEXT: }
;
