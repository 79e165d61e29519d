//===- LaneDemandSelects.cpp - Lane selects no demanded lane tells apart --===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/LaneDemandSelects.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Lowering/Core/LaneFunction.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/Format.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"

using namespace llvm;
using namespace shfl;

STATISTIC(NumDemandFolded,
          "Number of lane-predicate selects whose demanded lanes pick one arm");

void shfl::findDemandFoldedSelects(ArrayRef<WeakTrackingVH> Candidates,
                                   unsigned Wave, LaneDemand &LD,
                                   SmallVectorImpl<DemandFoldedSelect> &Out) {
  assert(Wave == 32 || Wave == 64);
  for (const WeakTrackingVH &VH : Candidates) {
    auto *Sel = dyn_cast_or_null<SelectInst>(VH);
    if (!Sel)
      continue;
    std::optional<uint64_t> True = lanePredicateMask(Sel->getCondition(), Wave);
    if (!True)
      continue;
    uint32_t D = LD.ofValue(*Sel);
    // Nothing reads it: dead-code elimination's, not this fold's.
    if (D == 0 || D == LaneDemand::AllLanes)
      continue;
    // Demand names CUDA lanes, the same on each warp of a wave64.
    uint64_t Demanded = Wave == 64 ? (uint64_t(D) << 32) | D : D;
    unsigned Arm = (Demanded & ~*True) == 0 ? 1 : (Demanded & *True) == 0 ? 2 : 0;
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << *Sel << ": true on 0x"
                      << format_hex_no_prefix(*True, Wave / 4) << ", demanded 0x"
                      << format_hex_no_prefix(D, 8) << ", arm " << Arm << "\n");
    if (Arm)
      Out.push_back({WeakVH(Sel), Arm});
  }
}

unsigned shfl::foldDemandedSelects(Function &F,
                                   ArrayRef<DemandFoldedSelect> Selects,
                                   OptimizationRemarkEmitter *ORE) {
  unsigned N = 0;
  for (const DemandFoldedSelect &S : Selects) {
    auto *Sel = dyn_cast_or_null<SelectInst>(S.Select);
    if (!Sel || Sel->getFunction() != &F)
      continue;
    Value *Kept = Sel->getOperand(S.Arm);
    // The other lanes now see this arm's value, which its flags may make
    // poison there (an `add nsw` that wraps where the select kept x).
    if (auto *I = dyn_cast<Instruction>(Kept))
      I->dropPoisonGeneratingFlags();
    if (ORE)
      ORE->emit([&] {
        return OptimizationRemark(DEBUG_TYPE, "DemandFoldedSelect", Sel)
               << "select on the lane's position is its "
               << (S.Arm == 1 ? "true" : "false")
               << " arm on every lane that reads it";
      });
    Value *Cond = Sel->getCondition();
    Sel->replaceAllUsesWith(Kept);
    Sel->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Cond);
    ++N;
  }
  NumDemandFolded += N;
  return N;
}

#undef DEBUG_TYPE
