; __threadfence_block / __threadfence / __threadfence_system keep their scope.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden void @fences(
; CHECK-NEXT:    fence syncscope("workgroup") seq_cst
; CHECK-NEXT:    fence syncscope("agent") seq_cst
; CHECK-NEXT:    fence seq_cst
; CHECK-NEXT:    ret void
define void @fences() {
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  ret void
}

declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.membar.sys()
