//===- Plugin.cpp - The single pass-plugin entry point --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Registers the passes of Passes.def with a PassBuilder, for `opt` and for
/// `clang -fpass-plugin`.  This is the only file that defines
/// `llvmGetPassPluginInfo`.
///
/// opt parses `-passes=` itself.  clang never does, so for clang the plugin
/// also inserts a pipeline of its passes into the default pipelines (which
/// clang builds at -O0 too) when asked through
///
///   -mllvm -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave64>'
///
/// The shuffle lowerings (nvvm-shfl-to-amdgpu, nvvm-shfl-to-hgpu) of that
/// pipeline run at the OptimizerEarly extension point, after the inliner and
/// the function simplification passes: the wrappers of the CUDA headers
/// (`__shfl_xor_sync(m, v, 1, 16)` computes c from the width) are inlined
/// and their operands folded by then, so that the constant-operand fast
/// paths apply to user code.  The other passes run at the pipeline start;
/// nvvm-warp-to-amdgpu there leaves the redux.sync calls whose member mask
/// is not constant (`defer-runtime-redux`) to a second instance at
/// OptimizerEarly, before the shuffle lowerings.
/// At -O0 nothing is inlined and the lowering handles runtime operands.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Lowering/NVVM/NVVMLibdeviceToAMDGPU.h"
#include "ShflLowering/Lowering/NVVM/NVVMShflToAMDGPU.h"
#include "ShflLowering/Lowering/HGPU/NVVMShflToHGPU.h"
#include "ShflLowering/Lowering/HGPU/NVVMToHGPU.h"
#include "ShflLowering/Lowering/NVVM/NVVMWarpToAMDGPU.h"
#include "ShflLowering/Lowering/NVVM/NVVMToAMDGPU.h"
#include "ShflLowering/Lowering/Core/LaneCopyReturns.h"
#include "ShflLowering/Lowering/Core/NaNPayloadDemand.h"
#include "ShflLowering/Lowering/AMDGPU/LaneOffsetAdds.h"
#include "ShflLowering/Lowering/AMDGPU/NaNClassTests.h"
#include "ShflLowering/Lowering/AMDGPU/NaNFixupBranches.h"
#include "ShflLowering/Lowering/AMDGPU/PermuteAddressMerge.h"
#include "ShflLowering/Lowering/AMDGPU/SignedZeroProducts.h"
#include "ShflLowering/Lowering/Core/SpinLoopOrder.h"
#include "ShflLowering/PTX/PTXAsmToIR.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace shfl;

static cl::opt<std::string> ClangPipeline(
    "shfl-lowering-pipeline", cl::init(""), cl::value_desc("pipeline"),
    cl::desc("Pass pipeline of shfl-lowering passes to run at the start of "
             "the default pipelines (for clang -fpass-plugin), e.g. "
             "'nvvm-shfl-to-amdgpu<wave64>'"));

/// Splits "name" or "name<params>"; returns std::nullopt if \p Name is not
/// \p PassName.
static std::optional<StringRef> passParams(StringRef Name, StringRef PassName) {
  if (Name == PassName)
    return StringRef();
  if (!Name.consume_front(PassName) || !Name.consume_front("<") ||
      !Name.consume_back(">"))
    return std::nullopt;
  return Name;
}

static bool parseShflPass(StringRef Name, ModulePassManager &MPM) {
#define MODULE_PASS_WITH_PARAMS(NAME, CREATE_PASS, PARSER, PARAMS)             \
  if (std::optional<StringRef> Params = passParams(Name, NAME)) {              \
    auto OptsOrErr = PARSER(*Params);                                          \
    if (!OptsOrErr) {                                                          \
      errs() << "error: " << toString(OptsOrErr.takeError()) << "\n";          \
      return false;                                                            \
    }                                                                          \
    auto &Opts = *OptsOrErr;                                                   \
    MPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "ShflLowering/Passes.def"
  return false;
}

namespace {
/// Stands in for a -shfl-lowering-pipeline that does not parse: reports it
/// as an `error:` through the module's context, so that clang and opt stop
/// with their usual diagnostics (no "LLVM ERROR", no crash report).
struct PipelineErrorPass : PassInfoMixin<PipelineErrorPass> {
  explicit PipelineErrorPass(std::string Message) : Message(std::move(Message)) {}
  std::string Message;
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    M.getContext().emitError(Message);
    return PreservedAnalyses::all();
  }
  static bool isRequired() { return true; }
};
} // namespace

/// Whether the top-level pipeline element \p Elt is a shuffle lowering,
/// which the clang flow runs late (see the file comment).
static bool isLateElement(StringRef Elt) {
  Elt = Elt.trim();
  return Elt.starts_with("nvvm-shfl-to-amdgpu") ||
         Elt.starts_with("nvvm-shfl-to-hgpu");
}

/// \p Elt (a top-level element) with its parameter list rewritten: without
/// \p Param, and with it again when \p Add.
static std::string withParam(StringRef Elt, StringRef Param, bool Add) {
  auto [Name, Rest] = Elt.trim().split('<');
  std::string Params;
  SmallVector<StringRef, 4> Parts;
  Rest.consume_back(">");
  Rest.split(Parts, ';', -1, /*KeepEmpty=*/false);
  for (StringRef P : Parts)
    if (P != Param)
      Params += (Params.empty() ? "" : ";") + P.str();
  if (Add)
    Params += (Params.empty() ? "" : ";") + Param.str();
  return Params.empty() ? Name.str() : (Name + "<" + Params + ">").str();
}

