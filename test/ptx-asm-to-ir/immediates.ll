; Integer literals: decimal, hexadecimal, octal, binary, the U suffix and
; negation, truncated to the instruction's width.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; 0x10 + 010 + 0b10 + 10U - 1 = 16 + 8 + 2 + 10 - 1 = 35
; CHECK-LABEL: define i32 @integers(
; CHECK-NEXT: ret i32 35
define i32 @integers() {
  %r = call i32 asm "{ .reg .u32 a, b, c, d; mov.u32 a, 0x10; mov.u32 b, 010; mov.u32 c, 0b10; mov.u32 d, 10U; add.u32 a, a, b; add.u32 a, a, c; add.u32 a, a, d; add.s32 $0, a, -1; }", "=r"()
  ret i32 %r
}

; A 64-bit literal into a 16-bit instruction keeps the low bits.
; CHECK-LABEL: define i16 @truncated(
; CHECK-NEXT: ret i16 9029
define i16 @truncated() {
  %r = call i16 asm "mov.b16 $0, 0x12345;", "=h"()
  ret i16 %r
}

; 0f and 0d literals are bit patterns; a decimal literal is a double,
; rounded to the instruction's type.
; CHECK-LABEL: define i64 @floats(
; CHECK-NEXT: ret i64 4593671620983259136
define i64 @floats() {
  %r = call i64 asm "{ .reg .f32 a, b; mov.f32 a, 0f3F800000; mov.f32 b, 1.5; mov.b64 $0, {a, b}; }", "=l"()
  ret i64 %r
}

; The f64 NaN rule (ptxfp::nanResult): x's NaN quieted, or the default NaN
; 0xfff8000000000000; the literal is not NaN, so it drops out.
; CHECK-LABEL: define double @double_literal(
; CHECK-NEXT: [[X:%[0-9]+]] = bitcast double %x to i64
; CHECK-NEXT: %add = fadd double %x, 1.000000e+00
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast double %add to i64
; CHECK-NEXT: %quiet = or i64 [[X]], 2251799813685248
; CHECK-NEXT: [[XA:%[0-9]+]] = and i64 [[X]], 9223372036854775807
; CHECK-NEXT: %isnan = icmp ugt i64 [[XA]], 9218868437227405312
; CHECK-NEXT: [[N:%[0-9]+]] = select i1 %isnan, i64 %quiet, i64 -2251799813685248
; CHECK-NEXT: [[T1:%[0-9]+]] = and i64 [[T0]], 9223372036854775807
; CHECK-NEXT: %isnan1 = icmp ugt i64 [[T1]], 9218868437227405312
; CHECK-NEXT: %nan.result = select i1 %isnan1, i64 [[N]], i64 [[T0]]
; CHECK-NEXT: [[T2:%[0-9]+]] = bitcast i64 %nan.result to double
; CHECK-NEXT: ret double [[T2]]
define double @double_literal(double %x) {
  %r = call double asm "add.f64 $0, $1, 0d3FF0000000000000;", "=d,d"(double %x)
  ret double %r
}
