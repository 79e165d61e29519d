//===- NVVMShflToHGPU.cpp - Lower llvm.nvvm.shfl to hgpu ------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hgpu shuffle lowering pass: the AMDGPU pass's sibling over the same
/// seam.  It picks an HGPUWarpTarget per function (the subtarget from the
/// pass parameter or the function's target-cpu) and lets the shared driver in
/// NVVMShflCalls.cpp rewrite the calls; this file adds the statistics and
/// optimization remarks.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/HGPU/NVVMShflToHGPU.h"
#include "ShflLowering/Lowering/HGPU/HGPUWarpTarget.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Debug.h"
#include <map>
#include <memory>

#define DEBUG_TYPE "nvvm-shfl-to-hgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumLowered, "Number of NVVM shuffles lowered");
STATISTIC(NumLegacy, "Number of legacy (non-sync) NVVM shuffles lowered");
STATISTIC(NumWithPred, "Number of shuffles whose predicate is used");
STATISTIC(NumNative, "Number of shuffles lowered to a native hgpu shuffle");
STATISTIC(NumNativeClamp,
          "Number of native shuffles that also compute PTX's clamp");
STATISTIC(NumGather, "Number of shuffles lowered to the hgpu gather");
STATISTIC(NumNoMove, "Number of shuffles where no lane was in range");

Expected<NVVMShflToHGPUOptions> shfl::parseNVVMShflToHGPUOptions(StringRef Params) {
  NVVMShflToHGPUOptions Opts;
  if (Params.empty())
    return Opts;
  Opts.Subtarget = hgpu::lookupSubtarget(Params);
  if (!Opts.Subtarget)
    return createStringError(inconvertibleErrorCode(),
                             "invalid nvvm-shfl-to-hgpu parameter '" + Params +
                                 "' (expected the subtarget " +
                                 hgpu::describeSubtargets() + ")");
  return Opts;
}

namespace {

/// Owns one target per subtarget and reports each lowered call.
class NVVMShflToHGPULowering {
public:
  NVVMShflToHGPULowering(Module &M, FunctionAnalysisManager &FAM,
                         const NVVMShflToHGPUOptions &Opts)
      : M(M), FAM(FAM), Opts(Opts) {}

  RewriteStatus run() {
    // A conflicting declaration of an hgpu intrinsic would make the new calls
    // invalid; it is reported on every function with a shuffle instead.
    if (Error E = checkHGPUDeclarations(M))
      DeclError = toString(std::move(E));
    RewriteStatus S = rewriteNVVMShuffles(
        M, [this](Function &F) { return targetFor(F); },
        [this](const CallInst &CI, const LoweredShfl &L) { report(CI, L); });
    for (auto &Entry : Targets)
      Entry.second->deleteUnusedResults();
    return S;
  }

private:
  Expected<WarpTarget *> targetFor(Function &F) {
    if (!DeclError.empty())
      return createStringError(inconvertibleErrorCode(), DeclError);
    Expected<hgpu::Subtarget> ST = resolveHGPUSubtarget(F, Opts.Subtarget);
    if (!ST)
      return ST.takeError();
    std::unique_ptr<HGPUWarpTarget> &T = Targets[*ST];
    if (!T)
      T = std::make_unique<HGPUWarpTarget>(*ST);
    TargetOf[&F] = T.get();
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << " -> "
                      << T->describe() << "\n");
    return T.get();
  }

  void report(const CallInst &CI, const LoweredShfl &L) {
    const HGPUWarpTarget &T = *TargetOf.lookup(CI.getFunction());
    bool Gather = L.Strategy == T.gatherName();
    bool NoMove = L.Strategy.starts_with("none");
    ++NumLowered;
    NumLegacy += !L.Kind.IsSync;
    NumWithPred += L.Kind.HasPred;
    NumNative += !Gather && !NoMove;
    NumNativeClamp += L.Strategy.ends_with("+ clamp");
    NumGather += Gather;
    NumNoMove += NoMove;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": lowered " << CI << " with "
                      << L.Strategy << "\n");
    Function &F = *const_cast<Function *>(CI.getFunction());
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    ORE.emit([&] { return shuffleLoweredRemark(DEBUG_TYPE, CI, L); });
    if (!T.lastNativeMiss().empty())
      ORE.emit([&] {
        return OptimizationRemarkMissed(DEBUG_TYPE, "NativeShuffleNotUsed",
                                        callSiteLocation(CI), CI.getParent())
               << "native shuffle not used for "
               << ore::NV("Intrinsic", L.Kind.shortName()) << ": "
               << ore::NV("Reason", T.lastNativeMiss());
      });
  }

  Module &M;
  FunctionAnalysisManager &FAM;
  const NVVMShflToHGPUOptions &Opts;
  std::string DeclError;
  std::map<hgpu::Subtarget, std::unique_ptr<HGPUWarpTarget>> Targets;
  DenseMap<const Function *, const HGPUWarpTarget *> TargetOf;
};

} // namespace

PreservedAnalyses NVVMShflToHGPUPass::run(Module &M, ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  RewriteStatus S = NVVMShflToHGPULowering(M, FAM, Opts).run();
  if (!S.Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
