//===- SpinLoopOrder.h - Run a spin loop after its sibling branch -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// CUDA guarantees that a thread which spins on memory does not stop the
/// threads that will release it: the warps of a block progress
/// independently, and since sm_70 so do the threads of a warp.  An AMD
/// wave runs its divergent lanes one side of a branch after the other, in
/// the order the structurizer picks, and a side that loops runs until all
/// its lanes leave the loop.  When the lanes of one side spin until the
/// lanes of the other side write memory, the wave progresses only if the
/// writers go first.  That is the case of cooperative groups' barrier
/// between warps (`if (last) release(); else while (flag & bit);`) once
/// two CUDA warps share a wave64: both warp leaders are in one wave.  Both
/// llc 19 and llc 22 emit the polling side first for it.
///
/// orderSpinLoopsLast rewrites each divergent branch whose one side polls
/// memory (a loop with an atomic or volatile access) and whose other side
/// does not, so that the other side runs first on every processor:
///
///   X: br c, Other, Spin        X:     br c, Other, Guard
///   Other...: br J        -->   Other...: br Guard
///   Spin...:  br J              Guard: wave.barrier; br c, J, Spin
///                               Spin...:  br J
///
/// Guard post-dominates the other side, so every structurization runs that
/// side before the loop; the wave barrier (a convergent call, no
/// instruction) keeps later CFG simplification from threading the guard
/// away.  Each lane still runs exactly its own instructions: only the order
/// between lanes of the two sides, which CUDA leaves open, is fixed.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_SPINLOOPORDER_H
#define SHFL_LOWERING_LOWERING_CORE_SPINLOOPORDER_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// Applies the rewrite above to every such branch of \p F; returns the
/// number of branches rewritten (the CFG changed if it is not zero).
/// Functions with convergence-control tokens are left alone.
unsigned orderSpinLoopsLast(llvm::Function &F);

/// The pass takes no parameters.
struct SpinLoopOrderOptions {};
llvm::Expected<SpinLoopOrderOptions> parseSpinLoopOrderOptions(llvm::StringRef Params);

/// nvvm-warp-to-amdgpu runs the rewrite; clang's pipeline may inline a
/// spin loop into its branch only later, so the plugin also runs this pass
/// (`spin-loop-order`) at the end of clang's pipeline.
class SpinLoopOrderPass : public llvm::PassInfoMixin<SpinLoopOrderPass> {
public:
  explicit SpinLoopOrderPass(SpinLoopOrderOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_SPINLOOPORDER_H
