; Operands outside what CUDA's headers produce still follow PTX exactly:
; b >= 32 and negative b use b[4:0]; c may encode a width that is not a power
; of two, or have every bit set.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

; b = 33 uses only b[4:0] = 1: the same code as a xor by 1.
define i32 @xor33(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 33, i32 31)
  ret i32 %r
}

; __shfl_down_sync(~0u, v, 1, 12): width 12 is not a power of two, so
; c = (20 << 8) | 0x1f and the segment mask 0b10100 is not contiguous.
define i32 @down1_width12(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 5151)
  ret i32 %r
}

; c = 0xffffffff: segmask = 31 and clamp 31, so maxLane = lane and idx
; reads lane (lane & 31) | 0 = itself: nothing moves.
define i32 @idx_all_ones_c(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 5, i32 -1)
  ret i32 %r
}

; A negative b: b[4:0] of -1 is 31.
define i32 @down_minus1(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 -1, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; W32-LABEL: @xor33(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = xor i32 %lane.id, 1
; W32-NEXT:  %r.j.addr = shl i32 %r.j, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.j.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @down1_width12(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.seglane = and i32 %lane.id, 20
; W32-NEXT:  %r.maxlane = or i32 %r.seglane, 11
; W32-NEXT:  %r.j = add i32 %lane.id, 1
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @idx_all_ones_c(
; W32-NEXT:  ret i32 %v
; W32-NEXT: }
;
; W32-LABEL: @down_minus1(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = add i32 %lane.id, 31
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, 31
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @xor33(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, 1
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @down1_width12(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.seglane = and i32 %lane.id, 20
; W64-NEXT:  %r.maxlane = or i32 %r.seglane, 11
; W64-NEXT:  %r.j = add i32 %lane.id, 1
; W64-NEXT:  %r.selfj = add i32 %wave.lane.id, 1
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @idx_all_ones_c(
; W64-NEXT:  ret i32 %v
; W64-NEXT: }
;
; W64-LABEL: @down_minus1(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.j = add i32 %lane.id, 31
; W64-NEXT:  %r.selfj = add i32 %wave.lane.id, 31
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, 31
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
