; vote.uni: the ballot (within the member mask) is empty or equals the active
; lanes of the member mask.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i1 @uni_mask(i32 %m, i1 %p) {
entry:
  %r = call i1 @llvm.nvvm.vote.uni.sync(i32 %m, i1 %p)
  ret i1 %r
}

define i1 @uni_legacy(i1 %p) {
entry:
  %r = call i1 @llvm.nvvm.vote.uni(i1 %p)
  ret i1 %r
}

declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni(i1)

; W32-LABEL: @uni_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: %r.members = and i32 %r.ballot, %m
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.active.members = and i32 %r.active, %m
; W32-NEXT: %r.every = icmp eq i32 %r.members, %r.active.members
; W32-NEXT: %r.none = icmp eq i32 %r.members, 0
; W32-NEXT: %r = or i1 %r.none, %r.every
; W32-NEXT: ret i1 %r
; W32-NEXT: }
;
; W32-LABEL: @uni_legacy(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.every = icmp eq i32 %r.ballot, %r.active
; W32-NEXT: %r.none = icmp eq i32 %r.ballot, 0
; W32-NEXT: %r = or i1 %r.none, %r.every
; W32-NEXT: ret i1 %r
; W32-NEXT: }
;
; W64-LABEL: @uni_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r.ballot = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: %r.members = and i32 %r.ballot, %m
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r.active = trunc i64 %r.active.shifted to i32
; W64-NEXT: %r.active.members = and i32 %r.active, %m
; W64-NEXT: %r.every = icmp eq i32 %r.members, %r.active.members
; W64-NEXT: %r.none = icmp eq i32 %r.members, 0
; W64-NEXT: %r = or i1 %r.none, %r.every
; W64-NEXT: ret i1 %r
; W64-NEXT: }
;
; W64-LABEL: @uni_legacy(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r.ballot = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r.active = trunc i64 %r.active.shifted to i32
; W64-NEXT: %r.every = icmp eq i32 %r.ballot, %r.active
; W64-NEXT: %r.none = icmp eq i32 %r.ballot, 0
; W64-NEXT: %r = or i1 %r.none, %r.every
; W64-NEXT: ret i1 %r
; W64-NEXT: }
;
