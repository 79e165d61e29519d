; An empty asm with a "memory" clobber is a compiler-only barrier; without
; it, nothing.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define void @barrier(
; CHECK-NEXT: fence syncscope("singlethread") seq_cst
; CHECK-NEXT: ret void
define void @barrier() {
  call void asm sideeffect "", "~{memory}"()
  call void asm sideeffect "  // just a comment\0A", ""()
  ret void
}
