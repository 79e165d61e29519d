//===- WarpTarget.cpp - Source-lane computation and the generic path ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The target-independent half of the seam: the PTX source-lane and validity
/// rules as IR, and the default value movement (select, then gather).
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "ShflLowering/Lowering/Core/IntegerWarpOps.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace shfl;

WarpTarget::~WarpTarget() = default;

std::optional<ShflResult> WarpTarget::lowerNative(IRBuilderBase &, const ShflCall &,
                                                  const LaneIds &) {
  return std::nullopt;
}

std::optional<Validity> shfl::staticValidity(const ShflCall &Call) {
  auto *BC = dyn_cast<ConstantInt>(Call.B);
  auto *CC = dyn_cast<ConstantInt>(Call.C);
  if (!BC || !CC)
    return std::nullopt;
  uint32_t Valid =
      ptx::validLanes(Call.Mode, static_cast<uint32_t>(BC->getZExtValue()),
                      static_cast<uint32_t>(CC->getZExtValue()));
  if (Valid == ~0u)
    return Validity::AllLanes;
  if (Valid == 0)
    return Validity::NoLane;
  return Validity::PerLane;
}

Value *SharedChecks::find(Part P, ShflMode Mode, const Value *B,
                          const Value *C, const BasicBlock *BB) const {
  auto It = Parts.find(Key(P * ptx::NumModes + Mode, B, C));
  if (It == Parts.end())
    return nullptr;
  auto *I = dyn_cast_or_null<Instruction>(It->second);
  return I && I->getParent() == BB ? I : nullptr;
}

void SharedChecks::add(Part P, ShflMode Mode, const Value *B, const Value *C,
                       Value *V) {
  if (!isa<Instruction>(V))
    return;
  // The newest part replaces an older one: the calls after it in its block
  // can take it, and it is the only one a call of another block might have
  // failed to take.
  Parts[Key(P * ptx::NumModes + Mode, B, C)] = V;
}

/// Whether every lane of a call with constant operands reads itself (and
/// is in range): its source folds to the lane itself.
static bool readsOwnLane(const ShflCall &Call) {
  uint32_t BV = static_cast<uint32_t>(cast<ConstantInt>(Call.B)->getZExtValue());
  uint32_t CV = static_cast<uint32_t>(cast<ConstantInt>(Call.C)->getZExtValue());
  for (uint32_t Lane = 0; Lane < ptx::WarpSize; ++Lane) {
    ptx::Source Src = ptx::sourceLane(Call.Mode, Lane, BV, CV);
    if (!Src.Valid || Src.J != static_cast<int>(Lane))
      return false;
  }
  return true;
}

