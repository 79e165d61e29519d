//===- LaneVersioning.cpp - Version functions on threadIdx.x & 31 ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The versioning of LaneVersioning.h.  The function's entry block is split
/// after its static allocas and the prefix both copies would execute alike
/// (which both copies share); the rest is cloned block by block, the clone
/// laid out first, and the entry branches on the wave's ballot of
/// mismatching lanes, weighted towards the clone.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/LaneVersioning.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpTarget.h"
#include "ShflLowering/Lowering/Core/IntrinsicDecls.h"
#include "ShflLowering/Lowering/Core/LaneCopyReturns.h"
#include "ShflLowering/Lowering/Core/LaneFunction.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/MDBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/IR/CFG.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

STATISTIC(NumVersioned,
          "Number of functions versioned on threadIdx.x & 31 being the lane");
STATISTIC(NumVersioningUndone,
          "Number of lane versionings undone after the lowering (no gain)");
STATISTIC(NumSharedPrefix,
          "Number of entry instructions moved before the lane versioning test");
STATISTIC(NumLaneValues,
          "Number of threadIdx.x & 31 values replaced by the lane id");
STATISTIC(NumHoistedAheadOfLoads,
          "Number of copy-entry instructions scheduled ahead of the shared "
          "prefix's loads");

/// How many uses deep a threadIdx.x lane value is followed to a use that
/// needs a lane id.
static constexpr unsigned MaxUseDepth = 8;
/// Functions larger than this many instructions are not duplicated.
static constexpr unsigned MaxInstructions = 4000;
/// The branch weights of the entry's branch: the fast copy is the one a 1-D
/// block (and any block whose blockDim.x is a multiple of 32) takes.
static constexpr uint32_t FastWeight = 2000, SlowWeight = 1;

/// How deep an expression of threadIdx.x under `& 31` is looked into.
static constexpr unsigned MaxExprDepth = 6;

/// Whether \p V is threadIdx.x, or an expression of threadIdx.x and integer
/// constants through instructions that keep the low 5 bits (keepsLowFiveBits, LaneFunction.h);
/// its threadIdx.x reads are added to \p Reads.  `(threadIdx.x + 1) & 31` is
/// `(lane + 1) & 31` wherever threadIdx.x & 31 is the lane.  Expressions
/// with other values (the linear thread id x + nx * (y + ...), say) are
/// left alone: LaneFunction.h may know them as they are.
static bool collectThreadIdxReads(Value *V, unsigned Depth,
                                  SmallVectorImpl<CallInst *> &Reads) {
  if (isThreadIdxX(V)) {
    Reads.push_back(cast<CallInst>(V));
    return true;
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth >= MaxExprDepth || !I->getType()->isIntegerTy())
    return false;
  bool Any = false;
  for (unsigned OpNo = 0, E = I->getNumOperands(); OpNo != E; ++OpNo) {
    Value *Op = I->getOperand(OpNo);
    if (isa<ConstantInt>(Op))
      continue;
    if (!keepsLowFiveBits(*I, OpNo) || !collectThreadIdxReads(Op, Depth + 1, Reads))
      return false;
    Any = true;
  }
  return Any;
}

/// The expression under an i32 `E & 31` or `E % 32` (unsigned) whose
/// threadIdx.x reads (\p Reads) can be replaced by the lane; nullptr if
/// \p I is not such a value.
static Value *threadIdxLaneExpr(Instruction &I,
                                SmallVectorImpl<CallInst *> &Reads) {
  Value *E = nullptr;
  if (!I.getType()->isIntegerTy(32) ||
      !(match(&I, m_And(m_Value(E), m_SpecificInt(31))) ||
        match(&I, m_URem(m_Value(E), m_SpecificInt(32)))))
    return nullptr;
  return collectThreadIdxReads(E, 0, Reads) ? E : nullptr;
}

