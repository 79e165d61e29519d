; An input tied to an output ("0", what clang makes of "+r") gives the
; output its initial value; an output that the template does not write keeps
; it.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define i32 @plus_r(
; CHECK-NEXT: %add = add i32 %x, 5
; CHECK-NEXT: ret i32 %add
define i32 @plus_r(i32 %x) {
  %r = call i32 asm "add.u32 $0, $0, 5;", "=r,0"(i32 %x)
  ret i32 %r
}

; Two "+r" operands: the second is written only where p holds.
; CHECK-LABEL: define { i32, i32 } @two_tied(
; CHECK-NEXT: %setp = icmp ult i32 %v, 4
; CHECK-NEXT: [[T0:%[0-9]+]] = select i1 %setp, i32 1, i32 %b
; CHECK-NEXT: %add = add i32 %a, %v
; CHECK-NEXT: [[T1:%[0-9]+]] = insertvalue { i32, i32 } poison, i32 %add, 0
; CHECK-NEXT: %r = insertvalue { i32, i32 } [[T1]], i32 [[T0]], 1
; CHECK-NEXT: ret { i32, i32 } %r
define { i32, i32 } @two_tied(i32 %v, i32 %a, i32 %b) {
  %r = call { i32, i32 } asm "{\0A\09 .reg .pred p;\0A\09 setp.lt.u32 p, $2, 4;\0A\09 @p mov.s32 $1, 1;\0A\09 add.u32 $0, $0, $2;\0A\09}", "=r,=r,r,0,1"(i32 %v, i32 %a, i32 %b)
  ret { i32, i32 } %r
}

; asm("" : "+r"(x)) is an optimisation barrier of no instructions: the
; output is the input.
; CHECK-LABEL: define i32 @empty_barrier(
; CHECK-NEXT: ret i32 %x
define i32 @empty_barrier(i32 %x) {
  %r = call i32 asm sideeffect "", "=r,0"(i32 %x)
  ret i32 %r
}
