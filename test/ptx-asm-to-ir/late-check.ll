; Without <strict>, a statement that cannot be translated stays in place:
; optimisation may still delete the code around it.  ptx-asm-check, at the
; end of the pipeline, reports every asm that survives.
; RUN: opt %loadshfl -passes=ptx-asm-to-ir -S < %s | FileCheck %s --check-prefix=LEFT
; RUN: opt %loadshfl -passes='ptx-asm-to-ir,simplifycfg,ptx-asm-check' -S < %s | FileCheck %s --check-prefix=GONE
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir,ptx-asm-check' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=CHECKED

; LEFT-LABEL: define i32 @in_dead_code(
; LEFT:       call i32 asm sideeffect "frob.b32 $0;"
; GONE-LABEL: define i32 @in_dead_code(
; GONE-NOT:   asm
; GONE:       ret i32 1
; CHECKED: error: inline PTX 'frob.b32 $0;' cannot be translated: unknown opcode 'frob' at line 42
define i32 @in_dead_code() {
entry:
  br i1 false, label %never, label %done
never:
  %r = call i32 asm sideeffect "frob.b32 $0;", "=r"(), !srcloc !0
  br label %done
done:
  %v = phi i32 [ %r, %never ], [ 1, %entry ]
  ret i32 %v
}
!0 = !{i64 42}