/// \p E with its threadIdx.x reads that keep their low 5 bits replaced by
/// \p Lane, built before \p IP; the poison flags of the rebuilt
/// instructions are dropped (the lane is smaller than threadIdx.x).
static Value *rebuildOnLane(Value *E, Value *Lane, Instruction *IP,
                            unsigned Depth, DenseMap<Value *, Value *> &Done) {
  if (isThreadIdxX(E))
    return Lane;
  auto *I = dyn_cast<Instruction>(E);
  if (!I || Depth >= MaxExprDepth)
    return E;
  if (Value *V = Done.lookup(I))
    return V;
  SmallVector<CallInst *, 2> Reads;
  if (!collectThreadIdxReads(I, Depth, Reads))
    return E;
  Instruction *New = I->clone();
  for (unsigned OpNo = 0, N = I->getNumOperands(); OpNo != N; ++OpNo)
    if (keepsLowFiveBits(*I, OpNo))
      New->setOperand(OpNo, rebuildOnLane(I->getOperand(OpNo), Lane, IP,
                                          Depth + 1, Done));
  New->dropPoisonGeneratingFlags();
  if (I->hasName())
    New->setName(I->getName() + ".onlane");
  New->insertBefore(IP->getIterator());
  Done[I] = New;
  return New;
}

/// Whether \p CI calls an NVVM shuffle of a known form with its own type.
static bool isShuffleCall(const CallInst &CI) {
  const Function *Callee = CI.getCalledFunction();
  if (!Callee || !Callee->isDeclaration() ||
      CI.getFunctionType() != Callee->getFunctionType() ||
      !isNVVMShflName(Callee->getName()))
    return false;
  Expected<NVVMShflKind> K = classifyNVVMShfl(*Callee);
  if (!K) {
    consumeError(K.takeError());
    return false;
  }
  return true;
}

/// The operand index of the lane operand b of a shuffle call.
static unsigned laneOperand(const CallInst &CI) {
  // ([i32 membermask,] a, b, c): the sync forms have four arguments.
  return CI.arg_size() == 4 ? 2 : 1;
}

/// Whether \p I computes lane by lane from its operands, so that a lane id
/// in an operand is one in the result.
static bool passesLaneOn(const Instruction &I) {
  return isa<BinaryOperator>(I) || isa<CastInst>(I) || isa<SelectInst>(I) ||
         isa<ICmpInst>(I) || isa<PHINode>(I) || isa<FreezeInst>(I);
}

/// Whether \p V reaches, through lane-local instructions at most \p Depth
/// uses deep, a shuffle's lane operand or a comparison that a branch or a
/// select uses: a use where knowing the lane id helps the lowering.
static bool reachesLaneUse(const Value &V, unsigned Depth,
                           SmallPtrSetImpl<const Value *> &Seen) {
  if (Depth > MaxUseDepth || !Seen.insert(&V).second)
    return false;
  for (const Use &U : V.uses()) {
    const auto *I = dyn_cast<Instruction>(U.getUser());
    if (!I)
      continue;
    if (const auto *CI = dyn_cast<CallInst>(I);
        CI && isShuffleCall(*CI) && U.getOperandNo() == laneOperand(*CI))
      return true;
    if (isa<ICmpInst>(I) && any_of(I->users(), [](const User *UU) {
          return isa<BranchInst>(UU) || isa<SelectInst>(UU);
        }))
      return true;
    if (passesLaneOn(*I) && reachesLaneUse(*I, Depth + 1, Seen))
      return true;
  }
  return false;
}

/// Why \p F cannot be duplicated block by block; nullptr if it can.
static const char *whyNotDuplicable(const Function &F) {
  unsigned N = 0;
  for (const BasicBlock &BB : F) {
    if (BB.hasAddressTaken())
      return "a block's address is taken";
    for (const Instruction &I : BB) {
      if (++N > MaxInstructions)
        return "too large";
      if (I.getType()->isTokenTy())
        return "a token value (convergence control)";
      if (isa<IndirectBrInst>(I) || isa<CallBrInst>(I))
        return "an indirect branch";
      if (const auto *CB = dyn_cast<CallBase>(&I); CB && CB->cannotDuplicate())
        return "a noduplicate call";
    }
  }
  return nullptr;
}

