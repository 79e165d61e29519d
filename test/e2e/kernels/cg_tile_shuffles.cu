// Cooperative groups: the shuffles of thread_block_tile<N> for N = 32, 16,
// 8 and 4 on int, float, long long and double: shfl from a computed rank,
// shfl_up, shfl_down and shfl_xor.  The 64-bit types travel as two 32-bit
// shuffles.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

template <unsigned N, typename T>
__device__ void cgTileShuffles(const cg::thread_block_tile<N> &t, T v, T *o) {
  unsigned r = t.thread_rank();
  o[0] = t.shfl(v, (r * 3 + 1) % N);
  o[1] = t.shfl_up(v, 1);
  o[2] = t.shfl_down(v, N / 4 + 1);
  o[3] = t.shfl_xor(v, N / 2 + (N > 4 ? 1 : 0));
}

template <unsigned N>
__device__ void cgTileShufflesAll(const cg::thread_block &b, unsigned i,
                                  unsigned k, const int *vi, const float *vf,
                                  const long long *vl, const double *vd,
                                  int *oi, float *of, long long *ol,
                                  double *od) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  cgTileShuffles(t, vi[i], oi + 16 * i + 4 * k);
  cgTileShuffles(t, vf[i], of + 16 * i + 4 * k);
  cgTileShuffles(t, vl[i], ol + 16 * i + 4 * k);
  cgTileShuffles(t, vd[i], od + 16 * i + 4 * k);
}

extern "C" __global__ void cg_tile_shuffles(const int *vi, const float *vf,
                                            const long long *vl,
                                            const double *vd, int *oi,
                                            float *of, long long *ol,
                                            double *od) {
  cg::thread_block b = cg::this_thread_block();
  unsigned i = blockIdx.x * b.size() + b.thread_rank();
  cgTileShufflesAll<32>(b, i, 0, vi, vf, vl, vd, oi, of, ol, od);
  cgTileShufflesAll<16>(b, i, 1, vi, vf, vl, vd, oi, of, ol, od);
  cgTileShufflesAll<8>(b, i, 2, vi, vf, vl, vd, oi, of, ol, od);
  cgTileShufflesAll<4>(b, i, 3, vi, vf, vl, vd, oi, of, ol, od);
}
