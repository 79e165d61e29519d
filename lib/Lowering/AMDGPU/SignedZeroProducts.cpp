//===- SignedZeroProducts.cpp - Keep -0 through AMDGPU's mix patterns -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See SignedZeroProducts.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/SignedZeroProducts.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "amdgpu-signed-zero-products"
STATISTIC(NumProtected, "f32 products written as fma(x, y, -0.0) so that AMDGPU's "
                        "mix patterns keep a -0 product");

/// Whether the backend may select \p Mul as v_fma_mixlo_f16 / v_mad_mixlo_f16
/// with a +0 addend: an f32 product (no nsz) rounded to half.
static bool mixCandidate(const BinaryOperator &Mul) {
  if (Mul.getOpcode() != Instruction::FMul || !Mul.getType()->getScalarType()->isFloatTy() ||
      Mul.hasNoSignedZeros())
    return false;
  return any_of(Mul.users(), [](const User *U) {
    auto *Trunc = dyn_cast<FPTruncInst>(U);
    return Trunc && Trunc->getDestTy()->getScalarType()->isHalfTy();
  });
}

bool shfl::protectSignedZeroProducts(Module &M) {
  SmallVector<BinaryOperator *, 16> Muls;
  for (Function &F : M) {
    // optnone code is left as written; llc -O0 does not form the mix.
    if (F.isDeclaration() || F.hasOptNone())
      continue;
    for (Instruction &I : instructions(F))
      if (auto *Mul = dyn_cast<BinaryOperator>(&I); Mul && mixCandidate(*Mul))
        Muls.push_back(Mul);
  }
  for (BinaryOperator *Mul : Muls) {
    IRBuilder<> B(Mul);
    B.setFastMathFlags(Mul->getFastMathFlags());
    Value *NegZero = ConstantFP::getNegativeZero(Mul->getType());
    Value *Fma = B.CreateIntrinsic(Intrinsic::fma, {Mul->getType()},
                                   {Mul->getOperand(0), Mul->getOperand(1), NegZero});
    Fma->takeName(Mul);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << *Mul << " -> " << *Fma << "\n");
    Mul->replaceAllUsesWith(Fma);
    Mul->eraseFromParent();
    ++NumProtected;
  }
  return !Muls.empty();
}

PreservedAnalyses SignedZeroProductsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!protectSignedZeroProducts(M))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

Expected<SignedZeroProductsOptions> shfl::parseSignedZeroProductsOptions(StringRef Params) {
  return parseNoParams<SignedZeroProductsOptions>("amdgpu-signed-zero-products", Params);
}
