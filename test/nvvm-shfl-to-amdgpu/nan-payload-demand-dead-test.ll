; Dropping an unused fix-up deletes its dead NaN test, and with it the
; fix-up it tested when nothing else uses that one.  Here that fix-up
; (%s2) comes later in the block order than the one dropped (%s), though
; its block dominates: the pass skips it instead of visiting a deleted
; instruction, and the function is left valid.
; RUN: opt %loadshfl -passes=nan-payload-demand -S %s | FileCheck %s

; CHECK-LABEL: define void @f(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br label %def
; CHECK:       use:
; CHECK-NEXT:    ret void
; CHECK:       def:
; CHECK-NEXT:    br label %use
define void @f(float %x, float %y) {
entry:
  br label %def
use:
  %abs = and i32 %s2, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %s2
  ret void
def:
  %r = fadd float %x, %y
  %bits = bitcast float %r to i32
  %rabs = and i32 %bits, 2147483647
  %rnan = icmp ugt i32 %rabs, 2139095040
  %s2 = select i1 %rnan, i32 2147483647, i32 %bits
  br label %use
}
