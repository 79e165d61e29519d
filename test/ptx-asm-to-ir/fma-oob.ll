; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; fma.oob: the out-of-bounds NaN 0x7ff7 (either sign) as a multiplicand gives
; +0; as the addend it is an ordinary NaN (test/hardware/fma_oob_probe.cu on
; the H200).
; The fma itself is the one without .oob (its canonical NaN is %canon).

; CHECK-LABEL: define i16 @fma_oob_f16(
; CHECK:      %canon = select i1 %isnan, i16 32767, i16 %rounded
; CHECK-NEXT: [[A:%[0-9]+]] = and i16 %a, 32767
; CHECK-NEXT: %oob.nan = icmp eq i16 [[A]], 32759
; CHECK-NEXT: [[B:%[0-9]+]] = and i16 %b, 32767
; CHECK-NEXT: %oob.nan1 = icmp eq i16 [[B]], 32759
; CHECK-NEXT: [[E:%[0-9]+]] = or i1 %oob.nan, %oob.nan1
; CHECK-NEXT: %oob = select i1 [[E]], i16 0, i16 %canon
; CHECK-NEXT: ret i16 %oob
define i16 @fma_oob_f16(i16 %a, i16 %b, i16 %c) {
  %r = call i16 asm "fma.rn.oob.f16 $0, $1, $2, $3;", "=h,h,h,h"(i16 %a, i16 %b, i16 %c)
  ret i16 %r
}
