//===- LaneDemandSelects.h - Lane selects no demanded lane tells apart -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A select whose condition is a lane predicate (LaneFunction.h's
/// lanePredicateMask: a compare of the lane id or of a tile's rank) picks
/// a known arm on each lane.  Where every lane that can observe the
/// select's result (LaneDemand.h) picks the same arm, the select is that
/// arm: the other lanes' values are never read.
///
/// CUB's generic warp reduction (a custom operator, float and double max)
/// is the case:
///
///   for (offset = 1; offset < 32; offset *= 2) {
///     t = shfl.down(x, offset);
///     x = lane + offset <= 31 ? op(x, t) : x;
///   }
///   if (lane == 0) store(x);
///
/// Lane 0 demands lanes {0, 16} of the step before the last, {0, 8, 16, 24}
/// of the one before, and so on: no demanded lane is ever out of range, so
/// each step is `op(x, t)`, without its compare and its `v_cndmask`.  The
/// operations and their order stay the program's on every demanded lane,
/// so floats stay exact.
///
/// The demand is worked out on the program as it comes, before any shuffle
/// is lowered (LaneDemand walks through the NVVM shuffles); the selects are
/// replaced once the shuffles are lowered.  Replacing a select by the arm
/// that its demanded lanes pick leaves every other value's demand the
/// same or smaller, so the moves the lowering chose for the demanded lanes
/// stay exact.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_LANEDEMANDSELECTS_H
#define SHFL_LOWERING_LOWERING_CORE_LANEDEMANDSELECTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"

namespace llvm {
class Function;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace shfl {

class LaneDemand;

/// A select and the operand (1 or 2) that all its demanded lanes pick.  The
/// handle does not follow a replacement: a select that another rewrite
/// replaced is left alone.
struct DemandFoldedSelect {
  llvm::WeakVH Select;
  unsigned Arm;
};

/// Appends to \p Out the selects among \p Candidates (still in the
/// function) whose condition is a lane predicate on a wave of \p Wave lanes
/// and whose demanded lanes (\p LD, on the IR before the shuffles are
/// lowered) all pick one arm.
void findDemandFoldedSelects(llvm::ArrayRef<llvm::WeakTrackingVH> Candidates,
                             unsigned Wave, LaneDemand &LD,
                             llvm::SmallVectorImpl<DemandFoldedSelect> &Out);

/// Replaces each select of \p Selects still in \p F by the arm it records,
/// and erases the conditions left unused.  Returns how many were replaced.
unsigned foldDemandedSelects(llvm::Function &F,
                             llvm::ArrayRef<DemandFoldedSelect> Selects,
                             llvm::OptimizationRemarkEmitter *ORE);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_LANEDEMANDSELECTS_H