/// Whether \p I is `threadIdx.x == K` or `threadIdx.x != K` with K below 32
/// that a branch uses (CUB's `if (linear_tid == 0)` after a block
/// reduction).  Where threadIdx.x & 31 is the lane, threadIdx.x == K holds
/// on lane K only (and on the first warp).
static bool isThreadIdxGuard(const Instruction &I) {
  const auto *Cmp = dyn_cast<ICmpInst>(&I);
  const auto *K = Cmp ? dyn_cast<ConstantInt>(Cmp->getOperand(1)) : nullptr;
  return K && Cmp->isEquality() && K->getValue().ult(32) &&
         isThreadIdxX(Cmp->getOperand(0)) &&
         any_of(Cmp->users(), [](const User *U) { return isa<BranchInst>(U); });
}

namespace {

/// One function to version: its `threadIdx.x & 31` values and its
/// `threadIdx.x == K` guards, in program order.
struct Candidate {
  Function *F;
  SmallVector<Instruction *, 4> LaneValues;
  SmallVector<Instruction *, 4> Guards;
  unsigned WaveSize;

  /// Where the remarks and the entry's test point: the first lane value,
  /// else the first guard.
  Instruction *first() const {
    return LaneValues.empty() ? Guards.front() : LaneValues.front();
  }
};

} // namespace

/// The values of \p F to replace in the fast copy: those that reach a use
/// of a lane id, into \p Values, and the guards on threadIdx.x, into
/// \p Guards.
static void laneValuesOf(Function &F, SmallVectorImpl<Instruction *> &Values,
                         SmallVectorImpl<Instruction *> &Guards) {
  for (Instruction &I : instructions(F)) {
    if (isThreadIdxGuard(I)) {
      Guards.push_back(&I);
      continue;
    }
    SmallVector<CallInst *, 2> Reads;
    if (!threadIdxLaneExpr(I, Reads))
      continue;
    SmallPtrSet<const Value *, 16> Seen;
    if (reachesLaneUse(I, 0, Seen))
      Values.push_back(&I);
  }
}

/// Whether the entry's instruction \p I is the same in both copies, and so
/// may run once, before the test: not a lane value (the copies differ
/// there), not a shuffle (lowered differently in each copy), not an alloca
/// (the static ones are already first) or a debug intrinsic (it stays next
/// to its value), and with no operand in \p Stay, the instructions that
/// stay behind.
static bool mayShare(const Instruction &I,
                     const SmallPtrSetImpl<const Instruction *> &LaneValues,
                     const SmallPtrSetImpl<const Instruction *> &Stay) {
  if (LaneValues.contains(&I) || isa<AllocaInst>(I) || isa<DbgInfoIntrinsic>(I))
    return false;
  if (const auto *CI = dyn_cast<CallInst>(&I); CI && isShuffleCall(*CI))
    return false;
  return none_of(I.operands(), [&](const Value *Op) {
    const auto *OI = dyn_cast<Instruction>(Op);
    return OI && Stay.contains(OI);
  });
}

/// Moves in front of the others the entry's instructions from \p From on
/// that both copies would execute alike (mayShare: the kernel's address
/// arithmetic and loads, say), so that they run once, before the test;
/// returns the first instruction that stays behind, where the copies begin.
/// An instruction that stays behind may be passed only if it is lane-local
/// arithmetic: the walk stops at the first one that touches memory, calls
/// or shuffles.
static BasicBlock::iterator
shareEntryPrefix(BasicBlock &Entry, BasicBlock::iterator From,
                 const SmallPtrSetImpl<const Instruction *> &LaneValues) {
  SmallPtrSet<const Instruction *, 8> Stay;
  Instruction *FirstStay = nullptr;
  for (Instruction &I : make_early_inc_range(make_range(From, Entry.end()))) {
    if (I.isTerminator())
      break;
    if (mayShare(I, LaneValues, Stay)) {
      if (FirstStay) {
        I.moveBefore(Entry, FirstStay->getIterator());
        ++NumSharedPrefix;
      }
      continue;
    }
    Stay.insert(&I);
    if (!FirstStay)
      FirstStay = &I;
    if (!isa<DbgInfoIntrinsic>(I) &&
        (isa<CallBase>(I) || isa<AllocaInst>(I) || I.mayReadOrWriteMemory() ||
         I.mayHaveSideEffects()))
      break;
  }
  return FirstStay ? FirstStay->getIterator()
                   : Entry.getTerminator()->getIterator();
}

