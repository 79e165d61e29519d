//===- NVVMWarpCalls.cpp - Lowering the other NVVM warp primitives --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each primitive is a short sequence over the WarpTarget hooks:
///
///   ballot(p)         warp bits of the unit-wide ballot, & membermask
///   any / all / uni   compares of that ballot with 0 / the active lanes
///   activemask        ballot(true)
///   match.any         a uniform loop over the distinct values of the unit:
///                     read the value of the first remaining lane, ballot
///                     the lanes equal to it, retire them
///   match.all         compare with the value of the first lane of the
///                     caller's group, ballot, compare with the group
///   redux             the target's warp reduction; a member mask that is
///                     each lane's own tile of 2-16 lanes (cooperative
///                     groups' tile mask) is the target's reduction within
///                     the tiles, another non-constant one is split into
///                     its distinct values by a loop
///   elect             lowest active lane of the member mask
///   laneid, lanemask  the lane id; warpsize is 32
///   fns               per-lane arithmetic: keep the bits on the searched
///                     side of the base, turn the offset into a rank from
///                     bit 0, and find that set bit by a five-step binary
///                     search with popcounts (PTXFnsModel.h is the spec)
///
/// The loops are uniform: their exit depends on a ballot only, so every lane
/// of the unit runs every iteration and the lanes stay converged.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/NVVM/NVVMWarpCalls.h"
#include "ShflLowering/Support/Compat.h"
#include "ShflLowering/Lowering/Core/Convergence.h"
#include "ShflLowering/Lowering/Core/FunctionCaches.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Semantics/PTXFnsModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/InstSimplifyFolder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;
using namespace shfl;

bool shfl::isNVVMWarpName(StringRef Name) {
  if (!Name.consume_front("llvm.nvvm."))
    return false;
  return Name.starts_with("vote.") || Name.starts_with("match.") ||
         Name.starts_with("redux.sync.") || Name == "activemask" ||
         Name == "bar.warp.sync" || Name == "elect.sync" ||
         Name == "read.ptx.sreg.laneid" || Name == "read.ptx.sreg.warpsize" ||
         Name.starts_with("read.ptx.sreg.lanemask.") || Name == "fns";
}

Expected<NVVMWarpKind> shfl::classifyNVVMWarp(const Function &Decl) {
  NVVMWarpKind K;
  K.ShortName = Decl.getName().drop_front(StringRef("llvm.nvvm.").size()).str();
  auto redux = [&](ReduxOp Op, bool Abs = false) {
    K.Prim = WarpPrim::Redux;
    K.Op = Op;
    K.Abs = Abs;
    K.HasMask = true;
  };
  switch (Decl.getIntrinsicID()) {
  case Intrinsic::nvvm_vote_all_sync:
    K.HasMask = true;
    [[fallthrough]];
  case Intrinsic::nvvm_vote_all:
    K.Prim = WarpPrim::VoteAll;
    break;
  case Intrinsic::nvvm_vote_any_sync:
    K.HasMask = true;
    [[fallthrough]];
  case Intrinsic::nvvm_vote_any:
    K.Prim = WarpPrim::VoteAny;
    break;
  case Intrinsic::nvvm_vote_uni_sync:
    K.HasMask = true;
    [[fallthrough]];
  case Intrinsic::nvvm_vote_uni:
    K.Prim = WarpPrim::VoteUni;
    break;
  case Intrinsic::nvvm_vote_ballot_sync:
    K.HasMask = true;
    [[fallthrough]];
  case Intrinsic::nvvm_vote_ballot:
    K.Prim = WarpPrim::VoteBallot;
    break;
  case Intrinsic::nvvm_match_any_sync_i64:
    K.Is64 = true;
    [[fallthrough]];
  case Intrinsic::nvvm_match_any_sync_i32:
    K.Prim = WarpPrim::MatchAny;
    K.HasMask = true;
    break;
  case Intrinsic::nvvm_match_all_sync_i64p:
    K.Is64 = true;
    [[fallthrough]];
  case Intrinsic::nvvm_match_all_sync_i32p:
    K.Prim = WarpPrim::MatchAll;
    K.HasMask = true;
    break;
  case Intrinsic::nvvm_activemask:
    K.Prim = WarpPrim::ActiveMask;
    break;
  case Intrinsic::nvvm_bar_warp_sync:
    K.Prim = WarpPrim::WarpSync;
    K.HasMask = true;
    break;
  case Intrinsic::nvvm_redux_sync_add:
    redux(ReduxOp::Add);
    break;
  case Intrinsic::nvvm_redux_sync_min:
    redux(ReduxOp::SMin);
    break;
  case Intrinsic::nvvm_redux_sync_max:
    redux(ReduxOp::SMax);
    break;
  case Intrinsic::nvvm_redux_sync_umin:
    redux(ReduxOp::UMin);
    break;
  case Intrinsic::nvvm_redux_sync_umax:
    redux(ReduxOp::UMax);
    break;
  case Intrinsic::nvvm_redux_sync_and:
    redux(ReduxOp::And);
    break;
  case Intrinsic::nvvm_redux_sync_or:
    redux(ReduxOp::Or);
    break;
  case Intrinsic::nvvm_redux_sync_xor:
    redux(ReduxOp::Xor);
    break;
#if SHFL_NVVM_HAS_FLOAT_REDUX_AND_ELECT
  case Intrinsic::nvvm_redux_sync_fmin:
    redux(ReduxOp::FMin);
    break;
  case Intrinsic::nvvm_redux_sync_fmin_abs:
    redux(ReduxOp::FMin, true);
    break;
  case Intrinsic::nvvm_redux_sync_fmin_NaN:
    redux(ReduxOp::FMinNaN);
    break;
  case Intrinsic::nvvm_redux_sync_fmin_abs_NaN:
    redux(ReduxOp::FMinNaN, true);
    break;
  case Intrinsic::nvvm_redux_sync_fmax:
    redux(ReduxOp::FMax);
    break;
  case Intrinsic::nvvm_redux_sync_fmax_abs:
    redux(ReduxOp::FMax, true);
    break;
  case Intrinsic::nvvm_redux_sync_fmax_NaN:
    redux(ReduxOp::FMaxNaN);
    break;
  case Intrinsic::nvvm_redux_sync_fmax_abs_NaN:
    redux(ReduxOp::FMaxNaN, true);
    break;
  case Intrinsic::nvvm_elect_sync:
    K.Prim = WarpPrim::Elect;
    K.HasMask = true;
    break;
#endif
  case Intrinsic::nvvm_read_ptx_sreg_laneid:
    K.Prim = WarpPrim::LaneId;
    break;
  case Intrinsic::nvvm_read_ptx_sreg_warpsize:
    K.Prim = WarpPrim::WarpSize;
    break;
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_eq:
    K.Prim = WarpPrim::LaneMaskEq;
    break;
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_le:
    K.Prim = WarpPrim::LaneMaskLe;
    break;
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_lt:
    K.Prim = WarpPrim::LaneMaskLt;
    break;
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_ge:
    K.Prim = WarpPrim::LaneMaskGe;
    break;
  case Intrinsic::nvvm_read_ptx_sreg_lanemask_gt:
    K.Prim = WarpPrim::LaneMaskGt;
    break;
  case Intrinsic::nvvm_fns:
    K.Prim = WarpPrim::Fns;
    break;
  default:
    return createStringError(inconvertibleErrorCode(),
                             "'" + Decl.getName() +
                                 "' is not an NVVM warp intrinsic that this "
                                 "LLVM declares");
  }
  // LLVM's verifier checks the signature of every intrinsic it declares, but
  // the pass does not rely on having run after it: the operands it reads
  // must be there.  None of these intrinsics is overloaded.
  if (!Intrinsic::isOverloaded(Decl.getIntrinsicID())) {
    FunctionType *Want =
        Intrinsic::getType(Decl.getContext(), Decl.getIntrinsicID());
    if (Decl.getFunctionType() != Want) {
      std::string Got, Exp;
      raw_string_ostream(Got) << *Decl.getFunctionType();
      raw_string_ostream(Exp) << *Want;
      return createStringError(inconvertibleErrorCode(),
                               "unexpected signature '" + Got +
                                   "' (expected '" + Exp + "')");
    }
  }
  return K;
}

