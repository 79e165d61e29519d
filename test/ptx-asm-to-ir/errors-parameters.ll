; The passes' parameters.
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<loose>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=TO-IR
; RUN: not opt %loadshfl -passes='ptx-asm-check<strict>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=CHECK-PASS
; TO-IR: invalid ptx-asm-to-ir parameter 'loose' (expected 'strict')
; CHECK-PASS: ptx-asm-check takes no parameter ('strict' given)
