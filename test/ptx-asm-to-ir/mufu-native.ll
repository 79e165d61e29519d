; The approximate instructions: NVIDIA's bits by default (a call of the
; unit's function, which reads its table), AMD's own approximations with
; nv-approx=native (LLVM's intrinsics, which the AMDGPU backend selects as
; v_exp_f32, v_rsq_f32, ...).
; RUN: opt %loadshfl -passes=ptx-asm-to-ir -S < %s | FileCheck %s --check-prefix=EXACT
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<nv-approx=exact>' -S < %s | FileCheck %s --check-prefix=EXACT
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<nv-approx=native>' -S < %s | FileCheck %s --check-prefix=NATIVE

define float @ex2(float %x) {
  %r = call float asm "ex2.approx.ftz.f32 $0, $1;", "=f,f"(float %x)
  ret float %r
}

; EXACT:       @__shfl_mufu_ex2_table = private unnamed_addr constant [64 x i64]
; EXACT-LABEL: define float @ex2(float %x)
; EXACT:         call i32 @__shfl_mufu_ex2(i32
; EXACT-NOT:     @llvm.exp2
; EXACT:       define private i32 @__shfl_mufu_ex2(i32 %a)
; EXACT:         load i64, ptr

; NATIVE-LABEL: define float @ex2(float %x)
; NATIVE:         call float @llvm.exp2.f32(float
; NATIVE-NOT:     @__shfl_mufu
