; OCML's floating-point controls from the CUDA flags, as clang writes them
; into the module: -fgpu-flush-denormals-to-zero ("denormal-fp-math-f32"
; preserve-sign) sets __oclc_daz_opt and the linked functions' denormal
; mode; -ffast-math (nnan ninf afn on the calls) sets __oclc_finite_only_opt
; and __oclc_unsafe_math_opt and, as nvcc's -use_fast_math does,
; -prec-sqrt=false (__oclc_correctly_rounded_sqrt32 = 0).  Parameters
; override what the module says.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: sed 's/#0 = { nounwind }/#0 = { nounwind "denormal-fp-math-f32"="preserve-sign,preserve-sign" }/' %s \
; RUN:   | opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S | FileCheck %s --check-prefix=DAZ
; RUN: sed 's/call float @__nv/call fast float @__nv/' %s \
; RUN:   | opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S | FileCheck %s --check-prefix=FAST
; RUN: sed 's/call float @__nv/call fast float @__nv/' %s \
; RUN:   | opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;prec-sqrt;no-finite-only>' -S \
; RUN:   | FileCheck %s --check-prefix=OVERRIDE
target triple = "nvptx64-nvidia-cuda"

define float @k(float %x) #0 {
  %s = call float @__nv_sqrtf(float %x)
  %e = call float @__nv_log10f(float %s)
  %h = call float @__nv_hypotf(float %e, float %x)
  ret float %h
}
declare float @__nv_sqrtf(float)
declare float @__nv_log10f(float)
declare float @__nv_hypotf(float, float)
attributes #0 = { nounwind }

; DEFAULT-DAG: @__oclc_daz_opt = internal {{.*}} constant i8 0
; DEFAULT-DAG: @__oclc_finite_only_opt = internal {{.*}} constant i8 0
; DEFAULT-DAG: @__oclc_unsafe_math_opt = internal {{.*}} constant i8 0
; DEFAULT-DAG: @__oclc_correctly_rounded_sqrt32 = internal {{.*}} constant i8 1
; DEFAULT-NOT: denormal-fp-math-f32
; DAZ-DAG: @__oclc_daz_opt = internal {{.*}} constant i8 1
; DAZ-DAG: @__oclc_correctly_rounded_sqrt32 = internal {{.*}} constant i8 1
; DAZ: define internal float @__ocml_sqrt_f32({{.*}}) #[[A:[0-9]+]]
; DAZ: attributes #[[A]] = { {{.*}}"denormal-fp-math-f32"="preserve-sign,preserve-sign"
; FAST-DAG: @__oclc_daz_opt = internal {{.*}} constant i8 0
; FAST-DAG: @__oclc_finite_only_opt = internal {{.*}} constant i8 1
; FAST-DAG: @__oclc_unsafe_math_opt = internal {{.*}} constant i8 1
; FAST-DAG: @__oclc_correctly_rounded_sqrt32 = internal {{.*}} constant i8 0
; OVERRIDE-DAG: @__oclc_finite_only_opt = internal {{.*}} constant i8 0
; OVERRIDE-DAG: @__oclc_unsafe_math_opt = internal {{.*}} constant i8 1
; OVERRIDE-DAG: @__oclc_correctly_rounded_sqrt32 = internal {{.*}} constant i8 1
