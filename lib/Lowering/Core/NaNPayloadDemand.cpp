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
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
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
STATISTIC(NumFixupsSunk,
          "NaN fix-up selects whose NaN payload is read at one select, "
          "replaced by one fix-up there");

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

/// The bits of \p V if it is a constant whose bits are a NaN of \p Sem.
static std::optional<APInt> nanConstantBits(Value *V, const fltSemantics &Sem) {
  auto *C = dyn_cast<Constant>(stripBitcasts(V));
  if (!C || !holdsFormat(C->getType(), Sem))
    return std::nullopt;
  std::optional<APInt> Bits;
  if (auto *FP = dyn_cast<ConstantFP>(C))
    Bits = FP->getValueAPF().bitcastToAPInt();
  else if (auto *CI = dyn_cast<ConstantInt>(C))
    Bits = CI->getValue();
  if (!Bits || !APFloat(Sem, *Bits).isNaN())
    return std::nullopt;
  return Bits;
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
  if (makesNaNOfOperand(U))
    return true;
  unsigned Op = U.getOperandNo();
  switch (I->getOpcode()) {
  case Instruction::BitCast:
  case Instruction::Freeze:
  case Instruction::PHI:
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

namespace {
/// Where the payload of a NaN that the roots of a walk hold goes.
struct PayloadWalk {
  /// The values the walk went through (a NaN of the roots' payload can be
  /// there).
  SmallPtrSet<Instruction *, 32> Seen;
  /// The values whose payload a user reads.
  SmallPtrSet<Instruction *, 4> ReadAt;
  /// Whether the walk gave up (MaxVisited): every payload counts as read.
  bool TooLong = false;

  bool read() const { return TooLong || !ReadAt.empty(); }
};
} // namespace

/// Follows the payload of a NaN that \p Roots (of format \p Sem) hold.  A
/// use by one of \p Through (fix-ups taken as dropped) passes the payload
/// on; \p Stop's uses are not followed.  With \p FirstRead the walk ends at
/// the first read.
static PayloadWalk walkPayload(ArrayRef<Instruction *> Roots,
                               const fltSemantics &Sem,
                               const SmallPtrSetImpl<Instruction *> &Through,
                               const Instruction *Stop, bool FirstRead) {
  PayloadWalk W;
  SmallVector<Instruction *, 32> Work(Roots.begin(), Roots.end());
  W.Seen.insert(Roots.begin(), Roots.end());
  while (!Work.empty()) {
    Instruction *V = Work.pop_back_val();
    if (V == Stop)
      continue;
    for (const Use &U : V->uses()) {
      auto *Next = cast<Instruction>(U.getUser());
      bool Passes = Through.contains(Next);
      if (!Passes && absorbs(U, Sem))
        continue;
      if (!Passes && !passesNaN(U, Sem)) {
        LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": read by " << *Next << "\n");
        W.ReadAt.insert(V);
        if (FirstRead)
          return W;
        continue;
      }
      if (W.Seen.insert(Next).second) {
        if (W.Seen.size() > MaxVisited) {
          W.TooLong = true;
          return W;
        }
        Work.push_back(Next);
      }
    }
  }
  return W;
}

/// Whether the payload of a NaN that \p Root (of format \p Sem) holds can
/// reach anything the program sees.
static bool payloadRead(Instruction &Root, const fltSemantics &Sem) {
  SmallPtrSet<Instruction *, 1> None;
  return walkPayload({&Root}, Sem, None, nullptr, /*FirstRead=*/true).read();
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
  if (stripBitcasts(Fixed) != T->Tested || !nanConstantBits(NaNArm, *T->Sem))
    return std::nullopt;
  return std::make_pair(Fixed, T->Sem);
}

namespace {
/// The select tree of a sink: the selects reached from its root through
/// select arms (bitcasts looked through), and the other values they pick.
struct SelectTree {
  SmallVector<SelectInst *, 8> Nodes;
  SmallPtrSet<Value *, 8> Leaves;
};
} // namespace

/// \p V as a node of a select tree of format \p Sem: a select on one i1
/// (not a fix-up) of a scalar that holds the format; else null.
static SelectInst *treeNode(Value *V, const fltSemantics &Sem) {
  auto *Sel = dyn_cast<SelectInst>(V);
  return Sel && Sel->getCondition()->getType()->isIntegerTy(1) &&
                 holdsFormat(Sel->getType(), Sem) && !matchFixup(*Sel)
             ? Sel
             : nullptr;
}

static SelectTree selectTree(SelectInst &Root, const fltSemantics &Sem,
                             unsigned Limit) {
  SelectTree T;
  SmallPtrSet<SelectInst *, 8> Seen{&Root};
  T.Nodes.push_back(&Root);
  for (unsigned I = 0; I < T.Nodes.size() && T.Nodes.size() <= Limit; ++I)
    for (Value *Arm : {T.Nodes[I]->getTrueValue(), T.Nodes[I]->getFalseValue()}) {
      Value *V = stripBitcasts(Arm);
      if (SelectInst *Sel = treeNode(V, Sem)) {
        if (Seen.insert(Sel).second)
          T.Nodes.push_back(Sel);
      } else {
        T.Leaves.insert(V);
      }
    }
  return T;
}

/// The i1 that is true on the lanes where the select tree under \p V picks
/// one of \p Group.  Each select's part is built right after the select,
/// where its condition is known (before a branch that the tree's root may
/// sit behind).
static Value *picksGroup(IRBuilderBase &B, Value *V, const fltSemantics &Sem,
                         const SmallPtrSetImpl<Instruction *> &Group,
                         DenseMap<Value *, Value *> &Memo) {
  V = stripBitcasts(V);
  if (auto *I = dyn_cast<Instruction>(V); I && Group.contains(I))
    return B.getTrue();
  SelectInst *Sel = treeNode(V, Sem);
  if (!Sel)
    return B.getFalse();
  if (Value *Known = Memo.lookup(Sel))
    return Known;
  Value *C = Sel->getCondition();
  Value *T = picksGroup(B, Sel->getTrueValue(), Sem, Group, Memo);
  Value *F = picksGroup(B, Sel->getFalseValue(), Sem, Group, Memo);
  IRBuilderBase::InsertPointGuard Guard(B);
  B.SetInsertPoint(Sel->getNextNode());
  B.SetCurrentDebugLocation(Sel->getDebugLoc());
  auto *TC = dyn_cast<ConstantInt>(T), *FC = dyn_cast<ConstantInt>(F);
  std::string N = Sel->hasName() ? (Sel->getName() + ".fixed").str() : "";
  Value *R;
  if (T == F)
    R = T;
  else if (TC && FC)
    R = TC->isOne() ? C : B.CreateNot(C, N);
  else if (TC)
    R = TC->isOne() ? B.CreateOr(C, F, N) : B.CreateAnd(B.CreateNot(C), F, N);
  else if (FC)
    R = FC->isOne() ? B.CreateOr(B.CreateNot(C), T, N) : B.CreateAnd(C, T, N);
  else
    R = B.CreateSelect(C, T, F, N);
  Memo[Sel] = R;
  return R;
}

/// Sinks the fix-ups of \p Group, whose payloads are read only through the
/// select tree of \p Root, to one fix-up of Root on the lanes where the tree
/// picks one of them; false if the tree does not allow it.
static bool sinkGroup(SelectInst &Root, ArrayRef<SelectInst *> Group,
                      const fltSemantics &Sem) {
  SmallPtrSet<Instruction *, 8> Members(Group.begin(), Group.end());
  SelectTree T = selectTree(Root, Sem, MaxVisited);
  if (T.Nodes.size() > MaxVisited ||
      any_of(Group, [&](SelectInst *F) { return !T.Leaves.contains(F); }))
    return false;
  // With the group's fix-ups gone, their payloads reach nothing but Root,
  // and no leaf the tree picks outside the group carries one.
  SmallVector<Instruction *, 8> Roots(Group.begin(), Group.end());
  PayloadWalk W = walkPayload(Roots, Sem, Members, &Root, /*FirstRead=*/false);
  if (W.read())
    return false;
  for (Value *Leaf : T.Leaves)
    if (auto *I = dyn_cast<Instruction>(Leaf);
        I && !Members.contains(I) && W.Seen.contains(I))
      return false;
  // One NaN constant for the whole group.
  auto nanBits = [&](SelectInst *F) {
    std::optional<NaNTest> NT = matchNaNTest(F->getCondition());
    return *nanConstantBits(
        NT->TrueOnNaN ? F->getTrueValue() : F->getFalseValue(), Sem);
  };
  APInt NaN = nanBits(Group.front());
  if (any_of(Group, [&](SelectInst *F) { return nanBits(F) != NaN; }))
    return false;

  IRBuilder<> B(Root.getNextNode());
  B.SetCurrentDebugLocation(Root.getDebugLoc());
  DenseMap<Value *, Value *> Memo;
  Value *Picks = picksGroup(B, &Root, Sem, Members, Memo);
  // The translator's test: the bits, sign cleared, above infinity.
  Type *IntTy = B.getIntNTy(NaN.getBitWidth());
  Value *Bits = Root.getType() == IntTy
                    ? static_cast<Value *>(&Root)
                    : B.CreateBitCast(&Root, IntTy, Root.getName() + ".bits");
  Value *Abs = B.CreateAnd(Bits, APInt::getSignedMaxValue(NaN.getBitWidth()),
                           Root.getName() + ".abs");
  Value *IsNaN = B.CreateICmpUGT(
      Abs, B.getInt(APFloat::getInf(Sem).bitcastToAPInt()),
      Root.getName() + ".isnan");
  // Picks is `true` where every leaf is one of the group.
  Value *Fix = isa<Constant>(Picks)
                   ? IsNaN
                   : B.CreateAnd(Picks, IsNaN, Root.getName() + ".fixnan");
  Constant *NaNC = ConstantInt::get(IntTy, NaN);
  if (Root.getType() != IntTy)
    NaNC = ConstantExpr::getBitCast(NaNC, Root.getType());
  Value *Fixed = B.CreateSelect(Fix, NaNC, &Root, Root.getName() + ".nan");
  Root.replaceUsesWithIf(Fixed, [&](Use &U) {
    return U.getUser() != Fixed && U.getUser() != Bits && U.getUser() != Abs;
  });
  for (SelectInst *F : Group) {
    Value *Unfixed = matchFixup(*F)->first;
    auto *Cond = dyn_cast<Instruction>(F->getCondition());
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": sunk " << *F << "\n");
    F->replaceAllUsesWith(Unfixed);
    F->eraseFromParent();
    if (Cond)
      RecursivelyDeleteTriviallyDeadInstructions(Cond);
  }
  NumFixupsSunk += Group.size();
  return true;
}

