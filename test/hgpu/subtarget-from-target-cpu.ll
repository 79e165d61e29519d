; Without a pass parameter, each function's subtarget is its target-cpu.
;
; RUN: opt %loadshfl -passes=nvvm-shfl-to-hgpu -S < %s | FileCheck %s

; CHECK-LABEL: define i32 @on_hgpu1(
; CHECK:         call i32 @llvm.hgpu.gather(
; CHECK-LABEL: define i32 @on_hgpu2(
; CHECK:         call { i32, i1 } @llvm.hgpu.shfl.xor(

define i32 @on_hgpu1(i32 %v, i32 %b) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

define i32 @on_hgpu2(i32 %v, i32 %b) #1 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="hgpu1" }
attributes #1 = { "target-cpu"="hgpu2" }
