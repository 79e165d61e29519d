; Templates that do not parse are refused with the position of the first
; error.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/brace.ll 2>&1 | FileCheck %s --check-prefix=BRACE
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/semi.ll 2>&1 | FileCheck %s --check-prefix=SEMI
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/float.ll 2>&1 | FileCheck %s --check-prefix=FLOAT
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/label.ll 2>&1 | FileCheck %s --check-prefix=LABEL
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/twice.ll 2>&1 | FileCheck %s --check-prefix=TWICE

; BRACE: error: <unknown>:0:0: in function f {{.*}}: inline PTX '{ add.u32 $0, $1, 1;' cannot be translated: expected '}' before the end of the asm string (line 1, column 21 of the asm string)
; SEMI: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'add.u32 $0, $1, 1 mov.u32 $0, 2;' cannot be translated: expected ';' after the statement (line 1, column 19 of the asm string)
; FLOAT: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'mov.f32 $0, 0f3F80;' cannot be translated: malformed 0f float literal (expected 8 hex digits) (line 1, column 13 of the asm string)
; LABEL: error: <unknown>:0:0: in function f {{.*}}: inline PTX 'bra NOWHERE;' cannot be translated: label 'NOWHERE' is not defined in the asm statement
; TWICE: error: <unknown>:0:0: in function f {{.*}}: inline PTX '.reg .u32 a;' cannot be translated: register 'a' is declared twice in one block (line 1, column 26 of the asm string)

;--- brace.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "{ add.u32 $0, $1, 1;", "=r,r"(i32 %a)
  ret i32 %r
}
;--- semi.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "add.u32 $0, $1, 1 mov.u32 $0, 2;", "=r,r"(i32 %a)
  ret i32 %r
}
;--- float.ll
define float @f() {
  %r = call float asm "mov.f32 $0, 0f3F80;", "=f"()
  ret float %r
}
;--- label.ll
define void @f() {
  call void asm sideeffect "bra NOWHERE;", ""()
  ret void
}
;--- twice.ll
define void @f() {
  call void asm sideeffect "{ .reg .u32 a; .reg .u32 a; }", ""()
  ret void
}
