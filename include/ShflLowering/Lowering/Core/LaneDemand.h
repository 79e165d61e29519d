//===- LaneDemand.h - Which lanes of a shuffle's result are used -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Demanded lanes: for each NVVM shuffle call, the CUDA lanes whose result
/// can be observed.  A lane's result is observed when it reaches anything
/// other than lane-local arithmetic (a store, a call, a branch, a phi, a
/// return), or when a later constant-operand shuffle reads it (or one whose
/// `b` is a function of the lane id).  Through such a shuffle the demand
/// maps backwards: the lanes its demanded lanes
/// read (PTX's model, `ptx::resultLane`) are demanded of its value operand.
///
/// A select whose condition is a lane predicate on the block's linear
/// thread id (LaneFunction.h's lanePredicateMask: a tile's rank, not a
/// compare of the lane id itself) passes each value operand on only on the
/// lanes where it picks it: in cooperative groups' scan step
/// `rank >= d ? x + up(x, d) : x` the ranks below d do not demand the
/// shuffle.  So does a select on the predicate of a shuffle with constant b
/// and c, true on the lanes in range: CUB's `@p add` step, once its false
/// arm is the own value (NVVMShflCalls.h, pickOwnValueWhereOutOfRange), uses
/// the shuffle on the lanes in range only, and the lowering needs no
/// own-value select for the others.
///
/// A use counts only for the lanes that can reach it: a block entered only
/// through a branch on `laneid == k` (the project's lowering of %laneid,
/// through single predecessors) is executed by lane k alone, so CUB's
/// `if (lane_id == 0) store(warp_aggregate)` demands lane 0.  So is one
/// entered on `laneid == k && c`, or on the false side of `laneid != k ||
/// c` (lane versioning's form of `threadIdx.x == k`, LaneVersioning.h).
///
/// The classic case is a reduction whose result only lane 0 passes on:
///
///   for (d = 16; d > 0; d >>= 1) v += __shfl_down_sync(~0u, v, d);
///   v = __shfl_sync(~0u, v, 0);
///
/// The broadcast reads lane 0 only, so the `d = 1` step needs lanes 0 and 1,
/// `d = 2` lanes 0-3, and `d = 16` lanes 0-15.  A lowering may give the
/// other lanes any value: the fast paths then find moves that are exact on
/// fewer lanes (AMDGPUFastPaths.h).  The operations and their order stay
/// the program's, so floats are exact too.
///
/// The analysis is a backward walk over def-use chains, memoised per value;
/// a walk deeper than a fixed limit, and every use it does not know, demand
/// every lane.  It runs on the module before any call is lowered.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_LANEDEMAND_H
#define SHFL_LOWERING_LOWERING_CORE_LANEDEMAND_H

#include "ShflLowering/Semantics/PTXShflModel.h"
#include "llvm/ADT/DenseMap.h"
#include <array>
#include <cstdint>
#include <optional>
#include <tuple>

namespace llvm {
class BasicBlock;
class CallInst;
class Function;
class SelectInst;
class Value;
} // namespace llvm

namespace shfl {

/// What a lane-id value holds on lane i of the wave.
enum class LaneIdKind {
  None,
  CUDALane, ///< i & 31
  WaveLane, ///< i (0-63)
  LowLane,  ///< mbcnt.lo(-1, 0): i below 32, else 32 (on wave64)
};

/// Recognises the lane ids the project's passes see: the %laneid register
/// (llvm.nvvm.read.ptx.sreg.laneid), nvvm-warp-to-amdgpu's lowering of it
/// (mbcnt, and `& 31` on wave64), a wave lane `& 31` or `% 32`, and the
/// block's linear thread id `& 31` or `% 32` (LaneFunction.h's
/// isLinearThreadId: a cooperative-groups tile's thread_rank()).
/// threadIdx.x & 31 is none of these: in a 2-D block it is not the lane.
LaneIdKind laneIdKind(const llvm::Value *V);

/// X, if \p V is `X & 31` or `X % 32` (X's CUDA lane when X is a lane id or
/// the linear thread id); else null.  The form laneIdKind() looks through.
const llvm::Value *lowLaneBitsOf(const llvm::Value *V);

/// Whether \p V is the rank of its lane in a tile of \p Width lanes (2, 4,
/// 8 or 16) of the CUDA warp, `lane & (Width - 1)`: `x & (Width - 1)` or
/// `x % Width` of a CUDA lane, a wave lane or the block's linear thread id
/// (cooperative groups' `thread_rank()` of a `tiled_partition<Width>`), on
/// a wave of \p Wave lanes (on wave32 mbcnt.lo alone is the lane; 0: not
/// known).
bool isTileRank(const llvm::Value *V, unsigned Width, unsigned Wave);

/// The width (2, 4, 8 or 16) of the tile whose lanes the member mask
/// \p Mask names on each lane, `((1 << Width) - 1) << (x & (32 - Width))`
/// with x one of the lane ids of isTileRank() (cooperative groups' mask of
/// a `tiled_partition<Width>`); 0 for anything else.
unsigned tileMaskWidth(const llvm::Value *Mask, unsigned Wave);

/// Demanded CUDA lanes (bit i: lane i of each 32-lane warp).
class LaneDemand {
public:
  static constexpr uint32_t AllLanes = ~0u;

  /// The lanes of \p CI's value result that can be observed; AllLanes for
  /// anything but a well-formed NVVM shuffle call.
  uint32_t ofShuffle(const llvm::CallInst &CI);
  /// The lanes of any value \p V that can be observed.
  uint32_t ofValue(const llvm::Value &V) { return ofValue(V, 0); }

  /// Forgets what was worked out for values and blocks (before another
  /// function: the walk never leaves one); keeps what it knows of the
  /// declarations.
  void forgetValues() {
    Memo.clear();
    BlockMemo.clear();
  }

private:
  /// Whether \p CI calls a well-formed NVVM shuffle with its own type.
  bool isShuffle(const llvm::CallInst &CI);
  uint32_t ofValue(const llvm::Value &V, unsigned Depth);
  /// The lanes that can execute \p BB: all, or fewer where the block is
  /// reached only through a branch on `lane id == k` (single predecessors).
  uint32_t reaching(const llvm::BasicBlock &BB, unsigned Depth);
  /// The lanes of its value operand that shuffle \p CI (one isShuffle()
  /// accepted) reads for \p Demanded lanes of its result; AllLanes unless c
  /// is a constant and b a constant or a function of the lane id
  /// (LaneFunction.h).
  uint32_t readBy(const llvm::CallInst &CI, uint32_t Demanded);
  /// The CUDA lanes on which select \p Sel passes on operand \p OpNo.
  uint32_t lanesPicking(const llvm::SelectInst &Sel, unsigned OpNo);

  llvm::DenseMap<const llvm::Value *, uint32_t> Memo;
  llvm::DenseMap<const llvm::BasicBlock *, uint32_t> BlockMemo;
  /// Per declaration: its mode if it is a well-formed NVVM shuffle.
  llvm::DenseMap<const llvm::Function *, std::optional<ptx::Mode>> ShflMode;
  /// Per (mode, b, c) of a shuffle with a constant b: the lane each lane
  /// reads (ptx::resultLane), worked out once.
  llvm::DenseMap<std::tuple<unsigned, uint32_t, uint32_t>,
                 std::array<uint8_t, ptx::WarpSize>>
      ReadLanes;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_LANEDEMAND_H
