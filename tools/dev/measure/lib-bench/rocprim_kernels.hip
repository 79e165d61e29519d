//===- rocprim_kernels.hip - rocPRIM's counterparts of cub_kernels.cu -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The HIP side of tools/dev/measure/lib-bench.py: each kernel of
// cub_kernels.cu written with rocPRIM (Debian's librocprim-dev), with the same
// name, arguments and stores.  BlockScan's two raking algorithms both map to
// rocPRIM's reduce_then_scan; cg::reduce is warp_reduce with all_reduce,
// cg::inclusive_scan warp_scan, on logical warps of the tile's size.
//
//===----------------------------------------------------------------------===//

#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

#define BLOCK 256
#define KERNEL extern "C" __global__ void __launch_bounds__(BLOCK)

struct MinOp {
  template <class T> __device__ T operator()(const T &a, const T &b) const {
    return b < a ? b : a;
  }
};

#define WARP_KERNELS(T)                                                        \
  KERNEL wr_sum_##T(const T *in, T *out) {                                     \
    using WR = rocprim::warp_reduce<T, 32>;                                    \
    __shared__ typename WR::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WR().reduce(in[i], r, ts[t / 32]);                                         \
    if (t % 32 == 0)                                                           \
      out[i / 32] = r;                                                         \
  }                                                                            \
  KERNEL wr_max_##T(const T *in, T *out) {                                     \
    using WR = rocprim::warp_reduce<T, 32>;                                    \
    __shared__ typename WR::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WR().reduce(in[i], r, ts[t / 32], rocprim::maximum<T>());                  \
    if (t % 32 == 0)                                                           \
      out[i / 32] = r;                                                         \
  }                                                                            \
  KERNEL wr_custom_##T(const T *in, T *out) {                                  \
    using WR = rocprim::warp_reduce<T, 32>;                                    \
    __shared__ typename WR::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WR().reduce(in[i], r, ts[t / 32], MinOp());                                \
    if (t % 32 == 0)                                                           \
      out[i / 32] = r;                                                         \
  }                                                                            \
  KERNEL wr_headseg_##T(const T *in, T *out) {                                 \
    using WR = rocprim::warp_reduce<T, 32>;                                    \
    __shared__ typename WR::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    int head = i % 5 == 0;                                                     \
    T r;                                                                       \
    WR().head_segmented_reduce(in[i], r, head, ts[t / 32]);                    \
    if (head || t % 32 == 0)                                                   \
      out[i] = r;                                                              \
  }                                                                            \
  KERNEL wr_tailseg_##T(const T *in, T *out) {                                 \
    using WR = rocprim::warp_reduce<T, 32>;                                    \
    __shared__ typename WR::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    int tail = i % 5 == 4;                                                     \
    T r;                                                                       \
    WR().tail_segmented_reduce(in[i], r, tail, ts[t / 32]);                    \
    if (i % 5 == 0 || t % 32 == 0)                                             \
      out[i] = r;                                                              \
  }                                                                            \
  KERNEL ws_incl_##T(const T *in, T *out) {                                    \
    using WS = rocprim::warp_scan<T, 32>;                                      \
    __shared__ typename WS::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WS().inclusive_scan(in[i], r, ts[t / 32]);                                 \
    out[i] = r;                                                                \
  }                                                                            \
  KERNEL ws_excl_##T(const T *in, T *out) {                                    \
    using WS = rocprim::warp_scan<T, 32>;                                      \
    __shared__ typename WS::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WS().exclusive_scan(in[i], r, T(0), ts[t / 32]);                           \
    out[i] = r;                                                                \
  }                                                                            \
  KERNEL wx_b2s_##T(const T *in, T *out) {                                     \
    using WX = rocprim::warp_exchange<T, 4, 32>;                               \
    __shared__ typename WX::storage_type ts[BLOCK / 32];                       \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T items[4];                                                                \
    for (int k = 0; k < 4; ++k)                                                \
      items[k] = in[i * 4 + k];                                                \
    WX().blocked_to_striped(items, items, ts[t / 32]);                         \
    for (int k = 0; k < 4; ++k)                                                \
      out[i * 4 + k] = items[k];                                               \
  }

