; nvvm-shfl-to-hgpu treats calls in unreachable blocks as the AMDGPU pass
; does (test/nvvm-shfl-to-amdgpu/unreachable-self-reference.ll): a call that
; is its own operand, where nothing moves, used to hang the pass; such calls
; are erased and their uses become poison.
; RUN: timeout 60 opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu1>' -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=llvm.nvvm
; RUN: timeout 60 opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=llvm.nvvm

; CHECK-LABEL: define i32 @pred_form(
; CHECK:       dead:
; CHECK-NEXT:    %v = extractvalue { i32, i1 } poison, 0
; CHECK-NEXT:    br label %dead
define i32 @pred_form(i32 %x) {
entry:
  ret i32 %x
dead:
  %p = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 32, i32 31)
  %v = extractvalue { i32, i1 } %p, 0
  br label %dead
}

; CHECK-LABEL: define i32 @direct(
; CHECK:       dead:
; CHECK-NEXT:    %s = add i32 poison, 1
; CHECK-NEXT:    br label %dead
define i32 @direct(i32 %x) {
entry:
  ret i32 %x
dead:
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r, i32 0, i32 0)
  %s = add i32 %r, 1
  br label %dead
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
