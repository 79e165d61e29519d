//===- cg_kernels.cu - Record NVIDIA results of the cooperative-groups kernels //
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the cooperative-groups kernels and the cuda-samples equivalents of
// test/e2e/kernels (cg_*.cu, sample_*.cu) on an NVIDIA GPU from the same
// .launch descriptions the emulator reads, and prints every output buffer.
// The output of one run is split into test/hardware/results/cg_kernels/
// <kernel>.txt.
//
//   nvcc -O2 -arch=sm_90 -std=c++17 -o cg_kernels cg_kernels.cu
//   ./cg_kernels ../e2e/kernels/cg_*.launch ../e2e/kernels/sample_*.launch
//
//===----------------------------------------------------------------------===//

#include "../e2e/kernels/cg_block_tiles.cu"
#include "../e2e/kernels/cg_coalesced.cu"
#include "../e2e/kernels/cg_grid.cu"
#include "../e2e/kernels/cg_rank_shuffles.cu"
#include "../e2e/kernels/cg_reduce.cu"
#include "../e2e/kernels/cg_scan.cu"
#include "../e2e/kernels/cg_tile_ranks.cu"
#include "../e2e/kernels/cg_tile_shuffles.cu"
#include "../e2e/kernels/cg_tile_votes.cu"
#include "../e2e/kernels/sample_binary_partition.cu"
#include "../e2e/kernels/sample_histogram256.cu"
#include "../e2e/kernels/sample_reduce.cu"
#include "../e2e/kernels/sample_shfl_scan.cu"
#include "../e2e/kernels/sample_thread_fence_reduction.cu"
#include "../e2e/kernels/sample_warp_aggregated.cu"

#define K(N) {#N, (const void *)N}
static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    K(cg_block64),
    K(cg_block128),
    K(cg_coalesced),
    K(cg_grid),
    K(cg_rank_shuffles),
    K(cg_reduce),
    K(cg_scan),
    K(cg_tile_ranks),
    K(cg_tile_shuffles),
    K(cg_tile_votes),
    K(sample_binary_partition),
    K(sample_histogram256),
    K(sample_histogram256_merge),
    K(sample_reduce0),
    K(sample_reduce1),
    K(sample_reduce2),
    K(sample_reduce3),
    K(sample_reduce4),
    K(sample_reduce5),
    K(sample_reduce6),
    K(sample_reduce6_pow2),
    K(sample_reduce7),
    K(sample_reduce7_small),
    K(sample_cg_reduce),
    K(sample_cg_reduce_multiwarp),
    K(sample_shfl_scan),
    K(sample_shfl_scan_add),
    K(sample_thread_fence_reduction),
    K(sample_warp_agg_filter),
    K(sample_warp_agg_buckets),
};
#undef K

#include "LaunchRunner.cuh"

int main(int Argc, char **Argv) { return runAll(Argc, Argv); }
