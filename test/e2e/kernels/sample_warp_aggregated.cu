// The warp-aggregated atomics of NVIDIA's cuda-samples
// warpAggregatedAtomicsCG, written again here: coalesced_threads() in a
// divergent branch elects its rank-0 thread to add the group's size to a
// counter with one atomicAdd and broadcasts the old value with shfl; then
// the same per bucket with labeled_partition of the coalesced group, over a
// grid-stride loop on this_grid().  The launches use one warp, so that the
// order of the atomics, and with it every output, is deterministic.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

namespace sample_waa {
__device__ int aggregatedIncrement(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int base = 0;
  if (active.thread_rank() == 0)
    base = atomicAdd(counter, (int)active.size());
  base = active.shfl(base, 0);
  return base + (int)active.thread_rank();
}

__device__ int aggregatedIncrementPerBucket(int bucket, int *counters) {
  cg::coalesced_group active = cg::coalesced_threads();
  cg::coalesced_group same = cg::labeled_partition(active, bucket);
  int base = 0;
  if (same.thread_rank() == 0)
    base = atomicAdd(&counters[bucket], (int)same.size());
  base = same.shfl(base, 0);
  return base + (int)same.thread_rank();
}
} // namespace sample_waa

extern "C" __global__ void sample_warp_agg_filter(int *dst, int *count,
                                                  const int *src, int n) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = id; i < n; i += gridDim.x * blockDim.x)
    if (src[i] > 0)
      dst[sample_waa::aggregatedIncrement(count)] = src[i];
}

extern "C" __global__ void sample_warp_agg_buckets(const int *src,
                                                   int *indices,
                                                   int *counters, int n,
                                                   int buckets) {
  cg::grid_group grid = cg::this_grid();
  for (int i = grid.thread_rank(); i < n; i += grid.size()) {
    int bucket = src[i];
    if (bucket < buckets)
      indices[sample_waa::aggregatedIncrementPerBucket(bucket, counters)] = i;
  }
}
