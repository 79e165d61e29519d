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
///     <what both copies would execute alike: the kernel's loads, say>
///     mismatch = (threadIdx.x & 31) != (wave lane & 31)
///     br (ballot(mismatch) != 0), %original, %fast
///
/// The fast copy has every `threadIdx.x & 31` / `threadIdx.x % 32` value
/// replaced by the lane id (mbcnt.lo on wave32, mbcnt.hi(mbcnt.lo) & 31 on
/// wave64, forms that LaneDemand.h's laneIdKind recognises), and every
/// branch's `threadIdx.x == k` (k < 32) by `lane == k && threadIdx.x < 32`
/// (`!=`: `lane != k || threadIdx.x >= 32`), which lane demand narrows to
/// lane k; the original copy is the function unchanged.  This is exact: every lane that executes
/// any of the function is active at its entry, threadIdx.x and the lane
/// never change, so if no active lane mismatches there, none does anywhere.
/// The branch is on a wave-uniform value.
///
/// Only functions that call an NVVM shuffle and in which such a value
/// reaches, through lane-local arithmetic, a shuffle's lane operand b or a
/// comparison that a branch or a select uses, or that branch on such a
/// `threadIdx.x == k`, are versioned.  After the
/// lowering, the fast copy stays only where it paid: where it is cheaper
/// than the original by more than the entry's test (an LDS-pipe op counts
/// twenty instructions).  Otherwise the entry branches to the original again and
/// the copy is deleted (a rotation by two on gfx9 takes ds_bpermute in
/// both).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_LANEVERSIONING_H
#define SHFL_LOWERING_LOWERING_CORE_LANEVERSIONING_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace llvm {
class BasicBlock;
class BranchInst;
class Function;
class Module;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace shfl {

/// A versioned function: the entry's test (its branch, and how many
/// instructions it has, the branch included) and the entries of both copies.
struct LaneVersionedFunction {
  llvm::Function *F;
  llvm::BranchInst *Test;
  llvm::BasicBlock *Fast, *Original;
  unsigned TestSize;
};

/// Versions the functions of \p M (not optnone, with a known AMDGPU target:
/// wave size \p WaveSize if given, else each function's attributes) on
/// `threadIdx.x & 31` being the lane id, as the file comment describes.
/// \p GetORE gives each function's remark emitter.  Returns the versioned
/// functions (if any, the CFG changed).
llvm::SmallVector<LaneVersionedFunction, 4> versionOnThreadIdxLane(
    llvm::Module &M, std::optional<unsigned> WaveSize,
    llvm::function_ref<llvm::OptimizationRemarkEmitter &(llvm::Function &)>
        GetORE);

/// After the lowering: undoes the versioning of each function in \p V
/// whose fast copy is not cheaper than its original by more than the
/// entry's test.  Returns how many were undone.
unsigned dropUnprofitableLaneCopies(
    llvm::ArrayRef<LaneVersionedFunction> V,
    llvm::function_ref<llvm::OptimizationRemarkEmitter &(llvm::Function &)>
        GetORE);

/// After dropUnprofitableLaneCopies: in each function of \p V still
/// versioned whose shared prefix reads memory (the kernel's loads), moves
/// the instructions of each copy's entry block that need no loaded value
/// (lane ids, addresses, compares on threadIdx.x; at most 32) to the top of
/// that block, followed by llvm.amdgcn.sched.barrier(0).  The machine
/// scheduler works one block at a time and does not see that the copy's
/// first use of a loaded value waits for the load, so it would put this
/// arithmetic after the wait; the barrier keeps it ahead, where the load's
/// latency hides it, as it would be had the prefix not been split off.
void scheduleCopiesAheadOfLoads(llvm::ArrayRef<LaneVersionedFunction> V);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_LANEVERSIONING_H
