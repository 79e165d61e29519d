; Declarations left without uses are removed, used or not before the pass,
; and no llvm.nvvm.shfl call or declaration survives.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s
; CHECK-NOT: llvm.nvvm.shfl
; CHECK: declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
; CHECK-NOT: llvm.nvvm.shfl

define i32 @one_use(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 7, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.bfly.i32p(i32, i32, i32)
