//===- NVVMWarpCalls.h - Lowering the other NVVM warp primitives -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The target-independent driver for the NVVM warp primitives other than the
/// shuffles: vote (all/any/uni/ballot, sync and legacy), match.any/all,
/// activemask, bar.warp.sync, redux.sync, elect.sync, the lane special
/// registers laneid, warpsize and lanemask_*, and fns (the n-th set bit of
/// a mask, which coalesced groups use to turn a rank into a lane).  Every lowering is written
/// against the WarpTarget hooks (ballot, readLane, gather, reduce, warpSync)
/// and has the exact CUDA semantics for a 32-lane warp.  Problems are
/// `error:` diagnostics on the call; nothing aborts.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_NVVMWARPCALLS_H
#define SHFL_LOWERING_LOWERING_NVVM_NVVMWARPCALLS_H

#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include <string>

namespace shfl {

/// The primitives of this driver.
enum class WarpPrim {
  VoteAll, VoteAny, VoteUni, VoteBallot, MatchAny, MatchAll, ActiveMask,
  WarpSync, Redux, Elect, LaneId, WarpSize, LaneMaskEq, LaneMaskLe,
  LaneMaskLt, LaneMaskGe, LaneMaskGt, Fns
};

/// One recognised NVVM warp intrinsic.
struct NVVMWarpKind {
  WarpPrim Prim = WarpPrim::LaneId;
  bool HasMask = false;          ///< takes a membermask operand
  bool Is64 = false;             ///< match.*.i64
  ReduxOp Op = ReduxOp::Add;     ///< redux.sync operation
  bool Abs = false;              ///< redux.sync.f*.abs
  std::string ShortName;         ///< the name without "llvm.nvvm."
};

/// True if \p Name belongs to the namespaces this driver owns:
/// `llvm.nvvm.{vote,match,redux.sync}.*`, `llvm.nvvm.activemask`,
/// `llvm.nvvm.bar.warp.sync`, `llvm.nvvm.elect.sync`,
/// `llvm.nvvm.read.ptx.sreg.{laneid,warpsize}`,
/// `llvm.nvvm.read.ptx.sreg.lanemask.*` and `llvm.nvvm.fns`.
bool isNVVMWarpName(llvm::StringRef Name);

/// Classifies a declaration whose name isNVVMWarpName(); fails for names
/// this LLVM does not declare.
llvm::Expected<NVVMWarpKind> classifyNVVMWarp(const llvm::Function &Decl);

/// What the driver tells its pass about each lowered call.
struct LoweredWarp {
  const NVVMWarpKind *Kind;
  std::string TargetDesc;
  llvm::StringRef How; ///< a short description of the sequence, for remarks
};

using WarpLoweredCallback =
    llvm::function_ref<void(const llvm::CallInst &, const LoweredWarp &)>;

struct WarpRewriteStatus : RewriteStatus {
  bool ChangedCFG = false; ///< a loop was built (match.any, redux)
};

struct WarpRewriteOptions {
  /// Leaves redux.sync calls whose member mask is not a constant for a
  /// later run: after inlining, the mask of a header wrapper is often a
  /// constant or a tile mask (LaneDemand.h's tileMaskWidth), which needs no
  /// loop over distinct masks (the clang flow's early run, Plugin.cpp).
  bool DeferRuntimeMaskRedux = false;
  /// Gives each redux.sync's lowering the lanes that use its result
  /// (LaneDemand.h), worked out before any call is lowered.
  bool LaneDemand = true;
};

/// Lowers every NVVM warp-primitive call of \p M through the targets
/// \p GetTarget gives (but those \p Opts defers), and erases the
/// declarations left without uses.
WarpRewriteStatus rewriteNVVMWarpPrimitives(llvm::Module &M,
                                            TargetProvider GetTarget,
                                            WarpLoweredCallback OnLowered,
                                            const WarpRewriteOptions &Opts = {});

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_NVVMWARPCALLS_H
