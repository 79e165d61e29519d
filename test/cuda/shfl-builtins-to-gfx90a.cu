// A CUDA warp reduction compiled by clang to NVVM IR, lowered by the pass
// and compiled by llc for gfx90a.  It needs no CUDA installation: the NVVM
// builtins are what CUDA's __shfl_*_sync expand to.
//
// RUN: clang %cuda_device_flags -nocudainc -O2 -emit-llvm -S %s -o %t.nvvm.ll
// RUN: FileCheck %s --check-prefix=NVVM < %t.nvvm.ll
// RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S %t.nvvm.ll -o %t.lowered.ll
// RUN: FileCheck %s --check-prefix=IR < %t.lowered.ll
//
// The module is still NVPTX (triple, datalayout, target-cpu sm_70); moving it
// to AMDGPU is the retargeting pass's job.  Here the test strips those lines
// so that llc compiles just the lowered shuffles.
// RUN: sed -e '/^target datalayout/d' -e '/^target triple/d' \
// RUN:     -e 's/"target-cpu"="sm_70"//' -e 's/"target-features"="[^"]*"//' %t.lowered.ll \
// RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM

#define __device__ __attribute__((device))

// NVVM-LABEL: define{{.*}} i32 @_Z10warp_totali(
// NVVM-COUNT-5: call{{.*}} i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1,
// IR-LABEL: define{{.*}} i32 @_Z10warp_totali(
// IR-NOT: llvm.nvvm.shfl
// IR-COUNT-5: call i32 @llvm.amdgcn.ds.bpermute(
// ASM-LABEL: _Z10warp_totali:
// ASM: v_mbcnt_lo_u32_b32
// ASM: v_mbcnt_hi_u32_b32
// ASM-COUNT-5: ds_bpermute_b32
__device__ int warp_total(int v) {
#pragma unroll
  for (int m = 16; m > 0; m /= 2)
    v += __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, m, 0x1f);
  return v;
}

// __shfl_down_sync(~0u, v, 1, 16): c = ((32 - 16) << 8) | 0x1f.
// NVVM-LABEL: define{{.*}} float @_Z11down1_seg16f(
// NVVM: call{{.*}} float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %{{.*}}, i32 1, i32 4127)
// IR-LABEL: define{{.*}} float @_Z11down1_seg16f(
// IR: icmp ule i32
// IR: call i32 @llvm.amdgcn.ds.bpermute(
// ASM-LABEL: _Z11down1_seg16f:
// ASM: ds_bpermute_b32
__device__ float down1_seg16(float v) {
  return __nvvm_shfl_sync_down_f32(0xffffffffu, v, 1, (16 << 8) | 0x1f);
}
