; In the clang flow the shuffle lowering runs after the inliner and the
; function simplification passes (the OptimizerEarly extension point), so
; `__shfl_xor_sync(m, v, 1, 16)` in user code reaches it with constant b and
; c: the wrapper below is the one of the CUDA headers as clang emits it
; before optimisation (operands through allocas, c computed from the width).
; At -O2 the call is lowered with the constant-operand fast path (one DPP
; quad_perm move); at -O0 nothing is folded and the generic path lowers the
; call with runtime operands.  The other passes of the pipeline still run at
; the pipeline start.
; RUN: opt %loadshfl -passes='default<O2>' -S < %s \
; RUN:   -shfl-lowering-pipeline='nvvm-to-amdgpu<gfx90a>,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu 2>&1 | FileCheck %s --check-prefix=O2
; RUN: opt %loadshfl -passes='default<O0>' -S < %s \
; RUN:   -shfl-lowering-pipeline='nvvm-to-amdgpu<gfx90a>,nvvm-shfl-to-amdgpu' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu 2>&1 | FileCheck %s --check-prefix=O0
; Where the lowering ran at the pipeline start (before the inliner), it saw
; the call inside the wrapper, with runtime operands:
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>,nvvm-shfl-to-amdgpu,default<O2>' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -disable-output < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=START

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; O2: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with quad_perm:[1,0,3,2]
; O2-LABEL: define amdgpu_kernel void @reduce16(
; O2:         %r.i = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; O2-NEXT:    %sum = add nsw i32 %r.i, %v
; O2-NOT:     ds.bpermute
; O2-NOT:     llvm.nvvm.shfl

; O0: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with ds_bpermute
; O0-NOT:     llvm.nvvm.shfl

; START: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with ds_bpermute

define ptx_kernel void @reduce16(ptr %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %addr = getelementptr inbounds i32, ptr %p, i64 %idx
  %v = load i32, ptr %addr, align 4
  %other = call i32 @shfl_xor_sync(i32 -1, i32 %v, i32 1, i32 16)
  %sum = add nsw i32 %v, %other
  store i32 %sum, ptr %addr, align 4
  ret void
}

; __shfl_xor_sync(mask, val, laneMask, width) of the CUDA headers:
; c = ((32 - width) << 8) | 0x1f.
define internal i32 @shfl_xor_sync(i32 %mask, i32 %val, i32 %lane, i32 %width) #0 {
entry:
  %mask.addr = alloca i32, align 4
  %val.addr = alloca i32, align 4
  %lane.addr = alloca i32, align 4
  %width.addr = alloca i32, align 4
  store i32 %mask, ptr %mask.addr, align 4
  store i32 %val, ptr %val.addr, align 4
  store i32 %lane, ptr %lane.addr, align 4
  store i32 %width, ptr %width.addr, align 4
  %m = load i32, ptr %mask.addr, align 4
  %x = load i32, ptr %val.addr, align 4
  %b = load i32, ptr %lane.addr, align 4
  %w = load i32, ptr %width.addr, align 4
  %seg = sub nsw i32 32, %w
  %seg.hi = shl i32 %seg, 8
  %c = or i32 %seg.hi, 31
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %m, i32 %x, i32 %b, i32 %c)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

attributes #0 = { alwaysinline convergent nounwind }
