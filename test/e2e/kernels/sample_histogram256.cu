// The 256-bin histogram of NVIDIA's cuda-samples histogram (histogram256),
// written again here: one sub-histogram per warp in shared memory, cleared
// by the block, filled with shared-memory atomicAdd over a grid-stride loop
// (four bytes per word), summed per bin into per-block partial histograms;
// then a merge kernel that reduces the partials of one bin per block with a
// shared-memory tree and cg::sync.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

namespace sample_hist {
constexpr unsigned Bins = 256, Warps = 6, BlockSize = Warps * 32;
constexpr unsigned MergeBlockSize = 256;

__device__ void addWord(unsigned *warpHist, unsigned word) {
  for (unsigned k = 0; k < 32; k += 8)
    atomicAdd(warpHist + ((word >> k) & 0xffu), 1u);
}
} // namespace sample_hist

extern "C" __global__ void sample_histogram256(unsigned *partials,
                                               const unsigned *data,
                                               unsigned words) {
  using namespace sample_hist;
  cg::thread_block cta = cg::this_thread_block();
  __shared__ unsigned hist[Warps * Bins];
  unsigned *warpHist = hist + (threadIdx.x / 32) * Bins;
  for (unsigned k = 0; k < Warps * Bins / BlockSize; ++k)
    hist[threadIdx.x + k * BlockSize] = 0;
  cg::sync(cta);
  for (unsigned p = blockIdx.x * blockDim.x + threadIdx.x; p < words;
       p += blockDim.x * gridDim.x)
    addWord(warpHist, data[p]);
  cg::sync(cta);
  for (unsigned bin = threadIdx.x; bin < Bins; bin += BlockSize) {
    unsigned sum = 0;
    for (unsigned w = 0; w < Warps; ++w)
      sum += hist[bin + w * Bins];
    partials[blockIdx.x * Bins + bin] = sum;
  }
}

extern "C" __global__ void sample_histogram256_merge(unsigned *histogram,
                                                     const unsigned *partials,
                                                     unsigned count) {
  using namespace sample_hist;
  cg::thread_block cta = cg::this_thread_block();
  __shared__ unsigned sums[MergeBlockSize];
  unsigned sum = 0;
  for (unsigned i = threadIdx.x; i < count; i += MergeBlockSize)
    sum += partials[blockIdx.x + i * Bins];
  sums[threadIdx.x] = sum;
  for (unsigned half = MergeBlockSize / 2; half > 0; half >>= 1) {
    cg::sync(cta);
    if (threadIdx.x < half)
      sums[threadIdx.x] += sums[threadIdx.x + half];
  }
  if (threadIdx.x == 0)
    histogram[blockIdx.x] = sums[0];
}
