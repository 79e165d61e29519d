; With the fast paths on (a known processor), a constant-operand shuffle
; whose every lane reads itself still moves nothing: lowerShuffle() decides
; that from the PTX model before a fast plan is asked to move the value
; (movesWithoutSource), as it does from the folded source without fast
; paths (const-static-validity.ll).
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S < %s 2>&1 | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; Calls are lowered function by function, each in program order.
; CHECK: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with none (every lane reads itself) (0 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with none (every lane reads itself) (0 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave32 with none (every lane reads itself) (0 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)

; xor 0, then idx in segments of one lane (c = 0x1f1f).
; CHECK-LABEL: define i32 @wave64(
; CHECK-NEXT:    ret i32 %x
define i32 @wave64(i32 %x) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 0, i32 31)
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %r, i32 5, i32 7967)
  ret i32 %s
}

; down by 32 (b & 31 = 0), then a real move of the call's own operand.
; CHECK-LABEL: define i32 @wave32(
; CHECK-NEXT:    %s = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 177, i32 15, i32 15, i1 true)
; CHECK-NEXT:    ret i32 %s
define i32 @wave32(i32 %x) #1 {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 32, i32 31)
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %r, i32 1, i32 31)
  ret i32 %s
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
