; `extern __shared__` (an external zero-size addrspace(3) array) is AMDGPU's
; dynamic LDS: it is kept as it is and llc allocates it after the static LDS.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM

target triple = "nvptx64-nvidia-cuda"

; CHECK: @dyn = external addrspace(3) global [0 x i32], align 4
@dyn = external addrspace(3) global [0 x i32], align 4
@stat = internal addrspace(3) global [64 x i32] undef, align 4

; ASM-LABEL: k:
; ASM: ds_write_b32
; ASM: ds_write_b32
; ASM: .amdhsa_group_segment_fixed_size 256
define ptx_kernel void @k(i32 %v) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = getelementptr [0 x i32], ptr addrspace(3) @dyn, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %d
  %s = getelementptr [64 x i32], ptr addrspace(3) @stat, i32 0, i32 %tid
  store i32 %v, ptr addrspace(3) %s
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
