; Labels and bra (with or without a guard, .uni or not) inside the template
; become blocks and branches; the registers become phis.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; sum = n + (n-1) + ... + 1
; CHECK-LABEL: define i32 @loop(
; CHECK:      {{^}}ptx.entry:
; CHECK-NEXT: br label %ptx.label0
; CHECK:      {{^}}ptx.label0:
; CHECK-NEXT: %ptx.out0.0 = phi i32 [ 0, %ptx.entry ], [ %add, %ptx.next ]
; CHECK-NEXT: %i.0 = phi i32 [ %n, %ptx.entry ], [ %sub, %ptx.next ]
; CHECK-NEXT: %setp = icmp eq i32 %i.0, 0
; CHECK-NEXT: br i1 %setp, label %ptx.label1, label %ptx.next
; CHECK:      {{^}}ptx.label1:
; CHECK-NEXT: ret i32 %ptx.out0.0
; CHECK:      {{^}}ptx.next:
; CHECK-NEXT: %add = add i32 %ptx.out0.0, %i.0
; CHECK-NEXT: %sub = sub i32 %i.0, 1
; CHECK-NEXT: br label %ptx.label0
define i32 @loop(i32 %n) {
  %r = call i32 asm "{ .reg .u32 i; .reg .pred done; mov.u32 $0, 0; mov.u32 i, $1; LOOP: setp.eq.u32 done, i, 0; @done bra END; add.u32 $0, $0, i; sub.u32 i, i, 1; bra.uni LOOP; END: }", "=r,r"(i32 %n)
  ret i32 %r
}

; A forward branch over a statement; the label is in an enclosing block.
; CHECK-LABEL: define i32 @skip(
; CHECK:      {{^}}ptx.entry:
; CHECK-NEXT: %setp = icmp sgt i32 %a, 100
; CHECK-NEXT: br i1 %setp, label %ptx.label0, label %ptx.next
; CHECK:      {{^}}ptx.label0:
; CHECK-NEXT: %ptx.out0.0 = phi i32 [ %a, %ptx.entry ], [ %add, %ptx.next ]
; CHECK-NEXT: ret i32 %ptx.out0.0
; CHECK:      {{^}}ptx.next:
; CHECK-NEXT: %add = add i32 %a, 1
; CHECK-NEXT: br label %ptx.label0
define i32 @skip(i32 %a) {
  %r = call i32 asm "{ .reg .pred p; mov.u32 $0, $1; setp.gt.s32 p, $1, 100; { @p bra DONE; add.u32 $0, $0, 1; } DONE: }", "=r,r"(i32 %a)
  ret i32 %r
}

; Code after an unconditional branch and before the next label is never run.
; CHECK-LABEL: define i32 @dead_code(
; CHECK:      {{^}}ptx.entry:
; CHECK-NEXT: ret i32 %a
define i32 @dead_code(i32 %a) {
  %r = call i32 asm "{ mov.u32 $0, $1; bra L; mov.u32 $0, 0; L: }", "=r,r"(i32 %a)
  ret i32 %r
}
