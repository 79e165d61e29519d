//===- classic_kernels.cu - Record NVIDIA results of the classic kernels --===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the classic warp-shuffle kernels of test/e2e/kernels on an NVIDIA GPU
// from the same .launch descriptions the emulator and the HIP launcher read,
// and prints every output buffer.  The output of one run is split into
// test/hardware/results/classic_kernels/<kernel>.txt.
//
//   nvcc -O2 -arch=sm_90 -o classic_kernels classic_kernels.cu
//   ./classic_kernels ../e2e/kernels/*.launch
//
// Output: for each launch, "=== <kernel>" then the buffers named by its
// `print` lines, exactly as wave-emu prints them (see docs/launch-spec.md).
//
//===----------------------------------------------------------------------===//

#include "../e2e/kernels/block_reduce.cu"
#include "../e2e/kernels/broadcast16.cu"
#include "../e2e/kernels/broadcast_partial.cu"
#include "../e2e/kernels/butterfly_array4.cu"
#include "../e2e/kernels/butterfly_xor1.cu"
#include "../e2e/kernels/cg_tile16.cu"
#include "../e2e/kernels/reduce_broadcast.cu"
#include "../e2e/kernels/reduce_three_ways.cu"
#include "../e2e/kernels/rotate_one.cu"
#include "../e2e/kernels/shfl64.cu"
#include "../e2e/kernels/shift16.cu"
#include "../e2e/kernels/swap_pairs.cu"
#include "../e2e/kernels/warp_reduce_xor.cu"
#include "../e2e/kernels/warp_vote.cu"
#include "../e2e/kernels/wrap_shift.cu"

static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    {"block_reduce", (const void *)block_reduce},
    {"broadcast16", (const void *)broadcast16},
    {"broadcast_partial", (const void *)broadcast_partial},
    {"butterfly_array4", (const void *)butterfly_array4},
    {"butterfly_xor1", (const void *)butterfly_xor1},
    {"cg_tile16", (const void *)cg_tile16},
    {"reduce_broadcast", (const void *)reduce_broadcast},
    {"reduce_three_ways", (const void *)reduce_three_ways},
    {"rotate_one", (const void *)rotate_one},
    {"rotate_one_2d", (const void *)rotate_one_2d},
    {"shfl64", (const void *)shfl64},
    {"shift16", (const void *)shift16},
    {"swap_pairs", (const void *)swap_pairs},
    {"warp_reduce_xor", (const void *)warp_reduce_xor},
    {"warp_vote", (const void *)warp_vote},
    {"wrap_shift", (const void *)wrap_shift},
};

#include "LaunchRunner.cuh"

int main(int Argc, char **Argv) { return runAll(Argc, Argv); }
