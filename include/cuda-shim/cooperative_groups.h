//===- cooperative_groups.h - Cooperative groups for the shim ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// CUDA's cooperative groups as the project's tests and NVIDIA's samples use
// them, for builds without the CUDA toolkit (with it, its own header is
// used):
//
//   thread_block (this_thread_block()), grid_group (this_grid(): ranks and
//   sizes; its sync() needs a cooperative launch, which the lowering
//   reports), thread_block_tile<N> for N = 1..32 and for N = 64..1024
//   (several warps, synchronised through shared memory), coalesced_group
//   (coalesced_threads(), binary_partition(), labeled_partition()), the
//   type-erased thread_group and tiled_partition(group, n), cg::sync(g),
//   and in <cooperative_groups/reduce.h> cg::reduce with plus, less,
//   greater, bit_and, bit_or and bit_xor.
//
// The operations give the results of CUDA 13's implementation: the same
// lanes take part in each shuffle, ballot and match, ranks and masks are
// counted the same way, and reductions combine values in the same order
// (integer reductions as __reduce_*_sync, the others as butterflies), so
// that floating-point results are bit for bit the same.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_H
#define SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_H

#include "cuda_runtime.h"

namespace cooperative_groups {

#define __CG_DEV __device__ __inline__

namespace __detail {

__CG_DEV unsigned int laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__CG_DEV unsigned int lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__CG_DEV unsigned int block_rank() {
  return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}
__CG_DEV unsigned int block_size() { return blockDim.x * blockDim.y * blockDim.z; }

/// The lane of the Nth (1-based) set bit of \p Mask at or above lane
/// \p Base, or ~0u (PTX fns with a positive offset).
__CG_DEV unsigned int nth_lane_up(unsigned int Mask, unsigned int Base, unsigned int N) {
  Mask &= Base >= 32 ? 0u : ~0u << Base;
  for (; N > 1 && Mask; --N)
    Mask &= Mask - 1;
  return Mask ? unsigned(__ffs(int(Mask)) - 1) : ~0u;
}

/// The lane of the Nth (1-based) set bit of \p Mask at or below lane
/// \p Base, or ~0u (PTX fns with a negative offset).
__CG_DEV unsigned int nth_lane_down(unsigned int Mask, unsigned int Base, unsigned int N) {
  Mask &= Base >= 31 ? ~0u : (2u << Base) - 1;
  for (; N > 1 && Mask; --N)
    Mask &= ~(0x80000000u >> __builtin_clz(Mask));
  return Mask ? 31u - unsigned(__builtin_clz(Mask)) : ~0u;
}

/// \p LaneBits with the lanes of \p Mask renumbered by their rank in it.
__CG_DEV unsigned int pack_lanes(unsigned int Mask, unsigned int LaneBits) {
  unsigned int Packed = 0, Rank = 0;
  for (unsigned int Lane = 0; Lane < 32; ++Lane)
    if (Mask & (1u << Lane)) {
      if (LaneBits & (1u << Lane))
        Packed |= 1u << Rank;
      ++Rank;
    }
  return Packed;
}

/// Shuffles of any trivially copyable type: the scalar types of the warp
/// shuffles directly, anything else word by word (as CUDA does).
template <typename T> struct native_shfl { static constexpr bool value = false; };
#define __CG_NATIVE(T)                                                         \
  template <> struct native_shfl<T> { static constexpr bool value = true; };
__CG_NATIVE(int)
__CG_NATIVE(unsigned int)
__CG_NATIVE(long)
__CG_NATIVE(unsigned long)
__CG_NATIVE(long long)
__CG_NATIVE(unsigned long long)
__CG_NATIVE(float)
__CG_NATIVE(double)
#undef __CG_NATIVE

#define __CG_SHFL_ANY(NAME, WARP_SHFL, LANE_T)                                 \
  template <typename T>                                                        \
  __CG_DEV T NAME(unsigned int Mask, T V, LANE_T Lane, int Width) {            \
    if constexpr (native_shfl<T>::value) {                                     \
      return WARP_SHFL(Mask, V, Lane, Width);                                  \
    } else {                                                                   \
      constexpr unsigned int Words = (sizeof(T) + 3) / 4;                      \
      unsigned int W[Words] = {};                                              \
      __builtin_memcpy(W, &V, sizeof(T));                                      \
      for (unsigned int I = 0; I < Words; ++I)                                 \
        W[I] = WARP_SHFL(Mask, W[I], Lane, Width);                             \
      T R;                                                                     \
      __builtin_memcpy(&R, W, sizeof(T));                                      \
      return R;                                                                \
    }                                                                          \
  }
__CG_SHFL_ANY(shfl, __shfl_sync, int)
__CG_SHFL_ANY(shfl_up, __shfl_up_sync, unsigned int)
__CG_SHFL_ANY(shfl_down, __shfl_down_sync, unsigned int)
__CG_SHFL_ANY(shfl_xor, __shfl_xor_sync, int)
#undef __CG_SHFL_ANY

/// The lanes of the N-thread tile of the calling lane (N <= 32).
template <unsigned int N> __CG_DEV unsigned int tile_mask() {
  const unsigned int Lanes = 0xffffffffu >> (32 - N);
  return Lanes << (laneid() & ~(N - 1));
}

} // namespace __detail

class thread_group;
class coalesced_group;

//===----------------------------------------------------------------------===//
// The block and the grid
//===----------------------------------------------------------------------===//

class thread_block {
public:
  __CG_DEV void sync() const { __syncthreads(); }
  __CG_DEV unsigned int thread_rank() const { return __detail::block_rank(); }
  __CG_DEV unsigned int size() const { return __detail::block_size(); }
  __CG_DEV unsigned int num_threads() const { return __detail::block_size(); }
  __CG_DEV dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __CG_DEV dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __CG_DEV dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __CG_DEV dim3 dim_threads() const { return group_dim(); }
};

/// Shared memory for the tiles of more than 32 threads of a block; CUDA 13
/// takes it from the reserved shared memory where this is not given.
template <unsigned int MaxBlockSize = 1024, unsigned int TileCommunicationSize = 8,
          unsigned int MaxTileSize = MaxBlockSize>
struct block_tile_memory {
  unsigned long long Scratch[MaxBlockSize / 32];
};

__CG_DEV thread_block this_thread_block() { return thread_block(); }
template <unsigned int A, unsigned int B, unsigned int C>
__CG_DEV thread_block this_thread_block(block_tile_memory<A, B, C> &) {
  return thread_block();
}

class grid_group {
public:
  __device__ unsigned long long thread_rank() const {
    return block_rank() * __detail::block_size() + __detail::block_rank();
  }
  __device__ unsigned long long size() const {
    return num_blocks() * __detail::block_size();
  }
  __device__ unsigned long long num_threads() const { return size(); }
  __device__ unsigned long long block_rank() const {
    return (unsigned long long)(blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  }
  __device__ unsigned long long num_blocks() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  __device__ dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __device__ dim3 dim_blocks() const { return group_dim(); }
  __device__ dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  /// A grid-wide barrier needs a cooperative launch; nvvm-to-amdgpu reports
  /// a call of it as an error that names it.
  __device__ void sync() const { __syncthreads(); }
};

__CG_DEV grid_group this_grid() { return grid_group(); }

//===----------------------------------------------------------------------===//
// Coalesced groups
//===----------------------------------------------------------------------===//

class coalesced_group {
public:
  __CG_DEV explicit coalesced_group(unsigned int Mask, unsigned int MetaRank = 0,
                                    unsigned int MetaSize = 1, bool Tiled = false)
      : Mask(Mask), MetaRank(MetaRank), MetaSize(MetaSize), Tiled(Tiled) {}

