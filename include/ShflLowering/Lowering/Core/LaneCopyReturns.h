//===- LaneCopyReturns.h - Give each lane copy its own return ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lane versioning (LaneVersioning.h) gives a function two whole copies,
/// each with its own return.  clang's later CFG simplification sinks their
/// identical tails into one return block, and the two copies join there:
/// a diamond whose branch is wave-uniform.  AMDGPU's structurizer still
/// makes a flow block for it, so the fast copy is reached through a second,
/// always-taken branch and three scalar instructions, and llvm-mca charges
/// each branch 32 cycles on gfx11/12.  With a return in each copy the
/// branch is a plain uniform s_cbranch and the fast copy falls through.
///
/// This pass, run at the end of clang's optimisation pipeline (the plugin's
/// OptimizerLast callback, when the pipeline has nvvm-shfl-to-amdgpu), puts
/// a copy of such a return block at the end of each of its predecessors:
///
///   join:                           copy1:
///     %v = phi [%a, %copy1],    ->    ...; store %a; ret void
///          [%b, %copy2]             copy2:
///     store %v; ret void              ...; store %b; ret void
///
/// Only in the functions lane versioning marked (the string attribute
/// LaneVersionedAttr, which the pass removes), only a return block of at
/// most MaxReturnBlockSize instructions with two to four predecessors that
/// each end in an unconditional branch to it, and nothing convergent, not
/// duplicable or token-valued in it.  The program is unchanged: every path
/// runs the same instructions.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_LANECOPYRETURNS_H
#define SHFL_LOWERING_LOWERING_CORE_LANECOPYRETURNS_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// The function attribute with which lane versioning marks the functions
/// it versioned.
inline constexpr const char *LaneVersionedAttr = "shfl-lane-versioned";

struct LaneCopyReturnsOptions {};
llvm::Expected<LaneCopyReturnsOptions>
parseLaneCopyReturnsOptions(llvm::StringRef Params);

class LaneCopyReturnsPass : public llvm::PassInfoMixin<LaneCopyReturnsPass> {
public:
  explicit LaneCopyReturnsPass(LaneCopyReturnsOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_LANECOPYRETURNS_H
