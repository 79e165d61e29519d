; LLVM 19 declares no llvm.nvvm.elect.sync: elect.sync d|p, m elects the
; lowest active lane of m (cttz of activemask & m), and p is whether the
; lane is that one.
; REQUIRES: llvm19
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

define { i32, i32 } @elect_one(i32 %mask, i32 %lane, i32 %is) {
  %r = call { i32, i32 } asm "{\0A\09 .reg .pred p;\0A\09  elect.sync $0|p, $2;\0A\09 @p mov.s32 $1, 1;\0A\09}", "=r,=r,r,0,1"(i32 %mask, i32 %lane, i32 %is)
  ret { i32, i32 } %r
}
