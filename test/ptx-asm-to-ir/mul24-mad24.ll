; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; mul24/mad24: the 48-bit product of the low 24 bits of a and b (sign-
; extended for .s32, zero-extended for .u32); .hi keeps bits 16-47, .lo bits
; 0-31; mad24 adds c to that.  The H200 table's mul24/mad24 rows match
; (test/ptx-arith/hardware-translator.test).

; CHECK-LABEL: define i32 @mul24_hi_s32(
; CHECK-NEXT: [[A:%[0-9]+]] = trunc i32 %a to i24
; CHECK-NEXT: [[AW:%[0-9]+]] = sext i24 [[A]] to i64
; CHECK-NEXT: [[B:%[0-9]+]] = trunc i32 %b to i24
; CHECK-NEXT: [[BW:%[0-9]+]] = sext i24 [[B]] to i64
; CHECK-NEXT: %mul24.wide = mul i64 [[AW]], [[BW]]
; CHECK-NEXT: [[H:%[0-9]+]] = lshr i64 %mul24.wide, 16
; CHECK-NEXT: %mul24.hi = trunc i64 [[H]] to i32
; CHECK-NEXT: ret i32 %mul24.hi
define i32 @mul24_hi_s32(i32 %a, i32 %b) {
  %r = call i32 asm "mul24.hi.s32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}

; CHECK-LABEL: define i32 @mad24_lo_u32(
; CHECK-NEXT: [[A:%[0-9]+]] = trunc i32 %a to i24
; CHECK-NEXT: [[AW:%[0-9]+]] = zext i24 [[A]] to i64
; CHECK-NEXT: [[B:%[0-9]+]] = trunc i32 %b to i24
; CHECK-NEXT: [[BW:%[0-9]+]] = zext i24 [[B]] to i64
; CHECK-NEXT: %mul24.wide = mul i64 [[AW]], [[BW]]
; CHECK-NEXT: %mul24.lo = trunc i64 %mul24.wide to i32
; CHECK-NEXT: %mad24 = add i32 %mul24.lo, %c
; CHECK-NEXT: ret i32 %mad24
define i32 @mad24_lo_u32(i32 %a, i32 %b, i32 %c) {
  %r = call i32 asm "mad24.lo.u32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %a, i32 %b, i32 %c)
  ret i32 %r
}
