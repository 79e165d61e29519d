; Registers are scoped by the braces of the template: an inner declaration
; shadows an outer one of the same name until its block ends.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; The inner r is b; after the inner block, r is a again: (b + b) + a.
; CHECK-LABEL: define i32 @shadow(
; CHECK-NEXT: %add = add i32 %b, %b
; CHECK-NEXT: %add6 = add i32 %add, %a
; CHECK-NEXT: ret i32 %add6
define i32 @shadow(i32 %a, i32 %b) {
  %r = call i32 asm "{ .reg .b32 r; mov.b32 r, $1; { .reg .b32 r; mov.b32 r, $2; add.u32 $0, r, r; } add.u32 $0, $0, r; }", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}

; Sibling blocks may each declare the same name.
; CHECK-LABEL: define i32 @siblings(
; CHECK-NEXT: %mul.lo = mul i32 %b, 3
; CHECK-NEXT: %add = add i32 %a, %mul.lo
; CHECK-NEXT: ret i32 %add
define i32 @siblings(i32 %a, i32 %b) {
  %r = call i32 asm "{ { .reg .u32 t; mov.u32 t, $1; mov.u32 $0, t; } { .reg .u32 t; mul.lo.u32 t, $2, 3; add.u32 $0, $0, t; } }", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %r
}

; A shadowing register may have another width: the inner p is 64 bits.
; CHECK-LABEL: define i64 @widths(
; CHECK-NEXT: ret i64 7
define i64 @widths(i32 %a) {
  %r = call i64 asm "{ .reg .u32 p; mov.u32 p, $1; { .reg .u64 p; cvt.u64.u32 p, 7; mov.u64 $0, p; } }", "=l,r"(i32 %a)
  ret i64 %r
}
