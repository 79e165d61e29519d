//===- cub_kernels.cu - CUB and cooperative groups, one kernel each -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The CUDA side of tools/dev/measure/lib-bench.py: one extern "C" kernel per
// CUB primitive and cooperative-groups collective, for T = int, float and
// double, in 1-D blocks of 256 threads.  rocprim_kernels.hip holds the same
// kernels written with rocPRIM; a kernel of one file has the name, the
// arguments and the stores of its counterpart in the other.  Every kernel
// stores only what its primitive defines (lane 0 of a warp reduction, the
// segment's first lane, every lane of a scan).  Needs the CUDA toolkit's
// headers (CUB, cooperative groups).  WarpExchange, BlockRadixSort and
// BlockHistogram (which includes the radix sort) use PTX's bmsk (through
// cuda::ptx); -DLIB_BENCH_NO_BMSK leaves them out, to measure a build whose
// translator lacks it.
//
//===----------------------------------------------------------------------===//

#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#ifndef LIB_BENCH_NO_BMSK
#include <cub/block/block_histogram.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/warp/warp_exchange.cuh>
#endif
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cuda/functional>

namespace cg = cooperative_groups;

#define BLOCK 256
#define KERNEL extern "C" __global__ void __launch_bounds__(BLOCK)

// A custom operator: CUB takes its generic shuffle path for it.
struct MinOp {
  template <class T> __device__ T operator()(const T &a, const T &b) const {
    return b < a ? b : a;
  }
};

#define WARP_KERNELS(T)                                                        \
  KERNEL wr_sum_##T(const T *in, T *out) {                                     \
    using WR = cub::WarpReduce<T>;                                             \
    __shared__ typename WR::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r = WR(ts[t / 32]).Sum(in[i]);                                           \
    if (t % 32 == 0)                                                           \
      out[i / 32] = r;                                                         \
  }                                                                            \
  KERNEL wr_max_##T(const T *in, T *out) {                                     \
    using WR = cub::WarpReduce<T>;                                             \
    __shared__ typename WR::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r = WR(ts[t / 32]).Reduce(in[i], cuda::maximum<>{});                     \
    if (t % 32 == 0)                                                           \
      out[i / 32] = r;                                                         \
  }                                                                            \
  KERNEL wr_custom_##T(const T *in, T *out) {                                  \
    using WR = cub::WarpReduce<T>;                                             \
    __shared__ typename WR::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r = WR(ts[t / 32]).Reduce(in[i], MinOp());                               \
    if (t % 32 == 0)                                                           \
      out[i / 32] = r;                                                         \
  }                                                                            \
  /* Segments start at every fifth element and at each warp's lane 0. */      \
  KERNEL wr_headseg_##T(const T *in, T *out) {                                 \
    using WR = cub::WarpReduce<T>;                                             \
    __shared__ typename WR::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    int head = i % 5 == 0;                                                     \
    T r = WR(ts[t / 32]).HeadSegmentedSum(in[i], head);                        \
    if (head || t % 32 == 0)                                                   \
      out[i] = r;                                                              \
  }                                                                            \
  KERNEL wr_tailseg_##T(const T *in, T *out) {                                 \
    using WR = cub::WarpReduce<T>;                                             \
    __shared__ typename WR::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    int tail = i % 5 == 4;                                                     \
    T r = WR(ts[t / 32]).TailSegmentedSum(in[i], tail);                        \
    if (i % 5 == 0 || t % 32 == 0)                                             \
      out[i] = r;                                                              \
  }                                                                            \
  KERNEL ws_incl_##T(const T *in, T *out) {                                    \
    using WS = cub::WarpScan<T>;                                               \
    __shared__ typename WS::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WS(ts[t / 32]).InclusiveSum(in[i], r);                                     \
    out[i] = r;                                                                \
  }                                                                            \
  KERNEL ws_excl_##T(const T *in, T *out) {                                    \
    using WS = cub::WarpScan<T>;                                               \
    __shared__ typename WS::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WS(ts[t / 32]).ExclusiveSum(in[i], r);                                     \
    out[i] = r;                                                                \
  }                                                                            \
  WX_KERNEL(T)

#ifndef LIB_BENCH_NO_BMSK
#define WX_KERNEL(T)                                                           \
  KERNEL wx_b2s_##T(const T *in, T *out) {                                     \
    using WX = cub::WarpExchange<T, 4, 32>;                                    \
    __shared__ typename WX::TempStorage ts[BLOCK / 32];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T items[4];                                                                \
    for (int k = 0; k < 4; ++k)                                                \
      items[k] = in[i * 4 + k];                                                \
    WX(ts[t / 32]).BlockedToStriped(items, items);                             \
    for (int k = 0; k < 4; ++k)                                                \
      out[i * 4 + k] = items[k];                                               \
  }
