; tanh.approx.f32 with nv-approx=native: AMDGPU has no tanh instruction and
; llc cannot select llvm.tanh, so the translator writes
; tanh|x| = 1 - 2 / (2^(2 log2(e) |x|) + 1) on llvm.exp2 (v_exp_f32), x
; itself below 2^-8 as MUFU.TANH returns it, with x's sign; llc selects it.
; By default (exact) it is the MUFU.TANH model (mufu-equivalence.test).
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<nv-approx=native>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<nv-approx=native>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o - | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<nv-approx=native>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -o - | FileCheck %s --check-prefix=ASM

define float @tanh(float %x) {
  %r = call float asm "tanh.approx.f32 $0, $1;", "=f,f"(float %x)
  ret float %r
}

; CHECK-LABEL: define float @tanh(float %x)
; CHECK:         %tanh.abs = call float @llvm.fabs.f32(float %x)
; CHECK-NEXT:    %tanh.2xlog2e = fmul float %tanh.abs, 0x4007154760000000
; CHECK-NEXT:    %tanh.exp = call float @llvm.exp2.f32(float %tanh.2xlog2e)
; CHECK-NEXT:    %tanh.den = fadd float %tanh.exp, 1.000000e+00
; CHECK-NEXT:    %tanh.q = fdiv float 2.000000e+00, %tanh.den
; CHECK-NEXT:    %tanh.mag = fsub float 1.000000e+00, %tanh.q
; CHECK-NEXT:    %tanh.signed = call float @llvm.copysign.f32(float %tanh.mag, float %x)
; CHECK-NEXT:    %tanh.small = fcmp olt float %tanh.abs, 3.906250e-03
; CHECK-NEXT:    %tanh = select i1 %tanh.small, float %x, float %tanh.signed
; CHECK-NOT:     @llvm.tanh

; ASM-LABEL: tanh:
; ASM:         v_exp_f32
; ASM:         s_setpc_b64