namespace {

/// Rewrites the calls of one module.
class WarpRewriter {
public:
  WarpRewriter(Module &M, TargetProvider GetTarget, WarpLoweredCallback OnLowered,
               const WarpRewriteOptions &Opts)
      : M(M), OnLowered(OnLowered), Opts(Opts), Targets(GetTarget) {}

  WarpRewriteStatus run();

private:
  void diagnose(const Function &F, const Twine &Msg, const DebugLoc &DL) {
    M.getContext().diagnose(DiagnosticInfoUnsupported(F, Msg, DL));
    Status.HadErrors = true;
  }
  WarpTarget *targetFor(Function &F, const DebugLoc &DL);
  /// Returns false (after a diagnostic) when the target lacks a hook.
  bool lowerCall(CallInst &CI, const NVVMWarpKind &K, WarpTarget &T);
  /// fns is per-lane arithmetic: it needs no target.
  void lowerFnsCall(CallInst &CI, const NVVMWarpKind &K);

  Module &M;
  WarpLoweredCallback OnLowered;
  const WarpRewriteOptions &Opts;
  LaneIdCache LaneCache;
  FunctionTargets Targets;
  UnreachableBlocks Unreachable;
  /// The lanes that use each redux.sync's result (LaneDemand.h), worked out
  /// before any call is lowered; a call not here demands every lane.
  DenseMap<const CallInst *, uint32_t> ReduxDemand;
  WarpRewriteStatus Status;

  void findReduxDemand(ArrayRef<Function *> Decls);
};

/// The pieces of one lowering, with the builder at the call.
struct Lowering {
  IRBuilderBase &B;
  WarpTarget &T;
  const LaneIds &L;
  std::string N; ///< name prefix
  ConvergenceCarrier &Convergence;
  bool Missing = false;

