; The wave size must be known: from the pass parameter or the function's
; AMDGPU attributes; the error names this pass.  Each case is a separate
; module because opt stops at the first error.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes=nvvm-warp-to-amdgpu -disable-output %t/nvptx.ll 2>&1 | FileCheck %s --check-prefix=NVPTX
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT

; NVPTX: error: <unknown>:0:0: in function k i32 (i1): cannot determine the wavefront size: the function has no AMDGPU target-cpu or +wavefrontsize feature; use -passes='nvvm-warp-to-amdgpu<wave32>' or '<wave64>'
; CONFLICT: error: <unknown>:0:0: in function f i32 (i1): the pass was asked for wave32, but the function's target attributes select wave64 ('gfx942')

;--- nvptx.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @k(i1 %p) "target-cpu"="sm_70" {
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  ret i32 %r
}
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)

;--- conflict.ll
define i32 @f(i1 %p) "target-cpu"="gfx942" {
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  ret i32 %r
}
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
