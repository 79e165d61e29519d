//===- PTXTranslator.h - Inline PTX to LLVM IR ------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The translator's entry points.  `translateInlineAsm` turns one
/// `call asm "..."` into plain IR and `llvm.nvvm.*` calls, all or nothing:
/// a template that PTXSema refuses leaves the call untouched and says why.
/// The IR it emits is target-independent (integer and IEEE operations,
/// memory operations in the NVPTX address spaces and synchronisation scopes,
/// NVVM intrinsics for the warp, barrier and special-register reads), so the
/// passes after it lower it for any target, and `lli` runs its arithmetic on
/// the host.
///
/// Registers live in allocas while a function's asm statements are
/// translated; `finishFunction` puts them into SSA form once per function.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXTRANSLATOR_H
#define SHFL_LOWERING_PTX_PTXTRANSLATOR_H

#include "ShflLowering/PTX/PTXSema.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"
#include <string>

namespace llvm {
class AllocaInst;
class CallInst;
class Function;
class Module;
} // namespace llvm

namespace shfl {
namespace ptx {

struct TranslateResult {
  enum Status {
    Translated, ///< the call was replaced and erased
    Deleted,    ///< dead (no side effects, result unused): erased
    Refused     ///< left in place; Err says why
  };
  Status S = Refused;
  SemaError Err;
  /// Translated: the PTX instructions of the template (labels excluded).
  unsigned Instructions = 0;
};

/// Builds the signature of \p CI's asm from its constraint string and its
/// argument and result types; false and \p Why when the translator cannot
/// take them.
bool signatureFromCall(const llvm::CallInst &CI, AsmSignature &Sig,
                       std::string &Why);

/// What the translations of one function leave for finishFunction: the
/// register allocas and the instructions emitted.
struct TranslationState {
  llvm::SmallVector<llvm::AllocaInst *, 16> Allocas;
  llvm::SmallVector<llvm::WeakVH, 64> Emitted;
  /// How the approximate instructions are lowered (PassParams.h).
  NVApprox Approx = NVApprox::Exact;
};

/// Translates one inline-asm call of a function; call finishFunction after
/// the function's last one.
TranslateResult translateInlineAsm(llvm::CallInst &CI, TranslationState &S);

/// Promotes the register allocas of \p F to SSA values and deletes the
/// emitted instructions that end up unused (register parts never read).
void finishFunction(llvm::Function &F, TranslationState &S);

/// The statement a refusal is about, quoted for a message: whitespace runs
/// collapsed, at most a line long.
std::string quoteStatement(llvm::StringRef Template, const SemaError &Err);

/// Reports the refused call \p CI with an `error:` (or \p Severity).  With a
/// `!srcloc`, the report is an inline-asm diagnostic whose cookie is the
/// source location of the statement's line, which clang maps back to the
/// CUDA source; otherwise it is located by the call's debug location.
void diagnoseUntranslated(llvm::CallInst &CI, const SemaError &Err,
                          bool Warning = false);

/// Translates every inline-asm call of \p M.  With \p Strict, each refusal
/// is reported at once; otherwise refused calls are left for a later
/// `ptx-asm-check`.  Returns whether the module changed; \p NumRefused counts
/// the calls left.
bool translateModuleInlineAsm(llvm::Module &M, bool Strict,
                              unsigned *NumRefused = nullptr,
                              NVApprox Approx = NVApprox::Exact);

/// The metadata on an inline-asm call that is AMDGPU's own (the ROCm device
/// libraries', which nvvm-libdevice-to-amdgpu links), not PTX: the late
/// check leaves it.
constexpr const char *AMDGPUAsmMD = "shfl.amdgpu.asm";

/// Reports every inline-asm call still in \p M (the late check), other than
/// AMDGPU's (AMDGPUAsmMD); returns how many there were.
unsigned reportRemainingInlineAsm(llvm::Module &M);

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXTRANSLATOR_H
