//===- SpinLoopOrder.cpp - Run a spin loop after its sibling branch -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See SpinLoopOrder.h.  The rewrite needs each side of the branch to be a
/// single-entry region that ends at the branch's immediate post-dominator,
/// and the two sides to be disjoint; anything else is left as it is.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/SpinLoopOrder.h"
#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

#define DEBUG_TYPE "spin-loop-order"

using namespace llvm;
using namespace shfl;

STATISTIC(NumOrdered, "Number of spin loops moved after their sibling branch");

namespace {

using Side = SmallSetVector<BasicBlock *, 16>;

/// An access through which a loop waits for another thread: an atomic or
/// volatile load, or a read-modify-write (wave-emu yields on the same loops,
/// docs/wave-emu.md).
bool readsForSync(const Instruction &I) {
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return true;
  if (const auto *L = dyn_cast<LoadInst>(&I))
    return L->isVolatile() || L->isAtomic();
  return false;
}

/// The blocks reachable from \p Entry without going through \p Join or
/// \p Stop.
Side sideFrom(BasicBlock *Entry, BasicBlock *Join, BasicBlock *Stop = nullptr) {
  Side S;
  if (Entry == Join || Entry == Stop)
    return S;
  SmallVector<BasicBlock *, 16> Work{Entry};
  S.insert(Entry);
  while (!Work.empty())
    for (BasicBlock *Succ : successors(Work.pop_back_val()))
      if (Succ != Join && Succ != Stop && S.insert(Succ))
        Work.push_back(Succ);
  return S;
}

/// Whether a loop of \p S (its header in \p S) polls memory.
bool polls(const Side &S, const LoopInfo &LI) {
  for (BasicBlock *BB : S)
    if (const Loop *L = LI.getLoopFor(BB))
      if (S.contains(L->getHeader()) && any_of(*BB, readsForSync))
        return true;
  return false;
}

/// Whether control enters \p S only at its first block, from \p From.
bool singleEntry(const Side &S, const BasicBlock *From) {
  for (BasicBlock *BB : S)
    for (BasicBlock *Pred : predecessors(BB))
      if (!S.contains(Pred) && !(BB == S.front() && Pred == From))
        return false;
  return true;
}

bool usesConvergenceTokens(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (CB->getOperandBundle(LLVMContext::OB_convergencectrl) ||
            CB->getType()->isTokenTy())
          return true;
  return false;
}

/// A new block before \p Before: `wave.barrier; br Cond, IfTrue, IfFalse`.
/// \p J's phis take what they got from \p From through it (phis of the
/// new block, poison from its other predecessors).
BasicBlock *createGuard(const Twine &Name, BasicBlock *Before, Value *Cond,
                        BasicBlock *IfTrue, BasicBlock *IfFalse,
                        BasicBlock *J, const Side &From, BasicBlock *Poison) {
  Function &F = *Before->getParent();
  BasicBlock *G = BasicBlock::Create(F.getContext(), Name, &F, Before);
  IRBuilder<> B(G);
  if (J)
    for (PHINode &P : J->phis()) {
      PHINode *Via = B.CreatePHI(P.getType(), 2, P.getName() + ".via");
      for (unsigned K = 0; K < P.getNumIncomingValues();) {
        if (!From.contains(P.getIncomingBlock(K))) {
          ++K;
          continue;
        }
        Via->addIncoming(P.getIncomingValue(K), P.getIncomingBlock(K));
        P.removeIncomingValue(K, /*DeletePHIIfEmpty=*/false);
      }
      Via->addIncoming(PoisonValue::get(P.getType()), Poison);
      P.addIncoming(Via, G);
    }
  B.CreateCall(compat::getIntrinsicDecl(*F.getParent(),
                                        Intrinsic::amdgcn_wave_barrier),
               {});
  B.CreateCondBr(Cond, IfTrue, IfFalse);
  return G;
}

/// One side does not poll: it runs first, the polling side after it.
void runOtherFirst(BasicBlock &X, BranchInst *Br, unsigned SpinIdx,
                   const Side &Spin, const Side &Other, BasicBlock *J) {
  BasicBlock *SpinEntry = Spin.front();
  BasicBlock *Guard = createGuard(
      SpinEntry->getName() + ".after.other", SpinEntry, Br->getCondition(),
      SpinIdx == 0 ? SpinEntry : J, SpinIdx == 0 ? J : SpinEntry, J, Other, &X);
  for (BasicBlock *BB : Other)
    BB->getTerminator()->replaceSuccessorWith(J, Guard);
  Br->setSuccessor(SpinIdx, Guard);
  SpinEntry->replacePhiUsesWith(&X, Guard);
}

/// Both sides poll.  Side \p AIdx reaches its first polling loop (header
/// \p Loop, entered from \p Pre only) after a prefix that writes memory
/// (a flag the other side waits for): its prefix runs first, then the whole
/// other side, then the rest of side \p AIdx.
///
///   X: br c, A, B         X:   br c, A, G1
///   A...: br Loop   -->   A...: br G1
///                         G1:  wave.barrier; br c, G2, B
///   B...: br J            B...: br G2
///                         G2:  wave.barrier; br c, Loop, J
void splitAtFirstSpin(BasicBlock &X, BranchInst *Br, unsigned AIdx,
                      const Side &Prefix, BasicBlock *Pre, BasicBlock *Loop,
                      const Side &Other, BasicBlock *J) {
  // The prefix no longer dominates the loop: its values reach the rest of
  // the side through phis.
  SmallVector<Instruction *, 8> Escaping;
  for (BasicBlock *BB : Prefix)
    for (Instruction &I : *BB)
      if (any_of(I.uses(), [&](const Use &U) {
            auto *UI = cast<Instruction>(U.getUser());
            auto *Phi = dyn_cast<PHINode>(UI);
            return !Prefix.contains(Phi ? Phi->getIncomingBlock(U)
                                        : UI->getParent()) ||
                   (Phi && !Prefix.contains(UI->getParent()));
          }))
        Escaping.push_back(&I);

  BasicBlock *OtherEntry = Other.front();
  Value *C = Br->getCondition();
  BasicBlock *G2 = createGuard(Loop->getName() + ".after.other", Loop, C,
                               AIdx == 0 ? Loop : J, AIdx == 0 ? J : Loop, J,
                               Other, nullptr);
  BasicBlock *G1 = createGuard(OtherEntry->getName() + ".after.prefix",
                               OtherEntry, C, AIdx == 0 ? G2 : OtherEntry,
                               AIdx == 0 ? OtherEntry : G2, nullptr, Other,
                               nullptr);
  // G2's phis got their poison from G1, its predecessor that is not in Other.
  for (PHINode &P : G2->phis())
    P.setIncomingBlock(P.getNumIncomingValues() - 1, G1);
  for (BasicBlock *BB : Other)
    BB->getTerminator()->replaceSuccessorWith(J, G2);
  Pre->getTerminator()->replaceSuccessorWith(Loop, G1);
  Loop->replacePhiUsesWith(Pre, G2);
  Br->setSuccessor(1 - AIdx, G1);
  OtherEntry->replacePhiUsesWith(&X, G1);

  for (Instruction *I : Escaping) {
    SSAUpdater Up;
    Up.Initialize(I->getType(), I->getName());
    Up.AddAvailableValue(I->getParent(), I);
    Up.AddAvailableValue(&X, PoisonValue::get(I->getType()));
    for (Use &U : make_early_inc_range(I->uses())) {
      auto *UI = cast<Instruction>(U.getUser());
      auto *Phi = dyn_cast<PHINode>(UI);
      BasicBlock *At = Phi ? Phi->getIncomingBlock(U) : UI->getParent();
      if (!Prefix.contains(At) || (Phi && !Prefix.contains(UI->getParent())))
        Up.RewriteUse(U);
    }
  }
}

/// The first polling loop of \p S, if control reaches it from one block of
/// the side after a prefix that writes memory and does not poll: sets
/// \p Prefix, \p Pre and returns the loop's header.
BasicBlock *firstSpin(const Side &S, BasicBlock *J, const LoopInfo &LI,
                      const PostDominatorTree &PDT, Side &Prefix,
                      BasicBlock *&Pre) {
  for (BasicBlock *BB : S) {
    const Loop *L = LI.getLoopFor(BB);
    if (!L || L->getHeader() != BB || !S.contains(BB))
      continue;
    while (L->getParentLoop() && S.contains(L->getParentLoop()->getHeader()))
      L = L->getParentLoop();
    if (L->getHeader() != BB || !PDT.dominates(BB, S.front()))
      continue;
    if (!any_of(L->blocks(), [](BasicBlock *LB) {
          return any_of(*LB, readsForSync);
        }))
      continue;
    Prefix = sideFrom(S.front(), J, BB);
    Pre = L->getLoopPredecessor();
    if (Prefix.empty() || !Pre || !Prefix.contains(Pre) ||
        !isa<BranchInst>(Pre->getTerminator()) ||
        Pre->getTerminator()->getNumSuccessors() != 1 || polls(Prefix, LI) ||
        none_of(Prefix, [](BasicBlock *PB) {
          return any_of(*PB, [](Instruction &I) { return I.mayWriteToMemory(); });
        }))
      return nullptr;
    return BB;
  }
  return nullptr;
}

/// The remark of a rewritten branch, before the rewrite.
void remarkOrdered(const BranchInst &Br, const char *How) {
  OptimizationRemarkEmitter ORE(Br.getFunction());
  ORE.emit([&] {
    return OptimizationRemark(DEBUG_TYPE, "SpinLoopOrdered", &Br)
           << "branch reordered so that two CUDA warps sharing a wave make "
              "progress: "
           << ore::NV("How", How);
  });
}

/// Rewrites the branch that ends \p X if one side polls and the other,
/// non-empty, does not, or if both poll and one writes before it polls
/// (SpinLoopOrder.h).
bool orderBranch(BasicBlock &X, const LoopInfo &LI,
                 const PostDominatorTree &PDT) {
  auto *Br = dyn_cast<BranchInst>(X.getTerminator());
  if (!Br || !Br->isConditional() || Br->getSuccessor(0) == Br->getSuccessor(1))
    return false;
  const DomTreeNode *Node = PDT.getNode(&X);
  if (!Node || !Node->getIDom() || !Node->getIDom()->getBlock())
    return false;
  BasicBlock *J = Node->getIDom()->getBlock();
  Side Sides[2] = {sideFrom(Br->getSuccessor(0), J),
                   sideFrom(Br->getSuccessor(1), J)};
  bool Polls[2] = {polls(Sides[0], LI), polls(Sides[1], LI)};
  if (!Polls[0] && !Polls[1])
    return false;
  if (Sides[0].empty() || Sides[1].empty() || Sides[0].contains(&X) ||
      Sides[1].contains(&X) ||
      any_of(Sides[0], [&](BasicBlock *BB) { return Sides[1].contains(BB); }) ||
      !singleEntry(Sides[0], &X) || !singleEntry(Sides[1], &X))
    return false;
  for (const Side &S : Sides)
    for (BasicBlock *BB : S)
      if (BB->getTerminator()->getNumSuccessors() &&
          !isa<BranchInst>(BB->getTerminator()) &&
          !isa<SwitchInst>(BB->getTerminator()))
        return false;
  if (Polls[0] != Polls[1]) {
    unsigned SpinIdx = Polls[0] ? 0 : 1;
    remarkOrdered(*Br, "the side that does not spin runs before the spin "
                       "loop of the other");
    runOtherFirst(X, Br, SpinIdx, Sides[SpinIdx], Sides[1 - SpinIdx], J);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << X.getParent()->getName()
                      << ": side '" << Sides[1 - SpinIdx].front()->getName()
                      << "' before the spin loop\n");
    return true;
  }
  for (unsigned AIdx : {0u, 1u}) {
    Side Prefix;
    BasicBlock *Pre = nullptr;
    if (BasicBlock *Loop = firstSpin(Sides[AIdx], J, LI, PDT, Prefix, Pre)) {
      remarkOrdered(*Br, "the other side runs between the writes of one side "
                         "and its spin loop");
      splitAtFirstSpin(X, Br, AIdx, Prefix, Pre, Loop, Sides[1 - AIdx], J);
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << X.getParent()->getName()
                        << ": side '" << Sides[1 - AIdx].front()->getName()
                        << "' between the prefix of '"
                        << Sides[AIdx].front()->getName()
                        << "' and its spin loop\n");
      return true;
    }
  }
  return false;
}

} // namespace

unsigned shfl::orderSpinLoopsLast(Function &F) {
  if (F.isDeclaration() || usesConvergenceTokens(F))
    return 0;
  unsigned N = 0;
  // One rewrite at a time: each changes the dominator trees.  A rewritten
  // branch is not rewritten again: its other side now reaches the guard.
  while (true) {
    DominatorTree DT(F);
    LoopInfo LI(DT);
    PostDominatorTree PDT(F);
    auto It = find_if(F, [&](BasicBlock &X) { return orderBranch(X, LI, PDT); });
    if (It == F.end())
      return N;
    ++N;
    ++NumOrdered;
  }
}

PreservedAnalyses SpinLoopOrderPass::run(Module &M, ModuleAnalysisManager &) {
  unsigned N = 0;
  for (Function &F : M)
    N += orderSpinLoopsLast(F);
  return N ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

Expected<SpinLoopOrderOptions>
shfl::parseSpinLoopOrderOptions(StringRef Params) {
  return parseNoParams<SpinLoopOrderOptions>("spin-loop-order", Params);
}
