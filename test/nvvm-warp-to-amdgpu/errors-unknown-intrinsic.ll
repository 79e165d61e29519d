; Names in the namespaces this pass owns that LLVM does not declare are
; reported, not left behind or guessed at.  opt stops at the first error, so
; each case is its own module.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -disable-output %t/match-i16.ll 2>&1 | FileCheck %s --check-prefix=MATCH
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -disable-output %t/vote-most.ll 2>&1 | FileCheck %s --check-prefix=VOTE

; MATCH: error: <unknown>:0:0: in function f i32 (i16): cannot lower call to 'llvm.nvvm.match.any.sync.i16': 'llvm.nvvm.match.any.sync.i16' is not an NVVM warp intrinsic that this LLVM declares
; VOTE: error: <unknown>:0:0: in function g i1 (i1): cannot lower call to 'llvm.nvvm.vote.most.sync': 'llvm.nvvm.vote.most.sync' is not an NVVM warp intrinsic that this LLVM declares

;--- match-i16.ll
define i32 @f(i16 %v) {
  %r = call i32 @llvm.nvvm.match.any.sync.i16(i32 -1, i16 %v)
  ret i32 %r
}
declare i32 @llvm.nvvm.match.any.sync.i16(i32, i16)

;--- vote-most.ll
define i1 @g(i1 %p) {
  %r = call i1 @llvm.nvvm.vote.most.sync(i32 -1, i1 %p)
  ret i1 %r
}
declare i1 @llvm.nvvm.vote.most.sync(i32, i1)
