//===- FunctionCaches.h - Per-function lane ids and targets -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the lowering drivers (shuffles, warp primitives) compute once per
/// function: the WarpTarget, resolved from the pass options and the
/// function's attributes, and the lane ids, emitted once at the top of the
/// entry block (the ones no lowering ended up using are deleted at the end).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_FUNCTIONCACHES_H
#define SHFL_LOWERING_LOWERING_FUNCTIONCACHES_H

#include "ShflLowering/Lowering/WarpTarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// Supplies the WarpTarget for a function, or an error that says why the
/// function cannot be lowered (its wave size is unknown, say).  The target
/// must outlive the driver.
using TargetProvider =
    llvm::function_ref<llvm::Expected<WarpTarget *>(llvm::Function &)>;

/// Resolves each function's WarpTarget once.
class FunctionTargets {
public:
  explicit FunctionTargets(TargetProvider GetTarget) : GetTarget(GetTarget) {}

  /// The target of \p F, or null if it has none.  The reason is passed to
  /// \p OnError once per function, on the first call that asks.
  WarpTarget *get(llvm::Function &F,
                  llvm::function_ref<void(const llvm::Twine &)> OnError);

private:
  TargetProvider GetTarget;
  llvm::DenseMap<llvm::Function *, WarpTarget *> Targets; // null: failed
};

class LaneIdCache {
public:
  /// The lane ids of \p F, built by \p T after the entry block's static
  /// allocas on first use.
  const LaneIds &get(llvm::Function &F, WarpTarget &T);

  /// Deletes the cached lane ids that have no use (for example a wave64 CUDA
  /// lane id when every check folded) and empties the cache.
  void eraseUnused();

  ~LaneIdCache() { eraseUnused(); }

private:
  llvm::DenseMap<llvm::Function *, LaneIds> Cache;
};

/// Which blocks of a function cannot be reached from its entry, computed
/// once per function before the first rewrite in it.  Blocks created later
/// (by splitting a reachable block) count as reachable.
///
/// Code in an unreachable block never runs, and the verifier lets it use its
/// own result (`%r = call @shfl(.., %r, ..)`), which no lowering can
/// rewrite with a value computed from the call.  The warp passes therefore
/// do not lower a call there: they replace its uses with poison and erase it
/// (see removeUnreachableCall).
class UnreachableBlocks {
public:
  bool contains(llvm::BasicBlock &BB);

private:
  llvm::DenseMap<llvm::Function *, llvm::SmallPtrSet<llvm::BasicBlock *, 4>>
      Cache;
};

/// Replaces the uses of \p CI (a call in an unreachable block) with poison
/// and erases it.
void removeUnreachableCall(llvm::CallInst &CI);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_FUNCTIONCACHES_H