SourceLane shfl::computeSourceLane(IRBuilderBase &B, const ShflCall &Call,
                                   const LaneIds &L, bool NeedSource) {
  Type *I32 = B.getInt32Ty();
  const std::string &N = Call.Name;
  SourceLane S;

  std::optional<Validity> Known = staticValidity(Call);
  if (Known && *Known == Validity::NoLane) {
    S.Known = Validity::NoLane;
    S.Valid = B.getFalse();
    return S;
  }
  assert((NeedSource || Known) && "only constant operands move without a source");
  if (!NeedSource && *Known == Validity::AllLanes) {
    S.Known = Validity::AllLanes;
    S.Valid = B.getTrue();
    S.SelfJ = readsOwnLane(Call) ? L.Self : nullptr;
    return S;
  }
  if (!NeedSource && !Call.NeedPred)
    return S; // PerLane, and nothing reads the check

  // A part of the check: the one an earlier call of the block built for the
  // same operands, or a new one.  Each part names the operands it depends on
  // (Mode, b, c), so that calls that differ elsewhere still share it.
  enum Deps : unsigned { OnB = 1, OnC = 2, OnMode = 4 };
  // Calls with constant b and c are left out: their checks fold to little,
  // and a fast path usually deletes the rest.
  bool Share = Call.Shared && !(isa<Constant>(Call.B) && isa<Constant>(Call.C));
  auto part = [&](SharedChecks::Part P, unsigned D,
                  function_ref<Value *()> Build) -> Value * {
    if (!Share)
      return Build();
    ShflMode M = D & OnMode ? Call.Mode : ptx::Up;
    const Value *KB = D & OnB ? Call.B : nullptr;
    const Value *KC = D & OnC ? Call.C : nullptr;
    if (Value *V = Call.Shared->find(P, M, KB, KC, B.GetInsertBlock()))
      return V;
    Value *V = Build();
    Call.Shared->add(P, M, KB, KC, V);
    return V;
  };

  // The fields of b and c.  With constant operands these fold away in the
  // builder; masks of 0 and ~0 are folded by the builder's InstSimplify folder.
  Value *BVal = part(SharedChecks::BVal, OnB,
                     [&] { return B.CreateAnd(Call.B, 31, N + ".bval"); });
  Value *SegMask = nullptr, *NotSeg = nullptr;
  auto segMask = [&]() -> Value * {
    if (!SegMask) {
      SegMask = part(SharedChecks::SegMask, OnC, [&] {
        return B.CreateAnd(B.CreateLShr(Call.C, 8, N + ".c.hi"), 31,
                           N + ".segmask");
      });
      NotSeg = part(SharedChecks::NotSeg, OnC, [&] {
        return B.CreateXor(SegMask, ConstantInt::getAllOnesValue(I32),
                           N + ".notseg");
      });
    }
    return SegMask;
  };

  // Candidate source j, in the CUDA lane space (for the range check) and in
  // the target's Self space (for the move).  j is only built when the check
  // needs it, so statically valid calls carry no dead arithmetic.
  // lane & segmask is both minLane (idx) and the segment part of maxLane.
  Value *SegLane = nullptr;
  auto segLane = [&]() {
    if (!SegLane) {
      // Lane < 32 by contract, so a full segment mask keeps all of it.
      auto *SM = dyn_cast<ConstantInt>(segMask());
      SegLane = SM && SM->getZExtValue() == 31
                    ? L.Lane
                    : part(SharedChecks::SegLane, OnC, [&] {
                        return B.CreateAnd(L.Lane, SegMask, N + ".seglane");
                      });
    }
    return SegLane;
  };
  Value *IdxHi = nullptr;
  auto idxHi = [&]() {
    if (!IdxHi) {
      segMask();
      IdxHi = part(SharedChecks::IdxHi, OnB | OnC,
                   [&] { return B.CreateAnd(BVal, NotSeg, N + ".bhi"); });
    }
    return IdxHi;
  };
  // up/down/bfly read a fixed distance from the caller; applied to the CUDA
  // lane it gives j, applied to Self it gives (Self & ~31) | j whenever j is
  // valid (a valid j lies in the caller's warp).
  auto offsetFrom = [&](Value *Base, const Twine &Name) -> Value * {
    switch (Call.Mode) {
    case ptx::Up:
      return B.CreateSub(Base, BVal, Name);
    case ptx::Down:
      return B.CreateAdd(Base, BVal, Name);
    case ptx::Bfly:
      return B.CreateXor(Base, BVal, Name);
    case ptx::Idx:
      break;
    }
    llvm_unreachable("idx reads an absolute lane");
  };
  auto cudaJ = [&]() -> Value * {
    return part(SharedChecks::J, OnB | OnC | OnMode, [&]() -> Value * {
      if (Call.Mode == ptx::Idx) {
        Value *Hi = idxHi();
        return B.CreateOr(segLane(), Hi, N + ".j");
      }
      return offsetFrom(L.Lane, N + ".j");
    });
  };
  // idx keeps Self's warp and segment bits and takes the rest from b.
  auto selfJ = [&]() -> Value * {
    return part(SharedChecks::SelfJ, OnB | OnC | OnMode, [&]() -> Value * {
      if (Call.Mode != ptx::Idx)
        return offsetFrom(L.Self, N + ".selfj");
      Value *Keep = part(SharedChecks::Keep, OnC, [&] {
        return B.CreateOr(segMask(), ConstantInt::get(I32, ~31u), N + ".keep");
      });
      Value *Hi = idxHi();
      Value *Base = part(SharedChecks::SelfBase, OnC, [&] {
        return B.CreateAnd(L.Self, Keep, N + ".selfbase");
      });
      return B.CreateOr(Base, Hi, N + ".selfj");
    });
  };

  if (Known && *Known == Validity::AllLanes) {
    S.SelfJ = L.selfIsLane() ? cudaJ() : selfJ();
    S.Known = Validity::AllLanes;
    S.Valid = B.getTrue();
    return S;
  }
  // maxLane = (lane & segmask) | (cval & ~segmask).  It is built before j
  // because one case needs no j: idx and bfly sources are below 32, so a
  // maxLane of 31 (the whole warp, any runtime b) passes every lane.
  segMask();
  Value *MaxLane = part(SharedChecks::MaxLane, OnC, [&] {
    Value *Clamp = part(SharedChecks::Clamp, OnC, [&] {
      Value *CVal = B.CreateAnd(Call.C, 31, N + ".cval");
      return B.CreateAnd(CVal, NotSeg, N + ".clamp");
    });
    return B.CreateOr(segLane(), Clamp, N + ".maxlane");
  });
  auto *MaxC = dyn_cast<ConstantInt>(MaxLane);
  if ((Call.Mode == ptx::Idx || Call.Mode == ptx::Bfly) && MaxC &&
      MaxC->getZExtValue() == 31) {
    S.SelfJ = L.selfIsLane() ? cudaJ() : selfJ();
    S.Known = Validity::AllLanes;
    S.Valid = B.getTrue();
    return S;
  }
  Value *J = cudaJ();
  if (NeedSource)
    S.SelfJ = L.selfIsLane() ? J : selfJ();
  // j lies in [-31, 62]; up needs the signed compare, the others are >= 0.
  S.Valid = part(SharedChecks::Valid, OnB | OnC | OnMode, [&] {
    return Call.Mode == ptx::Up ? B.CreateICmpSGE(J, MaxLane, N + ".valid")
                                : B.CreateICmpULE(J, MaxLane, N + ".valid");
  });
  S.Known = Validity::PerLane;
  if (auto *CI = dyn_cast<ConstantInt>(S.Valid))
    S.Known = CI->isOne() ? Validity::AllLanes : Validity::NoLane;
  return S;
}

