; `.reg .TYPE r<N>` declares r0 ... r(N-1); several names in one declaration.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define i32 @ranges(
; CHECK-NEXT: %shl = shl i32 %a, 1
; CHECK-NEXT: %shl3 = shl i32 %shl, 1
; CHECK-NEXT: %add = add i32 %shl3, %a
; CHECK-NEXT: ret i32 %add
define i32 @ranges(i32 %a) {
  %r = call i32 asm "{ .reg .u32 t<3>, u; mov.u32 t0, $1; shl.b32 t1, t0, 1; shl.b32 t2, t1, 1; add.u32 u, t2, t0; mov.u32 $0, u; }", "=r,r"(i32 %a)
  ret i32 %r
}

; Predicate ranges.
; CHECK-LABEL: define i32 @pred_range(
; CHECK-NEXT: %setp = icmp slt i32 %a, %b
; CHECK-NEXT: %setp1 = icmp slt i32 %b, %a
; CHECK-NEXT: %selp = select i1 %setp, i32 1, i32 0
; CHECK-NEXT: [[T0:%[0-9]+]] = select i1 %setp1, i32 2, i32 %selp
; CHECK-NEXT: ret i32 [[T0]]
define i32 @pred_range(i32 %a, i32 %b) {
  %r = call i32 asm "{ .reg .pred p<2>; setp.lt.s32 p0, $1, $2; setp.lt.s32 p1, $2, $1; selp.b32 $0, 1, 0, p0; @p1 mov.b32 $0, 2; }", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}