  Value *check(Value *V) {
    Missing |= V == nullptr;
    return V;
  }
  /// The warp ballot of \p P.
  Value *ballot(Value *P, const Twine &Suffix) {
    if (Missing)
      return nullptr;
    return check(T.ballot(B, P, L, N + Suffix));
  }
  Value *waveBallot(IRBuilderBase &At, Value *P, const Twine &Suffix) {
    if (Missing)
      return nullptr;
    return check(T.waveBallot(At, P, N + Suffix));
  }
  /// \p V & \p Mask, or \p V when the mask is absent or all ones.
  Value *andMask(Value *V, Value *Mask, const Twine &Suffix) {
    if (!V || !Mask)
      return V;
    if (auto *C = dyn_cast<ConstantInt>(Mask); C && C->isAllOnesValue())
      return V;
    return B.CreateAnd(V, Mask, N + Suffix);
  }
};

/// Builds a uniform loop over the distinct values of \p Key among the active
/// lanes of the unit, in place of the call \p CI (which ends up first in the
/// exit block).  \p Body runs once per iteration with the key of the first
/// remaining lane, the i1 "my key equals it" and a suffix for the names of
/// what it builds; it returns a per-lane value, which the lane keeps from its
/// own iteration.  Returns that value (valid in the exit block), or null if a
/// hook is missing.
///
/// With \p Usual (a constant key), a uniform branch skips the loop when no
/// active lane's key differs from it: \p Body then runs once, straight, with
/// "my key equals it" true on every lane, which is the loop's only
/// iteration.  A key that becomes that constant later in the pipeline folds
/// the branch (ballot(false) is 0) and leaves the straight body alone.
using LoopBody = function_ref<Value *(IRBuilderBase &LB, Value *Eq,
                                       Value *EqWave, const Twine &Suffix)>;
static Value *buildDistinctLoop(Lowering &Lo, CallInst &CI, Value *Key,
                                Type *ResultTy, LoopBody Body,
                                Constant *Usual = nullptr) {
  WarpTarget &T = Lo.T;
  LLVMContext &Ctx = CI.getContext();
  Function &F = *CI.getFunction();
  unsigned W = T.waveLanes();
  Type *WTy = IntegerType::get(Ctx, W);

  BasicBlock *Pre = CI.getParent();
  // The static allocas after the call stay in the entry block: in another
  // block they would become dynamic stack allocations.  Their operands are
  // constants, so they can move up to the call.
  if (Pre->isEntryBlock())
    for (Instruction &I : make_early_inc_range(
             make_range(std::next(CI.getIterator()), Pre->end())))
      if (auto *AI = dyn_cast<AllocaInst>(&I); AI && AI->isStaticAlloca())
        AI->moveBefore(*Pre, CI.getIterator());
  BasicBlock *Exit = Pre->splitBasicBlock(CI.getIterator(), Lo.N + ".exit");
  Pre->getTerminator()->eraseFromParent();
  BasicBlock *Loop = BasicBlock::Create(Ctx, Lo.N + ".loop", &F, Exit);

  IRBuilder<InstSimplifyFolder, IRBuilderCallbackInserter> PB(
      Ctx, InstSimplifyFolder(F.getDataLayout()), Lo.Convergence.inserter());
  PB.SetInsertPoint(Pre);
  PB.SetCurrentDebugLocation(CI.getDebugLoc());
  Value *Active = Lo.waveBallot(PB, PB.getTrue(), ".active");
  BasicBlock *Straight = nullptr;
  Value *StraightOut = nullptr;
  if (Usual && Active) {
    Value *Other = PB.CreateICmpNE(Key, Usual, Lo.N + ".key.other");
    Value *OtherWave = Lo.waveBallot(PB, Other, ".key.other.lanes");
    if (OtherWave) {
      Value *Uniform = PB.CreateICmpEQ(
          OtherWave, Constant::getNullValue(WTy), Lo.N + ".key.uniform");
      Straight = BasicBlock::Create(Ctx, Lo.N + ".uniform", &F, Loop);
      PB.CreateCondBr(Uniform, Straight, Loop);
      IRBuilder<InstSimplifyFolder, IRBuilderCallbackInserter> SB(
          Ctx, InstSimplifyFolder(F.getDataLayout()),
          Lo.Convergence.inserter());
      SB.SetInsertPoint(Straight);
      SB.SetCurrentDebugLocation(CI.getDebugLoc());
      StraightOut = Body(SB, SB.getTrue(), Active, ".uniform");
      SB.CreateBr(Exit);
    }
  }
  if (!Straight)
    PB.CreateBr(Loop);
  IRBuilder<InstSimplifyFolder, IRBuilderCallbackInserter> LB(
      Ctx, InstSimplifyFolder(F.getDataLayout()), Lo.Convergence.inserter());
  LB.SetInsertPoint(Loop);
  LB.SetCurrentDebugLocation(CI.getDebugLoc());
  PHINode *Rem = LB.CreatePHI(WTy, 2, Lo.N + ".remaining");
  PHINode *Res = LB.CreatePHI(ResultTy, 2, Lo.N + ".acc");
  // Under convergence control the loop's convergent calls take the token
  // of a loop heart, which uses the call's token.
  Lo.Convergence.enterLoop(LB, Loop);
  if (!Active) {
    // A missing hook: leave a well-formed (never-run) loop for the caller
    // to report and the call to stay.
    Rem->addIncoming(Constant::getNullValue(WTy), Pre);
    Res->addIncoming(Constant::getNullValue(ResultTy), Pre);
    LB.CreateBr(Exit);
    return nullptr;
  }
  Rem->addIncoming(Active, Pre);
  Res->addIncoming(Constant::getNullValue(ResultTy), Pre);

  // The first remaining lane, and its key (uniform: a scalar read).
  Value *First = LB.CreateBinaryIntrinsic(Intrinsic::cttz, Rem, LB.getTrue(),
                                          nullptr, Lo.N + ".first");
  if (W != 32)
    First = LB.CreateTrunc(First, LB.getInt32Ty(), Lo.N + ".first.i32");
  Value *Cur = Lo.check(T.readLane(LB, Key, First, Lo.N + ".key"));
  Value *Eq = Cur ? LB.CreateICmpEQ(Key, Cur, Lo.N + ".same") : nullptr;
  Value *EqWave = Eq ? Lo.waveBallot(LB, Eq, ".same.lanes") : nullptr;
  Value *Mine = EqWave ? Body(LB, Eq, EqWave, "") : nullptr;
  if (!Mine || (Straight && !StraightOut)) {
    Lo.Missing = true;
    Rem->addIncoming(Constant::getNullValue(WTy), Loop);
    Res->addIncoming(Constant::getNullValue(ResultTy), Loop);
    LB.CreateBr(Exit);
    return nullptr;
  }
  Value *ResNext = LB.CreateSelect(Eq, Mine, Res, Lo.N + ".acc.next");
  Value *RemNext = LB.CreateAnd(Rem, LB.CreateNot(EqWave, Lo.N + ".unmatched"),
                                Lo.N + ".remaining.next");
  Value *Done = LB.CreateICmpEQ(RemNext, Constant::getNullValue(WTy),
                                Lo.N + ".done");
  LB.CreateCondBr(Done, Exit, Loop);
  Rem->addIncoming(RemNext, Loop);
  Res->addIncoming(ResNext, Loop);
  if (!Straight)
    return ResNext;
  PHINode *Out = PHINode::Create(ResultTy, 2, Lo.N + ".result");
  Out->insertInto(Exit, Exit->begin());
  Out->setDebugLoc(CI.getDebugLoc());
  Out->addIncoming(StraightOut, Straight);
  Out->addIncoming(ResNext, Loop);
  return Out;
}

/// PTX fns.b32 (PTXFnsModel.h) for one lane, without branches:
///   up    = offset > 0;  b = base & 31
///   kept  = mask & (up ? -1 << b : (2 << b) - 1)   the bits on the searched
///                                                 side, the base included
///   rank  = up ? offset - 1 : ~offset             0-based (|offset| - 1)
///   n     = popcount(kept);  found = rank <u n
///   from0 = up ? rank : n - 1 - rank              the rank counted from bit 0
///   pos   = the from0-th set bit of kept          (five halving steps)
///   d     = offset == 0 ? (mask[b] ? b : -1) : (found ? pos : -1)
///   d     = base <=u 31 ? d : -1                  (the ISA leaves it undefined)
static Value *lowerFns(IRBuilderBase &B, Value *Mask, Value *Base,
                       Value *Offset, const std::string &N) {
  Type *I32 = B.getInt32Ty();
  auto *CM = dyn_cast<ConstantInt>(Mask);
  auto *CB = dyn_cast<ConstantInt>(Base);
  auto *CO = dyn_cast<ConstantInt>(Offset);
  if (CM && CB && CO) // the model is the specification: fold with it
    return B.getInt32(ptx::fnsModel(
        static_cast<uint32_t>(CM->getZExtValue()),
        static_cast<uint32_t>(CB->getZExtValue()),
        static_cast<int32_t>(CO->getSExtValue())));
  Constant *None = ConstantInt::getAllOnesValue(I32);
  Value *B5 = B.CreateAnd(Base, 31, N + ".base");
  Value *Up = B.CreateICmpSGT(Offset, B.getInt32(0), N + ".up");
  Value *Above = B.CreateShl(None, B5, N + ".above.base");
  Value *Upto = B.CreateShl(B.getInt32(2), B5, N + ".upto.base.next");
  Upto = B.CreateSub(Upto, B.getInt32(1), N + ".upto.base");
  Value *Side = B.CreateSelect(Up, Above, Upto, N + ".side");
  Value *Kept = B.CreateAnd(Mask, Side, N + ".kept");
  Value *Forward = B.CreateSub(Offset, B.getInt32(1), N + ".rank.up");
  Value *Backward = B.CreateNot(Offset, N + ".rank.down");
  Value *Rank = B.CreateSelect(Up, Forward, Backward, N + ".rank");
  Value *Count = B.CreateUnaryIntrinsic(Intrinsic::ctpop, Kept, nullptr,
                                        N + ".count");
  Value *Found = B.CreateICmpULT(Rank, Count, N + ".found");
  Value *Last = B.CreateSub(Count, B.getInt32(1), N + ".last");
  Value *FromTop = B.CreateSub(Last, Rank, N + ".rank.from.top");
  Value *Left = B.CreateSelect(Up, Rank, FromTop, N + ".rank0");
  // Binary search: if the wanted bit is not among the low W bits of what
  // is left, skip them.
  Value *Bits = Kept;
  Value *Pos = B.getInt32(0);
  for (unsigned W : {16u, 8u, 4u, 2u, 1u}) {
    std::string S = N + ".w" + std::to_string(W);
    Value *Low = B.CreateAnd(Bits, (1u << W) - 1, S + ".low");
    Value *InLow = B.CreateUnaryIntrinsic(Intrinsic::ctpop, Low, nullptr,
                                          S + ".count");
    Value *Skip = B.CreateICmpUGE(Left, InLow, S + ".skip");
    Value *Moved = B.CreateOr(Pos, W, S + ".moved");
    Pos = B.CreateSelect(Skip, Moved, Pos, S + ".pos");
    if (W == 1)
      break; // the last step needs only the position
    Value *LeftNext = B.CreateSub(Left, InLow, S + ".rest");
    Left = B.CreateSelect(Skip, LeftNext, Left, S + ".left");
    Value *Shifted = B.CreateLShr(Bits, W, S + ".shifted");
    Bits = B.CreateSelect(Skip, Shifted, Bits, S + ".bits");
  }
  Value *Searched = B.CreateSelect(Found, Pos, None, N + ".searched");
  Value *AtBase = B.CreateLShr(Mask, B5, N + ".at.base.bits");
  AtBase = B.CreateTrunc(AtBase, B.getInt1Ty(), N + ".at.base");
  Value *Here = B.CreateSelect(AtBase, B5, None, N + ".here");
  Value *IsZero = B.CreateICmpEQ(Offset, B.getInt32(0), N + ".offset.zero");
  Value *D = B.CreateSelect(IsZero, Here, Searched, N + ".pick");
  Value *InRange = B.CreateICmpULE(Base, B.getInt32(31), N + ".base.ok");
  return B.CreateSelect(InRange, D, None, N);
}

} // namespace