/// Whether every lane whose result \p Call's caller uses is in range (b and
/// c constant): the other lanes may read any lane.  CUB's `@p add` step
/// uses the shuffle's value only where its predicate holds
/// (pickOwnValueWhereOutOfRange(), NVVMShflCalls.h).
static bool demandedLanesInRange(const ShflCall &Call) {
  auto *BC = dyn_cast<ConstantInt>(Call.B);
  auto *CC = dyn_cast<ConstantInt>(Call.C);
  if (!BC || !CC || Call.Demanded == ~0u)
    return false;
  uint32_t Valid =
      ptx::validLanes(Call.Mode, static_cast<uint32_t>(BC->getZExtValue()),
                      static_cast<uint32_t>(CC->getZExtValue()));
  return (Call.Demanded & ~Valid) == 0;
}

ShflResult WarpTarget::moveValue(IRBuilderBase &B, const ShflCall &Call,
                                 const LaneIds &L, const SourceLane &S) {
  assert(S.Known != Validity::NoLane && "caller handles the no-lane case");
  Value *Src = S.Known == Validity::AllLanes || demandedLanesInRange(Call)
                   ? S.SelfJ
                   : B.CreateSelect(S.Valid, S.SelfJ, L.Self, Call.Name + ".src");
  ShflResult R;
  R.Val = gather(B, Call.Val, Src, Call.Name + ".moved");
  R.Pred = S.Valid;
  R.Strategy = gatherName();
  return R;
}

/// Erases \p V and the operands it leaves without users, up to (and not
/// including) the shared lane ids.
static void eraseDeadChain(Value *V, const LaneIds &L) {
  SmallSetVector<Instruction *, 8> Work;
  if (auto *I = dyn_cast_or_null<Instruction>(V))
    Work.insert(I);
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!I->use_empty() || I == L.Lane || I == L.Self || I->mayHaveSideEffects())
      continue;
    for (Value *Op : I->operands())
      if (auto *OI = dyn_cast<Instruction>(Op))
        Work.insert(OI);
    I->eraseFromParent();
  }
}

