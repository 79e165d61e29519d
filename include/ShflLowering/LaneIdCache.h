//===- LaneIdCache.h - Lane ids, built once per function --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The per-function cache of WarpTarget::buildLaneIds() shared by the
/// lowering drivers: lane ids are emitted once, at the top of the entry
/// block, and the ones that no lowering ended up using are deleted at the end.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LANEIDCACHE_H
#define SHFL_LOWERING_LANEIDCACHE_H

#include "ShflLowering/WarpTarget.h"
#include "llvm/ADT/DenseMap.h"

namespace shfl {

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

} // namespace shfl

#endif // SHFL_LOWERING_LANEIDCACHE_H
