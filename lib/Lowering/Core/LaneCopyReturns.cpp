//===- LaneCopyReturns.cpp - Give each lane copy its own return -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See LaneCopyReturns.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/LaneCopyReturns.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "lane-copy-returns"
STATISTIC(NumReturnsCopied,
          "Return blocks of lane-versioned functions copied into their "
          "predecessors");

/// The largest return block copied, in instructions (phis and the return
/// included); the predecessors it may have.
static constexpr unsigned MaxReturnBlockSize = 32;
static constexpr unsigned MinPreds = 2, MaxPreds = 4;

/// Whether \p R is a return block that can be copied into each of its
/// predecessors.
static bool canCopy(BasicBlock &R) {
  if (!isa<ReturnInst>(R.getTerminator()) || R.isEntryBlock() ||
      R.size() > MaxReturnBlockSize)
    return false;
  SmallSetVector<BasicBlock *, 4> Preds(pred_begin(&R), pred_end(&R));
  if (Preds.size() < MinPreds || Preds.size() > MaxPreds)
    return false;
  for (BasicBlock *P : Preds) {
    auto *Br = dyn_cast<BranchInst>(P->getTerminator());
    if (!Br || Br->isConditional() || P == &R)
      return false;
  }
  return none_of(R, [](const Instruction &I) {
    if (I.getType()->isTokenTy())
      return true;
    const auto *CB = dyn_cast<CallBase>(&I);
    return CB && (CB->isConvergent() || CB->cannotDuplicate() ||
                  (isa<CallInst>(CB) && cast<CallInst>(CB)->isMustTailCall()));
  });
}

/// Puts a copy of \p R at the end of each predecessor and deletes \p R.
static void copyIntoPredecessors(BasicBlock &R) {
  SmallSetVector<BasicBlock *, 4> Preds(pred_begin(&R), pred_end(&R));
  for (BasicBlock *P : Preds) {
    ValueToValueMapTy VM;
    BasicBlock *Copy = CloneBasicBlock(&R, VM, "." + P->getName(), R.getParent());
    // The phis take P's incoming values; the copies of the phis go.
    for (PHINode &Phi : R.phis()) {
      cast<PHINode>(VM[&Phi])->eraseFromParent();
      VM[&Phi] = Phi.getIncomingValueForBlock(P);
    }
    for (Instruction &I : *Copy)
      RemapInstruction(&I, VM,
                       RF_NoModuleLevelChanges | RF_IgnoreMissingLocals);
    P->getTerminator()->replaceSuccessorWith(&R, Copy);
    R.removePredecessor(P);
    MergeBlockIntoPredecessor(Copy);
  }
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << R.getParent()->getName() << ": "
                    << R.getName() << " copied into " << Preds.size()
                    << " predecessors\n");
  DeleteDeadBlock(&R);
  ++NumReturnsCopied;
}

PreservedAnalyses LaneCopyReturnsPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (!F.hasFnAttribute(LaneVersionedAttr))
      continue;
    F.removeFnAttr(LaneVersionedAttr);
    Changed = true;
    SmallVector<BasicBlock *, 4> Returns;
    for (BasicBlock &BB : F)
      if (canCopy(BB))
        Returns.push_back(&BB);
    for (BasicBlock *R : Returns)
      copyIntoPredecessors(*R);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

Expected<LaneCopyReturnsOptions>
shfl::parseLaneCopyReturnsOptions(StringRef Params) {
  return parseNoParams<LaneCopyReturnsOptions>("lane-copy-returns", Params);
}