ShflResult shfl::lowerShuffle(IRBuilderBase &B, WarpTarget &T,
                              const ShflCall &Call, const LaneIds &L) {
  if (std::optional<ShflResult> Native = T.lowerNative(B, Call, L))
    return *Native;
  SourceLane S = computeSourceLane(B, Call, L, !T.movesWithoutSource(Call));
  // No lane reads another lane: either none is in range, or every lane's
  // source is itself (a delta or mask of 0 mod 32).  Every lane keeps its
  // own value and nothing moves.
  bool NoneInRange = S.Known == Validity::NoLane;
  if (NoneInRange || (S.Known == Validity::AllLanes && S.SelfJ == L.Self)) {
    ShflResult R;
    R.Val = Call.Val;
    R.Pred = S.Valid;
    R.Strategy = NoneInRange ? "none (no lane in range)"
                             : "none (every lane reads itself)";
    return R;
  }
  // The source is built before the target chooses how to move the value; a
  // push-style move does not read it, and a target may fold it away itself
  // or use only its low bits (hence the weak handle).  Drop what nothing
  // used, down to the lane ids (which stay: they are shared).
  WeakVH SelfJ(S.SelfJ);
  ShflResult R = T.moveValue(B, Call, L, S);
  eraseDeadChain(SelfJ, L);
  // A move that did not select on the range check (a fast path) leaves the
  // check to the predicate alone; without a user of the predicate it is dead.
  if (!Call.NeedPred)
    eraseDeadChain(R.Pred, L);
  return R;
}

//===----------------------------------------------------------------------===//
// Defaults of the warp-primitive hooks.
//===----------------------------------------------------------------------===//

Value *WarpTarget::waveBallot(IRBuilderBase &, Value *, const Twine &) {
  return nullptr;
}

Value *WarpTarget::warpBits(IRBuilderBase &B, Value *WaveMask, const LaneIds &L,
                            const Twine &Name) {
  if (waveLanes() == 32)
    return WaveMask;
  Type *WTy = WaveMask->getType();
  Value *Base = B.CreateZExt(B.CreateAnd(L.Self, ~31u, Name + ".warpbase"), WTy,
                             Name + ".shift");
  return B.CreateTrunc(B.CreateLShr(WaveMask, Base, Name + ".shifted"),
                       B.getInt32Ty(), Name);
}

Value *WarpTarget::ballot(IRBuilderBase &B, Value *Pred, const LaneIds &L,
                          const Twine &Name) {
  Value *Wave = waveBallot(B, Pred, waveLanes() == 32 ? Name : Name + ".wave");
  return Wave ? warpBits(B, Wave, L, Name) : nullptr;
}

Value *WarpTarget::readLane(IRBuilderBase &B, Value *Val, Value *Idx,
                            const Twine &Name) {
  if (Val->getType()->isIntegerTy(32))
    return gather(B, Val, Idx, Name);
  // i64: two 32-bit halves.
  Value *Lo = gather(B, B.CreateTrunc(Val, B.getInt32Ty(), Name + ".lo.in"), Idx,
                     Name + ".lo");
  Value *Hi = gather(B,
                     B.CreateTrunc(B.CreateLShr(Val, 32), B.getInt32Ty(),
                                   Name + ".hi.in"),
                     Idx, Name + ".hi");
  Type *I64 = B.getInt64Ty();
  Value *Lo64 = B.CreateZExt(Lo, I64);
  Value *Hi64 = B.CreateShl(B.CreateZExt(Hi, I64), 32);
  return B.CreateOr(Hi64, Lo64, Name);
}

Value *WarpTarget::reduce(IRBuilderBase &, ReduxOp, Value *, const LaneIds &,
                          uint32_t, const Twine &) {
  return nullptr;
}

Value *WarpTarget::reduceTile(IRBuilderBase &, ReduxOp, Value *, unsigned,
                              const Twine &) {
  return nullptr;
}

void WarpTarget::warpSync(IRBuilderBase &B) {
  B.CreateFence(AtomicOrdering::AcquireRelease);
}