/// Versions \p C.F; returns its test and the entries of its copies.
static LaneVersionedFunction version(const Candidate &C, IntrinsicDecls &Decls) {
  Function &F = *C.F;
  Module &M = *F.getParent();
  BasicBlock *Entry = &F.getEntryBlock();
  // The static allocas stay in the entry, shared by both copies, and so
  // does the prefix of the entry that the copies would execute alike.
  BasicBlock::iterator Split = Entry->begin();
  while (auto *AI = dyn_cast<AllocaInst>(&*Split)) {
    if (!AI->isStaticAlloca())
      break;
    ++Split;
  }
  SmallPtrSet<const Instruction *, 4> LaneValueSet(C.LaneValues.begin(),
                                                  C.LaneValues.end());
  LaneValueSet.insert(C.Guards.begin(), C.Guards.end());
  Split = shareEntryPrefix(*Entry, Split, LaneValueSet);
  BasicBlock *Body = Entry->splitBasicBlock(Split, Entry->getName() + ".orig");

  SmallVector<BasicBlock *, 16> Orig;
  for (BasicBlock &BB : F)
    if (&BB != Entry)
      Orig.push_back(&BB);
  ValueToValueMapTy VMap;
  SmallVector<BasicBlock *, 16> Fast;
  for (BasicBlock *BB : Orig) {
    BasicBlock *NewBB = CloneBasicBlock(BB, VMap, ".lane", &F);
    NewBB->moveBefore(Body);
    VMap[BB] = NewBB;
    Fast.push_back(NewBB);
  }
  remapInstructionsInBlocks(Fast, VMap);
  Fast.front()->setName(Entry->getName() + ".lane");

  // The entry's test, with the location of the first lane value.
  Instruction *Term = Entry->getTerminator();
  IRBuilder<> B(Term);
  // What the entry holds before the test: allocas and the shared prefix.
  size_t Shared = Entry->size() - 1;
  B.SetCurrentDebugLocation(C.first()->getDebugLoc());
  SmallVector<CallInst *, 2> Reads;
  if (C.LaneValues.empty())
    Reads.push_back(cast<CallInst>(C.Guards.front()->getOperand(0)));
  else
    threadIdxLaneExpr(*C.LaneValues.front(), Reads);
  // A read of threadIdx.x that the shared prefix holds is the test's too.
  Intrinsic::ID TidID = Reads.front()->getIntrinsicID();
  Value *Tid = nullptr;
  for (Instruction &I : *Entry)
    if (auto *II = dyn_cast<IntrinsicInst>(&I);
        II && II->getIntrinsicID() == TidID && II->arg_empty()) {
      Tid = II;
      break;
    }
  if (!Tid)
    Tid = B.CreateCall(Decls.get(M, TidID), {}, "lv.tid.x");
  Value *Lo = B.CreateCall(Decls.get(M, Intrinsic::amdgcn_mbcnt_lo),
                           {B.getInt32(-1), B.getInt32(0)}, "lv.mbcnt.lo");
  Value *Lane = Lo;
  if (C.WaveSize == 64) {
    Value *Hi = B.CreateCall(Decls.get(M, Intrinsic::amdgcn_mbcnt_hi),
                             {B.getInt32(-1), Lo}, "lv.mbcnt.hi");
    Lane = B.CreateAnd(Hi, 31, "lv.lane");
  }
  Value *TidLane = B.CreateAnd(Tid, 31, "lv.tid.lane");
  Value *Mismatch = B.CreateICmpNE(TidLane, Lane, "lv.mismatch");
  Type *MaskTy = B.getIntNTy(C.WaveSize);
  Value *Ballot = B.CreateCall(
      Decls.get(M, Intrinsic::amdgcn_ballot, {MaskTy}), {Mismatch},
      "lv.ballot");
  Value *Any = B.CreateICmpNE(Ballot, ConstantInt::get(MaskTy, 0), "lv.any");
  BranchInst *Test = B.CreateCondBr(
      Any, Body, Fast.front(),
      MDBuilder(F.getContext()).createBranchWeights(SlowWeight, FastWeight));
  Term->eraseFromParent();
  unsigned TestSize = Entry->size() - Shared;

  // The fast copy reads the lane id: threadIdx.x & 31 is the lane itself
  // (in a form laneIdKind recognises), E(threadIdx.x) & 31 is E(lane) & 31.
  for (Instruction *I : C.LaneValues) {
    // Gone or rewritten already when an outer value's rewriting replaced
    // its reads (the map's entry of a deleted copy is null).
    auto *Copy = dyn_cast_or_null<Instruction>(VMap.lookup(I));
    SmallVector<CallInst *, 2> CopyReads;
    Value *E = Copy ? threadIdxLaneExpr(*Copy, CopyReads) : nullptr;
    if (!E)
      continue;
    // Through casts alone, E(lane) & 31 is the lane.
    Value *Leaf = E;
    for (auto *Cast = dyn_cast<CastInst>(Leaf); Cast && keepsLowFiveBits(*Cast, 0);
         Cast = dyn_cast<CastInst>(Leaf))
      Leaf = Cast->getOperand(0);
    Value *New = Lane;
    if (!isThreadIdxX(Leaf)) {
      DenseMap<Value *, Value *> Done;
      IRBuilder<> CB(Copy);
      Value *OnLane = rebuildOnLane(E, Lane, Copy, 0, Done);
      New = CB.CreateAnd(OnLane, 31, Copy->getName() + ".onlane");
    }
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << ": " << *Copy
                      << " -> " << *New << "\n");
    Copy->replaceAllUsesWith(New);
    RecursivelyDeleteTriviallyDeadInstructions(Copy);
  }
  // threadIdx.x == K (K < 32) is `lane == K && threadIdx.x < 32` there, a
  // form LaneDemand.h's reaching() narrows to lane K.
  for (Instruction *I : C.Guards) {
    auto *Copy = dyn_cast_or_null<ICmpInst>(VMap.lookup(I));
    if (!Copy)
      continue;
    IRBuilder<> GB(Copy);
    Value *Tid = Copy->getOperand(0);
    Value *K = Copy->getOperand(1);
    std::string N = Copy->getName().str();
    Value *New;
    if (Copy->getPredicate() == ICmpInst::ICMP_EQ) {
      Value *OnLane = GB.CreateICmpEQ(Lane, K, N + ".lane");
      Value *Warp0 = GB.CreateICmpULT(Tid, GB.getInt32(32), N + ".warp0");
      New = GB.CreateAnd(OnLane, Warp0, N + ".onlane");
    } else {
      Value *OffLane = GB.CreateICmpNE(Lane, K, N + ".lane");
      Value *Beyond = GB.CreateICmpUGE(Tid, GB.getInt32(32), N + ".warp0");
      New = GB.CreateOr(OffLane, Beyond, N + ".onlane");
    }
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << ": " << *Copy
                      << " -> " << *New << "\n");
    Copy->replaceAllUsesWith(New);
    Copy->eraseFromParent();
  }
  return {&F, Test, Fast.front(), Body, TestSize};
}

