//===- cooperative_groups.h - Minimal cooperative groups for the shim -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The subset of CUDA's cooperative groups that the project's tests use:
// this_thread_block(), tiled_partition<N>() for N = 1..32, and on a tile
// thread_rank(), size(), meta_group_rank(), sync(), shfl(), shfl_up(),
// shfl_down() and shfl_xor().  With the CUDA toolkit, its own header is used
// instead.
//
// A tile of N threads is an aligned N-lane segment of a warp, so its
// shuffles are the warp shuffles with width N and the tile's lanes as mask.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_H
#define SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_H

#include "cuda_runtime.h"

namespace cooperative_groups {

class thread_block {
public:
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned int thread_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
  __device__ unsigned int size() const {
    return blockDim.x * blockDim.y * blockDim.z;
  }
  __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
};

__device__ __inline__ thread_block this_thread_block() { return thread_block(); }

template <unsigned int N> class thread_block_tile {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
                "tile size must be a power of two up to 32");

public:
  __device__ explicit thread_block_tile(unsigned int BlockRank) : Rank(BlockRank) {}

  __device__ unsigned int thread_rank() const { return Rank & (N - 1); }
  static constexpr __device__ unsigned int size() { return N; }
  static constexpr __device__ unsigned int num_threads() { return N; }
  __device__ unsigned int meta_group_rank() const { return Rank / N; }
  /// The lanes of this tile within its warp.
  __device__ unsigned int mask() const {
    unsigned int Lanes = N == 32 ? 0xffffffffu : ((1u << N) - 1);
    return Lanes << (Rank & 31 & ~(N - 1));
  }
  __device__ void sync() const { __syncwarp(mask()); }

  template <typename T> __device__ T shfl(T V, int Src) const {
    return __shfl_sync(mask(), V, Src, N);
  }
  template <typename T> __device__ T shfl_up(T V, unsigned int D) const {
    return __shfl_up_sync(mask(), V, D, N);
  }
  template <typename T> __device__ T shfl_down(T V, unsigned int D) const {
    return __shfl_down_sync(mask(), V, D, N);
  }
  template <typename T> __device__ T shfl_xor(T V, int M) const {
    return __shfl_xor_sync(mask(), V, M, N);
  }

private:
  unsigned int Rank; ///< the thread's rank in the block
};

template <unsigned int N>
__device__ __inline__ thread_block_tile<N> tiled_partition(const thread_block &B) {
  return thread_block_tile<N>(B.thread_rank());
}

} // namespace cooperative_groups

#endif // SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_H
