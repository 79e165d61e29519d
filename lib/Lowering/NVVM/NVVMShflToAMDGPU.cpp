//===- NVVMShflToAMDGPU.cpp - Lower llvm.nvvm.shfl to AMDGPU --------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The AMDGPU shuffle lowering pass.  It picks a WarpTarget per function
/// (wave32 or wave64, from the pass parameter or the function's attributes)
/// and lets the shared driver in NVVMShflCalls.cpp rewrite the calls; this
/// file adds the statistics and optimization remarks.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/NVVMShflToAMDGPU.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPULanePredicates.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUReductionChains.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpIdioms.h"
#include "ShflLowering/Lowering/Core/IntrinsicDecls.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Lowering/Core/LaneDemandSelects.h"
#include "ShflLowering/Lowering/Core/LaneVersioning.h"
#include "ShflLowering/Lowering/Core/NaNPayloadDemand.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Debug.h"
#include <map>
#include <memory>

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumLowered, "Number of NVVM shuffles lowered");
STATISTIC(NumLegacy, "Number of legacy (non-sync) NVVM shuffles lowered");
STATISTIC(NumWithPred, "Number of shuffles whose predicate is used");
STATISTIC(NumWave64, "Number of shuffles lowered for wave64");
STATISTIC(NumBPermute, "Number of shuffles lowered with ds_bpermute");
STATISTIC(NumPermute, "Number of shuffles lowered with ds_permute");
STATISTIC(NumNoMove, "Number of shuffles where no lane was in range");
STATISTIC(NumFast, "Number of shuffles lowered with a constant-operand fast path");
STATISTIC(NumFastMissed, "Number of moving shuffles that took no fast path");
STATISTIC(NumFastDemanded,
          "Number of fast paths exact only on the lanes whose result is used");

Expected<NVVMShflToAMDGPUOptions>
shfl::parseNVVMShflToAMDGPUOptions(StringRef Params) {
  NVVMShflToAMDGPUOptions Opts;
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P == "wave32" || P == "wave64") {
      Opts.WaveSize = P == "wave32" ? 32 : 64;
    } else if (P == "strategy=bpermute") {
      Opts.Strategy = AMDGPUShflStrategy::BPermute;
    } else if (P == "strategy=permute") {
      Opts.Strategy = AMDGPUShflStrategy::Permute;
    } else if (P == "fast-paths" || P == "no-fast-paths") {
      Opts.FastPaths = P == "fast-paths";
    } else if (P == "lane-demand" || P == "no-lane-demand") {
      Opts.LaneDemand = P == "lane-demand";
    } else if (P == "reduction-chains" || P == "no-reduction-chains") {
      Opts.ReductionChains = P == "reduction-chains";
    } else if (P == "lane-versioning" || P == "no-lane-versioning") {
      Opts.LaneVersioning = P == "lane-versioning";
    } else if (P == "nan-payload-demand" || P == "no-nan-payload-demand") {
      Opts.NaNPayloadDemand = P == "nan-payload-demand";
    } else {
      return createStringError(inconvertibleErrorCode(),
                               "invalid nvvm-shfl-to-amdgpu parameter '" + P +
                                   "' (expected wave32, wave64, "
                                   "strategy=bpermute, strategy=permute, "
                                   "fast-paths, no-fast-paths, lane-demand, "
                                   "no-lane-demand, reduction-chains, "
                                   "no-reduction-chains, lane-versioning, "
                                   "no-lane-versioning, nan-payload-demand or "
                                   "no-nan-payload-demand)");
    }
  }
  return Opts;
}

namespace {

/// Owns the two possible targets of a module and reports each lowered call.
class NVVMShflToAMDGPULowering {
public:
  NVVMShflToAMDGPULowering(Module &M, FunctionAnalysisManager &FAM,
                           const NVVMShflToAMDGPUOptions &Opts)
      : M(M), FAM(FAM), Opts(Opts) {}

