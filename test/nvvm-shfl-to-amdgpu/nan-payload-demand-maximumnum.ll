; llvm.maximumnum and llvm.minimumnum ignore a NaN operand, signalling or
; quiet, unless both are NaNs, whose NaN may be either's: a fix-up read
; only by one of them, whose result the next fix-up replaces when it is a
; NaN, goes (libdevice's fmaxf in a warp reduction).  The last fix-up, which
; the program returns, stays.  (LLVM 19 has no llvm.maximumnum.)
; REQUIRES: llvm22
; RUN: opt %loadshfl -passes=nan-payload-demand -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define float @chain(
; CHECK-NEXT:    %m1 = call float @llvm.maximumnum.f32(float %x, float %y)
; CHECK-NEXT:    %m2 = call float @llvm.minimumnum.f32(float %m1, float %z)
; CHECK-NEXT:    %nan2 = fcmp uno float %m2, 0.000000e+00
; CHECK-NEXT:    %f2 = select i1 %nan2, float 0x7FFFFFFFE0000000, float %m2
; CHECK-NEXT:    ret float %f2
define float @chain(float %x, float %y, float %z) {
  %m1 = call float @llvm.maximumnum.f32(float %x, float %y)
  %nan1 = fcmp uno float %m1, 0.0
  %f1 = select i1 %nan1, float 0x7FFFFFFFE0000000, float %m1
  %m2 = call float @llvm.minimumnum.f32(float %f1, float %z)
  %nan2 = fcmp uno float %m2, 0.0
  %f2 = select i1 %nan2, float 0x7FFFFFFFE0000000, float %m2
  ret float %f2
}

declare float @llvm.maximumnum.f32(float, float)
declare float @llvm.minimumnum.f32(float, float)
