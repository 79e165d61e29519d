; The wave size must be known; the pass never guesses.  Each case is a
; separate module because opt stops at the first error.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes=nvvm-shfl-to-amdgpu -disable-output %t/nvptx.ll 2>&1 | FileCheck %s --check-prefix=NVPTX
; RUN: not opt %loadshfl -passes=nvvm-shfl-to-amdgpu -disable-output %t/both-features.ll 2>&1 | FileCheck %s --check-prefix=BOTH
; RUN: not opt %loadshfl -passes=nvvm-shfl-to-amdgpu -disable-output %t/gfx700.ll 2>&1 | FileCheck %s --check-prefix=GFX7
; RUN: not opt %loadshfl -passes=nvvm-shfl-to-amdgpu -disable-output %t/unknown-cpu.ll 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -disable-output %t/conflict.ll 2>&1 | FileCheck %s --check-prefix=CONFLICT
; RUN: not opt %loadshfl -passes=nvvm-shfl-to-amdgpu -disable-output %t/gfx90a-w32.ll 2>&1 | FileCheck %s --check-prefix=NO-W32

; NVPTX: error: <unknown>:0:0: in function kernel_fn i32 (i32): cannot determine the wavefront size: the function has no AMDGPU target-cpu or +wavefrontsize feature; use -passes='nvvm-shfl-to-amdgpu<wave32>' or '<wave64>'
; BOTH: error: <unknown>:0:0: in function f i32 (i32): target-features has both +wavefrontsize32 and +wavefrontsize64
; GFX7: error: <unknown>:0:0: in function f i32 (i32): 'gfx700' has no ds_bpermute (gfx8 or later is required)
; UNKNOWN: error: <unknown>:0:0: in function f i32 (i32): unknown AMDGPU processor 'gfx9999'
; CONFLICT: error: <unknown>:0:0: in function f i32 (i32): the pass was asked for wave32, but the function's target attributes select wave64 ('gfx90a')
; NO-W32: error: <unknown>:0:0: in function f i32 (i32): 'gfx90a' does not support wave32

;--- nvptx.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @kernel_fn(i32 %v) "target-cpu"="sm_70" {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

;--- both-features.ll
define i32 @f(i32 %v) "target-cpu"="gfx1100" "target-features"="+wavefrontsize32,+wavefrontsize64" {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

;--- gfx700.ll
target triple = "amdgcn-amd-amdhsa"
define i32 @f(i32 %v) "target-cpu"="gfx700" {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

;--- unknown-cpu.ll
target triple = "amdgcn-amd-amdhsa"
define i32 @f(i32 %v) "target-cpu"="gfx9999" {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

;--- conflict.ll
target triple = "amdgcn-amd-amdhsa"
define i32 @f(i32 %v) "target-cpu"="gfx90a" {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

;--- gfx90a-w32.ll
target triple = "amdgcn-amd-amdhsa"
define i32 @f(i32 %v) "target-cpu"="gfx90a" "target-features"="+wavefrontsize32" {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