/// Splits \p Pipeline into its top-level elements (commas outside `<>` and
/// `()`) and returns the early and the late ones, each re-joined.  The warp
/// primitives run early and leave the redux.sync calls whose member mask
/// is not constant yet to a second run, the first of the late ones: after
/// inlining, a header wrapper's mask is a constant or a cooperative-groups
/// tile mask (docs/pass-order.md).
static std::pair<std::string, std::string> splitClangPipeline(StringRef Pipeline) {
  std::string Early, Late, LateWarp;
  auto Add = [](std::string &To, StringRef Elt) {
    if (!To.empty())
      To += ",";
    To += Elt.trim().str();
  };
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= Pipeline.size(); ++I) {
    char C = I < Pipeline.size() ? Pipeline[I] : ',';
    Depth += (C == '<' || C == '(') - (C == '>' || C == ')');
    if (C != ',' || Depth != 0)
      continue;
    StringRef Elt = Pipeline.slice(Start, I);
    Start = I + 1;
    if (Elt.trim().empty())
      continue;
    if (passParams(Elt.trim(), "nvvm-warp-to-amdgpu")) {
      Add(Early, withParam(Elt, "defer-runtime-redux", true));
      Add(LateWarp, withParam(Elt, "defer-runtime-redux", false));
      continue;
    }
    Add(isLateElement(Elt) ? Late : Early, Elt);
  }
  if (!LateWarp.empty())
    Late = LateWarp + (Late.empty() ? "" : "," + Late);
  return {Early, Late};
}

/// Adds the passes of \p Text (a part of -shfl-lowering-pipeline) to \p MPM.
static void addClangPasses(PassBuilder &PB, ModulePassManager &MPM,
                           StringRef Text) {
  if (Text.empty())
    return;
  // Parsed apart, so that a bad pipeline adds none of its passes.
  ModulePassManager Parsed;
  if (Error E = PB.parsePassPipeline(Parsed, Text))
    MPM.addPass(PipelineErrorPass("invalid -shfl-lowering-pipeline: " +
                                  toString(std::move(E))));
  else
    MPM.addPass(std::move(Parsed));
}

/// Also exported for tools that embed the passes.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT void
registerShflLoweringPasses(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseShflPass(Name, MPM);
      });
  // A pipeline that does not parse as a whole is reported at the pipeline
  // start, and none of its passes runs, early or late.
  PB.registerPipelineStartEPCallback(
      [&PB](ModulePassManager &MPM, OptimizationLevel) {
        if (ClangPipeline.empty())
          return;
        ModulePassManager Whole;
        if (Error E = PB.parsePassPipeline(Whole, ClangPipeline)) {
          MPM.addPass(PipelineErrorPass("invalid -shfl-lowering-pipeline: " +
                                        toString(std::move(E))));
          return;
        }
        addClangPasses(PB, MPM, splitClangPipeline(ClangPipeline).first);
      });
  // The shuffle lowerings, once the inliner and the simplification passes
  // have made the operands of inlined wrappers constant.
  compat::registerOptimizerEarly(
      PB, [&PB](ModulePassManager &MPM, OptimizationLevel) {
        if (ClangPipeline.empty())
          return;
        ModulePassManager Whole;
        if (Error E = PB.parsePassPipeline(Whole, ClangPipeline)) {
          consumeError(std::move(E));
          return;
        }
        addClangPasses(PB, MPM, splitClangPipeline(ClangPipeline).second);
      });
  // clang only, at the end of its pipeline: order the spin loops that
  // inlining put into divergent branches (spin-loop-order, as
  // nvvm-warp-to-amdgpu does for what it sees), give each lane copy its
  // return and the ds_bpermute addresses their merge form, after the last
  // InstCombine (lane-copy-returns, permute-address-merge), report the inline PTX that
  // the translator left and that optimisation did not delete
  // (ptx-asm-check), index shared memory by the CUDA lane plus 32k from
  // one base (amdgpu-lane-offset-adds), keep the sign of zero products
  // AMDGPU's mix patterns would lose (amdgpu-signed-zero-products), test
  // for NaNs with one class test (amdgpu-nan-class-tests), put the f64
  // fix-ups' NaN computation behind a uniform branch
  // (amdgpu-nan-fixup-branches), then undo the datalayout change of
  // nvvm-to-amdgpu before clang's post-pipeline datalayout check (see
  // NVVMToAMDGPUClangLayoutPass).
  compat::registerOptimizerLast(
      PB, [](ModulePassManager &MPM, OptimizationLevel) {
        if (ClangPipeline.empty())
          return;
        StringRef P = ClangPipeline;
        if (P.contains("nvvm-warp-to-amdgpu"))
          MPM.addPass(SpinLoopOrderPass());
        if (P.contains("nvvm-shfl-to-amdgpu")) {
          MPM.addPass(LaneCopyReturnsPass());
          MPM.addPass(PermuteAddressMergePass());
        }
        // After the last InstCombine and SimplifyCFG, which would fold the
        // fmas back, the lane offsets into ors, turn the class tests into
        // fcmps and the fix-ups' branches back into selects.
        if (P.contains("nvvm-to-amdgpu")) {
          MPM.addPass(LaneOffsetAddsPass());
          MPM.addPass(SignedZeroProductsPass());
          MPM.addPass(NaNClassTestsPass());
          MPM.addPass(NaNFixupBranchesPass());
        }
        if (P.contains("ptx-asm-to-ir") || P.contains("nvvm-to-amdgpu"))
          MPM.addPass(PTXAsmCheckPass());
        MPM.addPass(NVVMToAMDGPUClangLayoutPass());
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "ShflLowering", LLVM_VERSION_STRING,
          registerShflLoweringPasses};
}