#else
#define WX_KERNEL(T)
#endif

#define BLOCK_REDUCE(T, NAME, ALGO)                                            \
  KERNEL br_##NAME##_##T(const T *in, T *out) {                                \
    using BR = cub::BlockReduce<T, BLOCK, cub::ALGO>;                          \
    __shared__ typename BR::TempStorage ts;                                    \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r = BR(ts).Sum(in[i]);                                                   \
    if (t == 0)                                                                \
      out[blockIdx.x] = r;                                                     \
  }

#define BLOCK_SCAN(T, NAME, ALGO)                                              \
  KERNEL bs_##NAME##_##T(const T *in, T *out) {                                \
    using BS = cub::BlockScan<T, BLOCK, cub::ALGO>;                            \
    __shared__ typename BS::TempStorage ts;                                    \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    BS(ts).InclusiveSum(in[i], r);                                             \
    out[i] = r;                                                                \
  }

#define TILE_KERNELS(T, N)                                                     \
  KERNEL cg_reduce##N##_##T(const T *in, T *out) {                             \
    auto tile = cg::tiled_partition<N>(cg::this_thread_block());               \
    unsigned i = blockIdx.x * BLOCK + threadIdx.x;                             \
    out[i] = cg::reduce(tile, in[i], cg::plus<T>());                           \
  }                                                                            \
  KERNEL cg_scan##N##_##T(const T *in, T *out) {                               \
    auto tile = cg::tiled_partition<N>(cg::this_thread_block());               \
    unsigned i = blockIdx.x * BLOCK + threadIdx.x;                             \
    out[i] = cg::inclusive_scan(tile, in[i]);                                  \
  }

#define ALL_KERNELS(T)                                                         \
  WARP_KERNELS(T)                                                              \
  BLOCK_REDUCE(T, warp, BLOCK_REDUCE_WARP_REDUCTIONS)                          \
  BLOCK_REDUCE(T, raking, BLOCK_REDUCE_RAKING)                                 \
  BLOCK_REDUCE(T, rakingcomm, BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY)            \
  BLOCK_SCAN(T, warp, BLOCK_SCAN_WARP_SCANS)                                   \
  BLOCK_SCAN(T, raking, BLOCK_SCAN_RAKING)                                     \
  BLOCK_SCAN(T, rakingmemo, BLOCK_SCAN_RAKING_MEMOIZE)                         \
  TILE_KERNELS(T, 32)                                                          \
  TILE_KERNELS(T, 16)                                                          \
  TILE_KERNELS(T, 8)

ALL_KERNELS(int)
ALL_KERNELS(float)
ALL_KERNELS(double)

// Four keys per thread, sorted across the block.
#ifndef LIB_BENCH_NO_BMSK
KERNEL radix_sort_int(const int *in, int *out) {
  using RS = cub::BlockRadixSort<int, BLOCK, 4>;
  __shared__ typename RS::TempStorage ts;
  unsigned i = blockIdx.x * BLOCK + threadIdx.x;
  int keys[4];
  for (int k = 0; k < 4; ++k)
    keys[k] = in[i * 4 + k];
  RS(ts).Sort(keys);
  for (int k = 0; k < 4; ++k)
    out[i * 4 + k] = keys[k];
}

// 256 bins of 4 byte samples per thread; each thread stores one bin.  The
// two algorithms that CUB and rocPRIM both have: atomic (rocPRIM's default)
// and sort (CUB's default).
#define HISTOGRAM(NAME, ALGO)                                                  \
  KERNEL histogram_##NAME##_int(const int *in, int *out) {                     \
    using BH = cub::BlockHistogram<unsigned char, BLOCK, 4, 256, cub::ALGO>;   \
    __shared__ typename BH::TempStorage ts;                                    \
    __shared__ unsigned int hist[256];                                         \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    unsigned char samples[4];                                                  \
    for (int k = 0; k < 4; ++k)                                                \
      samples[k] = (unsigned char)(in[i] >> (8 * k));                          \
    BH(ts).Histogram(samples, hist);                                           \
    __syncthreads();                                                           \
    out[i] = (int)hist[t];                                                     \
  }

HISTOGRAM(atomic, BLOCK_HISTO_ATOMIC)
HISTOGRAM(sort, BLOCK_HISTO_SORT)
#endif
