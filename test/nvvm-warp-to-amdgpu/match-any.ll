; match.any: a uniform loop over the distinct values of the wave.  Each
; iteration reads the value of the first remaining lane (cttz + readlane),
; ballots the lanes holding it and retires them; a lane keeps the ballot of
; its own iteration, whose warp bits (ANDed with the member mask) are the
; result.  The exit test depends on ballots only, so the loop is uniform.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @match_any_i32(i32 %v) {
entry:
  %r = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v)
  ret i32 %r
}

define i32 @match_any_i64_mask(i32 %m, i64 %v) {
entry:
  %r = call i32 @llvm.nvvm.match.any.sync.i64(i32 %m, i64 %v)
  ret i32 %r
}

declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)

; W32-LABEL: @match_any_i32(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: br label %r.loop
; W32-EMPTY:
; W32-NEXT: {{^}}r.loop:
; W32-NEXT: %r.remaining = phi i32 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; W32-NEXT: %r.acc = phi i32 [ 0, %entry ], [ %r, %r.loop ]
; W32-NEXT: %r.first = call i32 @llvm.cttz.i32(i32 %r.remaining, i1 true)
; W32-NEXT: %r.key = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %r.first)
; W32-NEXT: %r.same = icmp eq i32 %v, %r.key
; W32-NEXT: %r.same.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.same)
; W32-NEXT: %r = select i1 %r.same, i32 %r.same.lanes, i32 %r.acc
; W32-NEXT: %r.unmatched = xor i32 %r.same.lanes, -1
; W32-NEXT: %r.remaining.next = and i32 %r.remaining, %r.unmatched
; W32-NEXT: %r.done = icmp eq i32 %r.remaining.next, 0
; W32-NEXT: br i1 %r.done, label %r.exit, label %r.loop
; W32-EMPTY:
; W32-NEXT: {{^}}r.exit:
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @match_any_i64_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: br label %r.loop
; W32-EMPTY:
; W32-NEXT: {{^}}r.loop:
; W32-NEXT: %r.remaining = phi i32 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; W32-NEXT: %r.acc = phi i32 [ 0, %entry ], [ %r.acc.next, %r.loop ]
; W32-NEXT: %r.first = call i32 @llvm.cttz.i32(i32 %r.remaining, i1 true)
; W32-NEXT: %r.key = call i64 @llvm.amdgcn.readlane.i64(i64 %v, i32 %r.first)
; W32-NEXT: %r.same = icmp eq i64 %v, %r.key
; W32-NEXT: %r.same.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.same)
; W32-NEXT: %r.acc.next = select i1 %r.same, i32 %r.same.lanes, i32 %r.acc
; W32-NEXT: %r.unmatched = xor i32 %r.same.lanes, -1
; W32-NEXT: %r.remaining.next = and i32 %r.remaining, %r.unmatched
; W32-NEXT: %r.done = icmp eq i32 %r.remaining.next, 0
; W32-NEXT: br i1 %r.done, label %r.exit, label %r.loop
; W32-EMPTY:
; W32-NEXT: {{^}}r.exit:
; W32-NEXT: %r = and i32 %r.acc.next, %m
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @match_any_i32(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.active = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: br label %r.loop
; W64-EMPTY:
; W64-NEXT: {{^}}r.loop:
; W64-NEXT: %r.remaining = phi i64 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; W64-NEXT: %r.acc = phi i64 [ 0, %entry ], [ %r.acc.next, %r.loop ]
; W64-NEXT: %r.first = call i64 @llvm.cttz.i64(i64 %r.remaining, i1 true)
; W64-NEXT: %r.first.i32 = trunc i64 %r.first to i32
; W64-NEXT: %r.key = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %r.first.i32)
; W64-NEXT: %r.same = icmp eq i32 %v, %r.key
; W64-NEXT: %r.same.lanes = call i64 @llvm.amdgcn.ballot.i64(i1 %r.same)
; W64-NEXT: %r.acc.next = select i1 %r.same, i64 %r.same.lanes, i64 %r.acc
; W64-NEXT: %r.unmatched = xor i64 %r.same.lanes, -1
; W64-NEXT: %r.remaining.next = and i64 %r.remaining, %r.unmatched
; W64-NEXT: %r.done = icmp eq i64 %r.remaining.next, 0
; W64-NEXT: br i1 %r.done, label %r.exit, label %r.loop
; W64-EMPTY:
; W64-NEXT: {{^}}r.exit:
; W64-NEXT: %r.lanes.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.lanes.shift = zext i32 %r.lanes.warpbase to i64
; W64-NEXT: %r.lanes.shifted = lshr i64 %r.acc.next, %r.lanes.shift
; W64-NEXT: %r = trunc i64 %r.lanes.shifted to i32
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @match_any_i64_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.active = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: br label %r.loop
; W64-EMPTY:
; W64-NEXT: {{^}}r.loop:
; W64-NEXT: %r.remaining = phi i64 [ %r.active, %entry ], [ %r.remaining.next, %r.loop ]
; W64-NEXT: %r.acc = phi i64 [ 0, %entry ], [ %r.acc.next, %r.loop ]
; W64-NEXT: %r.first = call i64 @llvm.cttz.i64(i64 %r.remaining, i1 true)
; W64-NEXT: %r.first.i32 = trunc i64 %r.first to i32
; W64-NEXT: %r.key = call i64 @llvm.amdgcn.readlane.i64(i64 %v, i32 %r.first.i32)
; W64-NEXT: %r.same = icmp eq i64 %v, %r.key
; W64-NEXT: %r.same.lanes = call i64 @llvm.amdgcn.ballot.i64(i1 %r.same)
; W64-NEXT: %r.acc.next = select i1 %r.same, i64 %r.same.lanes, i64 %r.acc
; W64-NEXT: %r.unmatched = xor i64 %r.same.lanes, -1
; W64-NEXT: %r.remaining.next = and i64 %r.remaining, %r.unmatched
; W64-NEXT: %r.done = icmp eq i64 %r.remaining.next, 0
; W64-NEXT: br i1 %r.done, label %r.exit, label %r.loop
; W64-EMPTY:
; W64-NEXT: {{^}}r.exit:
; W64-NEXT: %r.lanes.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.lanes.shift = zext i32 %r.lanes.warpbase to i64
; W64-NEXT: %r.lanes.shifted = lshr i64 %r.acc.next, %r.lanes.shift
; W64-NEXT: %r.lanes = trunc i64 %r.lanes.shifted to i32
; W64-NEXT: %r = and i32 %r.lanes, %m
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
