; amdgpu-nan-class-tests writes the translator's integer NaN tests on f32
; and f64 bits, `(bits & ~sign) > inf` and the complement `< inf + 1`, also
; as InstCombine leaves them (`bitcast (fabs x)`), as one
; llvm.amdgcn.class with the NaN classes (3) or the other eight (1020).
; The bits of a value that is not floating-point are bitcast first.  f64
; tests only for gfx90a, gfx940-942 and gfx950, which run f64 at full
; rate.  f16 and bf16 tests, and compares that are not NaN tests, stay.
; RUN: opt %loadshfl -passes=amdgpu-nan-class-tests -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define i32 @f32_fixup(
; CHECK-NEXT:    %r = fadd float %x, %y
; CHECK-NEXT:    %bits = bitcast float %r to i32
; CHECK-NEXT:    %nan = call i1 @llvm.amdgcn.class.f32(float %r, i32 3)
; CHECK-NEXT:    %s = select i1 %nan, i32 2147483647, i32 %bits
; CHECK-NEXT:    ret i32 %s
define i32 @f32_fixup(float %x, float %y) {
  %r = fadd float %x, %y
  %bits = bitcast float %r to i32
  %abs = and i32 %bits, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %bits
  ret i32 %s
}

; CHECK-LABEL: define i1 @f32_fabs_form(
; CHECK-NEXT:    %nan = call i1 @llvm.amdgcn.class.f32(float %r, i32 3)
; CHECK-NEXT:    ret i1 %nan
define i1 @f32_fabs_form(float %r) {
  %fabs = call float @llvm.fabs.f32(float %r)
  %abs = bitcast float %fabs to i32
  %nan = icmp ugt i32 %abs, 2139095040
  ret i1 %nan
}

; CHECK-LABEL: define i1 @f64_not_nan(
; CHECK-NEXT:    %b.fp = bitcast i64 %b to double
; CHECK-NEXT:    %ok = call i1 @llvm.amdgcn.class.f64(double %b.fp, i32 1020)
; CHECK-NEXT:    ret i1 %ok
define i1 @f64_not_nan(i64 %b) #0 {
  %abs = and i64 %b, 9223372036854775807
  %ok = icmp ult i64 %abs, 9218868437227405313
  ret i1 %ok
}

; CHECK-LABEL: define i1 @f64_gfx1100(
; CHECK-NEXT:    %abs = and i64 %b, 9223372036854775807
; CHECK-NEXT:    %nan = icmp ugt i64 %abs, 9218868437227405312
; CHECK-NEXT:    ret i1 %nan
define i1 @f64_gfx1100(i64 %b) #1 {
  %abs = and i64 %b, 9223372036854775807
  %nan = icmp ugt i64 %abs, 9218868437227405312
  ret i1 %nan
}

; CHECK-LABEL: define i1 @f64_gfx942(
; CHECK-NEXT:    %d.fp = bitcast i64 %d to double
; CHECK-NEXT:    %nan = call i1 @llvm.amdgcn.class.f64(double %d.fp, i32 3)
; CHECK-NEXT:    ret i1 %nan
define i1 @f64_gfx942(i64 %d) #2 {
  %abs = and i64 %d, 9223372036854775807
  %nan = icmp ugt i64 %abs, 9218868437227405312
  ret i1 %nan
}

; CHECK-LABEL: define i1 @f16_stays(
; CHECK-NEXT:    %abs = and i16 %b, 32767
; CHECK-NEXT:    %nan = icmp ugt i16 %abs, 31744
; CHECK-NEXT:    ret i1 %nan
define i1 @f16_stays(i16 %b) {
  %abs = and i16 %b, 32767
  %nan = icmp ugt i16 %abs, 31744
  ret i1 %nan
}

; Infinity itself, and a sign not cleared: not NaN tests.
; CHECK-LABEL: define i1 @not_nan_tests(
; CHECK-NEXT:    %abs = and i32 %b, 2147483647
; CHECK-NEXT:    %inf = icmp eq i32 %abs, 2139095040
; CHECK-NEXT:    %big = icmp ugt i32 %b, 2139095040
; CHECK-NEXT:    %r = or i1 %inf, %big
; CHECK-NEXT:    ret i1 %r
define i1 @not_nan_tests(i32 %b) {
  %abs = and i32 %b, 2147483647
  %inf = icmp eq i32 %abs, 2139095040
  %big = icmp ugt i32 %b, 2139095040
  %r = or i1 %inf, %big
  ret i1 %r
}

declare float @llvm.fabs.f32(float)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" }
attributes #2 = { "target-cpu"="gfx942" }
