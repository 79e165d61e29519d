// Cooperative groups: this_grid() and its queries in a 2-D grid of 2-D
// blocks (thread_rank, size, num_threads, block_rank, num_blocks,
// dim_blocks, block_index, thread_index, dim_threads, is_valid).  The
// launch is not cooperative, so is_valid() is false and grid.sync() would
// not be allowed.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_grid(unsigned long long *out) {
  cg::grid_group g = cg::this_grid();
  unsigned long long *o = out + 20 * g.thread_rank();
  dim3 db = g.dim_blocks(), bi = g.block_index(), ti = g.thread_index(),
       dt = g.dim_threads();
  o[0] = g.thread_rank();
  o[1] = g.size();
  o[2] = g.num_threads();
  o[3] = g.block_rank();
  o[4] = g.num_blocks();
  o[5] = g.is_valid();
  o[6] = db.x, o[7] = db.y, o[8] = db.z;
  o[9] = bi.x, o[10] = bi.y, o[11] = bi.z;
  o[12] = ti.x, o[13] = ti.y, o[14] = ti.z;
  o[15] = dt.x, o[16] = dt.y, o[17] = dt.z;
  o[18] = cg::this_thread_block().thread_rank();
  o[19] = cg::grid_group::thread_rank() == cg::thread_rank(g);
}