void WarpRewriter::lowerFnsCall(CallInst &CI, const NVVMWarpKind &K) {
  IRBuilder<InstSimplifyFolder> B(CI.getContext(),
                                  InstSimplifyFolder(M.getDataLayout()));
  B.SetInsertPoint(&CI);
  B.SetCurrentDebugLocation(CI.getDebugLoc());
  std::string N = CI.hasName() ? CI.getName().str() : K.ShortName;
  Value *Out = lowerFns(B, CI.getArgOperand(0), CI.getArgOperand(1),
                        CI.getArgOperand(2), N);
  if (OnLowered)
    OnLowered(CI, LoweredWarp{&K, "any target", isa<Constant>(Out)
                                                    ? "folded with the model"
                                                    : "popcount binary search"});
  if (auto *I = dyn_cast<Instruction>(Out); I && CI.hasName())
    I->takeName(&CI);
  CI.replaceAllUsesWith(Out);
  CI.eraseFromParent();
  Status.Changed = true;
}

WarpTarget *WarpRewriter::targetFor(Function &F, const DebugLoc &DL) {
  // A function without a target is reported on its first call only.
  return Targets.get(F, [&](const Twine &Msg) { diagnose(F, Msg, DL); });
}

bool WarpRewriter::lowerCall(CallInst &CI, const NVVMWarpKind &K, WarpTarget &T) {
  Function &F = *CI.getFunction();
  const LaneIds &L = LaneCache.get(F, T);
  // The convergent calls of the lowering get the call's convergence token,
  // if it has one.
  ConvergenceCarrier Convergence(CI);
  IRBuilder<InstSimplifyFolder, IRBuilderCallbackInserter> B(
      CI.getContext(), InstSimplifyFolder(M.getDataLayout()),
      Convergence.inserter());
  B.SetInsertPoint(&CI);
  B.SetCurrentDebugLocation(CI.getDebugLoc());
  std::string N =
      CI.hasName() ? CI.getName().str() : StringRef(K.ShortName).split('.').first.str();
  Lowering Lo{B, T, L, N, Convergence};
  Type *I32 = B.getInt32Ty();

  Value *Mask = nullptr;
  if (K.HasMask)
    Mask = CI.getArgOperand(K.Prim == WarpPrim::Redux ? 1 : 0);
  auto *ConstMask = dyn_cast_or_null<ConstantInt>(Mask);
  // The operand after the mask (or the only operand of the legacy forms).
  auto operand = [&]() { return CI.getArgOperand(K.HasMask ? 1 : 0); };

  Value *Out = nullptr, *Pred = nullptr;
  StringRef How;
  switch (K.Prim) {
  case WarpPrim::VoteBallot:
    Out = Lo.andMask(Lo.ballot(operand(), ".ballot"), Mask, ".members");
    How = "ballot";
    break;
  case WarpPrim::VoteAny: {
    Value *Ballot = Lo.andMask(Lo.ballot(operand(), ".ballot"), Mask, ".members");
    if (Ballot)
      Out = B.CreateICmpNE(Ballot, B.getInt32(0), N + ".any");
    How = "ballot != 0";
    break;
  }
  case WarpPrim::VoteAll: {
    Value *Not = B.CreateNot(operand(), N + ".not");
    Value *Ballot = Lo.andMask(Lo.ballot(Not, ".false.lanes"), Mask, ".members");
    if (Ballot)
      Out = B.CreateICmpEQ(Ballot, B.getInt32(0), N + ".all");
    How = "ballot(!p) == 0";
    break;
  }
  case WarpPrim::VoteUni: {
    Value *Ballot = Lo.andMask(Lo.ballot(operand(), ".ballot"), Mask, ".members");
    Value *Active =
        Lo.andMask(Lo.ballot(B.getTrue(), ".active"), Mask, ".active.members");
    if (Ballot && Active) {
      Value *Every = B.CreateICmpEQ(Ballot, Active, N + ".every");
      Value *None = B.CreateICmpEQ(Ballot, B.getInt32(0), N + ".none");
      Out = B.CreateOr(None, Every, N + ".uni");
    }
    How = "ballot == 0 || ballot == activemask";
    break;
  }
  case WarpPrim::ActiveMask:
    Out = Lo.ballot(B.getTrue(), ".active");
    How = "ballot(true)";
    break;
  case WarpPrim::WarpSync:
    T.warpSync(B);
    How = "wave barrier";
    break;
  case WarpPrim::Fns:
    llvm_unreachable("fns is lowered by lowerFnsCall");
  case WarpPrim::LaneId:
    Out = L.Lane;
    How = "lane id";
    break;
  case WarpPrim::WarpSize:
    Out = B.getInt32(32);
    How = "constant 32";
    break;
  case WarpPrim::LaneMaskEq:
  case WarpPrim::LaneMaskLe:
  case WarpPrim::LaneMaskLt:
  case WarpPrim::LaneMaskGe:
  case WarpPrim::LaneMaskGt: {
    // eq = 1 << l; lt = eq - 1; le = (eq << 1) - 1 (all ones for l = 31);
    // ge = ~lt = -1 << l; gt = ~le = -2 << l (0 for l = 31).
    switch (K.Prim) {
    case WarpPrim::LaneMaskEq:
      Out = B.CreateShl(B.getInt32(1), L.Lane, N);
      break;
    case WarpPrim::LaneMaskLt:
      Out = B.CreateSub(B.CreateShl(B.getInt32(1), L.Lane, N + ".eq"),
                        B.getInt32(1), N);
      break;
    case WarpPrim::LaneMaskLe:
      Out = B.CreateSub(B.CreateShl(B.getInt32(2), L.Lane, N + ".next"),
                        B.getInt32(1), N);
      break;
    case WarpPrim::LaneMaskGe:
      Out = B.CreateShl(B.getInt32(~0u), L.Lane, N);
      break;
    default:
      Out = B.CreateShl(B.getInt32(~1u), L.Lane, N);
      break;
    }
    How = "shift of the lane id";
    break;
  }
  case WarpPrim::Elect: {
    Value *Group = Lo.andMask(Lo.ballot(B.getTrue(), ".active"), Mask, ".group");
    if (Group) {
      Out = B.CreateBinaryIntrinsic(Intrinsic::cttz, Group, B.getFalse(), nullptr,
                                    N + ".leader");
      Pred = B.CreateICmpEQ(Out, L.Lane, N + ".is.leader");
    }
    How = "lowest active member";
    break;
  }
  case WarpPrim::MatchAll: {
    // The value of the first active lane of the caller's group; all lanes of
    // the group agree iff the ballot of "equal to it" covers the group.
    Value *Val = operand();
    Value *Group = Lo.andMask(Lo.ballot(B.getTrue(), ".active"), Mask, ".group");
    if (!Group)
      break;
    Value *Ref = nullptr;
    if (ConstMask) {
      // One group per warp: a scalar read per warp of the unit.
      Value *Wave = Lo.waveBallot(B, B.getTrue(), ".wave.active");
      if (!Wave)
        break;
      unsigned Warps = T.waveLanes() / 32;
      Value *WarpIdx = Warps > 1 ? B.CreateLShr(L.Self, 5, N + ".warp") : nullptr;
      for (unsigned W = 0; W < Warps && !Lo.Missing; ++W) {
        Value *Bits = Wave;
        if (Warps > 1)
          Bits = B.CreateTrunc(B.CreateLShr(Wave, 32 * W, N + ".wave.shifted"), I32,
                               N + ".warp" + Twine(W) + ".active");
        Bits = Lo.andMask(Bits, Mask, ".warp" + Twine(W) + ".group");
        Value *First = B.CreateBinaryIntrinsic(Intrinsic::cttz, Bits, B.getFalse(),
                                               nullptr, N + ".warp" + Twine(W) + ".first");
        First = B.CreateAnd(First, 31, N + ".warp" + Twine(W) + ".lane");
        if (W)
          First = B.CreateOr(First, 32 * W, N + ".warp" + Twine(W) + ".src");
        Value *X = Lo.check(T.readLane(B, Val, First, N + ".warp" + Twine(W) + ".ref"));
        Ref = !Ref ? X
                   : B.CreateSelect(B.CreateICmpEQ(WarpIdx, B.getInt32(W),
                                                   N + ".in.warp" + Twine(W)),
                                    X, Ref,
                                    N + ".ref");
      }
    } else {
      // Groups vary per lane: gather from the group's first lane.
      Value *First = B.CreateBinaryIntrinsic(Intrinsic::cttz, Group, B.getFalse(),
                                             nullptr, N + ".first");
      Value *Src = nullptr, *FirstLane = nullptr, *WarpBase = nullptr;
      if (L.selfIsLane()) {
        Src = B.CreateAnd(First, 31, N + ".src");
      } else {
        FirstLane = B.CreateAnd(First, 31, N + ".first.lane");
        WarpBase = B.CreateAnd(L.Self, ~31u, N + ".warpbase");
        Src = B.CreateOr(WarpBase, FirstLane, N + ".src");
      }
      if (K.Is64) {
        Value *Lo32 = T.gather(B, B.CreateTrunc(Val, I32, N + ".lo.in"), Src, N + ".ref.lo");
        Value *Hi32 = T.gather(B,
                               B.CreateTrunc(B.CreateLShr(Val, 32, N + ".hi.bits"),
                                             I32, N + ".hi.in"),
                               Src, N + ".ref.hi");
        Type *I64 = B.getInt64Ty();
        Value *Lo64 = B.CreateZExt(Lo32, I64, N + ".ref.lo64");
        Value *Hi64 = B.CreateShl(B.CreateZExt(Hi32, I64, N + ".ref.hi64"), 32,
                                  N + ".ref.hi.shl");
        Ref = B.CreateOr(Hi64, Lo64, N + ".ref");
      } else {
        Ref = T.gather(B, Val, Src, N + ".ref");
      }
      // A target that addresses lanes by their low bits alone may not have
      // used all of Src (AMDGPUWarpTarget::gather).
      for (Value *V : {Src, FirstLane, WarpBase})
        if (auto *I = dyn_cast_or_null<Instruction>(V); I && I->use_empty())
          I->eraseFromParent();
    }
    if (Lo.Missing)
      break;
    Value *Same = Lo.ballot(B.CreateICmpEQ(Val, Ref, N + ".same"), ".same.lanes");
    if (!Same)
      break;
    Pred = B.CreateICmpEQ(B.CreateAnd(Same, Group, N + ".same.members"), Group,
                          N + ".all");
    Out = B.CreateSelect(Pred, Mask, B.getInt32(0), N + ".mask");
    How = ConstMask ? "readlane + ballot" : "gather + ballot";
    break;
  }
  case WarpPrim::MatchAny: {
    // One iteration per distinct value of the unit; a lane keeps the
    // unit-wide ballot of its own value, whose warp bits are the answer.
    Value *Val = operand();
    unsigned W = T.waveLanes();
    Value *Matched = buildDistinctLoop(
        Lo, CI, Val, IntegerType::get(CI.getContext(), W),
        [&](IRBuilderBase &, Value *, Value *EqWave, const Twine &) {
          return EqWave;
        });
    Status.ChangedCFG = true;
    if (!Matched)
      break;
    B.SetInsertPoint(&CI);
    Out = Lo.andMask(T.warpBits(B, Matched, L, N + ".lanes"), Mask, ".members");
    How = "loop over distinct values";
    break;
  }
  case WarpPrim::Redux: {
    Value *Val = CI.getArgOperand(0);
    auto DemandIt = ReduxDemand.find(&CI);
    uint32_t Demanded =
        DemandIt == ReduxDemand.end() ? LaneDemand::AllLanes : DemandIt->second;
    if (K.Abs)
      Val = B.CreateUnaryIntrinsic(Intrinsic::fabs, Val, nullptr, N + ".abs");
    Constant *Id = reduxIdentity(K.Op, Val->getType());
    if (ConstMask) {
      // Lanes outside a constant mask contribute the identity.
      if (!ConstMask->isAllOnesValue()) {
        Value *In = B.CreateTrunc(B.CreateLShr(ConstMask, L.Lane, N + ".mask.bit"),
                                  B.getInt1Ty(),
                                  N + ".member");
        Val = B.CreateSelect(In, Val, Id, N + ".in");
      }
      Out = Lo.check(T.reduce(B, K.Op, Val, L, Demanded, N + ".redux"));
      How = "warp reduction";
    } else if (unsigned Width = tileMaskWidth(Mask, T.waveLanes());
               Width && Val->getType()->isIntegerTy() &&
               (Out = T.reduceTile(B, K.Op, Val, Width, N + ".redux"))) {
      // Every lane's mask is its own tile: the lanes that share a mask are
      // the active lanes of a tile.  Integer ops only: their result does
      // not depend on the order in which the target joins the lanes.
      How = "reduction within tiles";
    } else {
      // A lane reduces over the lanes that share its member mask: one
      // reduction per distinct mask, the others contributing the identity.
      Value *Reduced = buildDistinctLoop(
          Lo, CI, Mask, Val->getType(),
          [&](IRBuilderBase &LB, Value *Eq, Value *,
              const Twine &Suffix) -> Value * {
            Value *In = LB.CreateSelect(Eq, Val, Id, N + Suffix + ".in");
            // A lane keeps its own iteration's result: the lanes that use
            // the call's result are the ones each iteration needs.
            return T.reduce(LB, K.Op, In, L, Demanded, N + Suffix + ".redux");
          },
          // The full mask, which clang's folding usually makes of it later
          // in the pipeline.
          B.getInt32(~0u));
      Status.ChangedCFG = true;
      Out = Reduced;
      B.SetInsertPoint(&CI);
      How = "warp reduction, in a loop over distinct member masks unless "
            "every mask is full";
    }
    if (Out && Out->getType()->isFloatTy()) {
      // PTX returns the canonical NaN 0x7fffffff.
      Value *IsNaN = B.CreateFCmpUNO(Out, Out, N + ".isnan");
      Out = B.CreateSelect(IsNaN,
                           ConstantFP::get(B.getContext(), APFloat(APFloat::IEEEsingle(),
                                                                   APInt(32, 0x7fffffff))),
                           Out, N + ".canon");
    }
    break;
  }
  }

  if (Lo.Missing || (!Out && K.Prim != WarpPrim::WarpSync)) {
    diagnose(F,
             "cannot lower '" + CI.getCalledOperand()->getName() + "' on " +
                 T.describe() + ": the target lacks a warp primitive hook it needs",
             CI.getDebugLoc());
    return false;
  }

  if (OnLowered)
    OnLowered(CI, LoweredWarp{&K, T.describe(), How});

  // The lowered value takes the call's name, unless it is shared (the lane
  // id) or one half of a pair.
  if (auto *I = dyn_cast_or_null<Instruction>(Out);
      I && !Pred && CI.hasName() && I != L.Lane && I != L.Self)
    I->takeName(&CI);
  if (!Pred) {
    if (Out)
      CI.replaceAllUsesWith(Out);
  } else {
    // {i32, i1}: extractvalue users take the parts; others get the pair.
    Value *Agg = nullptr;
    for (User *U : make_early_inc_range(CI.users())) {
      if (auto *EV = dyn_cast<ExtractValueInst>(U); EV && EV->getNumIndices() == 1) {
        EV->replaceAllUsesWith(EV->getIndices()[0] == 0 ? Out : Pred);
        EV->eraseFromParent();
        continue;
      }
      if (!Agg) {
        B.SetInsertPoint(&CI);
        Agg = B.CreateInsertValue(PoisonValue::get(CI.getType()), Out, 0,
                                  N + ".pair.val");
        Agg = B.CreateInsertValue(Agg, Pred, 1, N + ".pair");
      }
      U->replaceUsesOfWith(&CI, Agg);
    }
  }
  CI.eraseFromParent();
  Convergence.finish();
  Status.Changed = true;
  return true;
}

