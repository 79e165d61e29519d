; llvm.fmuladd is fused on gfx9 and later (v_fma_f32 / v_fmac_f32), as the
; AMDGPU backend compiles it, and not for f32 on gfx8: with a = b = 1 + 2^-23
; and c = -(1 + 2^-22), a*b + c is 2^-46 fused and 0 unfused.
; RUN: llc -mcpu=gfx90a %s -o - | FileCheck %s --check-prefix=ISA90A
; RUN: llc -mcpu=gfx803 %s -o - | FileCheck %s --check-prefix=ISA803
; RUN: %wave-emu -mcpu=gfx90a %s --block=1 --arg=buf:out:f32:1 --arg=f32:1.00000012 --arg=f32:-1.00000024 --print=out \
; RUN:   | FileCheck %s --check-prefix=FUSED
; RUN: %wave-emu -mcpu=gfx803 %s --block=1 --arg=buf:out:f32:1 --arg=f32:1.00000012 --arg=f32:-1.00000024 --print=out \
; RUN:   | FileCheck %s --check-prefix=UNFUSED
; ISA90A: v_fma{{c?}}_f32
; ISA803: v_mul_f32
; ISA803-NEXT: v_add_f32
; FUSED: out[0]: 1.42108547e-14
; UNFUSED: out[0]: 0
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @fmuladd(ptr addrspace(1) %out, float %a, float %c) {
  %r = call float @llvm.fmuladd.f32(float %a, float %a, float %c)
  store float %r, ptr addrspace(1) %out
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
