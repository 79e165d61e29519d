// The CUDA warp primitives, written with the clang builtins that CUDA's
// __ballot_sync, __match_any_sync, __reduce_add_sync, __activemask,
// __syncwarp and the lane registers expand to, compiled by clang with the
// plugin running nvvm-warp-to-amdgpu at the start of the pipeline (before
// LLVM 22's InstCombine folds laneid/warpsize), at -O0 and -O2.  No
// llvm.nvvm warp call survives.
//
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib \
// RUN:   -Wno-unknown-cuda-version -O2 -emit-llvm -S %s -o - %clang_plugin \
// RUN:   -mllvm -shfl-lowering-pipeline='nvvm-warp-to-amdgpu<wave64>' | FileCheck %s
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -nocudainc -nocudalib \
// RUN:   -Wno-unknown-cuda-version -O0 -emit-llvm -S %s -o - %clang_plugin \
// RUN:   -mllvm -shfl-lowering-pipeline='nvvm-warp-to-amdgpu<wave32>' | FileCheck %s --check-prefix=O0

#define __global__ __attribute__((global))

// CHECK-LABEL: @_Z4votePjj(
// CHECK:       call{{.*}} i64 @llvm.amdgcn.ballot.i64(i1
// CHECK:       call{{.*}} i32 @llvm.amdgcn.readlane.i32(
// CHECK:       call{{.*}} i32 @llvm.amdgcn.update.dpp.i32(
// CHECK:       call{{.*}} i32 @llvm.amdgcn.strict.wwm.i32(
// CHECK-NOT:   llvm.nvvm
// O0-NOT:      llvm.nvvm.{{vote|match|activemask|bar.warp|redux|read.ptx.sreg.lane|read.ptx.sreg.warpsize}}
// O0:          call{{.*}} i32 @llvm.amdgcn.ballot.i32(i1
// O0-NOT:      llvm.nvvm.{{vote|match|activemask|bar.warp|redux|read.ptx.sreg.lane|read.ptx.sreg.warpsize}}
__global__ void vote(unsigned *out, unsigned v) {
  unsigned lane = __nvvm_read_ptx_sreg_laneid();
  out[0] = __nvvm_vote_ballot_sync(0xffffffffu, v > lane);
  out[1] = __nvvm_vote_any_sync(0xffffffffu, v == lane);
  out[2] = __nvvm_vote_all_sync(__nvvm_activemask(), v != lane);
  out[3] = __nvvm_match_any_sync_i32(0xffffffffu, v & lane);
  int pred;
  out[4] = __nvvm_match_all_sync_i32p(0xffffffffu, v, &pred) + pred;
  __nvvm_bar_warp_sync(0xffffffffu);
  out[5] = __nvvm_redux_sync_add(v, 0xffffffffu);
  out[6] = __nvvm_read_ptx_sreg_lanemask_lt();
}