SmallVector<LaneVersionedFunction, 4> shfl::versionOnThreadIdxLane(
    Module &M, std::optional<unsigned> WaveSize,
    function_ref<OptimizationRemarkEmitter &(Function &)> GetORE) {
  // The functions that call a shuffle, in module order.
  SmallPtrSet<Function *, 8> Callers;
  for (Function &Decl : M) {
    if (!Decl.isDeclaration() || !isNVVMShflName(Decl.getName()))
      continue;
    // Classified once per declaration, not per call (compile time).
    Expected<NVVMShflKind> K = classifyNVVMShfl(Decl);
    if (!K) {
      consumeError(K.takeError());
      continue;
    }
    for (User *U : Decl.users())
      if (auto *CI = dyn_cast<CallInst>(U);
          CI && CI->getCalledFunction() == &Decl &&
          CI->getFunctionType() == Decl.getFunctionType())
        Callers.insert(CI->getFunction());
  }
  SmallVector<Candidate, 4> Cands;
  for (Function &F : M) {
    if (!Callers.contains(&F) || F.isDeclaration() || F.hasOptNone())
      continue;
    SmallVector<Instruction *, 4> Values, Guards;
    laneValuesOf(F, Values, Guards);
    if (Values.empty() && Guards.empty())
      continue;
    // A function without a known target is reported by the per-call
    // lowering; it is not versioned.
    Expected<AMDGPUSubtargetInfo> Info = resolveAMDGPUSubtarget(F, WaveSize);
    if (!Info) {
      consumeError(Info.takeError());
      continue;
    }
    if (const char *Why = whyNotDuplicable(F)) {
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName()
                        << ": not versioned: " << Why << "\n");
      GetORE(F).emit([&] {
        return OptimizationRemarkMissed(
                   DEBUG_TYPE, "LaneVersioningNotDone",
                   Values.empty() ? Guards.front() : Values.front())
               << "threadIdx.x & 31 not versioned as the lane id: "
               << ore::NV("Reason", Why);
      });
      continue;
    }
    Cands.push_back({&F, std::move(Values), std::move(Guards), Info->WaveSize});
  }

  IntrinsicDecls Decls;
  SmallVector<LaneVersionedFunction, 4> Versioned;
  for (const Candidate &C : Cands) {
    Function &F = *C.F;
    // Emitted first: the remark points at the value, which the versioning
    // leaves in the original copy.
    GetORE(F).emit([&] {
      OptimizationRemark R(DEBUG_TYPE, "LaneVersioned", C.first());
      R << "versioned " << ore::NV("Function", F.getName())
             << " on threadIdx.x & 31 being the lane id (wave"
             << ore::NV("Wave", C.WaveSize) << "): "
             << ore::NV("Values", static_cast<unsigned>(C.LaneValues.size()))
             << " value(s) read the lane id in the fast copy";
      if (!C.Guards.empty())
        R << ", " << ore::NV("Guards", static_cast<unsigned>(C.Guards.size()))
          << " threadIdx.x == k guard(s) become lane == k";
      return R;
    });
    LaneVersionedFunction LV = version(C, Decls);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": versioned " << F.getName()
                      << ", fast copy at " << LV.Fast->getName() << "\n");
    Versioned.push_back(LV);
    // For lane-copy-returns, after clang's pipeline (LaneCopyReturns.h).
    F.addFnAttr(LaneVersionedAttr);
    ++NumVersioned;
    NumLaneValues += C.LaneValues.size();
  }
  return Versioned;
}

