; vote.ballot: one llvm.amdgcn.ballot (i32 on wave32, i64 on wave64, where the
; caller's half is shifted down), ANDed with a member mask that is not all ones.
; The legacy form has no member mask.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @ballot_full(i1 %p) {
entry:
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  ret i32 %r
}

define i32 @ballot_mask(i32 %m, i1 %p) {
entry:
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %p)
  ret i32 %r
}

define i32 @ballot_legacy(i1 %p) {
entry:
  %r = call i32 @llvm.nvvm.vote.ballot(i1 %p)
  ret i32 %r
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot(i1)

; W32-LABEL: @ballot_full(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @ballot_mask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: %r = and i32 %r.ballot, %m
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W32-LABEL: @ballot_legacy(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r = call i32 @llvm.amdgcn.ballot.i32(i1 %p)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @ballot_full(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @ballot_mask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r.ballot = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: %r = and i32 %r.ballot, %m
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
; W64-LABEL: @ballot_legacy(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.ballot.wave = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
; W64-NEXT: %r.ballot.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.ballot.shift = zext i32 %r.ballot.warpbase to i64
; W64-NEXT: %r.ballot.shifted = lshr i64 %r.ballot.wave, %r.ballot.shift
; W64-NEXT: %r = trunc i64 %r.ballot.shifted to i32
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
