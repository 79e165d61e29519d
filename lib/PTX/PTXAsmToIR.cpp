//===- PTXAsmToIR.cpp - The inline-PTX translation passes -----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXAsmToIR.h"
#include "ShflLowering/PTX/PTXTranslator.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ptx-asm-to-ir"

using namespace llvm;
using namespace shfl;

STATISTIC(NumLeft, "Number of inline-asm statements left untranslated");
STATISTIC(NumReported, "Number of inline-asm statements reported by the "
                       "late check");

Expected<PTXAsmToIROptions> shfl::parsePTXAsmToIROptions(StringRef P) {
  PTXAsmToIROptions Opts;
  while (!P.empty()) {
    StringRef Word;
    std::tie(Word, P) = P.split(';');
    if (Word == "strict") {
      Opts.Strict = true;
      continue;
    }
    Expected<bool> Approx = parseNVApproxParam(Word, Opts.Approx);
    if (!Approx)
      return Approx.takeError();
    if (*Approx)
      continue;
    return createStringError(inconvertibleErrorCode(),
                             "invalid ptx-asm-to-ir parameter '" + Word +
                                 "' (expected 'strict' or 'nv-approx=exact|native')");
  }
  return Opts;
}

Expected<PTXAsmCheckOptions>
shfl::parsePTXAsmCheckOptions(StringRef P) {
  return parseNoParams<PTXAsmCheckOptions>("ptx-asm-check", P);
}

PreservedAnalyses PTXAsmToIRPass::run(Module &M, ModuleAnalysisManager &) {
  unsigned Left = 0;
  bool Changed =
      ptx::translateModuleInlineAsm(M, Opts.Strict, &Left, Opts.Approx);
  NumLeft += Left;
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << Left << " statement(s) left in "
                    << M.getName() << "\n");
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

PreservedAnalyses PTXAsmCheckPass::run(Module &M, ModuleAnalysisManager &) {
  NumReported += ptx::reportRemainingInlineAsm(M);
  return PreservedAnalyses::all();
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE
