; LLVM 19 declares no llvm.nvvm.elect.sync: elect.sync d|p, m elects the
; lowest active lane of m (cttz of activemask & m), and p is whether the
; lane is that one.
; REQUIRES: llvm19
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define { i32, i32 } @elect_one(
; CHECK-NEXT: %activemask = call i32 @llvm.nvvm.activemask()
; CHECK-NEXT: [[M:%.*]] = and i32 %activemask, %mask
; CHECK-NEXT: %elect = call i32 @llvm.cttz.i32(i32 [[M]], i1 false)
; CHECK-NEXT: %laneid = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT: %elected = icmp eq i32 %laneid, %elect
; CHECK-NEXT: [[IS:%.*]] = select i1 %elected, i32 1, i32 %is
; CHECK-NEXT: [[R0:%.*]] = insertvalue { i32, i32 } poison, i32 %elect, 0
; CHECK-NEXT: %r = insertvalue { i32, i32 } [[R0]], i32 [[IS]], 1
; CHECK-NEXT: ret { i32, i32 } %r
define { i32, i32 } @elect_one(i32 %mask, i32 %lane, i32 %is) {
  %r = call { i32, i32 } asm "{\0A\09 .reg .pred p;\0A\09  elect.sync $0|p, $2;\0A\09 @p mov.s32 $1, 1;\0A\09}", "=r,=r,r,0,1"(i32 %mask, i32 %lane, i32 %is)
  ret { i32, i32 } %r
}
