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
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "amdgpu-nan-fixup-branches"
STATISTIC(NumBranched, "NaN fix-ups put behind a uniform branch");
STATISTIC(NumMoved, "Instructions moved into the fix-ups' branches");
STATISTIC(NumChains, "Chains of NaN fix-ups behind one test of their end");
STATISTIC(NumChained, "NaN fix-ups in such chains");

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
  for (Instruction &I : make_range(std::next(SI->getReverseIterator()),
                                   SI->getParent()->rend())) {
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

//===----------------------------------------------------------------------===//
// Chains: several fix-ups behind one test of the value they end in
//===----------------------------------------------------------------------===//

static Value *keptArm(const Fixup &X) {
  return X.Sel->getOperand(X.NaNArm == 1 ? 2 : 1);
}

/// Whether a bitcast between \p T and \p U keeps a NaN one: a scalar
/// floating-point type and the integer of its width.
static bool sameBits(Type *T, Type *U) {
  return T->isFPOrFPVectorTy() != U->isFPOrFPVectorTy() && !T->isVectorTy() &&
         !U->isVectorTy() &&
         T->getPrimitiveSizeInBits() == U->getPrimitiveSizeInBits();
}

/// Whether \p I's NaNs are defined: no `nnan` flag, which makes them poison.
static bool keepsNaNs(const Instruction &I) {
  return !isa<FPMathOperator>(I) || !I.hasNoNaNs();
}

/// Whether a NaN in the operand of \p U makes a NaN of its user's result, in
/// the same lane: makesNaNOfOperand's arithmetic and sign operations, the
/// conversions between floating-point formats, and the bitcasts between a
/// format and the integer of its width; none with `nnan`.
static bool propagatesNaN(const Use &U) {
  auto *I = cast<Instruction>(U.getUser());
  if (!keepsNaNs(*I))
    return false;
  switch (I->getOpcode()) {
  case Instruction::FPExt:
  case Instruction::FPTrunc:
    return true;
  case Instruction::BitCast:
    return sameBits(I->getType(), I->getOperand(0)->getType());
  default:
    return makesNaNOfOperand(U);
  }
}

namespace {
/// A block's fix-ups that one NaN test of the value End, the end of their
/// chain, can stand for.  Without the fix-ups (each select replaced by the
/// value it tests) the lanes' values differ from those with them only in
/// the payloads of NaNs, so the same lanes hold NaNs in both; "Strong" values
/// are NaN in a lane only if End is NaN in some lane, and each fix-up of
/// the chain is Strong or read only as a select's arm of a Strong select
/// (where that select picks it, a NaN of it is End's).  So where no lane's
/// End is a NaN, no fix-up changes a value that anything reads, and the
/// chain without the fix-ups computes the same bits.
struct Chain {
  SmallVector<Fixup, 8> Fixups;
  Instruction *End = nullptr;
};
} // namespace

/// The value that stands for \p V where the chain's fix-ups are left out.
static Value *withoutFixup(Value *V,
                           const SmallDenseMap<Value *, Value *, 8> &Kept) {
  auto It = Kept.find(V);
  return It == Kept.end() ? V : It->second;
}

/// Finds the chain of the fix-ups \p InBlock (one block's, in order), or
/// returns one with fewer than two fix-ups.
static Chain findChain(ArrayRef<Fixup> InBlock) {
  Chain C;
  // The end: from the last fix-up through the single users that pass a NaN
  // of it on, a select's arm or an operation that propagates it.
  Instruction *End = InBlock.back().Sel;
  BasicBlock *BB = End->getParent();
  while (End->hasOneUse()) {
    const Use &U = *End->use_begin();
    auto *User = cast<Instruction>(U.getUser());
    bool Arm =
        isa<SelectInst>(User) && keepsNaNs(*User) && U.getOperandNo() != 0;
    if (User->getParent() != BB || !(Arm || propagatesNaN(U)))
      break;
    End = User;
  }
  if (!End->getType()->isFloatingPointTy() && !End->getType()->isIntegerTy(64))
    return C;

  SmallVector<Fixup, 8> Group;
  for (const Fixup &X : InBlock)
    if (X.Sel == End || X.Sel->comesBefore(End))
      Group.push_back(X);
  // Leaving a fix-up out of the group can only make fewer values Strong, so
  // this ends.
  while (Group.size() >= 2) {
    SmallDenseMap<Value *, Value *, 8> Kept;
    for (const Fixup &X : Group)
      Kept[X.Sel] = keptArm(X);
    // Whether the select arm Arm is From or an operation that passes a NaN
    // of From on.
    auto PassesOn = [&](Value *From, Value *Arm) {
      Arm = withoutFixup(Arm, Kept);
      if (Arm == From)
        return true;
      auto *AI = dyn_cast<Instruction>(Arm);
      return AI && any_of(AI->operands(), [&](const Use &Op) {
               return Op.get() == From && propagatesNaN(Op);
             });
    };
    // Strong values, each instruction decided after its users (backwards
    // from End); a fix-up of the group is the value it tests.
    SmallPtrSet<Value *, 32> Strong;
    Strong.insert(End);
    for (Instruction &I :
         make_range(std::next(End->getReverseIterator()), BB->rend())) {
      bool IsStrong = any_of(I.uses(), [&](const Use &U) {
        auto *User = cast<Instruction>(U.getUser());
        if (!Strong.contains(User))
          return false;
        if (Value *K = Kept.lookup(User))
          return U.get() == K && U.getOperandNo() != 0;
        if (propagatesNaN(U))
          return true;
        auto *SI = dyn_cast<SelectInst>(User);
        return SI && keepsNaNs(*SI) && U.getOperandNo() != 0 &&
               PassesOn(&I, SI->getTrueValue()) &&
               PassesOn(&I, SI->getFalseValue());
      });
      if (IsStrong)
        Strong.insert(&I);
    }
    SmallVector<Fixup, 8> Kept2;
    for (const Fixup &X : Group) {
      bool ReadAsArm = all_of(X.Sel->uses(), [&](const Use &U) {
        auto *User = cast<Instruction>(U.getUser());
        return Strong.contains(User) && isa<SelectInst>(User) &&
               keepsNaNs(*User) && U.getOperandNo() != 0;
      });
      if (Strong.contains(X.Sel) || ReadAsArm)
        Kept2.push_back(X);
    }
    if (Kept2.size() == Group.size())
      break;
    Group = std::move(Kept2);
  }
  if (Group.size() >= 2) {
    C.Fixups = std::move(Group);
    C.End = End;
  }
  return C;
}

/// Whether \p I can run a second time, in the chain's copy.
static bool copyable(const Instruction &I) {
  if (isa<PHINode>(I) || isa<AllocaInst>(I) || I.isTerminator() ||
      I.isEHPad() || I.mayHaveSideEffects() || I.mayReadFromMemory())
    return false;
  if (const auto *CB = dyn_cast<CallBase>(&I))
    return !CB->isInlineAsm() && CB->getCalledFunction() &&
           CB->getCalledFunction()->isIntrinsic();
  return true;
}

/// The chain's block's instructions up to its end, in order, that a wave
/// with a NaN runs again: the fix-ups, what depends on them, and what only
/// those use; empty if one of them cannot run again.
static SmallVector<Instruction *, 32> chainCopySet(const Chain &C) {
  BasicBlock *BB = C.End->getParent();
  auto Range = make_range(BB->begin(), std::next(C.End->getIterator()));
  SmallPtrSet<Instruction *, 32> Set;
  for (const Fixup &X : C.Fixups)
    Set.insert(X.Sel);
  // A phi's operands come from the end of a block, after the chain (a
  // loop's next trip reads the chain's phi in nan.cont).
  for (Instruction &I : Range)
    if (!isa<PHINode>(I) && !Set.contains(&I) &&
        any_of(I.operands(), [&](const Use &Op) {
          auto *OI = dyn_cast<Instruction>(Op.get());
          return OI && Set.contains(OI);
        }))
      Set.insert(&I);
  for (Instruction &I :
       make_range(std::next(C.End->getReverseIterator()), BB->rend()))
    if (!Set.contains(&I) && !I.use_empty() && copyable(I) &&
        all_of(I.users(), [&](const User *U) {
          return Set.contains(cast<Instruction>(U));
        }))
      Set.insert(&I);
  SmallVector<Instruction *, 32> InOrder;
  for (Instruction &I : Range)
    if (Set.contains(&I)) {
      if (!copyable(I))
        return {};
      InOrder.push_back(&I);
    }
  return InOrder;
}

/// Runs the chain without its fix-ups, tests its end for a NaN, and runs
/// \p Copy again with them in a branch that only a wave with a NaN takes.
static void branchAroundChain(const Chain &C, ArrayRef<Instruction *> Copy,
                              unsigned WaveSize) {
  SmallDenseMap<Value *, Value *, 8> Kept;
  for (const Fixup &X : C.Fixups)
    Kept[X.Sel] = keptArm(X);
  SmallPtrSet<Instruction *, 32> InCopy(Copy.begin(), Copy.end());
  // The uses after the chain of what the copy computes again.
  SmallVector<std::pair<Instruction *, Use *>, 8> Later;
  for (Instruction *I : Copy)
    for (Use &U : I->uses())
      if (!InCopy.contains(cast<Instruction>(U.getUser())))
        Later.push_back({I, &U});

  Instruction *End = C.End;
  BasicBlock *Head = End->getParent();
  IRBuilder<> B(End->getNextNode());
  B.SetCurrentDebugLocation(End->getDebugLoc());
  Value *Tested = withoutFixup(End, Kept);
  if (stripBitcasts(Tested)->getType()->isDoubleTy())
    Tested = stripBitcasts(Tested);
  else if (Tested->getType()->isIntegerTy())
    Tested =
        B.CreateBitCast(Tested, B.getDoubleTy(), Tested->getName() + ".fp");
  Value *IsNaN = B.CreateFCmpUNO(Tested, Tested, "nan.end");
  Type *MaskTy = B.getIntNTy(WaveSize);
  Value *Ballot = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {MaskTy}, {IsNaN},
                                    nullptr, "nan.ballot");
  Value *Any = B.CreateICmpNE(Ballot, ConstantInt::get(MaskTy, 0), "nan.any");
  Instruction *FixTerm = SplitBlockAndInsertIfThen(
      Any, std::next(cast<Instruction>(Any)->getIterator()),
      /*Unreachable=*/false,
      MDBuilder(End->getContext()).createUnlikelyBranchWeights());
  BasicBlock *Fix = FixTerm->getParent(), *Cont = FixTerm->getSuccessor(0);
  Fix->setName("nan.chain");
  Cont->setName("nan.cont");
  FixTerm->setDebugLoc(End->getDebugLoc());

  // The copy, with the fix-ups.
  ValueToValueMapTy VMap;
  for (Instruction *I : Copy) {
    Instruction *New = I->clone();
    if (I->hasName())
      New->setName(I->getName() + ".fix");
    New->insertBefore(FixTerm->getIterator());
    VMap[I] = New;
  }
  for (Instruction *I : Copy)
    RemapInstruction(cast<Instruction>(VMap[I]), VMap,
                     RF_IgnoreMissingLocals | RF_NoModuleLevelChanges);

  // Later uses read a phi of the two.
  SmallDenseMap<Instruction *, PHINode *, 8> Phis;
  for (auto [I, U] : Later) {
    PHINode *&Phi = Phis[I];
    if (!Phi) {
      Phi = PHINode::Create(I->getType(), 2);
      Phi->insertInto(Cont, Cont->begin());
      Phi->setDebugLoc(I->getDebugLoc());
      Phi->addIncoming(withoutFixup(I, Kept), Head);
      Phi->addIncoming(VMap[I], Fix);
      if (I->hasName()) {
        Phi->takeName(I);
        I->setName(Phi->getName() + ".fast");
      }
    }
    U->set(Phi);
  }
  // The chain without its fix-ups; what only they read goes with them.
  for (const Fixup &X : C.Fixups) {
    X.Sel->replaceAllUsesWith(keptArm(X));
    X.Sel->eraseFromParent();
  }
  for (Instruction *I : reverse(Copy))
    if (!Kept.count(I) && isInstructionTriviallyDead(I))
      I->eraseFromParent();
}

