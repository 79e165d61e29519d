; vote.any is "ballot != 0", vote.all is "ballot of the false lanes == 0",
; both restricted to the member mask; the legacy forms use the active lanes.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i1 @any_mask(i32 %m, i1 %p) {
entry:
  %r = call i1 @llvm.nvvm.vote.any.sync(i32 %m, i1 %p)
  ret i1 %r
}

define i1 @all_full(i1 %p) {
entry:
  %r = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %p)
  ret i1 %r
}

define i1 @any_legacy(i1 %p) {
entry:
  %r = call i1 @llvm.nvvm.vote.any(i1 %p)
  ret i1 %r
}

define i1 @all_legacy(i1 %p) {
entry:
  %r = call i1 @llvm.nvvm.vote.all(i1 %p)
  ret i1 %r
}

declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any(i1)
declare i1 @llvm.nvvm.vote.all(i1)

; W32-LABEL: @any_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: %r.members = and i32 %r.ballot, %m
; W32-NEXT: %r = icmp ne i32 %r.members, 0
; W32-NEXT: ret i1 %r
; W32-NEXT: }
;
; W32-LABEL: @all_full(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.not = xor i1 %p, true
; W32-NEXT: %r.false.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.not)
; W32-NEXT: %r = icmp eq i32 %r.false.lanes, 0
; W32-NEXT: ret i1 %r
; W32-NEXT: }
;
; W32-LABEL: @any_legacy(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: %r = icmp ne i32 %r.ballot, 0
; W32-NEXT: ret i1 %r
; W32-NEXT: }
;
; W32-LABEL: @all_legacy(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.not = xor i1 %p, true
; W32-NEXT: %r.false.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %r.not)
; W32-NEXT: %r = icmp eq i32 %r.false.lanes, 0
; W32-NEXT: ret i1 %r
; W32-NEXT: }
;
; W64-LABEL: @any_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r.ballot = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: %r.members = and i32 %r.ballot, %m
; W64-NEXT: %r = icmp ne i32 %r.members, 0
; W64-NEXT: ret i1 %r
; W64-NEXT: }
;
; W64-LABEL: @all_full(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.not = xor i1 %p, true
; W64-NEXT: %r.false.lanes.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %r.not)
; W64-NEXT: %r.false.lanes.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.false.lanes.shift = zext i32 %r.false.lanes.warpbase to i64
; W64-NEXT: %r.false.lanes.shifted = lshr i64 %r.false.lanes.wave, %r.false.lanes.shift
; W64-NEXT: %r.false.lanes = trunc i64 %r.false.lanes.shifted to i32
; W64-NEXT: %r = icmp eq i32 %r.false.lanes, 0
; W64-NEXT: ret i1 %r
; W64-NEXT: }
;
; W64-LABEL: @any_legacy(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r.ballot = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: %r = icmp ne i32 %r.ballot, 0
; W64-NEXT: ret i1 %r
; W64-NEXT: }
;
; W64-LABEL: @all_legacy(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.not = xor i1 %p, true
; W64-NEXT: %r.false.lanes.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %r.not)
; W64-NEXT: %r.false.lanes.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.false.lanes.shift = zext i32 %r.false.lanes.warpbase to i64
; W64-NEXT: %r.false.lanes.shifted = lshr i64 %r.false.lanes.wave, %r.false.lanes.shift
; W64-NEXT: %r.false.lanes = trunc i64 %r.false.lanes.shifted to i32
; W64-NEXT: %r = icmp eq i32 %r.false.lanes, 0
; W64-NEXT: ret i1 %r
; W64-NEXT: }
;