/// Whether \p I leaves no machine instruction: a bitcast, or a select whose
/// condition is a constant (the lowerings' `select true`).
static bool isFree(const Instruction &I) {
  if (isa<BitCastInst>(I))
    return true;
  const auto *Sel = dyn_cast<SelectInst>(&I);
  return Sel && isa<Constant>(Sel->getCondition());
}

/// The instructions of the blocks reachable from \p Start but the free ones,
/// an LDS-pipe op (ds_bpermute, ds_permute, ds_swizzle) with its wait
/// counting as twenty (its round trip; llvm-mca's model of gfx10+ charges it
/// 20 cycles).
static unsigned copyCost(BasicBlock *Start) {
  SmallPtrSet<BasicBlock *, 16> Seen;
  SmallVector<BasicBlock *, 16> Work = {Start};
  unsigned Cost = 0;
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!Seen.insert(BB).second)
      continue;
    for (Instruction &I : *BB) {
      if (isFree(I))
        continue;
      auto *II = dyn_cast<IntrinsicInst>(&I);
      bool LDS = II && (II->getIntrinsicID() == Intrinsic::amdgcn_ds_bpermute ||
                        II->getIntrinsicID() == Intrinsic::amdgcn_ds_permute ||
                        II->getIntrinsicID() == Intrinsic::amdgcn_ds_swizzle);
      Cost += LDS ? 20 : 1;
    }
    append_range(Work, successors(BB));
  }
  return Cost;
}

