//===- AMDGPULanePredicates.h - Lane-position selects as lane masks -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The guards around a warp's shuffles are often selects on the lane's
/// position: cooperative groups' scans add a step's value only where
/// `tile.thread_rank() >= d`, and the rank is `linear & (size - 1)`, the
/// block's linear thread id (LaneFunction.h), computed from threadIdx,
/// blockDim and the dispatch packet.  Such a condition has one known value
/// per wave lane (lanePredicateMask), so on AMDGPU it is a constant lane
/// mask: `llvm.amdgcn.inverse.ballot` of a scalar constant (emitLaneMask),
/// which llc materialises with two `s_mov_b32` (one on wave32) instead of
/// the rank's loads, multiplies and a `v_cmp` per step.  A fast path's own
/// select on the same lanes inside the guard's other arm (its out-of-range
/// lanes keep their own value) becomes the same mask value and is bypassed.
///
/// Only conditions that read the linear thread id are rewritten: a compare
/// of the lane id itself (mbcnt, %laneid) is one `v_cmp`, which a wave64
/// mask does not beat, and LLVM still reasons about it (in CUB's `lane ==
/// 0` store, `lane + 16 <= 31` folds to true; a mask would hide that).
///
/// Only the program's select conditions are rewritten, in the functions
/// that called a shuffle (where these guards are); a branch keeps its
/// compare, and the general lowering's own selects stay as it made them.
/// A function with convergence-control tokens is left as it is (the mask
/// is a convergent call, which there would need a token).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_AMDGPULANEPREDICATES_H
#define SHFL_LOWERING_LOWERING_AMDGPU_AMDGPULANEPREDICATES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"

namespace llvm {
class Function;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace shfl {

class IntrinsicDecls;

/// Appends to \p Out the selects of \p F on an instruction's i1: the
/// candidates, taken before the shuffles are lowered, so that the fold
/// rewrites the program's own guards and leaves the general lowering's
/// selects as that lowering made them.
void collectLanePredicateCandidates(
    llvm::Function &F, llvm::SmallVectorImpl<llvm::WeakTrackingVH> &Out);

/// Rewrites the conditions of the \p Candidates still in \p F that are
/// lane predicates on a wave of \p Wave lanes as constant lane masks,
/// reusing an identical mask earlier in the same block (the fast paths'
/// repeated masks become one value first); the compares left unused are
/// erased.  Returns the number of conditions rewritten.
unsigned foldLanePredicateSelects(llvm::Function &F, unsigned Wave,
                                  llvm::ArrayRef<llvm::WeakTrackingVH> Candidates,
                                  IntrinsicDecls &Decls,
                                  llvm::OptimizationRemarkEmitter *ORE);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_AMDGPULANEPREDICATES_H
