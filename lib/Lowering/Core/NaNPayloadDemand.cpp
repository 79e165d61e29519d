//===- NaNPayloadDemand.cpp - Drop NaN fix-ups that nothing reads ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See NaNPayloadDemand.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/NaNPayloadDemand.h"
#include "ShflLowering/Lowering/Core/NaNTests.h"
#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

#define DEBUG_TYPE "nan-payload-demand"
STATISTIC(NumFixupsDropped,
          "NaN fix-up selects whose NaN payload nothing reads, dropped");
STATISTIC(NumFixupsKept, "NaN fix-up selects whose NaN payload is read");

/// The most values one fix-up's walk visits; beyond, its payload counts as
/// read.
static constexpr unsigned MaxVisited = 4096;

/// The lane moves: intrinsics whose result, on each lane, is one of the
/// listed operands' values on some lane, or a constant.  A NaN moved stays a
/// NaN.
static const struct {
  Intrinsic::ID ID;
  unsigned Operands; // bit I: operand I is a moved value
} LaneMoves[] = {
    {Intrinsic::amdgcn_update_dpp, 0b11},   // old, src
    {Intrinsic::amdgcn_mov_dpp, 0b1},       {Intrinsic::amdgcn_mov_dpp8, 0b1},
    {Intrinsic::amdgcn_ds_bpermute, 0b10},  // index, data
    {Intrinsic::amdgcn_ds_permute, 0b10},   {Intrinsic::amdgcn_ds_swizzle, 0b1},
    {Intrinsic::amdgcn_readlane, 0b1},      {Intrinsic::amdgcn_readfirstlane, 0b1},
    {Intrinsic::amdgcn_writelane, 0b101},   // value, lane, old
    {Intrinsic::amdgcn_permlane16, 0b11},   {Intrinsic::amdgcn_permlanex16, 0b11},
    {Intrinsic::amdgcn_permlane64, 0b1},    {Intrinsic::amdgcn_set_inactive, 0b11},
    {Intrinsic::amdgcn_strict_wwm, 0b1},    {Intrinsic::amdgcn_wwm, 0b1},
    {Intrinsic::nvvm_shfl_sync_idx_i32, 0b10},
    {Intrinsic::nvvm_shfl_sync_up_i32, 0b10},
    {Intrinsic::nvvm_shfl_sync_down_i32, 0b10},
    {Intrinsic::nvvm_shfl_sync_bfly_i32, 0b10},
    {Intrinsic::nvvm_shfl_sync_idx_f32, 0b10},
    {Intrinsic::nvvm_shfl_sync_up_f32, 0b10},
    {Intrinsic::nvvm_shfl_sync_down_f32, 0b10},
    {Intrinsic::nvvm_shfl_sync_bfly_f32, 0b10},
};

/// Intrinsics that give a NaN whenever this operand is one (IEEE
/// arithmetic, and the sign operations that keep everything else).
static const Intrinsic::ID NaNPropagating[] = {
    Intrinsic::fabs, Intrinsic::fma,  Intrinsic::fmuladd,
    Intrinsic::sqrt, Intrinsic::copysign, Intrinsic::canonicalize,
};

/// Whether \p V is a constant whose bits are a NaN of \p Sem.
static bool isNaNConstant(Value *V, const fltSemantics &Sem) {
  auto *C = dyn_cast<Constant>(stripBitcasts(V));
  if (!C || !holdsFormat(C->getType(), Sem))
    return false;
  if (auto *FP = dyn_cast<ConstantFP>(C))
    return FP->isNaN();
  auto *CI = dyn_cast<ConstantInt>(C);
  return CI && APFloat(Sem, CI->getValue()).isNaN();
}

/// The arm of \p Sel that it picks when its condition's value is not a NaN,
/// if its condition is a NaN test of format \p Sem on \p Tested.
static std::optional<unsigned> nonNaNArm(SelectInst &Sel, Value *Tested,
                                         const fltSemantics &Sem) {
  std::optional<NaNTest> T = matchNaNTest(Sel.getCondition());
  if (!T || T->Tested != Tested || T->Sem != &Sem)
    return std::nullopt;
  return T->TrueOnNaN ? 2u : 1u;
}

/// Whether the use \p U of a value of format \p Sem reads nothing of a NaN's
/// payload: a NaN test, an fcmp, or the arm of a select that a NaN of the
/// value (or any value) does not pick.
static bool absorbs(const Use &U, const fltSemantics &Sem) {
  auto *I = cast<Instruction>(U.getUser());
  if (isa<FCmpInst>(I))
    return true;
  // A NaN test whose operand is the value (the sign-cleared bits of an
  // integer test; the value of a class test).
  if (std::optional<NaNTest> T = matchNaNTest(I))
    return T->Sem == &Sem && U.getOperandNo() == 0;
  if (auto *Sel = dyn_cast<SelectInst>(I)) {
    // An arm that a constant condition never picks (the lowerings leave
    // `select true` for a guard that holds on every lane).
    if (auto *C = dyn_cast<ConstantInt>(Sel->getCondition()))
      return U.getOperandNo() == (C->isOne() ? 2u : 1u);
    std::optional<unsigned> Arm =
        nonNaNArm(*Sel, stripBitcasts(U.get()), Sem);
    return Arm && U.getOperandNo() == *Arm;
  }
  return false;
}

