; An f32 product rounded to half, without nsz, becomes fma(x, y, -0.0):
; AMDGPU selects fptrunc(fmul) as v_fma_mixlo_f16 with a +0 addend, which
; turns a -0 product into +0 (test/isa-emu/fma-mix-signed-zero.ll runs
; both).  nvvm-to-amdgpu does it as its last step; the pass alone is
; amdgpu-signed-zero-products.  Products with nsz, products not rounded to
; half (to bfloat, or kept as f32) and optnone functions stay fmuls.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes=amdgpu-signed-zero-products -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' < %s | \
; RUN:   llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -o - | FileCheck %s --check-prefix=ASM
; RUN: not opt %loadshfl -passes='amdgpu-signed-zero-products<x>' -disable-output %s 2>&1 | \
; RUN:   FileCheck %s --check-prefix=PARAM
; PARAM: amdgpu-signed-zero-products takes no parameter ('x' given)

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}half @to_half(
; CHECK-NEXT:    %m = call float @llvm.fma.f32(float %x, float %y, float -0.000000e+00)
; CHECK-NEXT:    %h = fptrunc float %m to half
; CHECK-NEXT:    ret half %h
; ASM-LABEL: to_half:
; ASM:         v_fma_mixlo_f16 v0, v0, v1, s{{[0-9]+}}{{$}}
define half @to_half(float %x, float %y) {
  %m = fmul float %x, %y
  %h = fptrunc float %m to half
  ret half %h
}

; Also when the product has other users; the flags stay.
; CHECK-LABEL: define {{.*}}float @two_users(
; CHECK-NEXT:    %m = call ninf float @llvm.fma.f32(float %x, float %y, float -0.000000e+00)
; CHECK-NEXT:    %h = fptrunc float %m to half
define float @two_users(float %x, float %y, ptr %p) {
  %m = fmul ninf float %x, %y
  %h = fptrunc float %m to half
  store half %h, ptr %p
  ret float %m
}

; CHECK-LABEL: define {{.*}}<2 x half> @vector(
; CHECK-NEXT:    %m = call <2 x float> @llvm.fma.v2f32(<2 x float> %x, <2 x float> %y, <2 x float> {{(splat \()?<?}}float -0.000000e+00{{.*}})
define <2 x half> @vector(<2 x float> %x, <2 x float> %y) {
  %m = fmul <2 x float> %x, %y
  %h = fptrunc <2 x float> %m to <2 x half>
  ret <2 x half> %h
}

; CHECK-LABEL: define {{.*}}half @nsz(
; CHECK-NEXT:    %m = fmul nsz float %x, %y
define half @nsz(float %x, float %y) {
  %m = fmul nsz float %x, %y
  %h = fptrunc float %m to half
  ret half %h
}

; CHECK-LABEL: define {{.*}}bfloat @to_bfloat(
; CHECK-NEXT:    %m = fmul float %x, %y
define bfloat @to_bfloat(float %x, float %y) {
  %m = fmul float %x, %y
  %h = fptrunc float %m to bfloat
  ret bfloat %h
}

; CHECK-LABEL: define {{.*}}float @from_half(
; CHECK-NEXT:    %e = fpext half %a to float
; CHECK-NEXT:    %m = fmul float %e, %y
define float @from_half(half %a, float %y) {
  %e = fpext half %a to float
  %m = fmul float %e, %y
  ret float %m
}

; CHECK-LABEL: define {{.*}}half @kept(
; CHECK-NEXT:    %m = fmul float %x, %y
define half @kept(float %x, float %y) noinline optnone {
  %m = fmul float %x, %y
  %h = fptrunc float %m to half
  ret half %h
}
