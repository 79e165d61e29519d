; amdgpu-signed-zero-products leaves the products AMDGPU does not select as
; a mix with a +0 addend: with nsz (the sign of a zero may change), rounded
; to bfloat, kept as f32, and in optnone functions (llc -O0 forms no mix).
; RUN: opt %loadshfl -passes=amdgpu-signed-zero-products -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes=amdgpu-signed-zero-products -S < %s | FileCheck %s --check-prefix=NOFMA
; NOFMA-NOT: llvm.fma

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define {{.*}}half @nsz(
; CHECK-NEXT:    %m = fmul nsz float %x, %y
; CHECK-NEXT:    %h = fptrunc float %m to half
define half @nsz(float %x, float %y) {
  %m = fmul nsz float %x, %y
  %h = fptrunc float %m to half
  ret half %h
}

; CHECK-LABEL: define {{.*}}bfloat @to_bfloat(
; CHECK-NEXT:    %m = fmul float %x, %y
; CHECK-NEXT:    %h = fptrunc float %m to bfloat
define bfloat @to_bfloat(float %x, float %y) {
  %m = fmul float %x, %y
  %h = fptrunc float %m to bfloat
  ret bfloat %h
}

; CHECK-LABEL: define {{.*}}float @from_half(
; CHECK-NEXT:    %e = fpext half %a to float
; CHECK-NEXT:    %m = fmul float %e, %y
; CHECK-NEXT:    ret float %m
define float @from_half(half %a, float %y) {
  %e = fpext half %a to float
  %m = fmul float %e, %y
  ret float %m
}

; CHECK-LABEL: define {{.*}}half @kept(
; CHECK-NEXT:    %m = fmul float %x, %y
; CHECK-NEXT:    %h = fptrunc float %m to half
define half @kept(float %x, float %y) noinline optnone {
  %m = fmul float %x, %y
  %h = fptrunc float %m to half
  ret half %h
}
