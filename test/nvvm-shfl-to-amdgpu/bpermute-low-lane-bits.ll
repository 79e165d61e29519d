; Where ds_bpermute takes its source lane from address bits [6:2] alone
; (wave32 on gfx10+, and gfx10/gfx11 in wave64, where a lane reads its own
; 32-lane half), the address skips the instructions that set only the higher
; bits: `b & 31` and the warp base of wave64.  gfx9 and gfx12 in wave64 read
; address bits [7:2] across the whole wave, so they keep both.  A segment
; clamp (c = 0x101f) changes bit 4 and stays.  The emulator's conformance
; runs check the lane results on every one of these targets.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S < %s | FileCheck %s

; CHECK-LABEL: @idx_gfx90a(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; CHECK-NEXT:  %r.bval = and i32 %b, 31
; CHECK-NEXT:  %r.selfbase = and i32 %wave.lane.id, -32
; CHECK-NEXT:  %r.selfj = or i32 %r.selfbase, %r.bval
; CHECK-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
define i32 @idx_gfx90a(i32 %v, i32 %b) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @idx_gfx1030_wave64(
; CHECK-NEXT:  %b.addr = shl i32 %b, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %b.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
define i32 @idx_gfx1030_wave64(i32 %v, i32 %b) #1 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; The predicate form: the predicate of a full-warp idx is true; the value's
; address needs no lane id.
; CHECK-LABEL: @idxp_gfx1100_wave64(
; CHECK-NEXT:  %b.addr = shl i32 %b, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %b.addr, i32 %v)
; CHECK-NEXT:  %r.pair.val = insertvalue { i32, i1 } poison, i32 %r, 0
; CHECK-NEXT:  %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 true, 1
; CHECK-NEXT:  ret { i32, i1 } %r.pair
define { i32, i1 } @idxp_gfx1100_wave64(i32 %v, i32 %b) #2 {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %v, i32 %b, i32 31)
  ret { i32, i1 } %r
}

; CHECK-LABEL: @idx_gfx1100_wave32(
; CHECK-NEXT:  %b.addr = shl i32 %b, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %b.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
define i32 @idx_gfx1100_wave32(i32 %v, i32 %b) #3 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @idx_gfx1200_wave64(
; CHECK:       %r.bval = and i32 %b, 31
; CHECK-NEXT:  %r.selfbase = and i32 %wave.lane.id, -32
; CHECK-NEXT:  %r.selfj = or i32 %r.selfbase, %r.bval
; CHECK-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
define i32 @idx_gfx1200_wave64(i32 %v, i32 %b) #4 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @idx_gfx1200_wave32(
; CHECK-NEXT:  %b.addr = shl i32 %b, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %b.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
define i32 @idx_gfx1200_wave32(i32 %v, i32 %b) #5 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @idx_segment16_gfx1100_wave32(
; CHECK:       %r.j = or i32 %r.seglane, %r.bhi
; CHECK:       %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; CHECK-NEXT:  %r.src.addr = shl i32 %r.src, 2
define i32 @idx_segment16_gfx1100_wave32(i32 %v, i32 %b) #3 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 4127)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1030" "target-features"="+wavefrontsize64" }
attributes #2 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
attributes #3 = { "target-cpu"="gfx1100" }
attributes #4 = { "target-cpu"="gfx1200" "target-features"="+wavefrontsize64" }
attributes #5 = { "target-cpu"="gfx1200" }
