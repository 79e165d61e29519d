// The warp primitives around the shuffles, as CUDA code uses them.  Every
// thread of a warp votes on its value (__ballot_sync, __any_sync,
// __all_sync) and groups lanes by a small key (__match_any_sync,
// __match_all_sync).  Then, in a branch only some lanes take, the "hits"
// take slots with a warp-aggregated atomic increment: __activemask, the
// leader __ffs(active) - 1, each lane's rank from __popc, one atomicAdd per
// warp, the base broadcast with __shfl_sync; and reduce their values with
// __reduce_add_sync / __reduce_max_sync / __reduce_or_sync.  After
// __syncwarp every lane reads its neighbour's slot.
extern "C" __global__ void warp_vote(const unsigned *in, unsigned *vote,
                                     unsigned *group, int *count, int *slot,
                                     unsigned *hits, int *neighbour) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32, warp = i / 32;
  unsigned u = in[i];

  vote[3 * i + 0] = __ballot_sync(0xffffffffu, u & 1);
  vote[3 * i + 1] = __any_sync(0xffffffffu, u % 61 == 0);
  vote[3 * i + 2] = __all_sync(0xffffffffu, (u & 0xff) != 0);

  int same, differ;
  group[4 * i + 0] = __match_any_sync(0xffffffffu, u % 5);
  group[4 * i + 1] = __match_all_sync(0xffffffffu, warp, &same);
  group[4 * i + 2] = __match_all_sync(0xffffffffu, u % 2, &differ);
  group[4 * i + 3] = same + 2 * differ;

  slot[i] = -1;
  hits[3 * i + 0] = hits[3 * i + 1] = hits[3 * i + 2] = 0;
  if ((u >> 3) % 3 != 0) {
    unsigned active = __activemask();
    int leader = __ffs(active) - 1;
    int rank = __popc(active & ((1u << lane) - 1));
    int base = 0;
    if ((int)lane == leader)
      base = atomicAdd(&count[warp], __popc(active));
    base = __shfl_sync(active, base, leader);
    slot[i] = (int)(32 * warp) + base + rank;
    hits[3 * i + 0] = __reduce_add_sync(active, u & 0xffff);
    hits[3 * i + 1] = __reduce_max_sync(active, (int)u);
    hits[3 * i + 2] = __reduce_or_sync(active, 1u << (u % 32));
  }
  __syncwarp();
  neighbour[i] = slot[32 * warp + (lane + 1) % 32];
}
