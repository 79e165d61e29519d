// cooperative_groups::reduce on thread_block_tile<N> for N = 32, 16, 8 and
// 4: plus, less, greater, bit_and, bit_or and bit_xor on int, unsigned,
// long long and unsigned long long; plus, less and greater on float and
// double (float sums keep the header's order of additions, so they are
// exact only if the shuffles are).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

template <unsigned N, typename T>
__device__ void cgReduceInt(const cg::thread_block &b, T v, T *o) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  o[0] = cg::reduce(t, v, cg::plus<T>());
  o[1] = cg::reduce(t, v, cg::less<T>());
  o[2] = cg::reduce(t, v, cg::greater<T>());
  o[3] = cg::reduce(t, v, cg::bit_and<T>());
  o[4] = cg::reduce(t, v, cg::bit_or<T>());
  o[5] = cg::reduce(t, v, cg::bit_xor<T>());
}

template <unsigned N, typename T>
__device__ void cgReduceFloat(const cg::thread_block &b, T v, T *o) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  o[0] = cg::reduce(t, v, cg::plus<T>());
  o[1] = cg::reduce(t, v, cg::less<T>());
  o[2] = cg::reduce(t, v, cg::greater<T>());
}

template <typename T>
__device__ void cgReduceInts(const cg::thread_block &b, T v, T *o) {
  cgReduceInt<32>(b, v, o);
  cgReduceInt<16>(b, v, o + 6);
  cgReduceInt<8>(b, v, o + 12);
  cgReduceInt<4>(b, v, o + 18);
}

template <typename T>
__device__ void cgReduceFloats(const cg::thread_block &b, T v, T *o) {
  cgReduceFloat<32>(b, v, o);
  cgReduceFloat<16>(b, v, o + 3);
  cgReduceFloat<8>(b, v, o + 6);
  cgReduceFloat<4>(b, v, o + 9);
}

extern "C" __global__ void cg_reduce(const int *vi, const float *vf,
                                     const long long *vl, const double *vd,
                                     int *oi, unsigned *ou, float *of,
                                     long long *ol, unsigned long long *oul,
                                     double *od) {
  cg::thread_block b = cg::this_thread_block();
  unsigned i = blockIdx.x * b.size() + b.thread_rank();
  cgReduceInts<int>(b, vi[i], oi + 24 * i);
  cgReduceInts<unsigned>(b, (unsigned)vi[i] >> (i % 7), ou + 24 * i);
  cgReduceInts<long long>(b, vl[i], ol + 24 * i);
  cgReduceInts<unsigned long long>(b, (unsigned long long)vl[i] >> (i % 11),
                                   oul + 24 * i);
  cgReduceFloats<float>(b, vf[i], of + 12 * i);
  cgReduceFloats<double>(b, vd[i], od + 12 * i);
}
