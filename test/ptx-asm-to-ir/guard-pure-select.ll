; A guard on an instruction without side effects is a select on its write:
; `@p op d, ...` keeps d's old value where p is false.  `@!p` negates.  The
; setp writes p and its complement q (`p|q`).
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define i32 @guards(
; CHECK-NEXT: %setp = icmp slt i32 %a, %b
; CHECK-NEXT: [[T0:%[0-9]+]] = xor i1 %setp, true
; CHECK-NEXT: [[T1:%[0-9]+]] = select i1 %setp, i32 11, i32 10
; CHECK-NEXT: %add3 = add i32 [[T1]], 2
; CHECK-NEXT: [[T2:%[0-9]+]] = select i1 %setp, i32 %add3, i32 [[T1]]
; CHECK-NEXT: %sub = sub i32 [[T2]], 4
; CHECK-NEXT: [[T3:%[0-9]+]] = select i1 [[T0]], i32 %sub, i32 [[T2]]
; CHECK-NEXT: ret i32 [[T3]]
define i32 @guards(i32 %a, i32 %b) {
  %r = call i32 asm "{ .reg .pred p, q; setp.lt.s32 p|q, $1, $2; mov.u32 $0, 10; @p add.u32 $0, $0, 1; @!q add.u32 $0, $0, 2; @q sub.u32 $0, $0, 4; }", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}

; A division under a guard never traps: division by zero is defined.
; CHECK-LABEL: define i32 @guarded_div(
; CHECK-NEXT: %setp = icmp ne i32 %b, 0
; CHECK-NEXT: %div.by.zero = icmp eq i32 %b, 0
; CHECK-NEXT: %divisor = select i1 %div.by.zero, i32 1, i32 %b
; CHECK-NEXT: %div = udiv i32 %a, %divisor
; CHECK-NEXT: %div.q = select i1 %div.by.zero, i32 -1, i32 %div
; CHECK-NEXT: [[T0:%[0-9]+]] = select i1 %setp, i32 %div.q, i32 0
; CHECK-NEXT: ret i32 [[T0]]
define i32 @guarded_div(i32 %a, i32 %b) {
  %r = call i32 asm "{ .reg .pred p; setp.ne.u32 p, $2, 0; mov.u32 $0, 0; @p div.u32 $0, $1, $2; }", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}
