//===- LaneFunction.h - Shuffle operands computed from the lane id -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A shuffle's `b` operand is often not a constant but a function of the
/// lane id alone: `(lane + 1) & 31` rotates the warp, `lane ^ 1` swaps
/// pairs, `lane & ~3` broadcasts the first lane of each quad.  Such an
/// operand has one known value per lane, so the lanes each lane reads are
/// as known as with a constant, and the fast paths apply.
///
/// A lane function is an expression DAG of at most a few dozen nodes whose
/// leaves are integer constants and lane ids that `laneIdKind` recognises
/// (the %laneid register, the project's mbcnt lowering of it, `& 31` or
/// `% 32` of a wave lane), and whose inner nodes are integer arithmetic,
/// shifts, division by a non-zero value, casts, compares and selects.  It
/// is evaluated exactly, lane by lane, on every lane of the wave.  Poison
/// that a wrap flag would make is refined to the wrapped value, which is
/// a legal refinement; shifts by the width and division by zero (undefined
/// for that lane) reject the expression.
///
/// A shuffle reads only bits [4:0] of b.  So the block's linear thread id
/// (isLinearThreadId), whose low five bits are the lane, may be a leaf too,
/// where every path from b to it keeps low bits low (add, sub, mul, and, or,
/// xor, shl of it, extensions, truncation, select of it, urem by a power of
/// two): `(tile.thread_rank() + 1) % 32` after InstCombine has folded the
/// rank's own `& 31` away.  threadIdx.x & 31 is not a lane function: in a
/// 2-D block it is not the lane.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_LANEFUNCTION_H
#define SHFL_LOWERING_LOWERING_CORE_LANEFUNCTION_H

#include "ShflLowering/Semantics/PTXShflModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <optional>

namespace llvm {
class Instruction;
class Value;
} // namespace llvm

namespace shfl {

/// Whether \p V is the linear thread id of the block,
/// `threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)` in
/// any association (sums, products and shifts by constants, compared as
/// polynomials modulo 2^32, through zext and trunc), as cooperative groups'
/// `this_thread_block().thread_rank()` computes it.  Warps are made of 32
/// consecutive linear ids, on NVIDIA as on AMD (whose waves take work-items
/// in the same order), so its low five bits are the CUDA lane: a tile's
/// `thread_rank()`, `linear & (size - 1)`, is a lane function.  The leaves
/// are the NVVM special registers (tid, ntid) or their AMDGPU forms
/// (workitem.id, the dispatch packet's workgroup sizes).
bool isLinearThreadId(const llvm::Value *V);

/// Whether \p V reads threadIdx.x: the NVVM special register or
/// workitem.id.x (one of the leaves isLinearThreadId() knows).
bool isThreadIdxX(const llvm::Value *V);

/// Whether the low five bits of \p I depend only on the low five bits of
/// its operand \p OpNo (add, sub, mul, and, or, xor, extensions, truncation
/// to five bits or more, the shifted value of shl, the values of a select,
/// urem by a power of two): a value equal modulo 32 there leaves them as
/// they are.  Shared with LaneVersioning.h, which rebuilds such expressions
/// of threadIdx.x on the lane.
bool keepsLowFiveBits(const llvm::Instruction &I, unsigned OpNo);

/// For a shuffle of mode \p M whose `b` is the lane function \p B and whose
/// `c` is \p C: fills \p Want[i] with the CUDA lane that lane i of a warp
/// ends up with (itself where out of range, as `ptx::resultLane`).  False if
/// \p B is not a lane function, or if on a wave of \p Wave lanes the two
/// 32-lane warps would read differently (a wave-lane id whose upper bits
/// reach the result), so that one 32-lane pattern does not describe both.
bool laneFunctionSources(ptx::Mode M, const llvm::Value *B, uint32_t C,
                         unsigned Wave, llvm::MutableArrayRef<int> Want);

/// If the i1 \p Cond is a lane function (not a constant), the wave lanes
/// where it is true on a wave of \p Wave lanes (bit i: lane i); else
/// std::nullopt.  Every bit of a compare's operands must be known, so the
/// linear thread id enters only through `& C` (C < 32) or `% 2^k` (k <= 5):
/// `tile.thread_rank() < 4` is one, `threadIdx.x < 4` is not.  If
/// \p ReadsLinearId is given, it is set to whether the linear thread id is
/// one of the leaves.
std::optional<uint64_t> lanePredicateMask(const llvm::Value *Cond,
                                          unsigned Wave,
                                          bool *ReadsLinearId = nullptr);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_LANEFUNCTION_H
