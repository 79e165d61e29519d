; LLVM 19 declares neither elect.sync nor the float redux.sync forms; calls to
; them are reported as unknown there.  One module per case (opt stops at the
; first error).
; REQUIRES: llvm19
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -disable-output %t/elect.ll 2>&1 | FileCheck %s --check-prefix=ELECT
; RUN: not opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -disable-output %t/fmin.ll 2>&1 | FileCheck %s --check-prefix=FMIN

; ELECT: error: <unknown>:0:0: in function f { i32, i1 } (): cannot lower call to 'llvm.nvvm.elect.sync': 'llvm.nvvm.elect.sync' is not an NVVM warp intrinsic that this LLVM declares
; FMIN: error: <unknown>:0:0: in function g float (float): cannot lower call to 'llvm.nvvm.redux.sync.fmin': 'llvm.nvvm.redux.sync.fmin' is not an NVVM warp intrinsic that this LLVM declares

;--- elect.ll
define { i32, i1 } @f() {
  %r = call { i32, i1 } @llvm.nvvm.elect.sync(i32 -1)
  ret { i32, i1 } %r
}
declare { i32, i1 } @llvm.nvvm.elect.sync(i32)

;--- fmin.ll
define float @g(float %v) {
  %r = call float @llvm.nvvm.redux.sync.fmin(float %v, i32 -1)
  ret float %r
}
declare float @llvm.nvvm.redux.sync.fmin(float, i32)
