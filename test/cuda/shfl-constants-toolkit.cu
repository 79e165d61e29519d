// The CUDA toolkit's own __shfl_xor_sync(m, v, 1, 16) reaches the shuffle
// lowering with constant operands in the clang flow (the lowering runs after
// the inliner) and takes the DPP fast path.  clang 19 cannot parse the CUDA
// 13 headers, so this runs with LLVM 22 only; shfl-constants-user-code.cu is
// the same check with the project's CUDA header.
// REQUIRES: cuda-toolkit, llvm22
//
// RUN: clang %cuda_device_flags --cuda-path=/usr/local/cuda -O2 -emit-llvm -S %s -o - \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='nvvm-to-amdgpu<gfx1100>,nvvm-shfl-to-amdgpu' \
// RUN:   | FileCheck %s

// CHECK-LABEL: define{{.*}} @_Z6kernelPi(
// CHECK-NOT: llvm.nvvm.shfl
// CHECK-NOT: ds.bpermute
// CHECK: call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %{{.*}}, i32 177, i32 15, i32 15, i1 true)
// CHECK-NOT: ds.bpermute
__global__ void kernel(int *p) {
  int v = p[threadIdx.x];
  v += __shfl_xor_sync(0xffffffffu, v, 1, 16);
  p[threadIdx.x] = v;
}
