// Cooperative groups: what a thread block and its tiles know about their
// threads.  this_thread_block() in a 2-D block (thread_rank, size,
// num_threads, group_index, thread_index, dim_threads, group_dim),
// tiled_partition<N>(block) for N = 32, 16, 8, 4, 2, 1 (thread_rank,
// num_threads, meta_group_rank, meta_group_size) and the dynamic
// tiled_partition(block, n) (thread_rank, size).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <unsigned N>
__device__ void cgTileRanks(const cg::thread_block &b, unsigned *o) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  o[0] = t.thread_rank();
  o[1] = t.num_threads();
  o[2] = t.meta_group_rank();
  o[3] = t.meta_group_size();
}

__device__ void cgDynamicRanks(const cg::thread_block &b, unsigned n,
                               unsigned *o) {
  cg::thread_group g = cg::tiled_partition(b, n);
  o[0] = (unsigned)g.thread_rank();
  o[1] = (unsigned)g.size();
}

extern "C" __global__ void cg_tile_ranks(unsigned *tiles, unsigned *dyn,
                                         unsigned *block) {
  cg::thread_block b = cg::this_thread_block();
  b.sync();
  unsigned i = (blockIdx.y * gridDim.x + blockIdx.x) * b.size() + b.thread_rank();
  unsigned *t = tiles + 24 * i;
  cgTileRanks<32>(b, t);
  cgTileRanks<16>(b, t + 4);
  cgTileRanks<8>(b, t + 8);
  cgTileRanks<4>(b, t + 12);
  cgTileRanks<2>(b, t + 16);
  cgTileRanks<1>(b, t + 20);
  unsigned *d = dyn + 12 * i;
  for (unsigned k = 0, n = 32; n; ++k, n /= 2)
    cgDynamicRanks(b, n, d + 2 * k);
  unsigned *q = block + 16 * i;
  dim3 gi = b.group_index(), ti = b.thread_index(), dt = b.dim_threads(),
       gd = b.group_dim();
  q[0] = b.thread_rank();
  q[1] = b.size();
  q[2] = b.num_threads();
  q[3] = gi.x, q[4] = gi.y, q[5] = gi.z;
  q[6] = ti.x, q[7] = ti.y, q[8] = ti.z;
  q[9] = dt.x, q[10] = dt.y, q[11] = dt.z;
  q[12] = gd.x, q[13] = gd.y, q[14] = gd.z;
  q[15] = cg::thread_rank(b) + 1000 * cg::group_size(b);
}
