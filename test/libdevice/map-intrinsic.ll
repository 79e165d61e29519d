; A row of kind Intrinsic: the call becomes the LLVM intrinsic overloaded on
; its result type, with the call's name and fast-math flags, and nothing is
; linked.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define i64 @ints(i32 %a, i64 %b, i64 %c) {
  %pop = call i32 @__nv_popc(i32 %a)
  %max = call i64 @__nv_llmax(i64 %b, i64 %c)
  %umin = call i64 @__nv_ullmin(i64 %b, i64 %c)
  %rev = call i64 @__nv_brevll(i64 %b)
  %pop64 = zext i32 %pop to i64
  %s0 = add i64 %pop64, %max
  %s1 = add i64 %s0, %umin
  %s2 = add i64 %s1, %rev
  ret i64 %s2
}

define double @fp(double %x, double %y, float %z) {
  %fma = call fast double @__nv_fma(double %x, double %y, double %x)
  %fl = call float @__nv_floorf(float %z)
  %rn = call double @__nv_rint(double %fma)
  %cs = call double @__nv_copysign(double %rn, double %y)
  %ext = fpext float %fl to double
  %r = fadd double %cs, %ext
  ret double %r
}

declare i32 @__nv_popc(i32)
declare i64 @__nv_llmax(i64, i64)
declare i64 @__nv_ullmin(i64, i64)
declare i64 @__nv_brevll(i64)
declare double @__nv_fma(double, double, double)
declare float @__nv_floorf(float)
declare double @__nv_rint(double)
declare double @__nv_copysign(double, double)

; CHECK-LABEL: define hidden i64 @ints(
; CHECK-NEXT:    %pop = call i32 @llvm.ctpop.i32(i32 %a)
; CHECK-NEXT:    %max = call i64 @llvm.smax.i64(i64 %b, i64 %c)
; CHECK-NEXT:    %umin = call i64 @llvm.umin.i64(i64 %b, i64 %c)
; CHECK-NEXT:    %rev = call i64 @llvm.bitreverse.i64(i64 %b)
; CHECK-LABEL: define hidden double @fp(
; CHECK-NEXT:    %fma = call fast double @llvm.fma.f64(double %x, double %y, double %x)
; CHECK-NEXT:    %fl = call float @llvm.floor.f32(float %z)
; CHECK-NEXT:    %rn = call double @llvm.rint.f64(double %fma)
; CHECK-NEXT:    %cs = call double @llvm.copysign.f64(double %rn, double %y)
; CHECK-NOT:   __nv_
; CHECK-NOT:   define internal
