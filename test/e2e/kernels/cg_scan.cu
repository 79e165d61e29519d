// cooperative_groups::inclusive_scan and exclusive_scan on
// thread_block_tile<N> for N = 32, 16, 8 and 4: plus, less, greater,
// bit_and, bit_or and bit_xor on int, unsigned, long long and unsigned long
// long; plus, less and greater on float and double.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

template <typename G, typename T, typename Op>
__device__ void cgScan2(const G &t, T v, Op op, T *o) {
  o[0] = cg::inclusive_scan(t, v, op);
  o[1] = cg::exclusive_scan(t, v, op);
}

template <unsigned N, typename T>
__device__ void cgScanInt(const cg::thread_block &b, T v, T *o) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  cgScan2(t, v, cg::plus<T>(), o);
  cgScan2(t, v, cg::less<T>(), o + 2);
  cgScan2(t, v, cg::greater<T>(), o + 4);
  cgScan2(t, v, cg::bit_and<T>(), o + 6);
  cgScan2(t, v, cg::bit_or<T>(), o + 8);
  cgScan2(t, v, cg::bit_xor<T>(), o + 10);
}

template <unsigned N, typename T>
__device__ void cgScanFloat(const cg::thread_block &b, T v, T *o) {
  cg::thread_block_tile<N> t = cg::tiled_partition<N>(b);
  cgScan2(t, v, cg::plus<T>(), o);
  cgScan2(t, v, cg::less<T>(), o + 2);
  cgScan2(t, v, cg::greater<T>(), o + 4);
}

template <typename T>
__device__ void cgScanInts(const cg::thread_block &b, T v, T *o) {
  cgScanInt<32>(b, v, o);
  cgScanInt<16>(b, v, o + 12);
  cgScanInt<8>(b, v, o + 24);
  cgScanInt<4>(b, v, o + 36);
}

template <typename T>
__device__ void cgScanFloats(const cg::thread_block &b, T v, T *o) {
  cgScanFloat<32>(b, v, o);
  cgScanFloat<16>(b, v, o + 6);
  cgScanFloat<8>(b, v, o + 12);
  cgScanFloat<4>(b, v, o + 18);
}

extern "C" __global__ void cg_scan(const int *vi, const float *vf,
                                   const long long *vl, const double *vd,
                                   int *oi, unsigned *ou, float *of,
                                   long long *ol, unsigned long long *oul,
                                   double *od) {
  cg::thread_block b = cg::this_thread_block();
  unsigned i = blockIdx.x * b.size() + b.thread_rank();
  cgScanInts<int>(b, vi[i], oi + 48 * i);
  cgScanInts<unsigned>(b, (unsigned)vi[i] >> (i % 7), ou + 48 * i);
  cgScanInts<long long>(b, vl[i], ol + 48 * i);
  cgScanInts<unsigned long long>(b, (unsigned long long)vl[i] >> (i % 11),
                                 oul + 48 * i);
  cgScanFloats<float>(b, vf[i], of + 24 * i);
  cgScanFloats<double>(b, vd[i], od + 24 * i);
}
