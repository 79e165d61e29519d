// In the clang flow the redux.sync of a header wrapper, whose member mask is
// the wrapper's parameter, is lowered after the inliner (the second
// nvvm-warp-to-amdgpu instance at OptimizerEarly, docs/pass-order.md), where
// the mask is the caller's: a 16-lane tile mask reduces within the rows
// with four DPP steps and no loop over distinct masks (-O2).  At -O0 the
// wrapper is not inlined and the general lowering (the loop) runs; no
// llvm.nvvm call survives either way, also with no shuffle pass in the
// pipeline.
//
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib \
// RUN:   -Wno-unknown-cuda-version -O2 -emit-llvm -S %s -o - %clang_plugin \
// RUN:   -mllvm -shfl-lowering-pipeline='nvvm-warp-to-amdgpu<wave32>' | FileCheck %s
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib \
// RUN:   -Wno-unknown-cuda-version -O0 -emit-llvm -S %s -o - %clang_plugin \
// RUN:   -mllvm -shfl-lowering-pipeline='nvvm-warp-to-amdgpu<wave32>' | FileCheck %s --check-prefix=O0

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

static __device__ int reduce_add(unsigned mask, int v) {
  return __nvvm_redux_sync_add(v, mask);
}

// CHECK-LABEL: @_Z6tile16Pi(
// CHECK-NOT:   llvm.amdgcn.readlane
// CHECK:       call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %{{.*}}, i32 177, i32 15, i32 15, i1 false)
// CHECK:       call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %{{.*}}, i32 78, i32 15, i32 15, i1 false)
// CHECK:       call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %{{.*}}, i32 321, i32 15, i32 15, i1 false)
// CHECK:       call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %{{.*}}, i32 320, i32 15, i32 15, i1 false)
// CHECK-NEXT:  add i32
// CHECK-NEXT:  call i32 @llvm.amdgcn.strict.wwm.i32(
// CHECK-NOT:   llvm.amdgcn.readlane
// CHECK-NOT:   llvm.nvvm
// O0-LABEL:    @_ZL10reduce_addji(
// O0:          call i32 @llvm.amdgcn.readlane.i32(
// O0-NOT:      llvm.nvvm.redux
__global__ void tile16(int *p) {
  unsigned lane = __nvvm_read_ptx_sreg_laneid();
  p[lane] = reduce_add(0xffffu << (lane & 16), p[lane]);
}
