//===- FunctionCaches.cpp - Per-function lane ids and targets -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/FunctionCaches.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/PostOrderIterator.h"
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

/// How deep isWaveUniform() looks into an expression.
static constexpr unsigned MaxUniformDepth = 8;

/// Whether \p V has one value on all lanes of a wave, in a kernel:
/// constants, the kernel's arguments, the work-group ids and sizes, ballots
/// and readlanes, the dispatch and kernel-argument pointers, loads from
/// constant memory at such an address, and arithmetic, compares, selects,
/// casts and address computations of those.
static bool isWaveUniform(const Value *V, unsigned Depth = 0) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > MaxUniformDepth)
    return false;
  if (const auto *II = dyn_cast<IntrinsicInst>(I)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::amdgcn_workgroup_id_x:
    case Intrinsic::amdgcn_workgroup_id_y:
    case Intrinsic::amdgcn_workgroup_id_z:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
    case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
    case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
    case Intrinsic::amdgcn_ballot:
    case Intrinsic::amdgcn_readfirstlane:
    case Intrinsic::amdgcn_readlane:
    case Intrinsic::amdgcn_dispatch_ptr:
    case Intrinsic::amdgcn_implicitarg_ptr:
    case Intrinsic::amdgcn_kernarg_segment_ptr:
      return true;
    default:
      return false;
    }
  }
  if (const auto *LI = dyn_cast<LoadInst>(I))
    return !LI->isVolatile() && LI->getPointerAddressSpace() == 4 &&
           isWaveUniform(LI->getPointerOperand(), Depth + 1);
  if (!isa<BinaryOperator>(I) && !isa<CastInst>(I) && !isa<CmpInst>(I) &&
      !isa<SelectInst>(I) && !isa<GetElementPtrInst>(I))
    return false;
  return all_of(I->operands(),
                [&](const Use &U) { return isWaveUniform(U.get(), Depth + 1); });
}

/// Whether every lane of the wave takes the same way out of \p BB.
static bool hasUniformExit(const BasicBlock &BB) {
  const Instruction *T = BB.getTerminator();
  if (const auto *Br = dyn_cast<BranchInst>(T))
    return Br->isUnconditional() || isWaveUniform(Br->getCondition());
  if (const auto *SI = dyn_cast<SwitchInst>(T))
    return isWaveUniform(SI->getCondition());
  return false; // invoke, indirectbr, callbr: not known
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
    // The branches each block is control dependent on: for an edge D -> S
    // where S does not post-dominate D, the blocks from S up the
    // post-dominator tree to D's immediate post-dominator.
    PostDominatorTree PDT(*F);
    DenseMap<BasicBlock *, SmallVector<BasicBlock *, 2>> ControlledBy;
    for (BasicBlock &D : *F) {
      DomTreeNode *DN = PDT.getNode(&D);
      if (!DN || succ_size(&D) < 2)
        continue;
      for (BasicBlock *S : successors(&D)) {
        if (PDT.dominates(S, &D))
          continue;
        for (DomTreeNode *R = PDT.getNode(S); R && R != DN->getIDom();
             R = R->getIDom())
          if (BasicBlock *RB = R->getBlock())
            ControlledBy[RB].push_back(&D);
      }
    }
    // A block runs with the launch's lanes if it is on no cycle and each
    // branch it depends on is uniform and in such a block itself (the
    // blocks that post-dominate the entry depend on none).  Decided in
    // reverse post-order, where the branches come first; a block decided
    // later counts as not.
    SmallPtrSet<BasicBlock *, 16> Launch;
    ReversePostOrderTraversal<Function *> RPOT(F);
    for (BasicBlock *B : RPOT) {
      if (OnCycle.contains(B))
        continue;
      if (all_of(ControlledBy.lookup(B), [&](BasicBlock *D) {
            return Launch.contains(D) && hasUniformExit(*D);
          }))
        Launch.insert(B);
    }
    It->second.insert(Launch.begin(), Launch.end());
  }
  return It->second.contains(&BB);
}

void shfl::removeUnreachableCall(CallInst &CI) {
  if (!CI.getType()->isVoidTy())
    CI.replaceAllUsesWith(PoisonValue::get(CI.getType()));
  CI.eraseFromParent();
}