  __CG_DEV unsigned int num_threads() const { return __popc(Mask); }
  __CG_DEV unsigned int size() const { return num_threads(); }
  __CG_DEV unsigned int thread_rank() const { return __popc(Mask & __detail::lanemask_lt()); }
  __CG_DEV unsigned int meta_group_rank() const { return MetaRank; }
  __CG_DEV unsigned int meta_group_size() const { return MetaSize; }
  __CG_DEV void sync() const { __syncwarp(Mask); }

  template <typename T> __CG_DEV T shfl(T V, int SrcRank) const {
    const unsigned int Lane = SrcRank == 0 ? unsigned(__ffs(int(Mask)) - 1)
                              : size() == 32
                                  ? unsigned(SrcRank)
                                  : __detail::nth_lane_up(Mask, 0, SrcRank + 1);
    return __detail::shfl(Mask, V, int(Lane), 32);
  }
  template <typename T> __CG_DEV T shfl_down(T V, unsigned int Delta) const {
    if (size() == 32)
      return __detail::shfl_down(0xffffffffu, V, Delta, 32);
    unsigned int Lane = __detail::nth_lane_up(Mask, __detail::laneid(), Delta + 1);
    if (Lane >= 32)
      Lane = __detail::laneid();
    return __detail::shfl(Mask, V, int(Lane), 32);
  }
  template <typename T> __CG_DEV T shfl_up(T V, unsigned int Delta) const {
    if (size() == 32)
      return __detail::shfl_up(0xffffffffu, V, Delta, 32);
    unsigned int Lane = __detail::nth_lane_down(Mask, __detail::laneid(), Delta + 1);
    if (Lane >= 32)
      Lane = __detail::laneid();
    return __detail::shfl(Mask, V, int(Lane), 32);
  }