static bool branchAroundNaNFixups(Function &F) {
  if (F.isDeclaration() || F.hasOptNone() || usesConvergenceControl(F) ||
      !Triple(F.getParent()->getTargetTriple()).isAMDGCN())
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
  // Chains first, at most one per block (grouped before any block splits);
  // the fix-ups they take are gone after it.
  MapVector<BasicBlock *, SmallVector<Fixup, 8>> ByBlock;
  for (const Fixup &X : Fixups)
    ByBlock[X.Sel->getParent()].push_back(X);
  SmallPtrSet<SelectInst *, 8> Chained;
  for (auto &[BB, InBlock] : ByBlock) {
    if (InBlock.size() < 2)
      continue;
    Chain C = findChain(InBlock);
    if (C.Fixups.size() < 2)
      continue;
    SmallVector<Instruction *, 32> Copy = chainCopySet(C);
    if (Copy.empty())
      continue;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": a chain of " << C.Fixups.size()
                      << " fix-ups ending in " << *C.End << ", " << Copy.size()
                      << " instructions run again\n");
    ORE.emit([&] {
      return OptimizationRemark(DEBUG_TYPE, "NaNFixupChain", C.End)
             << "a chain of " << ore::NV("Fixups", unsigned(C.Fixups.size()))
             << " NaN fix-ups runs with them only in a wave that makes a NaN ("
             << ore::NV("Copied", unsigned(Copy.size()))
             << " instructions run again)";
    });
    for (const Fixup &X : C.Fixups)
      Chained.insert(X.Sel);
    NumChained += C.Fixups.size();
    ++NumChains;
    branchAroundChain(C, Copy, Info->WaveSize);
    Changed = true;
  }
  // The other fix-ups one by one, where f64 runs at the f32 rate.
  if (!runsF64AtFullRate(F))
    return Changed;
  for (const Fixup &X : Fixups) {
    if (Chained.contains(X.Sel))
      continue;
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
