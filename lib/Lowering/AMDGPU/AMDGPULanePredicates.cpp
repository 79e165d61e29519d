//===- AMDGPULanePredicates.cpp - Lane-position selects as lane masks -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/AMDGPULanePredicates.h"
#include "ShflLowering/Lowering/AMDGPU/AMDGPUFastPaths.h"
#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Lowering/Core/IntrinsicDecls.h"
#include "ShflLowering/Lowering/Core/LaneFunction.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumLanePredicates,
          "Number of lane-position select conditions made constant lane masks");
STATISTIC(NumBypassed, "Number of selects on the same lane mask inside "
                       "the arms of such a select bypassed");

/// The constant mask of \p I if it is an inverse ballot of one, as
/// emitLaneMask() makes them.
static std::optional<uint64_t> laneMaskOf(const Instruction &I) {
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || II->getIntrinsicID() != Intrinsic::amdgcn_inverse_ballot)
    return std::nullopt;
  if (const auto *C = dyn_cast<ConstantInt>(II->getArgOperand(0)))
    return C->getZExtValue();
  return std::nullopt;
}

/// Whether \p I computes its value from its operands on its own lane only,
/// with no side effect and no undefined behaviour on a poison operand (a
/// division's divisor): what a lane whose result a select discards may
/// compute from anything.
static bool isLaneLocal(const Instruction &I) {
  return isa<BinaryOperator, CastInst, CmpInst, SelectInst, UnaryOperator,
             ExtractElementInst, InsertElementInst>(I) &&
         !I.isIntDivRem();
}

/// Replaces, in the operand tree of \p V that only \p Root uses, each
/// select on \p Cond by its operand for \p CondValue (the value \p Cond has
/// wherever Root's result is \p V).  The walk passes lane-local
/// instructions only: a cross-lane move reads other lanes, where the
/// condition differs.  Returns the number of selects bypassed.
static unsigned bypassSelectsOn(Value *V, Value *Cond, bool CondValue,
                                SmallVectorImpl<WeakTrackingVH> &Dead,
                                unsigned Depth = 0) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->hasOneUse() || !isLaneLocal(*I) || Depth > 8)
    return 0;
  if (auto *Sel = dyn_cast<SelectInst>(I); Sel && Sel->getCondition() == Cond) {
    Sel->replaceAllUsesWith(CondValue ? Sel->getTrueValue()
                                      : Sel->getFalseValue());
    Dead.push_back(Sel);
    return 1;
  }
  unsigned N = 0;
  for (Value *Op : I->operands())
    N += bypassSelectsOn(Op, Cond, CondValue, Dead, Depth + 1);
  return N;
}

void shfl::collectLanePredicateCandidates(
    Function &F, SmallVectorImpl<WeakTrackingVH> &Out) {
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *Sel = dyn_cast<SelectInst>(&I);
          Sel && Sel->getCondition()->getType()->isIntegerTy(1) &&
          isa<Instruction>(Sel->getCondition()))
        Out.push_back(Sel);
}

unsigned shfl::foldLanePredicateSelects(Function &F, unsigned Wave,
                                        ArrayRef<WeakTrackingVH> Candidates,
                                        IntrinsicDecls &Decls,
                                        OptimizationRemarkEmitter *ORE) {
  SmallPtrSet<const Value *, 16> Wanted;
  for (const WeakTrackingVH &H : Candidates)
    if (H)
      Wanted.insert(H);
  // A mask is a convergent call (llvm.amdgcn.inverse.ballot), and in a
  // function with controlled convergence it would need a token that no
  // select here carries.
  if (Wanted.empty() || usesConvergenceControl(F))
    return 0;
  uint64_t All = Wave == 64 ? ~uint64_t(0) : 0xffffffffu;
  SmallVector<WeakTrackingVH, 8> Dead;
  unsigned N = 0;
  for (BasicBlock &BB : F) {
    // The lane masks of this block so far, by mask.
    DenseMap<uint64_t, Value *> Masks;
    for (Instruction &I : BB) {
      if (std::optional<uint64_t> M = laneMaskOf(I)) {
        // The fast paths make one mask per shuffle: the same mask is one
        // value, so that the selects on it below can meet.
        auto [It, New] = Masks.try_emplace(*M, &I);
        if (!New) {
          I.replaceAllUsesWith(It->second);
          Dead.push_back(&I);
        }
        continue;
      }
      auto *Sel = dyn_cast<SelectInst>(&I);
      if (!Sel || !Wanted.count(Sel) ||
          !Sel->getCondition()->getType()->isIntegerTy(1))
        continue;
      auto *Cond = dyn_cast<Instruction>(Sel->getCondition());
      if (!Cond || laneMaskOf(*Cond))
        continue;
      // A compare of the lane id (mbcnt) is one v_cmp, which a wave64 mask
      // does not beat (two s_mov_b32), and which LLVM can still reason
      // about (`lane == 0` implies `lane < 16`); the linear thread id costs
      // its loads and multiplies.
      bool ReadsLinearId = false;
      std::optional<uint64_t> M = lanePredicateMask(Cond, Wave, &ReadsLinearId);
      if (!M || !ReadsLinearId)
        continue;
      LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << F.getName() << ": " << *Cond
                        << " is the lane mask "
                        << format_hex(*M, Wave / 4 + 2) << "\n");
      if (ORE)
        ORE->emit([&] {
          return OptimizationRemark(DEBUG_TYPE, "LanePredicate", Sel)
                 << "select condition is a lane mask: "
                 << ore::NV("Mask", utohexstr(*M, /*LowerCase=*/true));
        });
      ++NumLanePredicates;
      ++N;
      Dead.push_back(Cond);
      if (*M == 0 || *M == All) {
        // The same on every lane: the select is one of its values.
        Sel->replaceAllUsesWith(*M ? Sel->getTrueValue() : Sel->getFalseValue());
        Dead.push_back(Sel);
        continue;
      }
      Value *&Mask = Masks[*M];
      if (!Mask) {
        IRBuilder<> B(Sel);
        Mask = emitLaneMask(B, *M, Wave, Decls, Cond->getName() + ".lanes");
      }
      Sel->setCondition(Mask);
      // A fast path's select on the same lanes inside an arm (its
      // out-of-range lanes keep their own value) decides nothing there.
      NumBypassed += bypassSelectsOn(Sel->getTrueValue(), Mask, true, Dead);
      NumBypassed += bypassSelectsOn(Sel->getFalseValue(), Mask, false, Dead);
    }
  }
  // A compare that another select or a branch still uses stays.
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(Dead);
  return N;
}