/// Whether the user of \p U gives a NaN (of the same format) whenever U's
/// value is one, or a value that does not depend on U's payload: the walk
/// goes on from its result.
static bool passesNaN(const Use &U, const fltSemantics &Sem) {
  auto *I = cast<Instruction>(U.getUser());
  if (!holdsFormat(I->getType(), Sem))
    return false;
  unsigned Op = U.getOperandNo();
  switch (I->getOpcode()) {
  case Instruction::BitCast:
  case Instruction::Freeze:
  case Instruction::PHI:
  case Instruction::FNeg:
  case Instruction::FAdd:
  case Instruction::FSub:
  case Instruction::FMul:
  case Instruction::FDiv:
  case Instruction::FRem:
    return true;
  case Instruction::Select:
    return Op != 0;
  case Instruction::And: { // the sign cleared
    const APInt *M;
    return match(I->getOperand(1 - Op), m_APInt(M)) && M->isMaxSignedValue();
  }
  case Instruction::Xor: // the sign flipped
  case Instruction::Or: { // the sign set
    const APInt *M;
    return match(I->getOperand(1 - Op), m_APInt(M)) && M->isMinSignedValue();
  }
  case Instruction::Call: {
    auto *II = dyn_cast<IntrinsicInst>(I);
    if (!II || Op >= II->arg_size())
      return false;
    Intrinsic::ID ID = II->getIntrinsicID();
    if (is_contained(NaNPropagating, ID))
      return ID != Intrinsic::copysign || Op == 0;
    // minimumnum/maximumnum ignore a NaN operand, signalling or quiet,
    // unless both are NaNs, whose NaN may be either's: the walk goes on
    // from the result (libdevice's fmaxf).  Not maxnum/minnum, which may
    // return a NaN for one signalling NaN and a number.
    if (ID == compat::minimumNumID(true) || ID == compat::minimumNumID(false))
      return true;
    for (const auto &M : LaneMoves)
      if (M.ID == ID)
        return (M.Operands >> Op) & 1;
    return false;
  }
  default:
    return false;
  }
}

/// Whether the payload of a NaN that \p Root (of format \p Sem) holds can
/// reach anything the program sees.
static bool payloadRead(Instruction &Root, const fltSemantics &Sem) {
  SmallVector<Instruction *, 32> Work{&Root};
  SmallPtrSet<Instruction *, 32> Seen{&Root};
  while (!Work.empty()) {
    Instruction *V = Work.pop_back_val();
    for (const Use &U : V->uses()) {
      if (absorbs(U, Sem))
        continue;
      if (!passesNaN(U, Sem)) {
        LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": read by " << *U.getUser()
                          << "\n");
        return true;
      }
      auto *Next = cast<Instruction>(U.getUser());
      if (Seen.insert(Next).second) {
        if (Seen.size() > MaxVisited)
          return true;
        Work.push_back(Next);
      }
    }
  }
  return false;
}

/// If \p Sel is a NaN fix-up, `select (isnan x), <NaN>, x` (or the other
/// way round), the fixed value x and the format.
static std::optional<std::pair<Value *, const fltSemantics *>>
matchFixup(SelectInst &Sel) {
  if (!Sel.getCondition()->getType()->isIntegerTy(1))
    return std::nullopt;
  std::optional<NaNTest> T = matchNaNTest(Sel.getCondition());
  if (!T || !holdsFormat(Sel.getType(), *T->Sem))
    return std::nullopt;
  Value *NaNArm = T->TrueOnNaN ? Sel.getTrueValue() : Sel.getFalseValue();
  Value *Fixed = T->TrueOnNaN ? Sel.getFalseValue() : Sel.getTrueValue();
  if (stripBitcasts(Fixed) != T->Tested || !isNaNConstant(NaNArm, *T->Sem))
    return std::nullopt;
  return std::make_pair(Fixed, T->Sem);
}

bool shfl::dropUndemandedNaNFixups(Function &F) {
  if (F.isDeclaration() || F.hasOptNone())
    return false;
  // Weak handles: deleting a dropped fix-up's dead test may delete a fix-up
  // not visited yet (its tested value, where blocks are not in dominance
  // order).
  SmallVector<WeakVH, 16> Fixups;
  for (Instruction &I : instructions(F))
    if (auto *Sel = dyn_cast<SelectInst>(&I); Sel && matchFixup(*Sel))
      Fixups.push_back(Sel);
  bool Changed = false;
  // Each replacement keeps every read payload, so the order does not matter.
  for (WeakVH &Handle : Fixups) {
    auto *Sel = dyn_cast_or_null<SelectInst>(Handle);
    if (!Sel)
      continue;
    auto [Fixed, Sem] = *matchFixup(*Sel);
    if (payloadRead(*Sel, *Sem)) {
      ++NumFixupsKept;
      continue;
    }
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": dropped " << *Sel << "\n");
    Value *Cond = Sel->getCondition();
    Sel->replaceAllUsesWith(Fixed);
    Sel->eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Cond);
    ++NumFixupsDropped;
    Changed = true;
  }
  return Changed;
}

bool shfl::dropUndemandedNaNFixups(Module &M) {
  bool Changed = false;
  for (Function &F : M)
    Changed |= dropUndemandedNaNFixups(F);
  return Changed;
}

PreservedAnalyses NaNPayloadDemandPass::run(Module &M, ModuleAnalysisManager &) {
  if (!dropUndemandedNaNFixups(M))
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

Expected<NaNPayloadDemandOptions>
shfl::parseNaNPayloadDemandOptions(StringRef Params) {
  return parseNoParams<NaNPayloadDemandOptions>("nan-payload-demand", Params);
}