Constant *shfl::reduxIdentity(ReduxOp Op, Type *Ty) {
  switch (Op) {
  case ReduxOp::Add:
  case ReduxOp::Or:
  case ReduxOp::Xor:
  case ReduxOp::UMax:
    return ConstantInt::get(Ty, 0);
  case ReduxOp::And:
  case ReduxOp::UMin:
    return ConstantInt::getAllOnesValue(Ty);
  case ReduxOp::SMin:
    return ConstantInt::get(Ty, APInt::getSignedMaxValue(Ty->getIntegerBitWidth()));
  case ReduxOp::SMax:
    return ConstantInt::get(Ty, APInt::getSignedMinValue(Ty->getIntegerBitWidth()));
  case ReduxOp::FMin:
  case ReduxOp::FMax:
    // minimumNumber/maximumNumber ignore a NaN operand.
    return ConstantFP::getQNaN(Ty);
  case ReduxOp::FMinNaN:
    return ConstantFP::getInfinity(Ty, /*Negative=*/false);
  case ReduxOp::FMaxNaN:
    return ConstantFP::getInfinity(Ty, /*Negative=*/true);
  }
  llvm_unreachable("bad redux op");
}

Value *shfl::applyReduxOp(IRBuilderBase &B, ReduxOp Op, Value *X, Value *Y,
                          const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  auto binary = [&](Intrinsic::ID ID) -> Value * {
    return B.CreateCall(compat::getIntrinsicDecl(M, ID, {X->getType()}), {X, Y},
                        Name);
  };
  switch (Op) {
  case ReduxOp::Add:
    return B.CreateAdd(X, Y, Name);
  case ReduxOp::And:
    return B.CreateAnd(X, Y, Name);
  case ReduxOp::Or:
    return B.CreateOr(X, Y, Name);
  case ReduxOp::Xor:
    return B.CreateXor(X, Y, Name);
  case ReduxOp::SMin:
    return binary(Intrinsic::smin);
  case ReduxOp::SMax:
    return binary(Intrinsic::smax);
  case ReduxOp::UMin:
    return binary(Intrinsic::umin);
  case ReduxOp::UMax:
    return binary(Intrinsic::umax);
  case ReduxOp::FMin:
  case ReduxOp::FMax: {
    Intrinsic::ID ID = compat::minimumNumID(Op == ReduxOp::FMax);
    assert(ID != Intrinsic::not_intrinsic && "float redux needs LLVM 20+");
    return binary(ID);
  }
  case ReduxOp::FMinNaN:
    return binary(Intrinsic::minimum);
  case ReduxOp::FMaxNaN:
    return binary(Intrinsic::maximum);
  }
  llvm_unreachable("bad redux op");
}

//===----------------------------------------------------------------------===//
// The integer ops of the whole-warp idioms (IntegerWarpOps.h).
//===----------------------------------------------------------------------===//

static const IntegerWarpOp IntegerWarpOps[] = {
    {"add", Instruction::Add, Intrinsic::not_intrinsic, ReduxOp::Add, false},
    {"xor", Instruction::Xor, Intrinsic::not_intrinsic, ReduxOp::Xor, false},
    {"and", Instruction::And, Intrinsic::not_intrinsic, ReduxOp::And, true},
    {"or", Instruction::Or, Intrinsic::not_intrinsic, ReduxOp::Or, true},
    {"smin", 0, Intrinsic::smin, ReduxOp::SMin, true},
    {"smax", 0, Intrinsic::smax, ReduxOp::SMax, true},
    {"umin", 0, Intrinsic::umin, ReduxOp::UMin, true},
    {"umax", 0, Intrinsic::umax, ReduxOp::UMax, true},
};

const IntegerWarpOp *shfl::integerWarpOpOf(const Instruction &I) {
  if (!I.getType()->isIntegerTy(32))
    return nullptr;
  const auto *II = dyn_cast<IntrinsicInst>(&I);
  if (II && II->arg_size() != 2)
    return nullptr;
  for (const IntegerWarpOp &Op : IntegerWarpOps)
    if (Op.Opcode ? I.getOpcode() == Op.Opcode
                  : II && II->getIntrinsicID() == Op.IID)
      return &Op;
  return nullptr;
}

