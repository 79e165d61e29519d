; CUDA widths below 32 set the segment mask c[12:8].  With constant b and c
; the range check keeps only the lane-dependent part, with the constants folded.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

; __shfl_sync(~0u, v, 3, 16): c = ((32 - 16) << 8) | 0x1f = 0x101f.
; Lane 3 of each 16-lane segment, in range everywhere.
define i32 @bcast3_width16(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 3, i32 4127)
  ret i32 %r
}

; __shfl_up_sync(~0u, v, 2, 16): c = 0x1000 (clamp 0 for up).
define i32 @up2_width16(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 2, i32 4096)
  ret i32 %r
}

; __shfl_down_sync(~0u, v, 2, 16): c = 0x101f.
define i32 @down2_width16(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 2, i32 4127)
  ret i32 %r
}

; __shfl_xor_sync(~0u, v, 16, 16): a mask >= width.  The upper segment reads
; the lower one; the lower segment keeps its own value (j > maxLane).
define i32 @xor16_width16(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 6175)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; W32-LABEL: @bcast3_width16(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.seglane = and i32 %lane.id, 16
; W32-NEXT:  %r.j = or i32 %r.seglane, 3
; W32-NEXT:  %r.j.addr = shl i32 %r.j, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.j.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @up2_width16(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.seglane = and i32 %lane.id, 16
; W32-NEXT:  %r.j = sub i32 %lane.id, 2
; W32-NEXT:  %r.valid = icmp sge i32 %r.j, %r.seglane
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @down2_width16(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.seglane = and i32 %lane.id, 16
; W32-NEXT:  %r.maxlane = or i32 %r.seglane, 15
; W32-NEXT:  %r.j = add i32 %lane.id, 2
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @xor16_width16(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.seglane = and i32 %lane.id, 24
; W32-NEXT:  %r.maxlane = or i32 %r.seglane, 7
; W32-NEXT:  %r.j = xor i32 %lane.id, 16
; W32-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W32-NEXT:  %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; W32-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @bcast3_width16(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.selfbase = and i32 %wave.lane.id, -16
; W64-NEXT:  %r.selfj = or i32 %r.selfbase, 3
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @up2_width16(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.seglane = and i32 %lane.id, 16
; W64-NEXT:  %r.j = sub i32 %lane.id, 2
; W64-NEXT:  %r.selfj = sub i32 %wave.lane.id, 2
; W64-NEXT:  %r.valid = icmp sge i32 %r.j, %r.seglane
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @down2_width16(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.seglane = and i32 %lane.id, 16
; W64-NEXT:  %r.maxlane = or i32 %r.seglane, 15
; W64-NEXT:  %r.j = add i32 %lane.id, 2
; W64-NEXT:  %r.selfj = add i32 %wave.lane.id, 2
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @xor16_width16(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT:  %r.seglane = and i32 %lane.id, 24
; W64-NEXT:  %r.maxlane = or i32 %r.seglane, 7
; W64-NEXT:  %r.j = xor i32 %lane.id, 16
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, 16
; W64-NEXT:  %r.valid = icmp ule i32 %r.j, %r.maxlane
; W64-NEXT:  %r.src = select i1 %r.valid, i32 %r.selfj, i32 %wave.lane.id
; W64-NEXT:  %r.src.addr = shl i32 %r.src, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
