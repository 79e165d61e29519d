; All four modes with runtime b and c on wave64: the CUDA lane is the physical
; lane & 31 and every source keeps the caller's half, (physical & 32) | j:
; Self - b, Self + b, Self ^ b, or Self's warp and segment bits for idx.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=CHECK

define i32 @idx(i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  ret i32 %r
}

define i32 @up(i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  ret i32 %r
}

define i32 @down(i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  ret i32 %r
}

define i32 @bfly(i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; CHECK-LABEL: @idx(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; CHECK-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; CHECK-NEXT:  %r.bval = and i32 %b, 31
; CHECK-NEXT:  %r.c.hi = lshr i32 %c, 8
; CHECK-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; CHECK-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; CHECK-NEXT:  %r.cval = and i32 %c, 31
; CHECK-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; CHECK-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; CHECK-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; CHECK-NEXT:  %r.bhi = and i32 %r.bval, %r.notseg
; CHECK-NEXT:  %r.j = or i32 %r.seglane, %r.bhi
; CHECK-NEXT:  %r.keep = or i32 %r.segmask, -32
; CHECK-NEXT:  %r.selfbase = and i32 %wave.lane.id, %r.keep
; CHECK-NEXT:  %r.selfj = or i32 %r.selfbase, %r.bhi
; CHECK-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; CHECK-NEXT:  %r.src.addr = shl i32 %r.src, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
; CHECK-NEXT: }
;
; CHECK-LABEL: @up(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; CHECK-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; CHECK-NEXT:  %r.bval = and i32 %b, 31
; CHECK-NEXT:  %r.c.hi = lshr i32 %c, 8
; CHECK-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; CHECK-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; CHECK-NEXT:  %r.cval = and i32 %c, 31
; CHECK-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; CHECK-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; CHECK-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; CHECK-NEXT:  %r.j = sub i32 %lane.id, %r.bval
; CHECK-NEXT:  %r.selfj = sub i32 %wave.lane.id, %r.bval
; CHECK-NEXT:  %r.valid = icmp sge i32 %r.j, %r.maxlane
; CHECK-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; CHECK-NEXT:  %r.src.addr = shl i32 %r.src, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
; CHECK-NEXT: }
;
; CHECK-LABEL: @down(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; CHECK-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; CHECK-NEXT:  %r.bval = and i32 %b, 31
; CHECK-NEXT:  %r.c.hi = lshr i32 %c, 8
; CHECK-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; CHECK-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; CHECK-NEXT:  %r.cval = and i32 %c, 31
; CHECK-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; CHECK-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; CHECK-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; CHECK-NEXT:  %r.j = add i32 %lane.id, %r.bval
; CHECK-NEXT:  %r.selfj = add i32 %wave.lane.id, %r.bval
; CHECK-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; CHECK-NEXT:  %r.src.addr = shl i32 %r.src, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
; CHECK-NEXT: }
;
; CHECK-LABEL: @bfly(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; CHECK-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; CHECK-NEXT:  %r.bval = and i32 %b, 31
; CHECK-NEXT:  %r.c.hi = lshr i32 %c, 8
; CHECK-NEXT:  %r.segmask = and i32 %r.c.hi, 31
; CHECK-NEXT:  %r.notseg = xor i32 %r.segmask, -1
; CHECK-NEXT:  %r.cval = and i32 %c, 31
; CHECK-NEXT:  %r.clamp = and i32 %r.cval, %r.notseg
; CHECK-NEXT:  %r.seglane = and i32 %lane.id, %r.segmask
; CHECK-NEXT:  %r.maxlane = or i32 %r.seglane, %r.clamp
; CHECK-NEXT:  %r.j = xor i32 %lane.id, %r.bval
; CHECK-NEXT:  %r.selfj = xor i32 %wave.lane.id, %r.bval
; CHECK-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; CHECK-NEXT:  %r.src.addr = shl i32 %r.src, 2
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; CHECK-NEXT:  ret i32 %r
; CHECK-NEXT: }
;