  __CG_DEV int any(int Pred) const { return __ballot_sync(Mask, Pred) != 0; }
  __CG_DEV int all(int Pred) const { return __ballot_sync(Mask, Pred) == Mask; }
  __CG_DEV unsigned int ballot(int Pred) const {
    if (size() == 32)
      return __ballot_sync(0xffffffffu, Pred);
    return __detail::pack_lanes(Mask, __ballot_sync(Mask, Pred));
  }
  template <typename T> __CG_DEV unsigned int match_any(T V) const {
    if (size() == 32)
      return __match_any_sync(0xffffffffu, V);
    return __detail::pack_lanes(Mask, __match_any_sync(Mask, V));
  }
  template <typename T> __CG_DEV unsigned int match_all(T V, int &Pred) const {
    if (size() == 32)
      return __match_all_sync(0xffffffffu, V, &Pred);
    return __detail::pack_lanes(Mask, __match_all_sync(Mask, V, &Pred));
  }

  /// The member lanes (what CUDA's details call the group's mask).
  __CG_DEV unsigned int __lanes() const { return Mask; }
  __CG_DEV bool __tiled() const { return Tiled; }

private:
  unsigned int Mask, MetaRank, MetaSize;
  bool Tiled;
};

__CG_DEV coalesced_group coalesced_threads() { return coalesced_group(__activemask()); }

//===----------------------------------------------------------------------===//
// Tiles
//===----------------------------------------------------------------------===//

namespace __detail {

/// A tile of N <= 32 threads: an aligned N-lane segment of a warp.
template <unsigned int N> class warp_tile {
  static_assert(N >= 1 && N <= 32 && (N & (N - 1)) == 0,
                "tile size must be a power of two");

public:
  __CG_DEV warp_tile(unsigned int MetaRank, unsigned int MetaSize)
      : MetaRank(MetaRank), MetaSize(MetaSize) {}

  __CG_DEV unsigned int thread_rank() const { return block_rank() & (N - 1); }
  static constexpr __device__ unsigned int size() { return N; }
  static constexpr __device__ unsigned int num_threads() { return N; }
  __CG_DEV unsigned int meta_group_rank() const { return MetaRank; }
  __CG_DEV unsigned int meta_group_size() const { return MetaSize; }
  __CG_DEV void sync() const { __syncwarp(tile_mask<N>()); }

  template <typename T> __CG_DEV T shfl(T V, int SrcRank) const {
    return __detail::shfl(tile_mask<N>(), V, SrcRank, N);
  }
  template <typename T> __CG_DEV T shfl_up(T V, unsigned int Delta) const {
    return __detail::shfl_up(tile_mask<N>(), V, Delta, N);
  }
  template <typename T> __CG_DEV T shfl_down(T V, unsigned int Delta) const {
    return __detail::shfl_down(tile_mask<N>(), V, Delta, N);
  }
  template <typename T> __CG_DEV T shfl_xor(T V, unsigned int LaneMask) const {
    return __detail::shfl_xor(tile_mask<N>(), V, int(LaneMask), N);
  }
  __CG_DEV int any(int Pred) const { return __ballot_sync(tile_mask<N>(), Pred) != 0; }
  __CG_DEV int all(int Pred) const {
    return __ballot_sync(tile_mask<N>(), Pred) == tile_mask<N>();
  }
  __CG_DEV unsigned int ballot(int Pred) const {
    return __ballot_sync(tile_mask<N>(), Pred) >> (laneid() & ~(N - 1));
  }
  template <typename T> __CG_DEV unsigned int match_any(T V) const {
    return __match_any_sync(tile_mask<N>(), V) >> (laneid() & ~(N - 1));
  }
  template <typename T> __CG_DEV unsigned int match_all(T V, int &Pred) const {
    return __match_all_sync(tile_mask<N>(), V, &Pred) >> (laneid() & ~(N - 1));
  }

  __CG_DEV unsigned int __lanes() const { return tile_mask<N>(); }

private:
  unsigned int MetaRank, MetaSize;
};

/// What the tiles of more than one warp of a block share: one barrier per
/// tile (an arrival count and a generation) and one value slot per warp.
struct multi_warp_state {
  unsigned int Count[32], Generation[32];
  unsigned long long Slot[32];
};

__CG_DEV multi_warp_state &multi_warp() {
  __shared__ multi_warp_state State;
  return State;
}

/// A tile of N = 64..1024 threads: N / 32 consecutive warps of the block.
template <unsigned int N> class multi_warp_tile {
  static_assert(N >= 64 && N <= 1024 && (N & (N - 1)) == 0,
                "tile size must be a power of two up to 1024");

public:
  static constexpr unsigned int Warps = N / 32;

  __CG_DEV unsigned int thread_rank() const { return block_rank() & (N - 1); }
  static constexpr __device__ unsigned int size() { return N; }
  static constexpr __device__ unsigned int num_threads() { return N; }
  __CG_DEV unsigned int meta_group_rank() const { return block_rank() / N; }
  __CG_DEV unsigned int meta_group_size() const { return (block_size() + N - 1) / N; }

  /// Every warp of the tile arrives; the last one starts the next
  /// generation, the others wait for it.
  __CG_DEV void sync() const {
    multi_warp_state &S = multi_warp();
    const unsigned int Tile = meta_group_rank();
    __syncwarp();
    if (laneid() == 0) {
      volatile unsigned int *Gen = &S.Generation[Tile];
      const unsigned int Mine = *Gen;
      __threadfence_block();
      if (atomicAdd(&S.Count[Tile], 1u) == Warps - 1) {
        S.Count[Tile] = 0;
        __threadfence_block();
        atomicAdd(&S.Generation[Tile], 1u);
      } else {
        while (*Gen == Mine)
          ;
      }
      __threadfence_block();
    }
    __syncwarp();
  }

  /// The first thread of each tile clears its barrier; every thread of the
  /// block calls tiled_partition, which then waits for the block.
  __CG_DEV static multi_warp_tile create() {
    if ((block_rank() & (N - 1)) == 0) {
      multi_warp_state &S = multi_warp();
      S.Count[block_rank() / N] = 0;
      S.Generation[block_rank() / N] = 0;
    }
    __syncthreads();
    return multi_warp_tile();
  }
};

template <unsigned int N, bool Multi = (N > 32)> struct tile_base {
  using type = warp_tile<N>;
};
template <unsigned int N> struct tile_base<N, true> {
  using type = multi_warp_tile<N>;
};

} // namespace __detail

template <unsigned int N, typename ParentT = void>
class thread_block_tile : public __detail::tile_base<N>::type {
  using Base = typename __detail::tile_base<N>::type;

public:
  __CG_DEV thread_block_tile(const Base &B) : Base(B) {}
  template <typename OtherParent>
  __CG_DEV thread_block_tile(const thread_block_tile<N, OtherParent> &T) : Base(T) {}
};

/// The tile of N threads of the block that holds the calling thread.
template <unsigned int N>
__CG_DEV thread_block_tile<N, thread_block> tiled_partition(const thread_block &) {
  if constexpr (N > 32)
    return thread_block_tile<N, thread_block>(__detail::multi_warp_tile<N>::create());
  else
    return thread_block_tile<N, thread_block>(__detail::warp_tile<N>(
        __detail::block_rank() / N, (__detail::block_size() + N - 1) / N));
}

/// A tile of a warp tile.
template <unsigned int N, unsigned int M, typename P>
__CG_DEV thread_block_tile<N, thread_block_tile<M, P>>
tiled_partition(const thread_block_tile<M, P> &Parent) {
  static_assert(N <= M && M <= 32, "a tile of a tile is at most its size, and a warp");
  return thread_block_tile<N, thread_block_tile<M, P>>(
      __detail::warp_tile<N>(Parent.thread_rank() / N, M / N));
}

//===----------------------------------------------------------------------===//
// The type-erased group
//===----------------------------------------------------------------------===//

class thread_group {
public:
  __CG_DEV thread_group(const thread_block &) : Block(true), Mask(0) {}
  __CG_DEV thread_group(const coalesced_group &G) : Block(false), Mask(G.__lanes()) {}
  template <unsigned int N, typename P>
  __CG_DEV thread_group(const thread_block_tile<N, P> &T) : Block(false), Mask(T.__lanes()) {
    static_assert(N <= 32, "a thread_group holds a block or a tile of one warp");
  }

