// The single-pass reduction of NVIDIA's cuda-samples threadFenceReduction,
// written again here: each block reduces its part (a grid-stride first
// pass, then a warp-synchronous tree over a volatile shared buffer with
// cg::sync on a tile of 32, then the warp sums by one thread), writes its
// partial sum, __threadfence(), and takes a ticket from a __device__
// counter with atomicInc; the block that takes the last ticket reduces the
// partial sums and resets the counter.  A __device__ variable updated with
// atomics, in a code object.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

namespace sample_tfr {
__device__ unsigned int retirementCount = 0;

template <unsigned BlockSize>
__device__ void reduceBlock(volatile float *s, float sum, unsigned t,
                            const cg::thread_block &cta) {
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  s[t] = sum;
  cg::sync(tile);
  unsigned lane = t & 31;
  for (unsigned half = 16; half > 0; half >>= 1) {
    if (lane < half) {
      sum += s[t + half];
      s[t] = sum;
    }
    cg::sync(tile);
  }
  cg::sync(cta);
  if (cta.thread_rank() == 0) {
    float total = 0;
    for (unsigned k = 0; k < BlockSize; k += 32)
      total += s[k];
    s[0] = total;
  }
  cg::sync(cta);
}

template <unsigned BlockSize>
__device__ void reduceBlocks(const float *in, float *partial, unsigned n,
                             const cg::thread_block &cta) {
  extern __shared__ float s[];
  unsigned t = threadIdx.x;
  float sum = 0;
  for (unsigned i = blockIdx.x * BlockSize * 2 + t; i < n;
       i += BlockSize * 2 * gridDim.x) {
    sum += in[i];
    if (i + BlockSize < n)
      sum += in[i + BlockSize];
  }
  reduceBlock<BlockSize>(s, sum, t, cta);
  if (t == 0)
    partial[blockIdx.x] = s[0];
}
} // namespace sample_tfr

extern "C" __global__ void sample_thread_fence_reduction(const float *in,
                                                         float *partial,
                                                         unsigned n) {
  using namespace sample_tfr;
  constexpr unsigned BlockSize = 128;
  cg::thread_block cta = cg::this_thread_block();
  reduceBlocks<BlockSize>(in, partial, n, cta);
  if (gridDim.x == 1)
    return;
  __shared__ bool last;
  extern __shared__ float s[];
  __threadfence();
  if (threadIdx.x == 0) {
    unsigned ticket = atomicInc(&retirementCount, gridDim.x);
    last = ticket == gridDim.x - 1;
  }
  cg::sync(cta);
  if (last) {
    float sum = 0;
    for (unsigned i = threadIdx.x; i < gridDim.x; i += BlockSize)
      sum += partial[i];
    reduceBlock<BlockSize>(s, sum, threadIdx.x, cta);
    if (threadIdx.x == 0) {
      partial[0] = s[0];
      retirementCount = 0;
    }
  }
}
