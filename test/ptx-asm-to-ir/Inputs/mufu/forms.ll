; The approximate PTX instructions as clang emits CUDA inline asm, one
; function each, for mufu-equivalence.test: ptx-asm-to-ir translates them and
; Inputs/mufu/equivalence.cpp runs the result beside MUFUPTX.h on the host.

define float @rcp_approx_f32(float %a0) {
  %r = call float asm "rcp.approx.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @rcp_approx_ftz_f32(float %a0) {
  %r = call float asm "rcp.approx.ftz.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @rsqrt_approx_f32(float %a0) {
  %r = call float asm "rsqrt.approx.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @rsqrt_approx_ftz_f32(float %a0) {
  %r = call float asm "rsqrt.approx.ftz.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @sqrt_approx_f32(float %a0) {
  %r = call float asm "sqrt.approx.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @sqrt_approx_ftz_f32(float %a0) {
  %r = call float asm "sqrt.approx.ftz.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @ex2_approx_f32(float %a0) {
  %r = call float asm "ex2.approx.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @ex2_approx_ftz_f32(float %a0) {
  %r = call float asm "ex2.approx.ftz.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @lg2_approx_f32(float %a0) {
  %r = call float asm "lg2.approx.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @lg2_approx_ftz_f32(float %a0) {
  %r = call float asm "lg2.approx.ftz.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @sin_approx_f32(float %a0) {
  %r = call float asm "sin.approx.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @cos_approx_ftz_f32(float %a0) {
  %r = call float asm "cos.approx.ftz.f32 $0, $1;", "=f,f"(float %a0) #0
  ret float %r
}

define float @div_approx_f32(float %a0, float %a1) {
  %r = call float asm "div.approx.f32 $0, $1, $2;", "=f,f,f"(float %a0, float %a1) #0
  ret float %r
}

define float @div_approx_ftz_f32(float %a0, float %a1) {
  %r = call float asm "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f"(float %a0, float %a1) #0
  ret float %r
}

define float @div_full_f32(float %a0, float %a1) {
  %r = call float asm "div.full.f32 $0, $1, $2;", "=f,f,f"(float %a0, float %a1) #0
  ret float %r
}

define float @div_full_ftz_f32(float %a0, float %a1) {
  %r = call float asm "div.full.ftz.f32 $0, $1, $2;", "=f,f,f"(float %a0, float %a1) #0
  ret float %r
}

define double @rcp_approx_ftz_f64(double %a0) {
  %r = call double asm "rcp.approx.ftz.f64 $0, $1;", "=d,d"(double %a0) #0
  ret double %r
}

define double @rsqrt_approx_f64(double %a0) {
  %r = call double asm "rsqrt.approx.f64 $0, $1;", "=d,d"(double %a0) #0
  ret double %r
}

define double @rsqrt_approx_ftz_f64(double %a0) {
  %r = call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %a0) #0
  ret double %r
}

define i16 @ex2_approx_f16(i16 %a0) {
  %r = call i16 asm "ex2.approx.f16 $0, $1;", "=h,h"(i16 %a0) #0
  ret i16 %r
}

define i16 @ex2_approx_ftz_bf16(i16 %a0) {
  %r = call i16 asm "ex2.approx.ftz.bf16 $0, $1;", "=h,h"(i16 %a0) #0
  ret i16 %r
}

attributes #0 = { convergent nounwind memory(none) }
