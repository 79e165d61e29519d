//===- NVVMWarpToAMDGPU.cpp - Lower the NVVM warp primitives to AMDGPU ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The AMDGPU pass over NVVMWarpCalls.cpp: it picks an AMDGPUWarpTarget per
/// function (wave size and GFX generation from the pass parameter or the
/// function's attributes) and adds statistics and optimization remarks.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/NVVMWarpToAMDGPU.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Lowering/NVVM/NVVMWarpCalls.h"
#include "ShflLowering/Lowering/Core/SpinLoopOrder.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Debug.h"
#include <map>
#include <memory>

#define DEBUG_TYPE "nvvm-warp-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumLowered, "Number of NVVM warp primitives lowered");
STATISTIC(NumWave64, "Number of warp primitives lowered for wave64");

Expected<NVVMWarpToAMDGPUOptions>
shfl::parseNVVMWarpToAMDGPUOptions(StringRef Params) {
  NVVMWarpToAMDGPUOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P == "wave32" || P == "wave64") {
      Opts.WaveSize = P == "wave32" ? 32 : 64;
    } else if (P == "redux=dpp") {
      Opts.Redux = AMDGPUReduxStrategy::DPP;
    } else if (P == "redux=bpermute") {
      Opts.Redux = AMDGPUReduxStrategy::BPermute;
    } else if (P == "defer-runtime-redux") {
      Opts.DeferRuntimeRedux = true;
    } else if (P == "no-lane-demand") {
      Opts.LaneDemand = false;
    } else {
      return createStringError(inconvertibleErrorCode(),
                               "invalid nvvm-warp-to-amdgpu parameter '" + P +
                                   "' (expected wave32, wave64, redux=dpp, "
                                   "redux=bpermute, defer-runtime-redux or "
                                   "no-lane-demand)");
    }
  }
  return Opts;
}

namespace {

class NVVMWarpToAMDGPULowering {
public:
  NVVMWarpToAMDGPULowering(Module &M, FunctionAnalysisManager &FAM,
                           const NVVMWarpToAMDGPUOptions &Opts)
      : M(M), FAM(FAM), Opts(Opts) {}

  WarpRewriteStatus run() {
    return rewriteNVVMWarpPrimitives(
        M, [this](Function &F) { return targetFor(F); },
        [this](const CallInst &CI, const LoweredWarp &L) { report(CI, L); },
        WarpRewriteOptions{Opts.DeferRuntimeRedux, Opts.LaneDemand});
  }

private:
  Expected<WarpTarget *> targetFor(Function &F) {
    Expected<AMDGPUSubtargetInfo> Info =
        resolveAMDGPUSubtarget(F, Opts.WaveSize, DEBUG_TYPE);
    if (!Info)
      return Info.takeError();
    std::unique_ptr<AMDGPUWarpTarget> &T = Targets[{Info->WaveSize, Info->CPU}];
    if (!T) {
      T = std::make_unique<AMDGPUWarpTarget>(
          Info->WaveSize, AMDGPUShflStrategy::BPermute, Info->Major, Opts.Redux);
      T->setCrossLane(AMDGPUXLaneFeatures::get(Info->CPU));
    }
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << " -> "
                      << T->describe() << " (cpu '" << Info->CPU << "')\n");
    return T.get();
  }

  void report(const CallInst &CI, const LoweredWarp &L) {
    ++NumLowered;
    NumWave64 += StringRef(L.TargetDesc).ends_with("64");
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": lowered " << CI << " with " << L.How
                      << "\n");
    Function &F = *const_cast<Function *>(CI.getFunction());
    auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "WarpPrimitiveLowered",
                                callSiteLocation(CI), CI.getParent())
             << "lowered " << ore::NV("Intrinsic", L.Kind->ShortName) << " for "
             << ore::NV("Target", L.TargetDesc) << " with "
             << ore::NV("Sequence", L.How);
    });
  }

  Module &M;
  FunctionAnalysisManager &FAM;
  const NVVMWarpToAMDGPUOptions &Opts;
  std::map<std::pair<unsigned, std::string>, std::unique_ptr<AMDGPUWarpTarget>>
      Targets; // by (wave size, target-cpu)
};

} // namespace

PreservedAnalyses NVVMWarpToAMDGPUPass::run(Module &M, ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  WarpRewriteStatus S = NVVMWarpToAMDGPULowering(M, FAM, Opts).run();
  // A CUDA thread that spins on memory must not stop the threads of its
  // wave that release it (SpinLoopOrder.h).
  for (Function &F : M)
    if (orderSpinLoopsLast(F))
      S.Changed = S.ChangedCFG = true;
  if (!S.Changed)
    return PreservedAnalyses::all();
  if (S.ChangedCFG)
    return PreservedAnalyses::none();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
