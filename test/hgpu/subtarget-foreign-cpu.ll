; A target-cpu of another target (sm_80, left by a CUDA front end) names no
; hgpu subtarget, so the pass parameter decides.
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s

; CHECK-LABEL: define i32 @on_sm80(
; CHECK-NEXT:    %r.native = call { i32, i1 } @llvm.hgpu.shfl.idx(i32 %v, i32 %b, i32 16)
; CHECK-NEXT:    %r = extractvalue { i32, i1 } %r.native, 0
; CHECK-NEXT:    ret i32 %r
define i32 @on_sm80(i32 %v, i32 %b) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 4127)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="sm_80" }
