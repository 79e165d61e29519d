// Cooperative groups in a 3-D block: tile shuffles whose source lane is
// computed from thread_rank(), which is the block's linear thread id
// x + nx * (y + ny * z) masked to the tile, so the lowering knows each
// lane's source (LaneFunction.h); a broadcast kept by rank 0 only; and a
// shuffle from threadIdx.x & 31, which in this block is not the lane.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

extern "C" __global__ void cg_rank_shuffles(const int *in, int *out,
                                            int *first) {
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(b);
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(b);
  unsigned i = blockIdx.x * b.size() + b.thread_rank();
  int v = in[i];
  int *o = out + 8 * i;
  unsigned r = t32.thread_rank();
  o[0] = t32.shfl(v, (r + 1) % 32);
  o[1] = t32.shfl(v, r ^ 5);
  o[2] = t16.shfl(v, (t16.thread_rank() + 3) % 16);
  o[3] = t32.shfl(v, r & ~3u);
  o[4] = t32.shfl(v, 31 - r);
  o[5] = __shfl_sync(0xffffffffu, v, (threadIdx.x + 1) & 31);
  o[6] = (int)r;
  o[7] = (int)t16.thread_rank();
  int d = t32.shfl_down(v, 1) + t32.shfl_xor(v, 2);
  if (r == 0)
    first[i / 32] = d;
}
