// The reduction family of NVIDIA's cuda-samples (reduction: reduce0 to
// reduce7, cg_reduce and the multi-warp cg_reduce), written again here in
// the same style with the same constructs: a dynamic shared-memory buffer,
// cg::sync on the block, the last warp with thread_block_tile<32>::shfl_down
// under `if (rank < 32)`, unrolled steps on a template block size, a
// grid-stride first pass with and without a power-of-two size,
// __reduce_add_sync / __shfl_down_sync with a partial mask from
// __ballot_sync, cg::reduce on a tile of 32 and on a tile of 64.  Every
// kernel writes one partial sum per block.  Inputs are masked to a byte.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

namespace sample_reduce {

__device__ int *scratch() {
  extern __shared__ int smem[];
  return smem;
}

__device__ int load(const int *in, unsigned i, unsigned n) {
  return i < n ? in[i] & 0xff : 0;
}

// Interleaved pairs, the modulo test (divergent warps).
__device__ void interleavedModulo(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  int *s = scratch();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = load(in, i, n);
  cg::sync(cta);
  for (unsigned step = 1; step < blockDim.x; step *= 2) {
    if (t % (2 * step) == 0)
      s[t] += s[t + step];
    cg::sync(cta);
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// Interleaved pairs with a strided index (bank conflicts, no modulo).
__device__ void interleavedStrided(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  int *s = scratch();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = load(in, i, n);
  cg::sync(cta);
  for (unsigned step = 1; step < blockDim.x; step *= 2) {
    unsigned k = 2 * step * t;
    if (k < blockDim.x)
      s[k] += s[k + step];
    cg::sync(cta);
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// Sequential addressing.
__device__ void sequential(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  int *s = scratch();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  s[t] = load(in, i, n);
  cg::sync(cta);
  for (unsigned half = blockDim.x / 2; half > 0; half >>= 1) {
    if (t < half)
      s[t] += s[t + half];
    cg::sync(cta);
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// The first addition while loading two elements per thread.
__device__ void addOnLoad(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  int *s = scratch();
  unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x * 2 + t;
  int sum = load(in, i, n) + load(in, i + blockDim.x, n);
  s[t] = sum;
  cg::sync(cta);
  for (unsigned half = blockDim.x / 2; half > 0; half >>= 1) {
    if (t < half)
      s[t] = sum = sum + s[t + half];
    cg::sync(cta);
  }
  if (t == 0)
    out[blockIdx.x] = sum;
}

// The last warp by shuffles on a tile of 32.
template <unsigned BlockSize>
__device__ int lastWarp(const cg::thread_block &cta, int *s, unsigned t,
                        int sum) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  if (cta.thread_rank() < 32) {
    if (BlockSize >= 64)
      sum += s[t + 32];
    for (int d = tile.size() / 2; d > 0; d /= 2)
      sum += tile.shfl_down(sum, d);
  }
  return sum;
}

template <unsigned BlockSize>
__device__ void lastWarpShuffle(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  int *s = scratch();
  unsigned t = threadIdx.x, i = blockIdx.x * BlockSize * 2 + t;
  int sum = load(in, i, n) + load(in, i + BlockSize, n);
  s[t] = sum;
  cg::sync(cta);
  for (unsigned half = blockDim.x / 2; half > 32; half >>= 1) {
    if (t < half)
      s[t] = sum = sum + s[t + half];
    cg::sync(cta);
  }
  sum = lastWarp<BlockSize>(cta, s, t, sum);
  if (cta.thread_rank() == 0)
    out[blockIdx.x] = sum;
}

// The shared-memory steps unrolled on the template block size.
template <unsigned BlockSize>
__device__ int unrolledSteps(const cg::thread_block &cta, int *s, unsigned t,
                             int sum) {
  s[t] = sum;
  cg::sync(cta);
  if (BlockSize >= 512 && t < 256)
    s[t] = sum = sum + s[t + 256];
  cg::sync(cta);
  if (BlockSize >= 256 && t < 128)
    s[t] = sum = sum + s[t + 128];
  cg::sync(cta);
  if (BlockSize >= 128 && t < 64)
    s[t] = sum = sum + s[t + 64];
  cg::sync(cta);
  return lastWarp<BlockSize>(cta, s, t, sum);
}

template <unsigned BlockSize>
__device__ void unrolled(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  unsigned t = threadIdx.x, i = blockIdx.x * BlockSize * 2 + t;
  int sum = load(in, i, n) + load(in, i + BlockSize, n);
  sum = unrolledSteps<BlockSize>(cta, scratch(), t, sum);
  if (cta.thread_rank() == 0)
    out[blockIdx.x] = sum;
}

// Many elements per thread (grid-stride), then the unrolled steps.
template <unsigned BlockSize, bool Pow2>
__device__ int gridStride(const int *in, unsigned n) {
  int sum = 0;
  if (Pow2) {
    for (unsigned i = blockIdx.x * BlockSize * 2 + threadIdx.x; i < n;
         i += BlockSize * gridDim.x * 2) {
      sum += in[i] & 0xff;
      if (i + BlockSize < n)
        sum += in[i + BlockSize] & 0xff;
    }
  } else {
    for (unsigned i = blockIdx.x * BlockSize + threadIdx.x; i < n;
         i += BlockSize * gridDim.x)
      sum += in[i] & 0xff;
  }
  return sum;
}

template <unsigned BlockSize, bool Pow2>
__device__ void manyPerThread(const int *in, int *out, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  int sum = gridStride<BlockSize, Pow2>(in, n);
  sum = unrolledSteps<BlockSize>(cta, scratch(), threadIdx.x, sum);
  if (cta.thread_rank() == 0)
    out[blockIdx.x] = sum;
}

// Warp sums with __reduce_add_sync (int, sm_80+) or __shfl_down_sync, then
// one warp over the warp sums under a ballot mask.
__device__ int warpSum(unsigned mask, int v) {
#if __CUDA_ARCH__ >= 800
  return __reduce_add_sync(mask, v);
#else
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(mask, v, d);
  return v;
#endif
}

template <unsigned BlockSize, bool Pow2>
__device__ void warpSums(const int *in, int *out, unsigned n) {
  int *s = scratch();
  unsigned t = threadIdx.x;
  const unsigned mask = 0xffffffffu >> ((32 - (BlockSize & 31)) & 31);
  int sum = warpSum(mask, gridStride<BlockSize, Pow2>(in, n));
  if (t % warpSize == 0)
    s[t / warpSize] = sum;
  __syncthreads();
  const unsigned warps = BlockSize / warpSize ? BlockSize / warpSize : 1;
  const unsigned active = __ballot_sync(mask, t < warps);
  if (t < warps)
    sum = warpSum(active, s[t]);
  if (t == 0)
    out[blockIdx.x] = sum;
}

// cg::reduce on the tile of 32 after shared-memory steps over the block.
__device__ void cgTile(const int *in, int *out, unsigned n) {
  int *s = scratch();
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  unsigned size = cta.size(), rank = cta.thread_rank();
  int v = 0;
  for (unsigned i = blockIdx.x * size + rank; i < n; i += gridDim.x * size)
    v += in[i] & 0xff;
  s[rank] = v;
  for (unsigned half = size >> 1; half >= 32; half >>= 1) {
    cta.sync();
    if (rank < half) {
      v += s[rank + half];
      s[rank] = v;
    }
  }
  cta.sync();
  if (tile.meta_group_rank() == 0)
    v = cg::reduce(tile, v, cg::plus<int>());
  if (rank == 0)
    out[blockIdx.x] = v;
}

// cg::reduce on tiles of 64 (the tiles synchronise through the reserved
// shared memory), then one thread over the tile sums.
template <unsigned BlockSize>
__device__ void cgMultiWarp(const int *in, int *out, unsigned n) {
  int *s = scratch();
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(cta);
  int v = gridStride<BlockSize, false>(in, n);
  v = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0)
    s[tile.meta_group_rank()] = v;
  cg::sync(cta);
  if (threadIdx.x == 0) {
    v = 0;
    for (unsigned k = 0; k < tile.meta_group_size(); ++k)
      v += s[k];
    out[blockIdx.x] = v;
  }
}

} // namespace sample_reduce

using namespace sample_reduce;

extern "C" __global__ void sample_reduce0(const int *in, int *out, unsigned n) {
  interleavedModulo(in, out, n);
}
extern "C" __global__ void sample_reduce1(const int *in, int *out, unsigned n) {
  interleavedStrided(in, out, n);
}
extern "C" __global__ void sample_reduce2(const int *in, int *out, unsigned n) {
  sequential(in, out, n);
}
extern "C" __global__ void sample_reduce3(const int *in, int *out, unsigned n) {
  addOnLoad(in, out, n);
}
extern "C" __global__ void sample_reduce4(const int *in, int *out, unsigned n) {
  lastWarpShuffle<128>(in, out, n);
}
extern "C" __global__ void sample_reduce5(const int *in, int *out, unsigned n) {
  unrolled<128>(in, out, n);
}
extern "C" __global__ void sample_reduce6(const int *in, int *out, unsigned n) {
  manyPerThread<128, false>(in, out, n);
}
extern "C" __global__ void sample_reduce6_pow2(const int *in, int *out,
                                               unsigned n) {
  manyPerThread<128, true>(in, out, n);
}
extern "C" __global__ void sample_reduce7(const int *in, int *out, unsigned n) {
  warpSums<128, false>(in, out, n);
}
extern "C" __global__ void sample_reduce7_small(const int *in, int *out,
                                                unsigned n) {
  warpSums<16, false>(in, out, n);
}
extern "C" __global__ void sample_cg_reduce(const int *in, int *out,
                                            unsigned n) {
  cgTile(in, out, n);
}
extern "C" __global__ void sample_cg_reduce_multiwarp(const int *in, int *out,
                                                      unsigned n) {
  cgMultiWarp<128>(in, out, n);
}
