; spin-loop-order (SpinLoopOrder.h, which runs after the warp lowering)
; takes no parameter: a pipeline that gives it one is refused by name.
; RUN: not opt %loadshfl -passes='spin-loop-order<x>' -disable-output < %s 2>&1 | FileCheck %s
; CHECK: spin-loop-order takes no parameter ('x' given)

define void @f() {
  ret void
}
