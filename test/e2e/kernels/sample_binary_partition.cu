// The odd/even count of NVIDIA's cuda-samples binaryPartitionCG, written
// again here: a grid-stride loop over this_grid(), binary_partition of the
// converged tile of 32 by "odd", cg::reduce in each half, one atomicAdd per
// half, and cg::sync of the tile before the next iteration.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

extern "C" __global__ void sample_binary_partition(const int *in, int *odds,
                                                   int *sums, unsigned n) {
  cg::thread_block cta = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  for (unsigned i = grid.thread_rank(); i < n; i += grid.size()) {
    int v = in[i] & 0x3ff;
    cg::coalesced_group half = cg::binary_partition(tile, v & 1);
    int sum = cg::reduce(half, v, cg::plus<int>());
    if (half.thread_rank() == 0) {
      if (v & 1) {
        atomicAdd(odds, (int)half.num_threads());
        atomicAdd(&sums[0], sum);
      } else {
        atomicAdd(&sums[1], sum);
      }
    }
    cg::sync(tile);
  }
}