  __CG_DEV void sync() const {
    if (Block)
      __syncthreads();
    else
      __syncwarp(Mask);
  }
  __CG_DEV unsigned int size() const {
    return Block ? __detail::block_size() : unsigned(__popc(Mask));
  }
  __CG_DEV unsigned int num_threads() const { return size(); }
  __CG_DEV unsigned int thread_rank() const {
    return Block ? __detail::block_rank() : unsigned(__popc(Mask & __detail::lanemask_lt()));
  }
  __CG_DEV bool __is_block() const { return Block; }
  __CG_DEV unsigned int __lanes() const { return Mask; }

private:
  bool Block;
  unsigned int Mask;
};

namespace __detail {

/// coalesced_group's tiles of \p N threads (a power of two up to 32): CUDA's
/// rules, for a group made of consecutive lanes (Tiled) and for any other.
__CG_DEV coalesced_group tile_of(const coalesced_group &G, unsigned int N) {
  if (N == 0 || N > 32 || (N & (N - 1)))
    __trap();
  if (G.size() <= N)
    return G;
  if (G.__tiled()) {
    const unsigned int Base = G.thread_rank() & ~(N - 1);
    const unsigned int Length = min(G.size() - Base, N);
    const unsigned int Mask = (0xffffffffu >> (32 - Length)) << (laneid() & ~(N - 1));
    return coalesced_group(Mask, G.thread_rank() / N, G.size() / N, true);
  }
  const unsigned int First = G.thread_rank() / N * N;
  unsigned int Mask = 0, Rank = 0, Taken = 0;
  for (unsigned int Lane = 0; Lane < 32; ++Lane)
    if (G.__lanes() & (1u << Lane)) {
      if (Rank >= First && Taken < N) {
        Mask |= 1u << Lane;
        ++Taken;
      }
      ++Rank;
    }
  return coalesced_group(Mask, G.thread_rank() / N, (G.size() + N - 1) / N);
}

} // namespace __detail

__CG_DEV coalesced_group tiled_partition(const coalesced_group &Parent, unsigned int N) {
  return __detail::tile_of(Parent, N);
}

__CG_DEV thread_group tiled_partition(const thread_group &Parent, unsigned int N) {
  if (Parent.__is_block()) {
    // A block's tile is made of consecutive lanes.
    const unsigned int Base = __detail::block_rank() & ~(N - 1);
    const unsigned int Length = min(__detail::block_size() - Base, N);
    const unsigned int Mask =
        (0xffffffffu >> (32 - Length)) << (__detail::laneid() & ~(N - 1));
    return thread_group(coalesced_group(Mask, 0, 1, true));
  }
  return thread_group(__detail::tile_of(coalesced_group(Parent.__lanes(), 0, 1, true), N));
}

//===----------------------------------------------------------------------===//
// Partitions
//===----------------------------------------------------------------------===//

namespace __detail {

__CG_DEV coalesced_group binary_partition(unsigned int Lanes, bool Pred) {
  const unsigned int Set = __ballot_sync(Lanes, Pred);
  if (Set == Lanes || Set == 0)
    return coalesced_group(Lanes, 0, 1);
  return coalesced_group(Lanes & (Pred ? Set : ~Set), Pred ? 1 : 0, 2);
}

template <typename T>
__CG_DEV coalesced_group labeled_partition(unsigned int Lanes, T Label) {
  const unsigned int Sub = __match_any_sync(Lanes, Label);
  const unsigned int Leader = unsigned(__ffs(int(Sub)) - 1);
  const unsigned int Leaders = __ballot_sync(Lanes, Leader == laneid());
  return coalesced_group(Sub, __popc(Leaders & ((1u << Leader) - 1)), __popc(Leaders));
}

} // namespace __detail

__CG_DEV coalesced_group binary_partition(const coalesced_group &G, bool Pred) {
  return __detail::binary_partition(G.__lanes(), Pred);
}
template <unsigned int N, typename P>
__CG_DEV coalesced_group binary_partition(const thread_block_tile<N, P> &T, bool Pred) {
  static_assert(N <= 32, "binary_partition takes a tile of at most a warp");
  return __detail::binary_partition(T.__lanes(), Pred);
}

template <typename T>
__CG_DEV coalesced_group labeled_partition(const coalesced_group &G, T Label) {
  return __detail::labeled_partition(G.__lanes(), Label);
}
__CG_DEV coalesced_group labeled_partition(const coalesced_group &G, bool Label) {
  return __detail::binary_partition(G.__lanes(), Label);
}
template <typename T, unsigned int N, typename P>
__CG_DEV coalesced_group labeled_partition(const thread_block_tile<N, P> &Tile, T Label) {
  static_assert(N <= 32, "labeled_partition takes a tile of at most a warp");
  return __detail::labeled_partition(Tile.__lanes(), Label);
}
template <unsigned int N, typename P>
__CG_DEV coalesced_group labeled_partition(const thread_block_tile<N, P> &Tile, bool Label) {
  return __detail::binary_partition(Tile.__lanes(), Label);
}

/// Synchronises the group (cg::sync(g) is g.sync()).
template <typename Group> __device__ void sync(const Group &G) { G.sync(); }

#undef __CG_DEV

} // namespace cooperative_groups

#endif // SHFL_CUDA_SHIM_COOPERATIVE_GROUPS_H
