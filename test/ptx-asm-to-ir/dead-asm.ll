; An asm without side effects whose result is unused is deleted, even when
; the translator could not take it; with side effects it is translated.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define void @dead_unknown(
; CHECK-NEXT: ret void
define void @dead_unknown(i32 %a) {
  %r = call i32 asm "frobnicate.b32 $0, $1;", "=r,r"(i32 %a)
  ret void
}

; CHECK-LABEL: define void @dead_known(
; CHECK-NEXT: ret void
define void @dead_known(i32 %a) {
  %r = call i32 asm "add.u32 $0, $1, 1;", "=r,r"(i32 %a)
  ret void
}

; CHECK-LABEL: define void @live_side_effect(
; CHECK-NEXT: %activemask = call i32 @llvm.nvvm.activemask()
; CHECK-NEXT: ret void
define void @live_side_effect(i32 %a) {
  %r = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  ret void
}
