//===- NaNFixupBranches.cpp - NaN fix-ups behind a uniform branch ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See NaNFixupBranches.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/NaNFixupBranches.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpTarget.h"
#include "ShflLowering/Lowering/AMDGPU/NaNClassTests.h"
#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Lowering/Core/NaNTests.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "amdgpu-nan-fixup-branches"
STATISTIC(NumBranched, "NaN fix-ups put behind a uniform branch");
STATISTIC(NumMoved, "Instructions moved into the fix-ups' branches");

/// The fewest instructions a branch must take off the path of a wave
/// without NaNs: the branch costs the ballot's s_cbranch (the class test
/// stays, the select needs it), and a constant NaN's fix-up moves nothing.
static constexpr unsigned MinSunk = 3;

namespace {
/// A NaN fix-up select: Cond is true (TrueOnNaN) or false on the NaNs of
/// the value whose other arm is that value.
struct Fixup {
  SelectInst *Sel;
  bool TrueOnNaN;
  unsigned NaNArm; ///< the operand number of the arm picked for a NaN
};
} // namespace

static std::optional<Fixup> matchFixup(SelectInst &SI) {
  std::optional<NaNTest> T = matchNaNTest(SI.getCondition());
  if (!T)
    return std::nullopt;
  unsigned NaNArm = T->TrueOnNaN ? 1 : 2, Kept = T->TrueOnNaN ? 2 : 1;
  if (stripBitcasts(SI.getOperand(Kept)) != stripBitcasts(T->Tested))
    return std::nullopt;
  return Fixup{&SI, T->TrueOnNaN, NaNArm};
}

/// Whether \p I may move from its place into a branch that runs it on
/// fewer waves.
static bool movable(const Instruction &I) {
  if (isa<PHINode>(I) || I.isTerminator() || I.isEHPad() ||
      I.mayHaveSideEffects() || I.mayReadFromMemory())
    return false;
  if (const auto *CB = dyn_cast<CallBase>(&I))
    return !CB->isConvergent();
  return true;
}

/// The instructions of the fix-up's block, in their order, that only its
/// NaN arm uses, directly or through each other.
static SmallVector<Instruction *, 8> exclusiveToNaNArm(const Fixup &X) {
  SelectInst *SI = X.Sel;
  SmallPtrSet<Instruction *, 16> Set;
  // Every user in the block comes after its operand, so walking backwards
  // decides each instruction's users before the instruction itself.
  for (Instruction &I :
       make_range(std::next(SI->getReverseIterator()), SI->getParent()->rend())) {
    if (I.use_empty() || !movable(I))
      continue;
    bool OnlyArm = all_of(I.uses(), [&](const Use &U) {
      auto *User = cast<Instruction>(U.getUser());
      if (User == SI)
        return U.getOperandNo() == X.NaNArm;
      return Set.contains(User);
    });
    if (OnlyArm)
      Set.insert(&I);
  }
  SmallVector<Instruction *, 8> InOrder;
  for (Instruction &I : make_range(SI->getParent()->begin(), SI->getIterator()))
    if (Set.contains(&I))
      InOrder.push_back(&I);
  return InOrder;
}

/// Splits the fix-up's block before it and moves the select and \p Moved
/// into the branch (see the file comment).
static void branchAround(const Fixup &X, ArrayRef<Instruction *> Moved,
                         unsigned WaveSize) {
  SelectInst *SI = X.Sel;
  BasicBlock *Head = SI->getParent();
  IRBuilder<> B(SI);
  Value *IsNaN = SI->getCondition();
  if (!X.TrueOnNaN)
    IsNaN = B.CreateNot(IsNaN, "nan.test");
  Type *MaskTy = B.getIntNTy(WaveSize);
  Value *Ballot = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {MaskTy}, {IsNaN},
                                    nullptr, "nan.ballot");
  Value *Any = B.CreateICmpNE(Ballot, ConstantInt::get(MaskTy, 0), "nan.any");
  Instruction *FixTerm = SplitBlockAndInsertIfThen(
      Any, SI->getIterator(), /*Unreachable=*/false,
      MDBuilder(SI->getContext()).createUnlikelyBranchWeights());
  BasicBlock *Fix = FixTerm->getParent(), *Cont = SI->getParent();
  Fix->setName("nan.fix");
  Cont->setName("nan.cont");
  FixTerm->setDebugLoc(SI->getDebugLoc());
  for (Instruction *I : Moved)
    I->moveBefore(*Fix, FixTerm->getIterator());
  SI->moveBefore(*Fix, FixTerm->getIterator());

  PHINode *Phi = PHINode::Create(SI->getType(), 2);
  Phi->insertInto(Cont, Cont->begin());
  Phi->setDebugLoc(SI->getDebugLoc());
  SI->replaceAllUsesWith(Phi);
  Phi->takeName(SI);
  SI->setName(Phi->getName() + ".nan");
  Phi->addIncoming(SI, Fix);
  Phi->addIncoming(SI->getOperand(X.NaNArm == 1 ? 2 : 1), Head);
}

static bool branchAroundNaNFixups(Function &F) {
  if (F.isDeclaration() || F.hasOptNone() || usesConvergenceControl(F) ||
      !Triple(F.getParent()->getTargetTriple()).isAMDGCN() ||
      !runsF64AtFullRate(F))
    return false;
  Expected<AMDGPUSubtargetInfo> Info =
      resolveAMDGPUSubtarget(F, std::nullopt, DEBUG_TYPE);
  if (!Info) {
    consumeError(Info.takeError());
    return false;
  }
  SmallVector<Fixup, 8> Fixups;
  for (Instruction &I : instructions(F))
    if (auto *SI = dyn_cast<SelectInst>(&I))
      if (std::optional<Fixup> X = matchFixup(*SI))
        Fixups.push_back(*X);

  OptimizationRemarkEmitter ORE(&F);
  bool Changed = false;
  for (const Fixup &X : Fixups) {
    SmallVector<Instruction *, 8> Moved = exclusiveToNaNArm(X);
    if (Moved.size() < MinSunk)
      continue;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << *X.Sel << " with "
                      << Moved.size() << " instructions\n");
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "NaNFixupBranch", X.Sel)
             << "a NaN fix-up's " << ore::NV("Moved", unsigned(Moved.size()))
             << " instructions run only in a wave that makes a NaN";
    });
    branchAround(X, Moved, Info->WaveSize);
    NumMoved += Moved.size();
    ++NumBranched;
    Changed = true;
  }
  return Changed;
}

bool shfl::branchAroundNaNFixups(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= ::branchAroundNaNFixups(F);
  return Changed;
}

PreservedAnalyses NaNFixupBranchesPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  return branchAroundNaNFixups(M) ? PreservedAnalyses::none()
                                  : PreservedAnalyses::all();
}

Expected<NaNFixupBranchesOptions>
shfl::parseNaNFixupBranchesOptions(StringRef Params) {
  return parseNoParams<NaNFixupBranchesOptions>("amdgpu-nan-fixup-branches",
                                                Params);
}
