; CUB's float warp-reduction step (warp_reduce_shfl.cuh): a block with its
; own registers, a shuffle with a predicate destination, an add guarded by
; that predicate, and a mov to the output.  The shuffle becomes the NVVM
; intrinsic with the predicate; the guarded add, a pure instruction, a
; select that keeps r0's bits where the source lane was out of range.
; RUN: opt %loadshfl -passes=ptx-asm-to-ir -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define float @reduce_step(
; CHECK-NEXT: [[T0:%[0-9]+]] = bitcast float %x to i32
; CHECK-NEXT: %shfl = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 %mask, i32 [[T0]], i32 %offset, i32 %clamp)
; CHECK-NEXT: [[T1:%[0-9]+]] = extractvalue { i32, i1 } %shfl, 0
; CHECK-NEXT: [[T2:%[0-9]+]] = extractvalue { i32, i1 } %shfl, 1
; CHECK-NEXT: [[T3:%[0-9]+]] = bitcast i32 [[T1]] to float
; CHECK-NEXT: %add = fadd float [[T3]], %x
; CHECK-NEXT: [[T4:%[0-9]+]] = bitcast float %add to i32
; CHECK-NEXT: [[T5:%[0-9]+]] = and i32 [[T4]], 2147483647
; CHECK-NEXT: %isnan = icmp ugt i32 [[T5]], 2139095040
; CHECK-NEXT: %canon = select i1 %isnan, i32 2147483647, i32 [[T4]]
; CHECK-NEXT: [[T6:%[0-9]+]] = select i1 [[T2]], i32 %canon, i32 [[T1]]
; CHECK-NEXT: [[T7:%[0-9]+]] = bitcast i32 [[T6]] to float
; CHECK-NEXT: ret float [[T7]]
define float @reduce_step(float %x, i32 %offset, i32 %clamp, i32 %mask) {
  %r = call float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %x, i32 %offset, i32 %clamp, float %x, i32 %mask)
  ret float %r
}