static cl::opt<bool> KeepAllLaneCopies(
    "shfl-lane-versioning-keep-all", cl::Hidden, cl::init(false),
    cl::desc("keep every fast copy of lane versioning, whatever its cost "
             "(for the tests of the versioning itself)"));

unsigned shfl::dropUnprofitableLaneCopies(
    ArrayRef<LaneVersionedFunction> V,
    function_ref<OptimizationRemarkEmitter &(Function &)> GetORE) {
  unsigned Undone = 0;
  for (const LaneVersionedFunction &LV : V) {
    // The test's own instructions: tid & 31, mbcnt (and & 31), the compare,
    // the ballot, its compare and the branch (not the shared prefix).
    unsigned TestCost = LV.TestSize;
    unsigned Fast = copyCost(LV.Fast), Orig = copyCost(LV.Original);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << LV.F->getName()
                      << ": fast copy " << Fast << ", original " << Orig
                      << ", test " << TestCost << "\n");
    if (KeepAllLaneCopies || Fast + TestCost < Orig)
      continue;
    // Back to the original alone: the entry branches to it, the test and
    // the fast copy are deleted.
    BasicBlock *Entry = LV.Test->getParent();
    BranchInst::Create(LV.Original, LV.Test->getIterator());
    LV.Test->eraseFromParent();
    LV.F->removeFnAttr(LaneVersionedAttr);
    removeUnreachableBlocks(*LV.F);
    // The test's values (and the lane id the copy read) are dead now.
    for (Instruction &I : make_early_inc_range(reverse(*Entry)))
      if (isInstructionTriviallyDead(&I))
        I.eraseFromParent();
    MergeBlockIntoPredecessor(LV.Original);
    ++NumVersioningUndone;
    ++Undone;
    GetORE(*LV.F).emit([&] {
      return OptimizationRemarkMissed(DEBUG_TYPE, "LaneVersioningUndone",
                                      LV.F->getEntryBlock().getTerminator())
             << "lane versioning of " << ore::NV("Function", LV.F->getName())
             << " undone: the fast copy (cost " << ore::NV("FastCost", Fast)
             << ") is not cheaper than the original ("
             << ore::NV("OriginalCost", Orig) << ") by more than the test ("
             << ore::NV("TestCost", TestCost) << ")";
    });
  }
  return Undone;
}

//===----------------------------------------------------------------------===//
// The copies' entries and the shared prefix's loads
//===----------------------------------------------------------------------===//

/// At most this many instructions of a copy's entry go ahead of the
/// barrier (each may hold a register until its use).
static constexpr unsigned MaxHoisted = 32;

