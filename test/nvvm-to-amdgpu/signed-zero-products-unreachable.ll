; Odd but valid IR: a product in an unreachable block that uses itself. The
; pass rewrites it like any other and the module stays valid (opt verifies
; it after the pass).
; RUN: opt %loadshfl -passes=amdgpu-signed-zero-products -S < %s | FileCheck %s

; CHECK-LABEL: define half @self_use(
; CHECK:       dead:
; CHECK-NEXT:    %m = call float @llvm.fma.f32(float %m, float %x, float -0.000000e+00)
; CHECK-NEXT:    %h = fptrunc float %m to half
; CHECK-NEXT:    br label %dead
define half @self_use(float %x) {
entry:
  ret half 0xH0000
dead:
  %m = fmul float %m, %x
  %h = fptrunc float %m to half
  br label %dead
}
