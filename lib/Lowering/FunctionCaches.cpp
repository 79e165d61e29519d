//===- FunctionCaches.cpp - Per-function lane ids and targets -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/FunctionCaches.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace shfl;

WarpTarget *FunctionTargets::get(Function &F,
                                 function_ref<void(const Twine &)> OnError) {
  auto [It, Inserted] = Targets.try_emplace(&F, nullptr);
  if (!Inserted)
    return It->second;
  Expected<WarpTarget *> T = GetTarget(F);
  if (!T) {
    OnError(toString(T.takeError()));
    return nullptr;
  }
  return It->second = *T;
}

const LaneIds &LaneIdCache::get(Function &F, WarpTarget &T) {
  auto It = Cache.find(&F);
  if (It != Cache.end())
    return It->second;
  // Lane ids are computed once, at the top of the entry block (after the
  // static allocas), and shared by every lowered call of the function.
  BasicBlock &Entry = F.getEntryBlock();
  BasicBlock::iterator IP = Entry.getFirstInsertionPt();
  while (IP != Entry.end() && isa<AllocaInst>(*IP))
    ++IP;
  IRBuilder<> B(&Entry, IP);
  return Cache[&F] = T.buildLaneIds(B);
}

void LaneIdCache::eraseUnused() {
  for (auto &Entry : Cache) {
    WeakVH Self(Entry.second.Self);
    if (Entry.second.Lane != Entry.second.Self)
      RecursivelyDeleteTriviallyDeadInstructions(Entry.second.Lane);
    if (Self)
      RecursivelyDeleteTriviallyDeadInstructions(Self);
  }
  Cache.clear();
}

bool UnreachableBlocks::contains(BasicBlock &BB) {
  Function *F = BB.getParent();
  auto [It, Inserted] = Cache.try_emplace(F);
  if (Inserted) {
    df_iterator_default_set<BasicBlock *, 32> Reachable;
    for (BasicBlock *R : depth_first_ext(&F->getEntryBlock(), Reachable))
      (void)R;
    for (BasicBlock &Other : *F)
      if (!Reachable.contains(&Other))
        It->second.insert(&Other);
  }
  return It->second.contains(&BB);
}

bool LaunchLaneBlocks::contains(BasicBlock &BB) {
  Function *F = BB.getParent();
  auto [It, Inserted] = Cache.try_emplace(F);
  if (Inserted && (F->getCallingConv() == CallingConv::AMDGPU_KERNEL ||
                   F->getCallingConv() == CallingConv::PTX_Kernel)) {
    // The blocks on a cycle: the members of a strongly connected component
    // of more than one block, or with an edge to itself.
    SmallPtrSet<BasicBlock *, 16> OnCycle;
    for (scc_iterator<Function *> SCC = scc_begin(F); !SCC.isAtEnd(); ++SCC)
      if (SCC.hasCycle())
        OnCycle.insert(SCC->begin(), SCC->end());
    PostDominatorTree PDT(*F);
    BasicBlock *Entry = &F->getEntryBlock();
    for (BasicBlock &Other : *F)
      if (!OnCycle.contains(&Other) && PDT.dominates(&Other, Entry))
        It->second.insert(&Other);
  }
  return It->second.contains(&BB);
}

void shfl::removeUnreachableCall(CallInst &CI) {
  if (!CI.getType()->isVoidTy())
    CI.replaceAllUsesWith(PoisonValue::get(CI.getType()));
  CI.eraseFromParent();
}
