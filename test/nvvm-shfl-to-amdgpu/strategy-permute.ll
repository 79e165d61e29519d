; strategy=permute: up/down/bfly with a constant b push their value with
; ds_permute to the one lane that reads it (the map is a bijection of the wave,
; so no two lanes write one slot); the range check picks own vs. received.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32;strategy=permute>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64;strategy=permute>' -S < %s | FileCheck %s --check-prefix=W64

; down by a constant: lane k pushes to k - 2; lanes out of range keep theirs.
define i32 @down2(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 2, i32 31)
  ret i32 %r
}

; up by a constant within 8-lane segments (c = 0x1800).
define i32 @up1_width8(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 6144)
  ret i32 %r
}

; bfly by a constant over the whole warp: every lane receives, no select.
define i32 @xor8(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 8, i32 31)
  ret i32 %r
}

; A constant b with a runtime c still pushes; the check stays.
define i32 @down1_runtime_c(i32 %v, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 %c)
  ret i32 %r
}

; idx is a gather, and a runtime b has no fixed reader: both use bpermute.
define i32 @idx_falls_back(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 5, i32 31)
  ret i32 %r
}

define i32 @runtime_b_falls_back(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; W32-LABEL: @down2(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = add i32 %lane.id, 2
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, 31
; W32-NEXT:  %r.dst = sub i32 %lane.id, 2
; W32-NEXT:  %r.dst.addr = shl i32 %r.dst, 2
; W32-NEXT:  %r.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W32-NEXT:  %r = select i1 %r.valid, i32 %r.pushed, i32 %v
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @up1_width8(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.seglane = and i32 %lane.id, 24
; W32-NEXT:  %r.j = sub i32 %lane.id, 1
; W32-NEXT:  %r.valid = icmp sge i32 %r.j, %r.seglane
; W32-NEXT:  %r.dst = add i32 %lane.id, 1
; W32-NEXT:  %r.dst.addr = shl i32 %r.dst, 2
; W32-NEXT:  %r.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W32-NEXT:  %r = select i1 %r.valid, i32 %r.pushed, i32 %v
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @xor8(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = xor i32 %lane.id, 8
; W32-NEXT:  %r.dst.addr = shl i32 %r.j, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @down1_runtime_c(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.c.hi = lshr i32 %c, 8
; W32-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; W32-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; W32-NEXT:  %r.cval = and i32 %c, 31
; W32-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; W32-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; W32-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; W32-NEXT:  %r.j = add i32 %lane.id, 1
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W32-NEXT:  %r.dst = sub i32 %lane.id, 1
; W32-NEXT:  %r.dst.addr = shl i32 %r.dst, 2
; W32-NEXT:  %r.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W32-NEXT:  %r = select i1 %r.valid, i32 %r.pushed, i32 %v
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @idx_falls_back(
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 20, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @runtime_b_falls_back(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.bval = and i32 %b, 31
; W32-NEXT:  %r.j = xor i32 %lane.id, %r.bval
; W32-NEXT:  %r.j.addr = shl i32 %r.j, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.j.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @down2(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.j = add i32 %lane.id, 2
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, 31
; W64-NEXT:  %r.dst = sub i32 %wave.lane.id, 2
; W64-NEXT:  %r.dst.addr = shl i32 %r.dst, 2
; W64-NEXT:  %r.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W64-NEXT:  %r = select i1 %r.valid, i32 %r.pushed, i32 %v
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @up1_width8(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.seglane = and i32 %lane.id, 24
; W64-NEXT:  %r.j = sub i32 %lane.id, 1
; W64-NEXT:  %r.valid = icmp sge i32 %r.j, %r.seglane
; W64-NEXT:  %r.dst = add i32 %wave.lane.id, 1
; W64-NEXT:  %r.dst.addr = shl i32 %r.dst, 2
; W64-NEXT:  %r.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W64-NEXT:  %r = select i1 %r.valid, i32 %r.pushed, i32 %v
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @xor8(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, 8
; W64-NEXT:  %r.dst.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @down1_runtime_c(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.c.hi = lshr i32 %c, 8
; W64-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; W64-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; W64-NEXT:  %r.cval = and i32 %c, 31
; W64-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; W64-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; W64-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; W64-NEXT:  %r.j = add i32 %lane.id, 1
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W64-NEXT:  %r.dst = sub i32 %wave.lane.id, 1
; W64-NEXT:  %r.dst.addr = shl i32 %r.dst, 2
; W64-NEXT:  %r.pushed = call i32 @llvm.amdgcn.ds.permute(i32 %r.dst.addr, i32 %v)
; W64-NEXT:  %r = select i1 %r.valid, i32 %r.pushed, i32 %v
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @idx_falls_back(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.selfbase = and i32 %wave.lane.id, -32
; W64-NEXT:  %r.selfj = or i32 %r.selfbase, 5
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @runtime_b_falls_back(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.bval = and i32 %b, 31
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, %r.bval
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
