// Cooperative groups: the votes and matches of thread_block_tile<N> for
// N = 32, 16, 8 and 4: any, all, ballot, match_any and match_all (mask and
// predicate), and tile.sync() between them.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <unsigned N>
__device__ void cgTileVotes(const cg::thread_block &b, unsigned u,
                            unsigned *o) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  o[0] = t.any(u % 23 == 0);
  o[1] = t.all((u & 0xf) != 0);
  o[2] = t.ballot(u & 1);
  t.sync();
  o[3] = t.match_any(u % 3);
  int pred = -1;
  o[4] = t.match_all(t.meta_group_rank() % 2 ? u % 2 : 7u, pred);
  o[5] = pred;
}

extern "C" __global__ void cg_tile_votes(const unsigned *in, unsigned *out) {
  cg::thread_block b = cg::this_thread_block();
  unsigned i = blockIdx.x * b.size() + b.thread_rank();
  unsigned u = in[i];
  cgTileVotes<32>(b, u, out + 24 * i);
  cgTileVotes<16>(b, u, out + 24 * i + 6);
  cgTileVotes<8>(b, u, out + 24 * i + 12);
  cgTileVotes<4>(b, u, out + 24 * i + 18);
}