#define BLOCK_REDUCE(T, NAME, ALGO)                                            \
  KERNEL br_##NAME##_##T(const T *in, T *out) {                                \
    using BR = rocprim::block_reduce<T, BLOCK,                                 \
                                     rocprim::block_reduce_algorithm::ALGO>;   \
    __shared__ typename BR::storage_type ts;                                   \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    BR().reduce(in[i], r, ts);                                                 \
    if (t == 0)                                                                \
      out[blockIdx.x] = r;                                                     \
  }

#define BLOCK_SCAN(T, NAME, ALGO)                                              \
  KERNEL bs_##NAME##_##T(const T *in, T *out) {                                \
    using BS = rocprim::block_scan<T, BLOCK,                                   \
                                   rocprim::block_scan_algorithm::ALGO>;       \
    __shared__ typename BS::storage_type ts;                                   \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    BS().inclusive_scan(in[i], r, ts);                                         \
    out[i] = r;                                                                \
  }

#define TILE_KERNELS(T, N)                                                     \
  KERNEL cg_reduce##N##_##T(const T *in, T *out) {                             \
    using WR = rocprim::warp_reduce<T, N, true>;                               \
    __shared__ typename WR::storage_type ts[BLOCK / N];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WR().reduce(in[i], r, ts[t / N]);                                          \
    out[i] = r;                                                                \
  }                                                                            \
  KERNEL cg_scan##N##_##T(const T *in, T *out) {                               \
    using WS = rocprim::warp_scan<T, N>;                                       \
    __shared__ typename WS::storage_type ts[BLOCK / N];                        \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    T r;                                                                       \
    WS().inclusive_scan(in[i], r, ts[t / N]);                                  \
    out[i] = r;                                                                \
  }

#define ALL_KERNELS(T)                                                         \
  WARP_KERNELS(T)                                                              \
  BLOCK_REDUCE(T, warp, using_warp_reduce)                                     \
  BLOCK_REDUCE(T, raking, raking_reduce)                                       \
  BLOCK_REDUCE(T, rakingcomm, raking_reduce_commutative_only)                  \
  BLOCK_SCAN(T, warp, using_warp_scan)                                         \
  BLOCK_SCAN(T, raking, reduce_then_scan)                                      \
  BLOCK_SCAN(T, rakingmemo, reduce_then_scan)                                  \
  TILE_KERNELS(T, 32)                                                          \
  TILE_KERNELS(T, 16)                                                          \
  TILE_KERNELS(T, 8)

ALL_KERNELS(int)
ALL_KERNELS(float)
ALL_KERNELS(double)

KERNEL radix_sort_int(const int *in, int *out) {
  using RS = rocprim::block_radix_sort<int, BLOCK, 4>;
  __shared__ typename RS::storage_type ts;
  unsigned i = blockIdx.x * BLOCK + threadIdx.x;
  int keys[4];
  for (int k = 0; k < 4; ++k)
    keys[k] = in[i * 4 + k];
  RS().sort(keys, ts);
  for (int k = 0; k < 4; ++k)
    out[i * 4 + k] = keys[k];
}

#define HISTOGRAM(NAME, ALGO)                                                  \
  KERNEL histogram_##NAME##_int(const int *in, int *out) {                     \
    using BH = rocprim::block_histogram<                                       \
        unsigned char, BLOCK, 4, 256,                                          \
        rocprim::block_histogram_algorithm::ALGO>;                             \
    __shared__ typename BH::storage_type ts;                                   \
    __shared__ unsigned int hist[256];                                         \
    unsigned t = threadIdx.x, i = blockIdx.x * BLOCK + t;                      \
    unsigned char samples[4];                                                  \
    for (int k = 0; k < 4; ++k)                                                \
      samples[k] = (unsigned char)(in[i] >> (8 * k));                          \
    BH().histogram(samples, hist, ts);                                         \
    __syncthreads();                                                           \
    out[i] = (int)hist[t];                                                     \
  }

HISTOGRAM(atomic, using_atomic)
HISTOGRAM(sort, using_sort)
