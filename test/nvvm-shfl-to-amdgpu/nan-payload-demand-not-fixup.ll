; Selects that are not NaN fix-ups stay, even where nothing reads a NaN they
; return (NaNPayloadDemand.h): one whose NaN arm is not a NaN, one that
; picks another value than the one it tests, one whose test is half's
; where the value is a bfloat, and PTX's f64 rule, whose NaN is an
; operand's payload quieted: the next addition's rule reads the payload.
; RUN: opt %loadshfl -passes=nan-payload-demand -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define float @not_nan_arm(
; CHECK:         %s = select i1 %nan, float 1.000000e+00, float %r
define float @not_nan_arm(float %x, float %y) {
  %r = fadd float %x, %y
  %nan = fcmp uno float %r, 0.0
  %s = select i1 %nan, float 1.0, float %r
  %t = fadd float %s, %y
  %tnan = fcmp uno float %t, 0.0
  %u = select i1 %tnan, float 0x7FFFFFFFE0000000, float %t
  ret float %u
}

; CHECK-LABEL: define float @other_value(
; CHECK:         %s = select i1 %nan, float 0x7FFFFFFFE0000000, float %x
define float @other_value(float %x, float %y) {
  %r = fadd float %x, %y
  %nan = fcmp uno float %r, 0.0
  %s = select i1 %nan, float 0x7FFFFFFFE0000000, float %x
  %t = fadd float %s, %y
  %tnan = fcmp uno float %t, 0.0
  %u = select i1 %tnan, float 0x7FFFFFFFE0000000, float %t
  ret float %u
}

; CHECK-LABEL: define bfloat @half_test_on_bfloat(
; CHECK:         %s = select i1 %nan, i16 32767, i16 %bits
define bfloat @half_test_on_bfloat(bfloat %x, bfloat %y) {
  %r = fadd bfloat %x, %y
  %bits = bitcast bfloat %r to i16
  %abs = and i16 %bits, 32767
  %nan = icmp ugt i16 %abs, 31744
  %s = select i1 %nan, i16 32767, i16 %bits
  %s.f = bitcast i16 %s to bfloat
  %t = fadd bfloat %s.f, %y
  %tnan = fcmp uno bfloat %t, 0.0
  %u = select i1 %tnan, bfloat 0xR7FFF, bfloat %t
  ret bfloat %u
}

; add.f64's rule (ptxfp::nanResult): b's NaN quieted, else a's, else
; 0xfff8000000000000.
; CHECK-LABEL: define i64 @f64_rule(
; CHECK:         %s1 = select i1 %r1.nan, i64 %pick1.b, i64 %r1.bits
; CHECK:         %s2 = select i1 %r2.nan, i64 %pick2.b, i64 %r2.bits
define i64 @f64_rule(double %x, double %y, double %z) {
  %x.bits = bitcast double %x to i64
  %y.bits = bitcast double %y to i64
  %r1 = fadd double %x, %y
  %r1.bits = bitcast double %r1 to i64
  %x.abs = and i64 %x.bits, 9223372036854775807
  %x.nan = icmp ugt i64 %x.abs, 9218868437227405312
  %y.abs = and i64 %y.bits, 9223372036854775807
  %y.nan = icmp ugt i64 %y.abs, 9218868437227405312
  %x.q = or i64 %x.bits, 2251799813685248
  %y.q = or i64 %y.bits, 2251799813685248
  %pick1.a = select i1 %x.nan, i64 %x.q, i64 -2251799813685248
  %pick1.b = select i1 %y.nan, i64 %y.q, i64 %pick1.a
  %r1.abs = and i64 %r1.bits, 9223372036854775807
  %r1.nan = icmp ugt i64 %r1.abs, 9218868437227405312
  %s1 = select i1 %r1.nan, i64 %pick1.b, i64 %r1.bits
  %s1.f = bitcast i64 %s1 to double
  %z.bits = bitcast double %z to i64
  %r2 = fadd double %s1.f, %z
  %r2.bits = bitcast double %r2 to i64
  %s1.abs = and i64 %s1, 9223372036854775807
  %s1.nan = icmp ugt i64 %s1.abs, 9218868437227405312
  %z.abs = and i64 %z.bits, 9223372036854775807
  %z.nan = icmp ugt i64 %z.abs, 9218868437227405312
  %s1.q = or i64 %s1, 2251799813685248
  %z.q = or i64 %z.bits, 2251799813685248
  %pick2.a = select i1 %s1.nan, i64 %s1.q, i64 -2251799813685248
  %pick2.b = select i1 %z.nan, i64 %z.q, i64 %pick2.a
  %r2.abs = and i64 %r2.bits, 9223372036854775807
  %r2.nan = icmp ugt i64 %r2.abs, 9218868437227405312
  %s2 = select i1 %r2.nan, i64 %pick2.b, i64 %r2.bits
  ret i64 %s2
}
