; A declared warp intrinsic with the wrong signature never reaches the pass:
; LLVM's verifier rejects the module first.
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -disable-output < %s 2>&1 | FileCheck %s

; CHECK: Intrinsic has incorrect return type!

define i64 @f(i1 %p) {
  %r = call i64 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  ret i64 %r
}

declare i64 @llvm.nvvm.vote.ballot.sync(i32, i1)
