//===- PTXAsmToIR.h - The inline-PTX translation passes ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `ptx-asm-to-ir` translates every inline-asm call of a module into plain
/// IR and `llvm.nvvm.*` calls (PTXTranslator.h).  It works on any module
/// (NVPTX, AMDGPU, or the host's, where lli can run the arithmetic).  Dead
/// asm without side effects is deleted.  A statement it cannot translate is
/// left in place, because optimisation may still remove it; `ptx-asm-check`,
/// run at the end of the pipeline, reports each one that survives with an
/// `error:` at its source line.  `ptx-asm-to-ir<strict>` reports at once
/// instead.  The approximate instructions (rcp/rsqrt/sqrt/ex2/lg2/sin/cos
/// .approx, div.approx, div.full) give NVIDIA's bits by default;
/// `nv-approx=native` uses AMD's own approximate instructions instead
/// (docs/mufu.md):
///
///   opt -load-pass-plugin=lib/ShflLowering.so -passes=ptx-asm-to-ir in.ll
///   opt ... -passes='ptx-asm-to-ir<strict>' in.ll
///   opt ... -passes='ptx-asm-to-ir<nv-approx=native>' in.ll
///   opt ... -passes='ptx-asm-to-ir,nvvm-to-amdgpu<gfx90a>,...,ptx-asm-check'
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXASMTOIR_H
#define SHFL_LOWERING_PTX_PTXASMTOIR_H

#include "ShflLowering/Support/PassParams.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

struct PTXAsmToIROptions {
  /// Report each statement that cannot be translated at once.
  bool Strict = false;
  /// How the approximate instructions are lowered.
  NVApprox Approx = NVApprox::Exact;
};

/// Parses "", "strict", "nv-approx=exact" or "nv-approx=native" (joined by
/// ';').
llvm::Expected<PTXAsmToIROptions> parsePTXAsmToIROptions(llvm::StringRef P);

class PTXAsmToIRPass : public llvm::PassInfoMixin<PTXAsmToIRPass> {
public:
  explicit PTXAsmToIRPass(PTXAsmToIROptions Opts = {}) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  PTXAsmToIROptions Opts;
};

struct PTXAsmCheckOptions {};
/// Takes no parameters.
llvm::Expected<PTXAsmCheckOptions> parsePTXAsmCheckOptions(llvm::StringRef P);

/// The late check: an `error:` for every inline-asm call left in the module.
class PTXAsmCheckPass : public llvm::PassInfoMixin<PTXAsmCheckPass> {
public:
  explicit PTXAsmCheckPass(PTXAsmCheckOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXASMTOIR_H
