; vote, match, redux, activemask and bar.warp.sync become the NVVM warp
; intrinsics that the warp passes lower (the same calls clang makes of the
; CUDA builtins).  A predicate source may be negated.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CUB's match_any step: a ballot and a guarded not.
; CHECK-LABEL: define i32 @ballot(
; CHECK-NEXT: %and = and i32 %label, %bit
; CHECK-NEXT: %setp = icmp ne i32 %and, 0
; CHECK-NEXT: %vote = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %setp)
; CHECK-NEXT: [[T0:%[0-9]+]] = xor i1 %setp, true
; CHECK-NEXT: %not = xor i32 %vote, -1
; CHECK-NEXT: [[T1:%[0-9]+]] = select i1 [[T0]], i32 %not, i32 %vote
; CHECK-NEXT: ret i32 [[T1]]
define i32 @ballot(i32 %label, i32 %bit) {
  %r = call i32 asm "{\0A    .reg .pred p;\0A    and.b32 $0, $1, $2;    setp.ne.u32 p, $0, 0;\0A    vote.ballot.sync.b32 $0, p, 0xffffffff;\0A    @!p not.b32 $0, $0;\0A}\0A", "=r,r,r"(i32 %label, i32 %bit)
  ret i32 %r
}

; CHECK-LABEL: define i32 @votes(
; CHECK-NEXT: %setp = icmp ne i32 %v, 0
; CHECK-NEXT: %vote = call i1 @llvm.nvvm.vote.all.sync(i32 %m, i1 %setp)
; CHECK-NEXT: [[T0:%[0-9]+]] = xor i1 %setp, true
; CHECK-NEXT: %vote3 = call i1 @llvm.nvvm.vote.any.sync(i32 %m, i1 [[T0]])
; CHECK-NEXT: %vote5 = call i1 @llvm.nvvm.vote.uni.sync(i32 %m, i1 %setp)
; CHECK-NEXT: %and = and i1 %vote, %vote3
; CHECK-NEXT: %or = or i1 %and, %vote5
; CHECK-NEXT: %selp = select i1 %or, i32 1, i32 0
; CHECK-NEXT: ret i32 %selp
define i32 @votes(i32 %v, i32 %m) {
  %r = call i32 asm sideeffect "{ .reg .pred p, a, b, c; setp.ne.u32 p, $1, 0; vote.sync.all.pred a, p, $2; vote.sync.any.pred b, !p, $2; vote.sync.uni.pred c, p, $2; and.pred a, a, b; or.pred a, a, c; selp.u32 $0, 1, 0, a; }", "=r,r,r"(i32 %v, i32 %m)
  ret i32 %r
}

; CHECK-LABEL: define i32 @legacy_vote(
; CHECK-NEXT: %setp = icmp ne i32 %v, 0
; CHECK-NEXT: %vote = call i1 @llvm.nvvm.vote.any(i1 %setp)
; CHECK-NEXT: %selp = select i1 %vote, i32 1, i32 0
; CHECK-NEXT: ret i32 %selp
define i32 @legacy_vote(i32 %v) {
  %r = call i32 asm sideeffect "{ .reg .pred p, q; setp.ne.u32 p, $1, 0; vote.any.pred q, p; selp.u32 $0, 1, 0, q; }", "=r,r"(i32 %v)
  ret i32 %r
}

; CHECK-LABEL: define i32 @match(
; CHECK-NEXT: %match = call i32 @llvm.nvvm.match.any.sync.i32(i32 %m, i32 %v)
; CHECK-NEXT: %match1 = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 %m, i64 %w)
; CHECK-NEXT: [[T0:%[0-9]+]] = extractvalue { i32, i1 } %match1, 0
; CHECK-NEXT: [[T1:%[0-9]+]] = extractvalue { i32, i1 } %match1, 1
; CHECK-NEXT: %add = add i32 %match, [[T0]]
; CHECK-NEXT: [[T2:%[0-9]+]] = select i1 [[T1]], i32 %add, i32 %match
; CHECK-NEXT: ret i32 [[T2]]
define i32 @match(i32 %v, i64 %w, i32 %m) {
  %r = call i32 asm sideeffect "{ .reg .b32 x, y; .reg .pred p; match.any.sync.b32 x, $1, $3; match.all.sync.b64 y|p, $2, $3; @p add.u32 x, x, y; mov.b32 $0, x; }", "=r,r,l,r"(i32 %v, i64 %w, i32 %m)
  ret i32 %r
}

; CHECK-LABEL: define i32 @redux(
; CHECK-NEXT: %redux = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %m)
; CHECK-NEXT: %redux1 = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 %m)
; CHECK-NEXT: %redux2 = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 %m)
; CHECK-NEXT: %redux3 = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 %m)
; CHECK-NEXT: %redux4 = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 %m)
; CHECK-NEXT: %redux5 = call i32 @llvm.nvvm.redux.sync.and(i32 %v, i32 %m)
; CHECK-NEXT: %redux6 = call i32 @llvm.nvvm.redux.sync.or(i32 %v, i32 %m)
; CHECK-NEXT: %redux7 = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 %m)
; CHECK-NEXT: %add = add i32 %redux, %redux1
; CHECK-NEXT: %add12 = add i32 %add, %redux2
; CHECK-NEXT: %add15 = add i32 %add12, %redux3
; CHECK-NEXT: %add18 = add i32 %add15, %redux4
; CHECK-NEXT: %add21 = add i32 %add18, %redux5
; CHECK-NEXT: %add24 = add i32 %add21, %redux6
; CHECK-NEXT: %add27 = add i32 %add24, %redux7
; CHECK-NEXT: ret i32 %add27
define i32 @redux(i32 %v, i32 %m) {
  %r = call i32 asm sideeffect "{ .reg .u32 a, b, c, d, e, f, g, h; redux.sync.add.u32 a, $1, $2; redux.sync.min.s32 b, $1, $2; redux.sync.min.u32 c, $1, $2; redux.sync.max.s32 d, $1, $2; redux.sync.max.u32 e, $1, $2; redux.sync.and.b32 f, $1, $2; redux.sync.or.b32 g, $1, $2; redux.sync.xor.b32 h, $1, $2; add.u32 a, a, b; add.u32 a, a, c; add.u32 a, a, d; add.u32 a, a, e; add.u32 a, a, f; add.u32 a, a, g; add.u32 $0, a, h; }", "=r,r,r"(i32 %v, i32 %m)
  ret i32 %r
}

; CHECK-LABEL: define i32 @activemask_and_sync(
; CHECK-NEXT: %activemask = call i32 @llvm.nvvm.activemask()
; CHECK-NEXT: call void @llvm.nvvm.bar.warp.sync(i32 %activemask)
; CHECK-NEXT: ret i32 %activemask
define i32 @activemask_and_sync() {
  %r = call i32 asm sideeffect "{ activemask.b32 $0; bar.warp.sync $0; }", "=r"()
  ret i32 %r
}
