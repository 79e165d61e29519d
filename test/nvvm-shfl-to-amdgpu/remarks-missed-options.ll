; The missed remark of a constant shuffle (xor 1, a quad_perm wherever the
; processor is known) when the options or the function rule the fast paths
; out: no target-cpu (the wave size comes from the parameter alone), or
; strategy=permute.  (remarks-missed.ll: the per-call reasons.)
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -pass-remarks-missed=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --check-prefix=NOCPU --match-full-lines
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32;strategy=permute>' -pass-remarks-missed=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --check-prefix=PERMUTE --match-full-lines

; NOCPU: remark: <unknown>:0:0: no fast path for shfl.sync.bfly.i32 on amdgpu wave32: the processor is unknown, so no cross-lane instruction is assumed; lowered with ds_bpermute
; PERMUTE: remark: <unknown>:0:0: no fast path for shfl.sync.bfly.i32 on amdgpu wave32: strategy=permute was requested; lowered with ds_permute

target triple = "amdgcn-amd-amdhsa"

define i32 @no_cpu(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