  RewriteStatus run() {
    auto GetORE = [this](Function &F) -> OptimizationRemarkEmitter & {
      return FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
    };
    // The selects on a shuffle's predicate read the own value where it is
    // false (NVVMShflCalls.h), so that the lanes out of range demand nothing
    // of the shuffle.
    bool OwnValues = Opts.FastPaths && Opts.LaneDemand &&
                     pickOwnValueWhereOutOfRange(M);
    // Versioning on threadIdx.x & 31 being the lane first
    // (LaneVersioning.h): the fast copy's lane ids are what the idioms,
    // the chains and the per-call lowering then see.
    SmallVector<LaneVersionedFunction, 4> LaneCopies;
    if (Opts.FastPaths && Opts.LaneVersioning)
      LaneCopies = versionOnThreadIdxLane(M, Opts.WaveSize, GetORE);
    bool Versioned = !LaneCopies.empty();
    if (Versioned)
      FAM.clear(); // the CFGs of the versioned functions changed
    // The program's selects in the callers (and their lane copies), before
    // the lowerings add theirs (AMDGPULanePredicates.h).
    SmallSetVector<Function *, 8> Callers = shuffleCallers();
    MapVector<Function *, SmallVector<WeakTrackingVH, 8>> Guards;
    if (Opts.FastPaths)
      for (Function *F : Callers)
        collectLanePredicateCandidates(*F, Guards[F]);
    // Which of them the demanded lanes tell apart, on the program as it
    // comes (LaneDemandSelects.h); they go once the shuffles are lowered.
    MapVector<Function *, SmallVector<DemandFoldedSelect, 8>> Folded;
    if (Opts.FastPaths && Opts.LaneDemand)
      findDemandFolded(Guards, Folded);
    // Whole idioms next (AMDGPUWarpIdioms.h): the scans' shuffles are gone
    // before the reduction chains and the per-call lowering.
    bool Idioms =
        Opts.FastPaths &&
        lowerAMDGPUWarpIdioms(M, Opts.WaveSize, GetORE);
    bool Chains = Opts.FastPaths && Opts.LaneDemand && Opts.ReductionChains &&
                  Opts.Strategy == AMDGPUShflStrategy::BPermute &&
                  rewriteChains(Callers.getArrayRef());
    RewriteStatus S = rewriteNVVMShuffles(
        M, [this](Function &F) { return targetFor(F); },
        [this](const CallInst &CI, const LoweredShfl &L) { report(CI, L); },
        Opts.FastPaths && Opts.LaneDemand);
    unsigned DemandFolded = 0;
    for (auto &[F, Selects] : Folded)
      DemandFolded += foldDemandedSelects(*F, Selects, remarksFor(*F));
    // PTX's NaN fix-ups that only the next fix-up reads, and those that
    // one select's fix-up can stand for (NaNPayloadDemand.h), once the
    // lowering has fixed what reads them.
    bool NaNFixups =
        Opts.FastPaths && Opts.NaNPayloadDemand && dropUndemandedNaNFixups(M);
    // The fast copies that did not pay for their test go again, weighed as
    // the lowering and the fix-ups left them.
    if (Versioned) {
      dropUnprofitableLaneCopies(LaneCopies, GetORE);
      scheduleCopiesAheadOfLoads(LaneCopies);
    }
    // Last, the selects on the lane's position around the shuffles
    // (AMDGPULanePredicates.h), in the copies lane versioning kept too.
    bool Predicates = Opts.FastPaths && foldLanePredicates(Guards);
    S.Changed |= OwnValues || Chains || Idioms || Versioned || Predicates ||
                 NaNFixups || DemandFolded;
    CFGChanged = Versioned;
    return S;
  }

  /// Whether run() changed a function's CFG (lane versioning).
  bool changedCFG() const { return CFGChanged; }

private:
  /// The functions, not optnone, that call an NVVM shuffle.
  SmallSetVector<Function *, 8> shuffleCallers() {
    SmallSetVector<Function *, 8> Callers;
    for (Function &Decl : M)
      if (Decl.isDeclaration() && isNVVMShflName(Decl.getName()))
        for (User *U : Decl.users())
          if (auto *CI = dyn_cast<CallInst>(U);
              CI && !CI->getFunction()->hasOptNone())
            Callers.insert(CI->getFunction());
    return Callers;
  }

  /// The integer reduction chains of \p Callers, on a known processor;
  /// returns whether one was rewritten.
  bool rewriteChains(ArrayRef<Function *> Callers) {
    unsigned N = 0;
    for (Function *F : Callers) {
      Expected<AMDGPUSubtargetInfo> Info = subtargetOf(*F);
      if (!Info) {
        consumeError(Info.takeError()); // reported by the per-call lowering
        continue;
      }
      N += rewriteReductionChains(*F, AMDGPUXLaneFeatures::get(Info->CPU),
                                  remarksFor(*F));
    }
    return N != 0;
  }

  /// The selects of \p Guards that their demanded lanes tell apart, on a
  /// known processor, into \p Out.
  void findDemandFolded(
      MapVector<Function *, SmallVector<WeakTrackingVH, 8>> &Guards,
      MapVector<Function *, SmallVector<DemandFoldedSelect, 8>> &Out) {
    LaneDemand LD;
    for (auto &[F, Selects] : Guards) {
      Expected<AMDGPUSubtargetInfo> Info = subtargetOf(*F);
      if (!Info) {
        consumeError(Info.takeError()); // reported by the per-call lowering
        continue;
      }
      LD.forgetValues();
      SmallVector<DemandFoldedSelect, 8> Found;
      findDemandFoldedSelects(Selects, Info->WaveSize, LD, Found);
      if (!Found.empty())
        Out[F] = std::move(Found);
    }
  }

  /// The lane-predicate selects of \p Callers, on a known processor;
  /// returns whether one was rewritten.
  bool foldLanePredicates(
      MapVector<Function *, SmallVector<WeakTrackingVH, 8>> &Guards) {
    unsigned N = 0;
    for (auto &[F, Selects] : Guards) {
      Expected<AMDGPUSubtargetInfo> Info = subtargetOf(*F);
      if (!Info) {
        consumeError(Info.takeError()); // reported by the per-call lowering
        continue;
      }
      N += foldLanePredicateSelects(*F, Info->WaveSize, Selects, Decls,
                                    remarksFor(*F));
    }
    return N != 0;
  }

