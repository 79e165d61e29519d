; A row of kind Mufu (a function CUDA builds on NVIDIA's approximate
; instructions): by default the call keeps its name and the project's
; bit-exact definition is linked (the MUFU models, docs/mufu.md), with no
; AMD approximate instruction and no OCML; with nv-approx=native the call is
; renamed to the row's target, AMD's approximation.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | FileCheck %s --check-prefix=EXACT
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;nv-approx=exact>' -S %s | FileCheck %s --check-prefix=EXACT
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;nv-approx=native>' -S %s | FileCheck %s --check-prefix=NATIVE
target triple = "nvptx64-nvidia-cuda"

define float @e(float %x) {
  %r = call float @__nv_fast_expf(float %x)
  ret float %r
}
define float @t(float %x) {
  %r = call float @__nv_fast_tanf(float %x)
  ret float %r
}
declare float @__nv_fast_expf(float)
declare float @__nv_fast_tanf(float)

; EXACT-LABEL: define hidden float @e(float %x)
; EXACT-NEXT:    %r = call float @__nv_fast_expf(float %x)
; EXACT-LABEL: define hidden float @t(float %x)
; EXACT-NEXT:    %r = call float @__nv_fast_tanf(float %x)
; EXACT-DAG:   define internal {{.*}}float @__nv_fast_expf(float
; EXACT-DAG:   define internal {{.*}}float @__nv_fast_tanf(float
; EXACT-NOT:   @__ocml_
; EXACT-NOT:   @llvm.amdgcn.exp2
; EXACT-NOT:   @llvm.exp2

; NATIVE-LABEL: define hidden float @e(float %x)
; NATIVE-NEXT:    %r = call float @__ocml_native_exp_f32(float %x)
; NATIVE-LABEL: define hidden float @t(float %x)
; NATIVE-NEXT:    %r = call float @__shfl_native_fast_tanf(float %x)
; NATIVE-DAG:   define internal {{.*}}float @__ocml_native_exp_f32(float
; NATIVE-DAG:   define internal {{.*}}float @__shfl_native_fast_tanf(float
; NATIVE-NOT:   define {{.*}}@__nv_fast_
