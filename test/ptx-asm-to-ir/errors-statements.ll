; ptx-asm-to-ir<strict> reports each statement it cannot translate at once,
; quoting the statement and saying why, with the position in the asm string
; when the statement is not the first thing in it.  The message is an
; inline-asm diagnostic at the call's !srcloc (clang maps the cookie of the
; statement's line to the CUDA source; opt prints it as "at line"), or, with
; no !srcloc, an error at the call's debug location.  opt stops at the first
; error, so each case is its own module.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/unknown.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/modifier.ll 2>&1 | FileCheck %s --check-prefix=MODIFIER
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/unknown-modifier.ll 2>&1 | FileCheck %s --check-prefix=UNKMOD
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/type.ll 2>&1 | FileCheck %s --check-prefix=TYPE
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/count.ll 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/pred.ll 2>&1 | FileCheck %s --check-prefix=PRED
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/operand.ll 2>&1 | FileCheck %s --check-prefix=OPERAND
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/undeclared.ll 2>&1 | FileCheck %s --check-prefix=UNDECL
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/ftz-f64.ll 2>&1 | FileCheck %s --check-prefix=FTZ64
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/srcloc-line.ll 2>&1 | FileCheck %s --check-prefix=SRCLOC
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/debugloc.ll 2>&1 | FileCheck %s --check-prefix=DEBUGLOC
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/memory.ll 2>&1 | FileCheck %s --check-prefix=MEMORY
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<strict>' -disable-output %t/ex2-bf16.ll 2>&1 | FileCheck %s --check-prefix=EX2BF16

; UNKNOWN: error: inline PTX 'frob.b32 $0, $1;' cannot be translated: unknown opcode 'frob' at line 100
; MODIFIER: error: inline PTX 'add.rm.f16 $0, $1, $2;' cannot be translated: modifier '.rm' is not supported for 'add.rm.f16' at line 101
; UNKMOD: error: inline PTX 'add.wibble.u32 $0, $1, $2;' cannot be translated: unknown modifier '.wibble' in 'add.wibble.u32' at line 102
; TYPE: error: inline PTX 'cvt.rna.tf32.f32 $0, $1;' cannot be translated: type .tf32.f32 is not supported for 'cvt' at line 103
; COUNT: error: inline PTX 'add.u32 $0, $1;' cannot be translated: 'add.u32' takes 3 operands, not 2 at line 104
; PRED: error: inline PTX 'add.u32 $0, $1, p;' cannot be translated: operand 3 of 'add.u32' must be a value, not a predicate (line 1, column 33 of the asm string) at line 105
; OPERAND: error: inline PTX 'mov.u32 $0, $3;' cannot be translated: operand $3 does not exist (the asm statement has 2 operands) (line 1, column 13 of the asm string) at line 106
; UNDECL: error: inline PTX 'mov.u32 $0, r9;' cannot be translated: 'r9' is not a declared register (line 1, column 13 of the asm string) at line 107
; FTZ64: error: inline PTX 'fma.rz.ftz.f64 $0, $1, $1, $1;' cannot be translated: .ftz and .sat are not defined for .f64 at line 108
; SRCLOC: error: inline PTX 'shl.b99 $0, $0, 1;' cannot be translated: unknown modifier '.b99' in 'shl.b99' (line 3, column 2 of the asm string) at line 302
; DEBUGLOC: error: k.cu:7:3: in function dbg i32 (i32): inline PTX 'frob $0;' cannot be translated: unknown opcode 'frob'
; MEMORY: error: inline PTX 'ld.u32 $0, [$1];' cannot be translated: memory operands are not supported at line 110
; EX2BF16: error: inline PTX 'ex2.approx.bf16 $0, $1;' cannot be translated: ex2.approx on bf16 needs .ftz at line 111

;--- unknown.ll
define i32 @f(i32 %a) {
  %r = call i32 asm sideeffect "frob.b32 $0, $1;", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 100}

;--- modifier.ll
define i16 @f(i16 %a) {
  %r = call i16 asm "add.rm.f16 $0, $1, $2;", "=h,h,h"(i16 %a, i16 %a), !srcloc !0
  ret i16 %r
}
!0 = !{i64 101}

;--- unknown-modifier.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "add.wibble.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 102}

;--- type.ll
define i32 @f(float %a) {
  %r = call i32 asm "cvt.rna.tf32.f32 $0, $1;", "=r,f"(float %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 103}

;--- count.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "add.u32 $0, $1;", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 104}

;--- pred.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "{ .reg .pred p; add.u32 $0, $1, p; }", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 105}

;--- operand.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "mov.u32 $0, $3;", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 106}

;--- undeclared.ll
define i32 @f(i32 %a) {
  %r = call i32 asm "mov.u32 $0, r9;", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 107}

;--- ftz-f64.ll
define double @f(double %a) {
  %r = call double asm "fma.rz.ftz.f64 $0, $1, $1, $1;", "=d,d"(double %a), !srcloc !0
  ret double %r
}
!0 = !{i64 108}

;--- srcloc-line.ll
; The third line of the asm string gets the third cookie.
define i32 @f(i32 %a) {
  %r = call i32 asm "{\0A add.u32 $0, $1, 1;\0A shl.b99 $0, $0, 1;\0A}", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 300, i64 301, i64 302, i64 303}

;--- debugloc.ll
define i32 @dbg(i32 %a) !dbg !5 {
  %r = call i32 asm sideeffect "frob $0;", "=r"(), !dbg !7
  ret i32 %r
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "dbg", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 7, column: 3, scope: !5)

;--- memory.ll
define i32 @f(ptr %p) {
  %r = call i32 asm sideeffect "ld.u32 $0, [$1];", "=r,*m"(ptr elementtype(i32) %p), !srcloc !0
  ret i32 %r
}
!0 = !{i64 110}

;--- ex2-bf16.ll
; PTX defines ex2.approx on bf16 only with .ftz (ptxas refuses the rest).
define i16 @f(i16 %a) {
  %r = call i16 asm "ex2.approx.bf16 $0, $1;", "=h,h"(i16 %a), !srcloc !0
  ret i16 %r
}
!0 = !{i64 111}
