//===- NaNClassTests.cpp - Test for a NaN with v_cmp_class ----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See NaNClassTests.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/NaNClassTests.h"
#include "ShflLowering/Lowering/Core/NaNTests.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/TargetParser.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "amdgpu-nan-class-tests"
STATISTIC(NumClassTests, "Integer NaN tests written as llvm.amdgcn.class");

/// llvm.amdgcn.class's masks: the signalling and quiet NaN classes, and the
/// other eight (infinities, normals, denormals, zeros of each sign).
static constexpr uint32_t ClassNaN = 0x3, ClassNotNaN = 0x3fc;

bool shfl::runsF64AtFullRate(const Function &F) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  if (AMDGPU::parseArchAMDGCN(CPU) == AMDGPU::GK_NONE)
    return false;
  AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(CPU);
  return ISA.Major == 9 && (ISA.Minor == 4 || ISA.Minor == 5 ||
                            (ISA.Minor == 0 && ISA.Stepping == 10));
}

/// The floating-point type of format \p Sem, if \p F's processor tests it
/// best with a class test that wave-emu runs: f32, and f64 where it is full
/// rate.
static Type *classTestType(const Function &F, const fltSemantics &Sem) {
  LLVMContext &Ctx = F.getContext();
  if (&Sem == &APFloat::IEEEsingle())
    return Type::getFloatTy(Ctx);
  if (&Sem == &APFloat::IEEEdouble() && runsF64AtFullRate(F))
    return Type::getDoubleTy(Ctx);
  return nullptr;
}

bool shfl::useClassForNaNTests(Module &M) {
  SmallVector<ICmpInst *, 16> Tests;
  for (Function &F : M) {
    if (F.isDeclaration() || F.hasOptNone())
      continue;
    for (Instruction &I : instructions(F))
      if (auto *IC = dyn_cast<ICmpInst>(&I); IC && matchIntNaNTest(*IC))
        Tests.push_back(IC);
  }
  bool Changed = false;
  for (ICmpInst *IC : Tests) {
    NaNTest T = *matchIntNaNTest(*IC);
    Type *FPTy = classTestType(*IC->getFunction(), *T.Sem);
    if (!FPTy)
      continue;
    IRBuilder<> B(IC);
    Value *X = T.Tested;
    if (X->getType() != FPTy)
      X = B.CreateBitCast(X, FPTy, X->getName() + ".fp");
    Value *Class = B.CreateIntrinsic(
        Intrinsic::amdgcn_class, {FPTy},
        {X, B.getInt32(T.TrueOnNaN ? ClassNaN : ClassNotNaN)});
    Class->takeName(IC);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << *IC << " -> " << *Class
                      << "\n");
    Value *Bits = IC->getOperand(0);
    IC->replaceAllUsesWith(Class);
    IC->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Bits);
    ++NumClassTests;
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses NaNClassTestsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!useClassForNaNTests(M))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

Expected<NaNClassTestsOptions>
shfl::parseNaNClassTestsOptions(StringRef Params) {
  return parseNoParams<NaNClassTestsOptions>("amdgpu-nan-class-tests", Params);
}
