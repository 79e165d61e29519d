//===- cooperative_groups/reduce.h - cg::reduce for the shim ----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// cg::reduce(group, value, op) over a tile or a coalesced group, with the
// operators plus, less, greater, bit_and, bit_or and bit_xor, combining the
// values as CUDA 13 does (so floating-point sums are bit for bit CUDA's):
//
//  * int and unsigned int with one of these operators, on a tile of 16 or
//    32 threads or a coalesced group: __reduce_*_sync over the group's lanes;
//  * otherwise, on a tile of N <= 32: a butterfly, v = op(v, shfl_xor(v, m))
//    for m = N/2, N/4, ..., 1;
//  * on a coalesced group of fewer than 32 threads: an inclusive scan over
//    the ranks (rank r combines with rank r - i for i = 1, 2, 4, ...), whose
//    last rank's value is the result; of 32 threads: the butterfly;
//  * on a tile of several warps: each warp reduces its values as a tile of
//    32, then the first Warps threads of the tile reduce the warps' results
//    as a tile of Warps threads.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_REDUCE_H
#define SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_REDUCE_H

#include "../cooperative_groups.h"

namespace cooperative_groups {

template <typename T> struct plus {
  __device__ T operator()(const T &A, const T &B) const { return A + B; }
};
template <typename T> struct less {
  __device__ T operator()(const T &A, const T &B) const { return B < A ? B : A; }
};
template <typename T> struct greater {
  __device__ T operator()(const T &A, const T &B) const { return A < B ? B : A; }
};
template <typename T> struct bit_and {
  __device__ T operator()(const T &A, const T &B) const { return A & B; }
};
template <typename T> struct bit_or {
  __device__ T operator()(const T &A, const T &B) const { return A | B; }
};
template <typename T> struct bit_xor {
  __device__ T operator()(const T &A, const T &B) const { return A ^ B; }
};

namespace __detail {

/// __reduce_*_sync for an operator of CUDA's (Usable says whether there is
/// one for the value type and operator).
template <typename T, typename Op> struct redux {
  static constexpr bool Usable = false;
};
#define __CG_REDUX(OP, TYPE, CALL)                                             \
  template <> struct redux<TYPE, OP<TYPE>> {                                   \
    static constexpr bool Usable = true;                                       \
    static __device__ TYPE run(unsigned int Mask, TYPE V) { return CALL(Mask, V); } \
  };
__CG_REDUX(plus, int, __reduce_add_sync)
__CG_REDUX(plus, unsigned int, __reduce_add_sync)
__CG_REDUX(less, int, __reduce_min_sync)
__CG_REDUX(less, unsigned int, __reduce_min_sync)
__CG_REDUX(greater, int, __reduce_max_sync)
__CG_REDUX(greater, unsigned int, __reduce_max_sync)
__CG_REDUX(bit_and, unsigned int, __reduce_and_sync)
__CG_REDUX(bit_or, unsigned int, __reduce_or_sync)
__CG_REDUX(bit_xor, unsigned int, __reduce_xor_sync)
#undef __CG_REDUX
template <> struct redux<int, bit_and<int>> {
  static constexpr bool Usable = true;
  static __device__ int run(unsigned int M, int V) { return int(__reduce_and_sync(M, unsigned(V))); }
};
template <> struct redux<int, bit_or<int>> {
  static constexpr bool Usable = true;
  static __device__ int run(unsigned int M, int V) { return int(__reduce_or_sync(M, unsigned(V))); }
};
template <> struct redux<int, bit_xor<int>> {
  static constexpr bool Usable = true;
  static __device__ int run(unsigned int M, int V) { return int(__reduce_xor_sync(M, unsigned(V))); }
};

template <unsigned int N, typename T, typename Op>
__device__ T warp_tile_reduce(const warp_tile<N> &G, T V, Op O) {
  if constexpr (redux<T, Op>::Usable && N >= 16) {
    return redux<T, Op>::run(G.__lanes(), V);
  } else {
    for (unsigned int M = N / 2; M > 0; M /= 2)
      V = O(V, G.shfl_xor(V, M));
    return V;
  }
}

template <typename T, typename Op>
__device__ T coalesced_reduce(const coalesced_group &G, T V, Op O) {
  if constexpr (redux<T, Op>::Usable) {
    return redux<T, Op>::run(G.__lanes(), V);
  } else {
    const unsigned int Mask = G.__lanes();
    if (G.size() == 32)
      return warp_tile_reduce(warp_tile<32>(0, 1), V, O);
    const unsigned int Rank = G.thread_rank();
    for (unsigned int I = 1; I < G.size(); I *= 2) {
      const unsigned int Src = I <= Rank ? nth_lane_up(Mask, 0, Rank - I + 1) : laneid();
      const T Other = shfl(Mask, V, int(Src), 32);
      if (I <= Rank)
        V = O(V, Other);
    }
    return shfl(Mask, V, 31 - __builtin_clz(Mask), 32);
  }
}

template <unsigned int N, typename T, typename Op>
__device__ T multi_warp_reduce(const multi_warp_tile<N> &G, T V, Op O) {
  static_assert(sizeof(T) <= sizeof(unsigned long long), "values of at most 8 bytes");
  constexpr unsigned int Warps = multi_warp_tile<N>::Warps;
  multi_warp_state &S = multi_warp();
  const unsigned int Warp = block_rank() / 32, First = G.meta_group_rank() * Warps;
  const T Mine = warp_tile_reduce(warp_tile<32>(0, 1), V, O);
  if (laneid() == 0)
    *reinterpret_cast<T *>(&S.Slot[Warp]) = Mine;
  G.sync();
  if (Warp == First) {
    const unsigned int Lanes = Warps == 32 ? 0xffffffffu : (1u << Warps) - 1;
    if (laneid() < Warps) {
      T W = *reinterpret_cast<T *>(&S.Slot[First + laneid()]);
      if constexpr (redux<T, Op>::Usable && Warps >= 16) {
        W = redux<T, Op>::run(Lanes, W);
      } else {
        for (unsigned int M = Warps / 2; M > 0; M /= 2)
          W = O(W, shfl_xor(Lanes, W, int(M), int(Warps)));
      }
      __syncwarp(Lanes);
      if (laneid() == 0)
        *reinterpret_cast<T *>(&S.Slot[First]) = W;
    }
  }
  G.sync();
  const T Result = *reinterpret_cast<T *>(&S.Slot[First]);
  G.sync();
  return Result;
}

} // namespace __detail

template <unsigned int N, typename P, typename T, typename Op>
__device__ T reduce(const thread_block_tile<N, P> &G, T V, Op O) {
  if constexpr (N > 32)
    return __detail::multi_warp_reduce<N>(G, V, O);
  else
    return __detail::warp_tile_reduce<N>(G, V, O);
}

template <typename T, typename Op>
__device__ T reduce(const coalesced_group &G, T V, Op O) {
  return __detail::coalesced_reduce(G, V, O);
}

} // namespace cooperative_groups

#endif // SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_REDUCE_H
