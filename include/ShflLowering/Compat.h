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

// PassPlugin.h moved from llvm/Passes to llvm/Plugins in LLVM 22.
#if LLVM_VERSION_MAJOR >= 22
#include "llvm/Plugins/PassPlugin.h"
#else
#include "llvm/Passes/PassPlugin.h"
#endif

/// LLVM 22 declares `llvm.nvvm.redux.sync.f{min,max}[.abs][.NaN]` and
/// `llvm.nvvm.elect.sync`; LLVM 19 declares neither (there is no
/// Intrinsic::ID to name).  Code that names those IDs is under this macro.
#if LLVM_VERSION_MAJOR >= 22
#define SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT 1
#else
#define SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT 0
#endif

namespace shfl {
namespace compat {

/// `llvm.minimumnum` / `llvm.maximumnum` (IEEE 754-2019 minimumNumber and
/// maximumNumber: NaN ignored, -0 < +0) exist from LLVM 20; not_intrinsic
/// before.  Only the float reductions use them, and those are LLVM 22 only.
inline llvm::Intrinsic::ID minimumNumID(bool Max) {
#if LLVM_VERSION_MAJOR >= 20
  return Max ? llvm::Intrinsic::maximumnum : llvm::Intrinsic::minimumnum;
#else
  (void)Max;
  return llvm::Intrinsic::not_intrinsic;
#endif
}

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

} // namespace compat
} // namespace shfl

#endif // SHFL_LOWERING_COMPAT_H
