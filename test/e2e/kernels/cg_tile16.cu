// Cooperative groups: this_thread_block, tiled_partition<16>, thread_rank,
// sync, and the tile's shfl / shfl_down / shfl_xor.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_tile16(const int *in, int *rank, int *bcast,
                                     int *down, int *xr) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  unsigned i = blockIdx.x * blockDim.x + block.thread_rank();
  int v = in[i];
  block.sync();
  rank[i] = tile.thread_rank();
  bcast[i] = tile.shfl(v, 5);
  down[i] = tile.shfl_down(v, 3);
  tile.sync();
  xr[i] = tile.shfl_xor(v, 4);
}
