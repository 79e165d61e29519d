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
/// also inserts a pipeline of its passes at the start of the optimisation
/// pipeline (which clang builds at -O0 too) when asked through
///
///   -mllvm -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave64>'
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Lowering/NVVMLibdeviceToAMDGPU.h"
#include "ShflLowering/Lowering/NVVMShflToAMDGPU.h"
#include "ShflLowering/Lowering/NVVMShflToHGPU.h"
#include "ShflLowering/Lowering/NVVMWarpToAMDGPU.h"
#include "ShflLowering/Lowering/NVVMToAMDGPU.h"
#include "ShflLowering/Lowering/SpinLoopOrder.h"
#include "ShflLowering/PTX/PTXAsmToIR.h"
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

/// Also exported for tools that embed the passes.
extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT void
registerShflLoweringPasses(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parseShflPass(Name, MPM);
      });
  PB.registerPipelineStartEPCallback(
      [&PB](ModulePassManager &MPM, OptimizationLevel) {
        if (ClangPipeline.empty())
          return;
        // Parsed apart, so that a bad pipeline adds none of its passes.
        ModulePassManager Parsed;
        if (Error E = PB.parsePassPipeline(Parsed, ClangPipeline))
          MPM.addPass(PipelineErrorPass("invalid -shfl-lowering-pipeline: " +
                                        toString(std::move(E))));
        else
          MPM.addPass(std::move(Parsed));
      });
  // clang only, at the end of its pipeline: order the spin loops that
  // inlining put into divergent branches (spin-loop-order, as
  // nvvm-warp-to-amdgpu does for what it sees), report the inline PTX that
  // the translator left and that optimisation did not delete
  // (ptx-asm-check), then undo the datalayout change of nvvm-to-amdgpu before clang's
  // post-pipeline datalayout check (see NVVMToAMDGPUClangLayoutPass).
  compat::registerOptimizerLast(
      PB, [](ModulePassManager &MPM, OptimizationLevel) {
        if (ClangPipeline.empty())
          return;
        StringRef P = ClangPipeline;
        if (P.contains("nvvm-warp-to-amdgpu"))
          MPM.addPass(SpinLoopOrderPass());
        if (P.contains("ptx-asm-to-ir") || P.contains("nvvm-to-amdgpu"))
          MPM.addPass(PTXAsmCheckPass());
        MPM.addPass(NVVMToAMDGPUClangLayoutPass());
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "ShflLowering", LLVM_VERSION_STRING,
          registerShflLoweringPasses};
}