  /// resolveAMDGPUSubtarget() of \p F, worked out once per pair of
  /// target-cpu and target-features strings: a module's functions share a
  /// few (parsing them took 3 % of the pass on the compile-time module).
  Expected<AMDGPUSubtargetInfo> subtargetOf(const Function &F) {
    auto [It, New] = Subtargets.try_emplace(
        {F.getFnAttribute("target-cpu").getValueAsString(),
         F.getFnAttribute("target-features").getValueAsString()});
    if (New) {
      Expected<AMDGPUSubtargetInfo> Info =
          resolveAMDGPUSubtarget(F, Opts.WaveSize);
      if (Info)
        It->second.Info = *Info;
      else
        It->second.Error = toString(Info.takeError());
    }
    if (!It->second.Error.empty())
      return createStringError(inconvertibleErrorCode(), It->second.Error);
    return It->second.Info;
  }

  Expected<WarpTarget *> targetFor(Function &F) {
    Expected<AMDGPUSubtargetInfo> Info = subtargetOf(F);
    if (!Info)
      return Info.takeError();
    // One target per wave size and processor: the fast paths depend on both.
    std::unique_ptr<AMDGPUWarpTarget> &T = Targets[{Info->WaveSize, Info->CPU}];
    if (!T) {
      T = std::make_unique<AMDGPUWarpTarget>(Info->WaveSize, Opts.Strategy,
                                             Info->Major);
      if (Opts.FastPaths)
        T->setFastPaths(AMDGPUXLaneFeatures::get(Info->CPU));
    }
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << " -> "
                      << T->describe() << " (cpu '" << Info->CPU << "')\n");
    TargetOf[&F] = T.get();
    return T.get();
  }

  /// The remark emitter of \p F, or null where it would drop every remark
  /// (as OptimizationRemarkEmitter::enabled() decides): FAM creates and
  /// keeps one per function it is asked for, which a module of many
  /// functions without remarks need not pay for.
  OptimizationRemarkEmitter *remarksFor(Function &F) {
    LLVMContext &Ctx = F.getContext();
    if (!Ctx.getLLVMRemarkStreamer() &&
        !Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled())
      return nullptr;
    return &FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  }

  void report(const CallInst &CI, const LoweredShfl &L) {
    ++NumLowered;
    NumLegacy += !L.Kind.IsSync;
    NumWithPred += L.Kind.HasPred;
    NumWave64 += StringRef(L.TargetDesc).ends_with("64");
    NumBPermute += L.Strategy == "ds_bpermute";
    NumPermute += L.Strategy == "ds_permute";
    NumNoMove += L.Strategy.starts_with("none");
    NumFast += L.Strategy != "ds_bpermute" && L.Strategy != "ds_permute" &&
               !L.Strategy.starts_with("none");
    NumFastDemanded += L.Strategy.contains("demanded lanes");
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": lowered " << CI << " with "
                      << L.Strategy << "\n");
    // The generic paths are the ones a fast path would have replaced.
    bool Missed = L.Strategy == "ds_bpermute" || L.Strategy == "ds_permute";
    NumFastMissed += Missed;
    OptimizationRemarkEmitter *ORE =
        remarksFor(*const_cast<Function *>(CI.getFunction()));
    if (!ORE)
      return;
    ORE->emit([&] { return shuffleLoweredRemark(DEBUG_TYPE, CI, L); });
    if (!Missed)
      return;
    ORE->emit([&] {
      // Worked out only for a remark that is emitted.
      StringRef Why = TargetOf.lookup(CI.getFunction())->lastFastPathMiss();
      return OptimizationRemarkMissed(DEBUG_TYPE, "FastPathNotUsed",
                                      callSiteLocation(CI), CI.getParent())
             << "no fast path for " << ore::NV("Intrinsic", L.Kind.shortName())
             << " on " << ore::NV("Target", L.TargetDesc) << ": "
             << ore::NV("Reason", Why) << "; lowered with "
             << ore::NV("Strategy", L.Strategy);
    });
  }

  Module &M;
  FunctionAnalysisManager &FAM;
  const NVVMShflToAMDGPUOptions &Opts;
  bool CFGChanged = false;
  IntrinsicDecls Decls;
  std::map<std::pair<unsigned, std::string>, std::unique_ptr<AMDGPUWarpTarget>>
      Targets;
  DenseMap<const Function *, AMDGPUWarpTarget *> TargetOf;
  /// subtargetOf()'s answers: the subtarget, or the error's text.
  struct Subtarget {
    AMDGPUSubtargetInfo Info;
    std::string Error;
  };
  DenseMap<std::pair<StringRef, StringRef>, Subtarget> Subtargets;
};

} // namespace

PreservedAnalyses NVVMShflToAMDGPUPass::run(Module &M, ModuleAnalysisManager &MAM) {
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  NVVMShflToAMDGPULowering L(M, FAM, Opts);
  RewriteStatus S = L.run();
  if (!S.Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  if (!L.changedCFG())
    PA.preserveSet<CFGAnalyses>();
  return PA;
}
