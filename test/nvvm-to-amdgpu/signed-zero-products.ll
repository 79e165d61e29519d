; An f32 product rounded to half, without nsz, becomes fma(x, y, -0.0):
; AMDGPU selects fptrunc(fmul) as v_fma_mixlo_f16 with a +0 addend, which
; turns a -0 product into +0 (test/isa-emu/fma-mix-signed-zero.ll runs
; both on the ISA-level emulator and shows the fma's selection).  The pass
; alone is amdgpu-signed-zero-products; nvvm-to-amdgpu runs it as its last
; step.  The products it leaves alone: signed-zero-products-kept.ll.
; RUN: opt %loadshfl -passes=amdgpu-signed-zero-products -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}half @to_half(
; CHECK-NEXT:    %m = call float @llvm.fma.f32(float %x, float %y, float -0.000000e+00)
; CHECK-NEXT:    %h = fptrunc float %m to half
; CHECK-NEXT:    ret half %h
define half @to_half(float %x, float %y) {
  %m = fmul float %x, %y
  %h = fptrunc float %m to half
  ret half %h
}

; Also when the product has other users; the fast-math flags stay.
; CHECK-LABEL: define {{.*}}float @two_users(
; CHECK-NEXT:    %m = call ninf float @llvm.fma.f32(float %x, float %y, float -0.000000e+00)
; CHECK-NEXT:    %h = fptrunc float %m to half
; CHECK-NEXT:    store half %h, ptr %p
; CHECK-NEXT:    ret float %m
define float @two_users(float %x, float %y, ptr %p) {
  %m = fmul ninf float %x, %y
  %h = fptrunc float %m to half
  store half %h, ptr %p
  ret float %m
}

; Vectors of products too (LLVM 22 prints the addend as a splat).
; CHECK-LABEL: define {{.*}}<2 x half> @vector(
; CHECK-NEXT:    %m = call <2 x float> @llvm.fma.v2f32(<2 x float> %x, <2 x float> %y, <2 x float> {{<float -0.000000e\+00, float -0.000000e\+00>|splat \(float -0.000000e\+00\)}})
; CHECK-NEXT:    %h = fptrunc <2 x float> %m to <2 x half>
define <2 x half> @vector(<2 x float> %x, <2 x float> %y) {
  %m = fmul <2 x float> %x, %y
  %h = fptrunc <2 x float> %m to <2 x half>
  ret <2 x half> %h
}
