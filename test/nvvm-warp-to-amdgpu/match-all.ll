; match.all: compare with the value of the first active lane of the caller's
; group (a readlane per warp for a constant member mask, a gather otherwise),
; ballot the equal lanes, and check that they cover the group.  The result
; is {all ? membermask : 0, all}.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define { i32, i1 } @match_all_i32(i32 %v) {
entry:
  %r = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %v)
  ret { i32, i1 } %r
}

define i32 @match_all_i64_mask(i32 %m, i64 %v) {
entry:
  %r = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %m, i64 %v)
  %mask = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %sel = select i1 %p, i32 %mask, i32 7
  ret i32 %sel
}

declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64)

; W32-LABEL: @match_all_i32(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.wave.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.warp0.first = call i32 @llvm.cttz.i32(i32 %r.wave.active, i1 false)
; W32-NEXT: %r.warp0.lane = and i32 %r.warp0.first, 31
; W32-NEXT: %r.warp0.ref = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %r.warp0.lane)
; W32-NEXT: %r.same = icmp eq i32 %v, %r.warp0.ref
; W32-NEXT: %r.same.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.same)
; W32-NEXT: %r.same.members = and i32 %r.same.lanes, %r.active
; W32-NEXT: %r.all = icmp eq i32 %r.same.members, %r.active
; W32-NEXT: %r.mask = select i1 %r.all, i32 -1, i32 0
; W32-NEXT: %r.pair.val = insertvalue { i32, i1 } poison, i32 %r.mask, 0
; W32-NEXT: %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.all, 1
; W32-NEXT: ret { i32, i1 } %r.pair
; W32-NEXT: }
;
; W32-LABEL: @match_all_i64_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.group = and i32 %r.active, %m
; W32-NEXT: %r.first = call i32 @llvm.cttz.i32(i32 %r.group, i1 false)
; W32-NEXT: %r.lo.in = trunc i64 %v to i32
; W32-NEXT: %r.first.addr = shl i32 %r.first, 2
; W32-NEXT: %r.ref.lo = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.first.addr, i32 %r.lo.in)
; W32-NEXT: %r.hi.bits = lshr i64 %v, 32
; W32-NEXT: %r.hi.in = trunc i64 %r.hi.bits to i32
; W32-NEXT: %r.first.addr1 = shl i32 %r.first, 2
; W32-NEXT: %r.ref.hi = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.first.addr1, i32 %r.hi.in)
; W32-NEXT: %r.ref.lo64 = zext i32 %r.ref.lo to i64
; W32-NEXT: %r.ref.hi64 = zext i32 %r.ref.hi to i64
; W32-NEXT: %r.ref.hi.shl = shl i64 %r.ref.hi64, 32
; W32-NEXT: %r.ref = or i64 %r.ref.hi.shl, %r.ref.lo64
; W32-NEXT: %r.same = icmp eq i64 %v, %r.ref
; W32-NEXT: %r.same.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.same)
; W32-NEXT: %r.same.members = and i32 %r.same.lanes, %r.group
; W32-NEXT: %r.all = icmp eq i32 %r.same.members, %r.group
; W32-NEXT: %r.mask = select i1 %r.all, i32 %m, i32 0
; W32-NEXT: %sel = select i1 %r.all, i32 %r.mask, i32 7
; W32-NEXT: ret i32 %sel
; W32-NEXT: }
;
; W64-LABEL: @match_all_i32(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r.active = trunc i64 %r.active.shifted to i32
; W64-NEXT: %r.wave.active = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.warp = lshr i32 %wave.lane.id, 5
; W64-NEXT: %r.warp0.active = trunc i64 %r.wave.active to i32
; W64-NEXT: %r.warp0.first = call i32 @llvm.cttz.i32(i32 %r.warp0.active, i1 false)
; W64-NEXT: %r.warp0.lane = and i32 %r.warp0.first, 31
; W64-NEXT: %r.warp0.ref = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %r.warp0.lane)
; W64-NEXT: %r.wave.shifted = lshr i64 %r.wave.active, 32
; W64-NEXT: %r.warp1.active = trunc i64 %r.wave.shifted to i32
; W64-NEXT: %r.warp1.first = call i32 @llvm.cttz.i32(i32 %r.warp1.active, i1 false)
; W64-NEXT: %r.warp1.lane = and i32 %r.warp1.first, 31
; W64-NEXT: %r.warp1.src = or i32 %r.warp1.lane, 32
; W64-NEXT: %r.warp1.ref = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %r.warp1.src)
; W64-NEXT: %r.in.warp1 = icmp eq i32 %r.warp, 1
; W64-NEXT: %r.ref = select i1 %r.in.warp1, i32 %r.warp1.ref, i32 %r.warp0.ref
; W64-NEXT: %r.same = icmp eq i32 %v, %r.ref
; W64-NEXT: %r.same.lanes.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %r.same)
; W64-NEXT: %r.same.lanes.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.same.lanes.shift = zext i32 %r.same.lanes.warpbase to i64
; W64-NEXT: %r.same.lanes.shifted = lshr i64 %r.same.lanes.wave, %r.same.lanes.shift
; W64-NEXT: %r.same.lanes = trunc i64 %r.same.lanes.shifted to i32
; W64-NEXT: %r.same.members = and i32 %r.same.lanes, %r.active
; W64-NEXT: %r.all = icmp eq i32 %r.same.members, %r.active
; W64-NEXT: %r.mask = select i1 %r.all, i32 -1, i32 0
; W64-NEXT: %r.pair.val = insertvalue { i32, i1 } poison, i32 %r.mask, 0
; W64-NEXT: %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.all, 1
; W64-NEXT: ret { i32, i1 } %r.pair
; W64-NEXT: }
;
; W64-LABEL: @match_all_i64_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r.active = trunc i64 %r.active.shifted to i32
; W64-NEXT: %r.group = and i32 %r.active, %m
; W64-NEXT: %r.first = call i32 @llvm.cttz.i32(i32 %r.group, i1 false)
; W64-NEXT: %r.first.lane = and i32 %r.first, 31
; W64-NEXT: %r.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.src = or i32 %r.warpbase, %r.first.lane
; W64-NEXT: %r.lo.in = trunc i64 %v to i32
; W64-NEXT: %r.src.addr = shl i32 %r.src, 2
; W64-NEXT: %r.ref.lo = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr, i32 %r.lo.in)
; W64-NEXT: %r.hi.bits = lshr i64 %v, 32
; W64-NEXT: %r.hi.in = trunc i64 %r.hi.bits to i32
; W64-NEXT: %r.src.addr1 = shl i32 %r.src, 2
; W64-NEXT: %r.ref.hi = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.src.addr1, i32 %r.hi.in)
; W64-NEXT: %r.ref.lo64 = zext i32 %r.ref.lo to i64
; W64-NEXT: %r.ref.hi64 = zext i32 %r.ref.hi to i64
; W64-NEXT: %r.ref.hi.shl = shl i64 %r.ref.hi64, 32
; W64-NEXT: %r.ref = or i64 %r.ref.hi.shl, %r.ref.lo64
; W64-NEXT: %r.same = icmp eq i64 %v, %r.ref
; W64-NEXT: %r.same.lanes.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %r.same)
; W64-NEXT: %r.same.lanes.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.same.lanes.shift = zext i32 %r.same.lanes.warpbase to i64
; W64-NEXT: %r.same.lanes.shifted = lshr i64 %r.same.lanes.wave, %r.same.lanes.shift
; W64-NEXT: %r.same.lanes = trunc i64 %r.same.lanes.shifted to i32
; W64-NEXT: %r.same.members = and i32 %r.same.lanes, %r.group
; W64-NEXT: %r.all = icmp eq i32 %r.same.members, %r.group
; W64-NEXT: %r.mask = select i1 %r.all, i32 %m, i32 0
; W64-NEXT: %sel = select i1 %r.all, i32 %r.mask, i32 7
; W64-NEXT: ret i32 %sel
; W64-NEXT: }
;
