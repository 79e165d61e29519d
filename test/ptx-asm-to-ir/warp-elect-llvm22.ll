; elect.sync d|p, membermask is llvm.nvvm.elect.sync (LLVM 22).  As in
; cooperative_groups' elect_one, the outputs are tied to inputs ("+r").
; REQUIRES: llvm22
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define { i32, i32 } @elect_one(
; CHECK-NEXT: %elect = call { i32, i1 } @llvm.nvvm.elect.sync(i32 %mask)
; CHECK-NEXT: [[T0:%[0-9]+]] = extractvalue { i32, i1 } %elect, 0
; CHECK-NEXT: [[T1:%[0-9]+]] = extractvalue { i32, i1 } %elect, 1
; CHECK-NEXT: [[T2:%[0-9]+]] = select i1 [[T1]], i32 1, i32 %is
; CHECK-NEXT: [[T3:%[0-9]+]] = insertvalue { i32, i32 } poison, i32 [[T0]], 0
; CHECK-NEXT: %r = insertvalue { i32, i32 } [[T3]], i32 [[T2]], 1
; CHECK-NEXT: ret { i32, i32 } %r
define { i32, i32 } @elect_one(i32 %mask, i32 %lane, i32 %is) {
  %r = call { i32, i32 } asm "{\0A\09 .reg .pred p;\0A\09  elect.sync $0|p, $2;\0A\09 @p mov.s32 $1, 1;\0A\09}", "=r,=r,r,0,1"(i32 %mask, i32 %lane, i32 %is)
  ret { i32, i32 } %r
}
