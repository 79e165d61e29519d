//===- LaneOffsetAdds.cpp - The CUDA lane plus 32k as an add --------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See LaneOffsetAdds.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/LaneOffsetAdds.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/KnownBits.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

#define DEBUG_TYPE "amdgpu-lane-offset-adds"
STATISTIC(NumRewritten, "Lane-plus-offset ors written as adds of the CUDA lane");

/// Whether `or M, C` is `(M & 31) + C` for every M below 64: C has bit 5
/// and none of the bits 0-4.
static bool takesLaneHalf(const APInt &C) {
  return C[5] && C.countr_zero() >= 5;
}

static bool addLaneOffsets(Function &F) {
  if (F.isDeclaration() || F.hasOptNone())
    return false;
  const DataLayout &DL = F.getParent()->getDataLayout();
  // The `and M, 31` of each M, and the `or M, C` to rewrite.
  DenseMap<Value *, SmallVector<Instruction *, 2>> Lanes;
  SmallVector<BinaryOperator *, 8> Ors;
  for (Instruction &I : instructions(F)) {
    Value *M;
    const APInt *C;
    if (match(&I, m_And(m_Value(M), m_SpecificInt(31))) && I.getType()->isIntegerTy(32))
      Lanes[M].push_back(&I);
    else if (match(&I, m_Or(m_Value(M), m_APInt(C))) && I.getType()->isIntegerTy(32) &&
             takesLaneHalf(*C))
      Ors.push_back(cast<BinaryOperator>(&I));
  }
  if (Ors.empty())
    return false;
  DominatorTree DT(F);
  bool Changed = false;
  for (BinaryOperator *Or : Ors) {
    Value *M = Or->getOperand(0);
    auto It = Lanes.find(M);
    if (It == Lanes.end())
      continue;
    auto Dom = find_if(It->second,
                       [&](Instruction *L) { return DT.dominates(L, Or); });
    if (Dom == It->second.end())
      continue;
    KnownBits Known = computeKnownBits(M, DL);
    if (Known.countMinLeadingZeros() < 32 - 6)
      continue;
    IRBuilder<> B(Or);
    Value *Add = B.CreateAdd(*Dom, Or->getOperand(1), "", /*HasNUW=*/true,
                             /*HasNSW=*/true);
    Add->takeName(Or);
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << *Or << " -> " << *Add << "\n");
    Or->replaceAllUsesWith(Add);
    Or->eraseFromParent();
    ++NumRewritten;
    Changed = true;
  }
  return Changed;
}

bool shfl::addLaneOffsets(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= ::addLaneOffsets(F);
  return Changed;
}

PreservedAnalyses LaneOffsetAddsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!addLaneOffsets(M))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

Expected<LaneOffsetAddsOptions>
shfl::parseLaneOffsetAddsOptions(StringRef Params) {
  return parseNoParams<LaneOffsetAddsOptions>("amdgpu-lane-offset-adds", Params);
}
