//===- Compat.h - LLVM 19 / 22 differences, in one place --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every `LLVM_VERSION_MAJOR` test of the project lives here.  The rest of the
/// code calls these shims and never names a version.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_COMPAT_H
#define SHFL_LOWERING_COMPAT_H

#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/TargetParser/Triple.h"

// PassPlugin.h moved from llvm/Passes to llvm/Plugins in LLVM 22.
#if LLVM_VERSION_MAJOR >= 22
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

namespace shfl {
namespace compat {

/// `Intrinsic::getDeclaration` was renamed `getOrInsertDeclaration` in LLVM 20.
inline llvm::Function *getIntrinsicDecl(llvm::Module &M, llvm::Intrinsic::ID ID,
                                        llvm::ArrayRef<llvm::Type *> Tys = {}) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::Intrinsic::getOrInsertDeclaration(&M, ID, Tys);
#else
  return llvm::Intrinsic::getDeclaration(&M, ID, Tys);
#endif
}

/// The OptimizerLast extension-point callback gained a ThinOrFullLTOPhase
/// argument in LLVM 20; this registers \p CB under either signature.
template <typename CallbackT>
void registerOptimizerLast(llvm::PassBuilder &PB, CallbackT CB) {
#if LLVM_VERSION_MAJOR >= 20
  PB.registerOptimizerLastEPCallback(
      [CB](llvm::ModulePassManager &MPM, llvm::OptimizationLevel L,
           llvm::ThinOrFullLTOPhase) { CB(MPM, L); });
#else
  PB.registerOptimizerLastEPCallback(
      [CB](llvm::ModulePassManager &MPM, llvm::OptimizationLevel L) {
        CB(MPM, L);
      });
#endif
}

/// `Module::setTargetTriple` takes a Triple since LLVM 21 (a string before).
inline void setTargetTriple(llvm::Module &M, const llvm::Triple &TT) {
#if LLVM_VERSION_MAJOR >= 21
  M.setTargetTriple(TT);
#else
  M.setTargetTriple(TT.str());
#endif
}

} // namespace compat
} // namespace shfl

#endif // SHFL_LOWERING_COMPAT_H
