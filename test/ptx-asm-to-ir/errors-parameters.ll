; The passes' parameters.
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<loose>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=TO-IR
; RUN: not opt %loadshfl -passes='ptx-asm-to-ir<nv-approx=fast>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=APPROX
; RUN: not opt %loadshfl -passes='ptx-asm-check<strict>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=CHECK-PASS
; TO-IR: invalid ptx-asm-to-ir parameter 'loose' (expected 'strict' or 'nv-approx=exact|native')
; APPROX: nv-approx must be 'exact' or 'native' ('fast' given)
; CHECK-PASS: ptx-asm-check takes no parameter ('strict' given)
