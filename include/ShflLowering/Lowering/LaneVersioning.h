//===- LaneVersioning.h - Version functions on threadIdx.x & 31 -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// CUDA code writes the lane id as `threadIdx.x & 31` (or `% 32`).  That is
/// the lane (%laneid) only when the block is 1-D or blockDim.x is a multiple
/// of 32, which the compiler cannot know, so the lowerings that need a lane
/// id (the scan idiom, the lane guards of LaneDemand.h) cannot use it.
///
/// Lane versioning makes two copies of such a function and picks one at its
/// entry, once per wave:
///
///   entry:
///     mismatch = (threadIdx.x & 31) != (wave lane & 31)
///     br (ballot(mismatch) != 0), %original, %fast
///
/// The fast copy has every `threadIdx.x & 31` / `threadIdx.x % 32` value
/// replaced by the lane id (mbcnt.lo on wave32, mbcnt.hi(mbcnt.lo) & 31 on
/// wave64, forms that LaneDemand.h's laneIdKind recognises); the original
/// copy is the function unchanged.  This is exact: every lane that executes
/// any of the function is active at its entry, threadIdx.x and the lane
/// never change, so if no active lane mismatches there, none does anywhere.
/// The branch is on a wave-uniform value.
///
/// Only functions that call an NVVM shuffle and in which such a value
/// reaches, through lane-local arithmetic, a shuffle's lane operand b or a
/// comparison that a branch or a select uses, are versioned.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_LANEVERSIONING_H
#define SHFL_LOWERING_LOWERING_LANEVERSIONING_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace llvm {
class Function;
class Module;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace shfl {

/// Versions the functions of \p M (not optnone, with a known AMDGPU target:
/// wave size \p WaveSize if given, else each function's attributes) on
/// `threadIdx.x & 31` being the lane id, as the file comment describes.
/// \p GetORE gives each function's remark emitter.  Returns true if the
/// module changed (then the CFG did too).
bool versionOnThreadIdxLane(
    llvm::Module &M, std::optional<unsigned> WaveSize,
    llvm::function_ref<llvm::OptimizationRemarkEmitter &(llvm::Function &)>
        GetORE);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_LANEVERSIONING_H