namespace {
/// Which values a copy's entry can compute before the shared prefix's loads
/// complete: constants, arguments, and prefix instructions that read no
/// memory and whose operands are such values (threadIdx.x, the lane id and
/// their arithmetic).
class LoadFreeValues {
public:
  explicit LoadFreeValues(const BasicBlock &Prefix) : Prefix(Prefix) {}
  bool contains(const Value *V, unsigned Depth = 0) {
    const auto *I = dyn_cast<Instruction>(V);
    if (!I)
      return isa<Constant>(V) || isa<Argument>(V);
    if (Known.count(I))
      return true;
    if (I->getParent() != &Prefix || Depth > 16 || I->mayReadOrWriteMemory() ||
        isa<PHINode>(I))
      return false;
    for (const Value *Op : I->operands())
      if (!contains(Op, Depth + 1))
        return false;
    Known.insert(I);
    return true;
  }
  void add(const Instruction *I) { Known.insert(I); }

private:
  const BasicBlock &Prefix;
  SmallPtrSet<const Instruction *, 32> Known;
};
} // namespace

/// Moves the instructions of \p BB, a copy's entry, that need no value of
/// the shared prefix's loads to its top, followed by a scheduling barrier;
/// returns how many moved.
static unsigned hoistAheadOfLoads(BasicBlock &BB, const BasicBlock &Prefix,
                                  IntrinsicDecls &Decls) {
  // The lane-function operands that the lowering left unused go first.
  for (Instruction &I : make_early_inc_range(reverse(BB)))
    if (isInstructionTriviallyDead(&I))
      I.eraseFromParent();
  LoadFreeValues Free(Prefix);
  SmallVector<Instruction *, 16> Hoist;
  bool WaitsForLoad = false;
  for (Instruction &I : BB) {
    if (I.isTerminator() || isa<DbgInfoIntrinsic>(I))
      continue;
    const auto *CB = dyn_cast<CallBase>(&I);
    bool Movable = Hoist.size() < MaxHoisted && !isa<PHINode>(I) &&
                   !isa<AllocaInst>(I) && !I.mayReadOrWriteMemory() &&
                   !(CB && CB->isConvergent()) &&
                   isSafeToSpeculativelyExecute(&I) &&
                   all_of(I.operands(),
                          [&](const Value *Op) { return Free.contains(Op); });
    if (Movable) {
      Hoist.push_back(&I);
      Free.add(&I);
      continue;
    }
    // An operand from the prefix that waits for a load.
    for (const Value *Op : I.operands())
      if (const auto *OpI = dyn_cast<Instruction>(Op);
          OpI && OpI->getParent() == &Prefix && !Free.contains(OpI))
        WaitsForLoad = true;
  }
  // Nothing waits, or nothing would go ahead of the wait: no barrier.
  if (!WaitsForLoad || Hoist.empty())
    return 0;
  // In their order, from the block's top.
  Instruction *Prev = nullptr;
  for (Instruction *I : Hoist) {
    if (!Prev) {
      if (&*BB.getFirstInsertionPt() != I)
        I->moveBefore(BB, BB.getFirstInsertionPt());
    } else {
      I->moveAfter(Prev);
    }
    Prev = I;
  }
  IRBuilder<> B(Prev->getNextNode());
  B.CreateCall(Decls.get(*BB.getModule(), Intrinsic::amdgcn_sched_barrier),
               {B.getInt32(0)});
  return Hoist.size();
}

void shfl::scheduleCopiesAheadOfLoads(ArrayRef<LaneVersionedFunction> V) {
  IntrinsicDecls Decls;
  for (const LaneVersionedFunction &LV : V) {
    if (!LV.F->hasFnAttribute(LaneVersionedAttr))
      continue; // undone
    const BasicBlock &Prefix = *LV.Test->getParent();
    if (none_of(Prefix, [](const Instruction &I) { return I.mayReadFromMemory(); }))
      continue;
    for (BasicBlock *Copy : {LV.Fast, LV.Original}) {
      unsigned N = hoistAheadOfLoads(*Copy, Prefix, Decls);
      NumHoistedAheadOfLoads += N;
      LLVM_DEBUG(if (N) dbgs() << DEBUG_TYPE << ": " << LV.F->getName() << ": "
                               << N << " instructions of " << Copy->getName()
                               << " ahead of the prefix's loads\n");
    }
  }
}

#undef DEBUG_TYPE