/// The select that \p F's value ends in: from F, up the selects that take
/// the value as an arm while each is the only one; null if F has none.
static SelectInst *selectChainEnd(SelectInst &F) {
  Instruction *At = &F;
  for (unsigned Steps = 0; Steps < MaxVisited; ++Steps) {
    SelectInst *Next = nullptr;
    for (const Use &U : At->uses()) {
      auto *Sel = dyn_cast<SelectInst>(U.getUser());
      if (!Sel || U.getOperandNo() == 0 || matchFixup(*Sel))
        continue;
      if (Next && Next != Sel)
        return nullptr; // two selects go on with it
      Next = Sel;
    }
    if (!Next)
      break;
    At = Next;
  }
  return At == &F ? nullptr : cast<SelectInst>(At);
}

/// The fix-ups of \p Kept whose payloads are read only through the select
/// that their value ends in (the end of a scan's steps, CUB's `@p add`,
/// each step's fix-up picked by the next step's select on the lanes that
/// keep their value): two or more of them go for one fix-up of that select.
static bool sinkFixups(ArrayRef<SelectInst *> Kept) {
  MapVector<SelectInst *, SmallVector<SelectInst *, 4>> ByRoot;
  DenseMap<SelectInst *, const fltSemantics *> RootSem;
  SmallPtrSet<Instruction *, 1> None;
  for (SelectInst *F : Kept) {
    const fltSemantics *Sem = matchFixup(*F)->second;
    SelectInst *Root = selectChainEnd(*F);
    if (!Root || !treeNode(Root, *Sem) ||
        walkPayload({F}, *Sem, None, Root, /*FirstRead=*/true).read())
      continue;
    auto [It, New] = RootSem.try_emplace(Root, Sem);
    if (!New && It->second != Sem)
      continue;
    ByRoot[Root].push_back(F);
  }
  bool Changed = false;
  for (auto &[Root, Group] : ByRoot)
    if (Group.size() >= 2)
      Changed |= sinkGroup(*Root, Group, *RootSem[Root]);
  return Changed;
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
  SmallVector<WeakVH, 8> Kept;
  // Each replacement keeps every read payload, so the order does not matter.
  for (WeakVH &Handle : Fixups) {
    auto *Sel = dyn_cast_or_null<SelectInst>(Handle);
    if (!Sel)
      continue;
    auto [Fixed, Sem] = *matchFixup(*Sel);
    if (payloadRead(*Sel, *Sem)) {
      Kept.push_back(Sel);
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
  SmallVector<SelectInst *, 8> Live;
  for (WeakVH &Handle : Kept)
    if (auto *Sel = dyn_cast_or_null<SelectInst>(Handle))
      Live.push_back(Sel);
  NumFixupsKept += Live.size();
  return sinkFixups(Live) || Changed;
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
