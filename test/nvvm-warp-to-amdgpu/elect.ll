; elect.sync: the leader is the lowest active lane of the member mask (as on
; the H200); the predicate is "I am the leader".
; REQUIRES: llvm22
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define { i32, i1 } @elect(i32 %m) {
entry:
  %r = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %m)
  ret { i32, i1 } %r
}

define i1 @elect_full_pred() {
entry:
  %r = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  %p = extractvalue { i32, i1 } %r, 1
  ret i1 %p
}

declare { i32, i1 } @llvm.nvvm.elect.sync(i32)

; W32-LABEL: @elect(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.group = and i32 %r.active, %m
; W32-NEXT: %r.leader = call i32 @llvm.cttz.i32(i32 %r.group, i1 false)
; W32-NEXT: %r.is.leader = icmp eq i32 %r.leader, %lane.id
; W32-NEXT: %r.pair.val = insertvalue { i32, i1 } poison, i32 %r.leader, 0
; W32-NEXT: %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.is.leader, 1
; W32-NEXT: ret { i32, i1 } %r.pair
; W32-NEXT: }
;
; W32-LABEL: @elect_full_pred(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: %r.active = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: %r.leader = call i32 @llvm.cttz.i32(i32 %r.active, i1 false)
; W32-NEXT: %r.is.leader = icmp eq i32 %r.leader, %lane.id
; W32-NEXT: ret i1 %r.is.leader
; W32-NEXT: }
;
; W64-LABEL: @elect(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r.active = trunc i64 %r.active.shifted to i32
; W64-NEXT: %r.group = and i32 %r.active, %m
; W64-NEXT: %r.leader = call i32 @llvm.cttz.i32(i32 %r.group, i1 false)
; W64-NEXT: %r.is.leader = icmp eq i32 %r.leader, %lane.id
; W64-NEXT: %r.pair.val = insertvalue { i32, i1 } poison, i32 %r.leader, 0
; W64-NEXT: %r.pair = insertvalue { i32, i1 } %r.pair.val, i1 %r.is.leader, 1
; W64-NEXT: ret { i32, i1 } %r.pair
; W64-NEXT: }
;
; W64-LABEL: @elect_full_pred(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r.active = trunc i64 %r.active.shifted to i32
; W64-NEXT: %r.leader = call i32 @llvm.cttz.i32(i32 %r.active, i1 false)
; W64-NEXT: %r.is.leader = icmp eq i32 %r.leader, %lane.id
; W64-NEXT: ret i1 %r.is.leader
; W64-NEXT: }
;
