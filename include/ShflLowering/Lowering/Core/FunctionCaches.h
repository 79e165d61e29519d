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

#ifndef SHFL_LOWERING_LOWERING_CORE_FUNCTIONCACHES_H
#define SHFL_LOWERING_LOWERING_CORE_FUNCTIONCACHES_H

#include "ShflLowering/Lowering/Core/WarpTarget.h"
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
  /// Forgets every function (a user that is done with them).
  void clear() { Cache.clear(); }

private:
  llvm::DenseMap<llvm::Function *, llvm::SmallPtrSet<llvm::BasicBlock *, 4>>
      Cache;
};

/// The blocks of a kernel that run with every lane its wave was launched
/// with, computed once per function.
///
/// A wave starts with EXEC holding the work-items it was given.  Work-items
/// are packed into waves in the order of their linear id, so only the last
/// wave of a work-group is partial, and its lanes are 0..n-1: the active
/// lanes form a prefix of the wave.  Lanes leave EXEC only through control
/// flow: a divergent branch, until its paths join again at a post-dominator
/// (where AMDGPU's structurized control flow restores EXEC), or a return.
/// (llvm.nvvm.exit is not lowered for AMDGPU, and a callee returns with the
/// lanes it was called with.)  A branch on a wave-uniform value (a kernel
/// argument, the work-group id, a ballot, arithmetic of those) sends all
/// lanes one way.  So a block of a kernel that lies on no cycle, and whose
/// controlling branches (those it is control dependent on, from the
/// post-dominator tree) are all uniform and in such blocks themselves, runs
/// once, with the launch's lanes: a prefix.  The blocks that post-dominate
/// the entry have no controlling branch.  There, lane 0 of a 32-lane warp
/// is active wherever any lane of that warp is, which lets a broadcast of
/// lane 0 skip the test of its EXEC bit, and a value pass through a lane
/// below its reader or its source (AMDGPUFastPaths.h).
///
/// Kernels are the amdgpu_kernel and ptx_kernel functions; any other
/// function may be called with any lanes active, and has no such block.
class LaunchLaneBlocks {
public:
  bool contains(llvm::BasicBlock &BB);
  /// Forgets every function (a user that is done with them).
  void clear() { Cache.clear(); }

private:
  llvm::DenseMap<llvm::Function *, llvm::SmallPtrSet<llvm::BasicBlock *, 4>>
      Cache;
};

/// Replaces the uses of \p CI (a call in an unreachable block) with poison
/// and erases it.
void removeUnreachableCall(llvm::CallInst &CI);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_FUNCTIONCACHES_H
