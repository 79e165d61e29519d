// With a CUDA toolkit installed, the same flow works from CUDA's own headers
// (__shfl_xor_sync, __shfl_up_sync with a width).  clang 19 cannot parse the
// CUDA 13 headers, so this runs with LLVM 22 only.
// REQUIRES: cuda-toolkit, llvm22
//
// RUN: clang %cuda_device_flags --cuda-path=/usr/local/cuda -O1 -emit-llvm -S %s -o - \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave64>' \
// RUN:   | FileCheck %s

// CHECK-LABEL: define{{.*}} @_Z6kernelPi(
// CHECK-NOT: llvm.nvvm.shfl
// CHECK: call{{.*}} i32 @llvm.amdgcn.ds.bpermute(
__global__ void kernel(int *p) {
  int v = p[threadIdx.x];
  v += __shfl_xor_sync(0xffffffffu, v, 1);
  v += __shfl_up_sync(0xffffffffu, v, 2, 16);
  p[threadIdx.x] = v;
}
