; redux.sync.{min,max}{.abs}{.NaN}.f32 becomes llvm.nvvm.redux.sync.f*
; (declared by LLVM 22 only; LLVM 19 refuses it, see errors-llvm19.ll).
; REQUIRES: llvm22
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define float @fmin(
; CHECK-NEXT: %redux = call float @llvm.nvvm.redux.sync.fmin(float %v, i32 %m)
; CHECK-NEXT: %redux1 = call float @llvm.nvvm.redux.sync.fmax.abs.NaN(float %v, i32 %m)
; CHECK-NEXT: %add = fadd float %redux, %redux1
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast float %add to i32
; CHECK-NEXT: [[T1:%[0-9]+]] = and i32 [[T0]], 2147483647
; CHECK-NEXT: %isnan = icmp ugt i32 [[T1]], 2139095040
; CHECK-NEXT: %canon = select i1 %isnan, i32 2147483647, i32 [[T0]]
; CHECK-NEXT: [[T2:%[0-9]+]] = bitcast i32 %canon to float
; CHECK-NEXT: ret float [[T2]]
define float @fmin(float %v, i32 %m) {
  %r = call float asm sideeffect "{ .reg .f32 a, b; redux.sync.min.f32 a, $1, $2; redux.sync.max.abs.NaN.f32 b, $1, $2; add.f32 $0, a, b; }", "=f,f,r"(float %v, i32 %m)
  ret float %r
}
