; CUDA's reserved shared memory and the shared-memory size registers.  The
; region is an LDS variable of CUDA's size (1024 bytes) aligned to its size,
; so that llc lays it out first, at 0, and user LDS starts at 1024 as on
; NVIDIA (test/hardware/results/smem_probe.txt: begin 0, end 288, cap 1024,
; offsets 0 and 1 at 0; a static array at 1024).  %dynamic_smem_size is the
; launch's dynamic LDS, %total_smem_size the user's static and dynamic LDS
; rounded up to 128, %aggr_smem_size all of it.  wave-emu lays out LDS as
; llc does and gives LDS ptrtoint offsets, so both agree: with a 100-byte
; static array and 1000 dynamic bytes the kernel stores the region's start
; (0), the array (1024), the dynamic array (1124), total (1152: the H200
; gives 1152 for its 112-byte array too), dynamic (1000), aggr (2124; the
; H200 2136, its static array padded to 112), end (288) and cap (1024).
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s -o %t.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.bc -o - | FileCheck %s --check-prefix=ASM
; RUN: %wave-emu -mcpu=gfx90a %t.bc --kernel=k --block=25 --lds=1000 --arg=buf:out:i32:8 --print=out | FileCheck %s --check-prefix=EMU
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' < %s -o %t.w32.bc
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 %t.w32.bc -o - | FileCheck %s --check-prefix=ASM
; RUN: %wave-emu -mcpu=gfx1100 %t.w32.bc --kernel=k --block=25 --lds=1000 --arg=buf:out:i32:8 --print=out | FileCheck %s --check-prefix=EMU

; CHECK: @__shfl_reserved_smem = internal addrspace(3) global [1024 x i8] undef, align 1024
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK: %user.smem.size = sub i32 %group.segment.size, add (i32 ptrtoint (ptr addrspace(3) @__shfl_reserved_smem to i32), i32 1024)
; CHECK-NEXT: %user.smem.size.up = add i32 %user.smem.size, 127
; CHECK-NEXT: %total.smem.size = and i32 %user.smem.size.up, -128
; CHECK: %static.lds.size = call i32 @llvm.amdgcn.groupstaticsize()
; CHECK-NEXT: %dynamic.smem.size = sub i32 %group.segment.size3, %static.lds.size
; CHECK: %aggr.smem.size = sub i32 %group.segment.size6, ptrtoint (ptr addrspace(3) @__shfl_reserved_smem to i32)
; CHECK: store i32 ptrtoint (ptr addrspace(3) @__shfl_reserved_smem to i32), ptr %out.generic, align 4
; CHECK: store i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__shfl_reserved_smem, i32 288) to i32), ptr %o6, align 4
; CHECK: store i32 ptrtoint (ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__shfl_reserved_smem, i32 1024) to i32), ptr %o7, align 4
; ASM: ds_{{write|store}}_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1024
; ASM: .amdhsa_group_segment_fixed_size 1124
; EMU: out[0]: 0 1024 1124 1152 1000 2124 288 1024
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [25 x i32] undef, align 4
@dyn = external addrspace(3) global [0 x i32], align 4
define ptx_kernel void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sp = getelementptr [25 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %sp
  %dp = getelementptr [0 x i32], ptr addrspace(3) @dyn, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %dp
  %b = call i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_1()
  %sa = ptrtoint ptr addrspace(3) @s to i32
  %da = ptrtoint ptr addrspace(3) @dyn to i32
  %tot = call i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
  %dy = call i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
  %ag = call i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
  %e = call i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_end()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_cap()
  %o = getelementptr i32, ptr %out, i32 0
  store i32 %b, ptr %out
  %o1 = getelementptr i32, ptr %out, i32 1
  store i32 %sa, ptr %o1
  %o2 = getelementptr i32, ptr %out, i32 2
  store i32 %da, ptr %o2
  %o3 = getelementptr i32, ptr %out, i32 3
  store i32 %tot, ptr %o3
  %o4 = getelementptr i32, ptr %out, i32 4
  store i32 %dy, ptr %o4
  %o5 = getelementptr i32, ptr %out, i32 5
  store i32 %ag, ptr %o5
  %o6 = getelementptr i32, ptr %out, i32 6
  store i32 %e, ptr %o6
  %o7 = getelementptr i32, ptr %out, i32 7
  store i32 %c, ptr %o7
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_1()
declare i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_end()
declare i32 @llvm.nvvm.read.ptx.sreg.reserved_smem_offset_cap()
declare i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
declare i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