void WarpRewriter::findReduxDemand(ArrayRef<Function *> Decls) {
  // Per function, since LaneDemand's walk never leaves one.
  DenseMap<Function *, SmallVector<CallInst *, 4>> ByFunction;
  SmallVector<Function *, 8> Order;
  for (Function *Decl : Decls) {
    Expected<NVVMWarpKind> K = classifyNVVMWarp(*Decl);
    if (!K) {
      consumeError(K.takeError()); // diagnosed when its calls are lowered
      continue;
    }
    if (K->Prim != WarpPrim::Redux)
      continue;
    for (User *U : Decl->users())
      if (auto *CI = dyn_cast<CallInst>(U);
          CI && CI->getCalledOperand() == Decl &&
          CI->getFunctionType() == Decl->getFunctionType()) {
        auto &Calls = ByFunction[CI->getFunction()];
        if (Calls.empty())
          Order.push_back(CI->getFunction());
        Calls.push_back(CI);
      }
  }
  LaneDemand LD;
  for (Function *F : Order) {
    LD.forgetValues();
    for (CallInst *CI : ByFunction[F])
      ReduxDemand[CI] = LD.ofValue(*CI);
  }
}

WarpRewriteStatus WarpRewriter::run() {
  SmallVector<Function *, 8> Decls;
  for (Function &F : M)
    if (F.isDeclaration() && isNVVMWarpName(F.getName()))
      Decls.push_back(&F);
  if (Opts.LaneDemand)
    findReduxDemand(Decls);

  for (Function *Decl : Decls) {
    Expected<NVVMWarpKind> K = classifyNVVMWarp(*Decl);
    std::string KindError;
    if (!K)
      KindError = toString(K.takeError());
    for (User *U : make_early_inc_range(Decl->users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI || CI->getCalledOperand() != Decl ||
          CI->getFunctionType() != Decl->getFunctionType()) {
        if (auto *I = dyn_cast<Instruction>(U))
          diagnose(*I->getFunction(),
                   "'" + Decl->getName() +
                       (CI && CI->getCalledOperand() == Decl
                            ? "' is called with a type other than its own"
                            : "' is used other than as a callee"),
                   I->getDebugLoc());
        else
          M.getContext().emitError("'" + Decl->getName() +
                                   "' is used other than as a callee");
        Status.HadErrors = true;
        continue;
      }
      Function &F = *CI->getFunction();
      if (!KindError.empty()) {
        diagnose(F, "cannot lower call to '" + Decl->getName() + "': " + KindError,
                 CI->getDebugLoc());
        continue;
      }
      // Never run; possibly its own operand (see UnreachableBlocks).
      if (Unreachable.contains(*CI->getParent())) {
        removeUnreachableCall(*CI);
        Status.Changed = true;
        continue;
      }
      if (K->Prim == WarpPrim::Redux && Opts.DeferRuntimeMaskRedux &&
          !isa<ConstantInt>(CI->getArgOperand(1)))
        continue;
      if (K->Prim == WarpPrim::Fns) {
        lowerFnsCall(*CI, *K);
        continue;
      }
      if (WarpTarget *T = targetFor(F, CI->getDebugLoc()))
        lowerCall(*CI, *K, *T);
    }
    if (Decl->use_empty()) {
      Decl->eraseFromParent();
      Status.Changed = true;
    }
  }
  LaneCache.eraseUnused();
  return Status;
}

WarpRewriteStatus shfl::rewriteNVVMWarpPrimitives(Module &M, TargetProvider GetTarget,
                                                  WarpLoweredCallback OnLowered,
                                                  const WarpRewriteOptions &Opts) {
  return WarpRewriter(M, GetTarget, OnLowered, Opts).run();
}
