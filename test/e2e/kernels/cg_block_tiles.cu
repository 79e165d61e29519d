// Cooperative groups on blocks of 64 and 128 threads: tiled_partition<32>
// and the dynamic tiled_partition(block, 16); thread_block_tile<64> (and
// <128> in the block of 128) -- the tiles larger than a warp, which
// synchronise their warps through the shared memory that CUDA reserves for
// cooperative groups: ranks, sync, shfl across warps, any, all, reduce and
// the scans; and tiled_partition<32> of a tile of 64.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <unsigned N>
__device__ void cgMultiWarpTile(const cg::thread_block &b, int v, float f,
                                int *o, float *fo) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  o[0] = t.thread_rank();
  o[1] = t.num_threads();
  o[2] = t.meta_group_rank();
  o[3] = t.meta_group_size();
  t.sync();
  o[4] = t.shfl(v, (N / 2 + 5) % N);
  o[5] = t.any(v % 50 == 0);
  o[6] = t.all(v != 12345);
  o[7] = cg::reduce(t, v, cg::plus<int>());
  o[8] = cg::reduce(t, v, cg::less<int>());
  o[9] = cg::inclusive_scan(t, v, cg::plus<int>());
  o[10] = cg::exclusive_scan(t, v, cg::plus<int>());
  o[11] = cg::exclusive_scan(t, v, cg::greater<int>());
  fo[0] = cg::reduce(t, f, cg::plus<float>());
  fo[1] = cg::inclusive_scan(t, f, cg::plus<float>());
}

template <unsigned BlockSize>
__device__ void cgBlockTiles(const int *in, const float *fin, int *out,
                             float *fout) {
  cg::thread_block b = cg::this_thread_block();
  unsigned i = blockIdx.x * BlockSize + b.thread_rank();
  int v = in[i] & 0xffff;
  float f = fin[i];
  int *o = out + 40 * i;
  cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(b);
  o[0] = t32.meta_group_rank();
  o[1] = t32.meta_group_size();
  o[2] = cg::reduce(t32, v, cg::plus<int>());
  cg::thread_group d = cg::tiled_partition(b, 16);
  o[3] = (int)d.thread_rank();
  o[4] = (int)d.size();
  cgMultiWarpTile<64>(b, v, f, o + 5, fout + 4 * i);
  cg::thread_block_tile<64> t64 = cg::tiled_partition<64>(b);
  cg::thread_block_tile<32> sub = cg::tiled_partition<32>(t64);
  o[17] = sub.meta_group_rank();
  o[18] = sub.meta_group_size();
  o[19] = sub.shfl(v, 31);
  if (BlockSize >= 128)
    cgMultiWarpTile<128>(b, v, f, o + 20, fout + 4 * i + 2);
  else
    for (int k = 20; k < 32; ++k)
      o[k] = 0;
  b.sync();
  o[32] = (int)b.thread_rank();
  for (int k = 33; k < 40; ++k)
    o[k] = k;
}

extern "C" __global__ void cg_block64(const int *in, const float *fin,
                                      int *out, float *fout) {
  cgBlockTiles<64>(in, fin, out, fout);
}

extern "C" __global__ void cg_block128(const int *in, const float *fin,
                                       int *out, float *fout) {
  cgBlockTiles<128>(in, fin, out, fout);
}
