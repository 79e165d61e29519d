//===- AMDGPUWarpTarget.cpp - 32-lane CUDA warps on AMDGPU waves ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/AMDGPUWarpTarget.h"
#include "ShflLowering/Lowering/Core/LaneFunction.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/TargetParser.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"
STATISTIC(NumWarpBitsDropped,
          "ds_bpermute addresses whose lane bits above 4 were not computed");
STATISTIC(NumLaneFunctionFast,
          "Fast paths of shuffles whose b is a function of the lane id");

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<AMDGPUSubtargetInfo>
shfl::resolveAMDGPUSubtarget(const Function &F, std::optional<unsigned> Requested,
                             StringRef PassName) {
  AMDGPUSubtargetInfo Info;
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  SmallVector<StringRef, 16> FeatureList;
  Features.split(FeatureList, ',', -1, false);
  bool Has32 = is_contained(FeatureList, "+wavefrontsize32");
  bool Has64 = is_contained(FeatureList, "+wavefrontsize64");
  if (Has32 && Has64)
    return fail("target-features has both +wavefrontsize32 and +wavefrontsize64");

  // What the function's own attributes say; 0 if they say nothing.
  unsigned FromAttrs = Has64 ? 64 : Has32 ? 32 : 0;
  AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(CPU);
  Triple TT(F.getParent()->getTargetTriple());
  if (Kind == AMDGPU::GK_NONE && !CPU.empty() && TT.isAMDGCN())
    return fail("unknown AMDGPU processor '" + CPU + "'");
  if (Kind != AMDGPU::GK_NONE) {
    Info.CPU = CPU.str();
    AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(CPU);
    Info.Major = ISA.Major;
    if (ISA.Major < 8)
      return fail("'" + CPU + "' has no ds_bpermute (gfx8 or later is required)");
    bool Can32 = AMDGPU::getArchAttrAMDGCN(Kind) & AMDGPU::FEATURE_WAVE32;
    bool Can64 = !(ISA.Major == 12 && ISA.Minor >= 5); // gfx1250: wave32 only
    if (Has32 && !Can32)
      return fail("'" + CPU + "' does not support wave32");
    if (Has64 && !Can64)
      return fail("'" + CPU + "' does not support wave64");
    if (!FromAttrs)
      FromAttrs = Can32 ? 32 : 64; // gfx10+ default to wave32
  }

  if (Requested) {
    if (FromAttrs && FromAttrs != *Requested)
      return fail("the pass was asked for wave" + Twine(*Requested) +
                  ", but the function's target attributes select wave" +
                  Twine(FromAttrs) +
                  (CPU.empty() ? Twine("") : Twine(" ('") + CPU + "')"));
    Info.WaveSize = *Requested;
    return Info;
  }
  if (!FromAttrs)
    return fail("cannot determine the wavefront size: the function has no AMDGPU "
                "target-cpu or +wavefrontsize feature; use -passes='" +
                PassName + "<wave32>' or '<wave64>'");
  Info.WaveSize = FromAttrs;
  return Info;
}

std::string AMDGPUWarpTarget::describe() const {
  return ("amdgpu wave" + Twine(WaveSize)).str();
}

/// Marks a lane-id call with the range of its result, [0, Limit).  Folding in
/// the pass (and later InstCombine and ISel) then knows, for instance, that
/// `lane & 31` is the lane itself on wave32.
CallInst *AMDGPUWarpTarget::withLaneRange(CallInst *CI, unsigned Limit) {
  assert((Limit == 32 || Limit == 64) && CI->getAttributes().isEmpty() &&
         "a lane-id call of one of the two ranges, without attributes");
  AttributeList &Attrs = LaneRange[Limit == 64];
  if (Attrs.isEmpty()) {
    LLVMContext &Ctx = CI->getContext();
    Attrs = AttributeList().addRetAttribute(
        Ctx, Attribute::get(Ctx, Attribute::Range,
                            ConstantRange(APInt(32, 0), APInt(32, Limit))));
  }
  CI->setAttributes(Attrs);
  return CI;
}

LaneIds AMDGPUWarpTarget::buildLaneIds(IRBuilderBase &B) {
  Module &M = *B.GetInsertBlock()->getModule();
  Value *AllOnes = B.getInt32(~0u);
  CallInst *Lo = withLaneRange(
      B.CreateCall(Decls.get(M, Intrinsic::amdgcn_mbcnt_lo),
                   {AllOnes, B.getInt32(0)},
                   WaveSize == 32 ? "lane.id" : "lane.id.lo"),
      32);
  LaneIds L;
  if (WaveSize == 32) {
    L.Lane = L.Self = Lo;
    return L;
  }
  // wave64: Self is the physical lane, the CUDA lane its low five bits.
  L.Self = withLaneRange(
      B.CreateCall(Decls.get(M, Intrinsic::amdgcn_mbcnt_hi),
                   {AllOnes, Lo}, "wave.lane.id"),
      64);
  L.Lane = B.CreateAnd(L.Self, 31, "lane.id");
  return L;
}

bool AMDGPUWarpTarget::permuteReadsWarpLane() const {
  // Wave32 exists from gfx10 on; in wave64, gfx10 and gfx11 read the
  // caller's own half (amdgpu-and-nvvm-facts.md, A.1).
  return WaveSize == 32 || Major == 10 || Major == 11;
}

/// \p Src with the outer operations that change only its bits 5 and up
/// taken off: `and` with a mask that keeps bits 0-4, and `or`/`xor`/`add`/
/// `sub` of a value whose bits 0-4 are known zero (a warp base).  The result
/// equals \p Src modulo 32.  The operations themselves stay for their other
/// users.
static Value *withoutHighLaneBits(Value *Src, const DataLayout &DL) {
  constexpr uint64_t LaneBits = 31;
  auto LowBitsZero = [&](Value *V) {
    return V->getType()->isIntegerTy() &&
           computeKnownBits(V, DL).countMinTrailingZeros() >= 5;
  };
  for (unsigned Depth = 0; Depth < 4; ++Depth) {
    auto *BO = dyn_cast<BinaryOperator>(Src);
    if (!BO)
      break;
    Value *L = BO->getOperand(0), *R = BO->getOperand(1);
    Value *Next = nullptr;
    switch (BO->getOpcode()) {
    case Instruction::And:
      if (auto *C = dyn_cast<ConstantInt>(R);
          C && (C->getZExtValue() & LaneBits) == LaneBits)
        Next = L;
      break;
    case Instruction::Or:
    case Instruction::Xor:
    case Instruction::Add:
      Next = LowBitsZero(R) ? L : LowBitsZero(L) ? R : nullptr;
      break;
    case Instruction::Sub:
      Next = LowBitsZero(R) ? L : nullptr;
      break;
    default:
      break;
    }
    if (!Next)
      break;
    Src = Next;
  }
  return Src;
}

Value *AMDGPUWarpTarget::gather(IRBuilderBase &B, Value *Val, Value *Src,
                                const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  // Where ds_bpermute reads only address bits [6:2], the source lane counts
  // modulo 32: the instructions that set only higher bits (`& 31`, the warp
  // base of wave64) are not needed for the address.
  if (permuteReadsWarpLane()) {
    Value *Low = withoutHighLaneBits(Src, M.getDataLayout());
    if (Low != Src) {
      ++NumWarpBitsDropped;
      Src = Low;
    }
  }
  Value *Addr = B.CreateShl(Src, 2, Src->getName() + ".addr");
  return B.CreateCall(Decls.get(M, Intrinsic::amdgcn_ds_bpermute),
                      {Addr, Val}, Name);
}

const FastPlan *AMDGPUWarpTarget::fastPlan(const ShflCall &Call) {
  auto *BC = dyn_cast<ConstantInt>(Call.B);
  auto *CC = dyn_cast<ConstantInt>(Call.C);
  // A `b` computed from the lane id has a known value on each lane.
  int LaneWant[ptx::WarpSize];
  bool LaneFunction =
      FastPathsOn && Strategy == AMDGPUShflStrategy::BPermute && !BC && CC &&
      laneFunctionSources(Call.Mode, Call.B,
                          static_cast<uint32_t>(CC->getZExtValue()), WaveSize,
                          LaneWant);
  // The reasons, in the order they are checked.
  LastMiss = !FastPathsOn ? "the fast paths are off (no-fast-paths)"
             : Strategy != AMDGPUShflStrategy::BPermute
                 ? "strategy=permute was requested"
             : !BC && !CC ? "b and c are runtime values"
             : !BC && !LaneFunction
                 ? "b is a runtime value, not a known function of the CUDA lane"
             : !CC ? "c is a runtime value"
                   : "";
  LastNoPlan = nullptr;
  if (!LastMiss.empty())
    return nullptr;
  if (LaneFunction) {
    std::string Key = fastPlanKey(LaneWant, Call.Demanded, Call.LaunchLanes);
    if (const std::optional<FastPlan> &P = Plans[Key]) {
      ++NumLaneFunctionFast;
      return &*P;
    }
    LastNoPlan = &Misses[Key];
    return nullptr;
  }
  uint32_t BV = static_cast<uint32_t>(BC->getZExtValue());
  uint32_t CV = static_cast<uint32_t>(CC->getZExtValue());
  auto [Memo, NewOperands] = ByOperands.try_emplace(
      {static_cast<unsigned>(Call.Mode) | (Call.LaunchLanes ? 1u << 8 : 0u),
       BV, CV, Call.Demanded});
  if (NewOperands) {
    std::string Key =
        fastPlanKey(Call.Mode, BV, CV, Call.Demanded, Call.LaunchLanes);
    Memo->second.Plan = &Plans.try_emplace(Key).first->second;
    if (auto It = Misses.find(Key); It != Misses.end())
      Memo->second.NoPlan = &It->second;
  }
  if (*Memo->second.Plan)
    return &**Memo->second.Plan;
  LastNoPlan = Memo->second.NoPlan;
  return nullptr;
}

StringRef AMDGPUWarpTarget::lastFastPathMiss() {
  if (!LastMiss.empty() || !LastNoPlan)
    return LastMiss;
  if (!LastNoPlan->Why)
    LastNoPlan->Why = explainNoFastPlan(XLane, WaveSize, LastNoPlan->Want,
                                        LastNoPlan->Demanded);
  return *LastNoPlan->Why;
}

std::string AMDGPUWarpTarget::fastPlanKey(ShflMode Mode, uint32_t BV,
                                          uint32_t CV, uint32_t Demanded,
                                          bool LaunchLanes) {
  // The lane each CUDA lane ends up reading (itself where out of range),
  // then the demanded lanes (which CUDA lanes must be right).
  int Want[ptx::WarpSize];
  for (uint32_t Lane = 0; Lane < ptx::WarpSize; ++Lane)
    Want[Lane] = static_cast<int>(ptx::resultLane(Mode, Lane, BV, CV));
  return fastPlanKey(Want, Demanded, LaunchLanes);
}

std::string AMDGPUWarpTarget::fastPlanKey(ArrayRef<int> Want,
                                          uint32_t Demanded,
                                          bool LaunchLanes) {
  std::string Key(ptx::WarpSize + sizeof(Demanded) + 1, '\0');
  for (uint32_t Lane = 0; Lane < ptx::WarpSize; ++Lane)
    Key[Lane] = static_cast<char>(Want[Lane]);
  for (unsigned Byte = 0; Byte < sizeof(Demanded); ++Byte)
    Key[ptx::WarpSize + Byte] = static_cast<char>(Demanded >> (8 * Byte));
  Key.back() = LaunchLanes;
  auto [It, New] = Plans.try_emplace(Key);
  if (New) {
    It->second = findFastPlan(XLane, WaveSize, Want, Demanded, LaunchLanes);
    if (!It->second) {
      Miss &M = Misses[Key];
      llvm::copy(Want, M.Want);
      M.Demanded = Demanded;
    }
  }
  return Key;
}

bool AMDGPUWarpTarget::movesWithoutSource(const ShflCall &Call) {
  // A lane-function b keeps the source: the identity test of lowerShuffle()
  // reads the folded source for it.
  return isa<ConstantInt>(Call.B) && isa<ConstantInt>(Call.C) && fastPlan(Call);
}

ShflResult AMDGPUWarpTarget::moveValue(IRBuilderBase &B, const ShflCall &Call,
                                       const LaneIds &L, const SourceLane &S) {
  if (const FastPlan *P = fastPlan(Call)) {
    ShflResult R;
    R.Val = emitFastPlan(B, *P, Call.Val, WaveSize, Call.LaunchLanes, Decls,
                         Call.Name + ".moved");
    R.Pred = S.Valid;
    R.Strategy = P->Name;
    return R;
  }
  auto *BConst = dyn_cast<ConstantInt>(Call.B);
  if (Strategy != AMDGPUShflStrategy::Permute || Call.Mode == ptx::Idx || !BConst)
    return WarpTarget::moveValue(B, Call, L, S);

  // Push instead of pull: lane k sends its value to the lane that reads k.
  // The map k -> reader is a bijection of the wave (an add, a sub or a xor
  // by a constant, modulo the addressed lanes), so no two lanes ever write
  // one slot.  A lane whose own read is not valid ignores what it got.
  Module &M = *B.GetInsertBlock()->getModule();
  Value *BVal = B.getInt32(BConst->getZExtValue() & 31);
  const std::string &N = Call.Name;
  Value *Dst = nullptr;
  switch (Call.Mode) {
  case ptx::Up: // reader of k is k + b
    Dst = B.CreateAdd(L.Self, BVal, N + ".dst");
    break;
  case ptx::Down: // reader of k is k - b
    Dst = B.CreateSub(L.Self, BVal, N + ".dst");
    break;
  case ptx::Bfly: // xor is its own inverse: the reader of k is k's source
    Dst = S.SelfJ;
    break;
  case ptx::Idx:
    llvm_unreachable("idx is a gather");
  }
  Value *Addr = B.CreateShl(Dst, 2, N + ".dst.addr");
  Value *Pushed =
      B.CreateCall(Decls.get(M, Intrinsic::amdgcn_ds_permute),
                   {Addr, Call.Val}, N + ".pushed");
  ShflResult R;
  R.Val = S.Known == Validity::AllLanes
              ? Pushed
              : B.CreateSelect(S.Valid, Pushed, Call.Val, N + ".moved");
  R.Pred = S.Valid;
  R.Strategy = "ds_permute";
  return R;
}

//===----------------------------------------------------------------------===//
// Warp-primitive hooks.
//===----------------------------------------------------------------------===//

Value *AMDGPUWarpTarget::waveBallot(IRBuilderBase &B, Value *Pred,
                                    const Twine &Name) {
  // ballot.i32 does not select on wave64; ballot.i64 is the wave64 form.
  Module &M = *B.GetInsertBlock()->getModule();
  Type *WTy = B.getIntNTy(WaveSize);
  return B.CreateCall(
      Decls.get(M, Intrinsic::amdgcn_ballot, {WTy}), {Pred}, Name);
}

Value *AMDGPUWarpTarget::readLane(IRBuilderBase &B, Value *Val, Value *Idx,
                                  const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  return B.CreateCall(Decls.get(M, Intrinsic::amdgcn_readlane,
                                               {Val->getType()}),
                      {Val, Idx}, Name);
}

Value *AMDGPUWarpTarget::reduce(IRBuilderBase &B, ReduxOp Op, Value *Val,
                                const LaneIds &, uint32_t Demanded,
                                const Twine &Name) {
  return butterfly(B, Op, Val, 5, Demanded, Name);
}

Value *AMDGPUWarpTarget::reduceTile(IRBuilderBase &B, ReduxOp Op, Value *Val,
                                    unsigned Width, const Twine &Name) {
  // The first log2(Width) steps of the butterfly (xor 1, 2, 4, 8) stay
  // within the tile: quad_perm, row_half_mirror and row_mirror read within
  // the quad, the half row and the row, and a tile of 16 is a row on
  // wave32 and wave64 alike (the upper warp of a wave64 is rows 2 and 3).
  // After them every lane holds the op over its tile; integer ops only,
  // whose result does not depend on the order the tree joins the lanes in.
  if (Width < 2 || Width > 16 || !isPowerOf2_32(Width) ||
      !Val->getType()->isIntegerTy(32))
    return nullptr;
  return butterfly(B, Op, Val, Log2_32(Width), ~0u, Name);
}

Value *AMDGPUWarpTarget::butterfly(IRBuilderBase &B, ReduxOp Op, Value *Val,
                                   unsigned Steps, uint32_t Demanded,
                                   const Twine &Name) {
  // The butterfly runs in whole wave mode: lanes that are inactive at the
  // call take the identity (set.inactive), so every partner read is valid
  // and no active lane's partial sum is lost through an inactive partner;
  // strict.wwm brings the result back to the active lanes.  Moves are on
  // i32; the op is applied in the value's own type.
  Module &M = *B.GetInsertBlock()->getModule();
  Type *Ty = Val->getType();
  Type *I32 = B.getInt32Ty();
  auto toI32 = [&](Value *V) {
    return Ty == I32 ? V : B.CreateBitCast(V, I32, V->getName() + ".bits");
  };
  auto fromI32 = [&](Value *V) {
    return Ty == I32 ? V : B.CreateBitCast(V, Ty, V->getName() + ".val");
  };
  Value *IdBits = toI32(reduxIdentity(Op, Ty));

  Value *ValBits = toI32(Val);
  Function *SetInactive =
      Decls.get(M, Intrinsic::amdgcn_set_inactive, {I32});
  Value *X = B.CreateCall(SetInactive, {ValBits, IdBits}, Name + ".wwm.in");
  // Lane ids for the bpermute butterfly, computed inside the whole-wave
  // region: ids from the function entry hold garbage on lanes that were
  // inactive there.
  Value *WWMSelf = nullptr;
  if (Redux == AMDGPUReduxStrategy::BPermute) {
    Value *AllOnes = B.getInt32(~0u);
    WWMSelf = B.CreateCall(Decls.get(M, Intrinsic::amdgcn_mbcnt_lo),
                           {AllOnes, B.getInt32(0)}, Name + ".wwm.lane");
    if (WaveSize == 64)
      WWMSelf = B.CreateCall(
          Decls.get(M, Intrinsic::amdgcn_mbcnt_hi),
          {AllOnes, WWMSelf}, Name + ".wwm.lane");
  }
  auto dppMasked = [&](Value *Old, Value *V, unsigned Ctrl, unsigned RowMask,
                       unsigned BankMask, const Twine &N) -> Value * {
    return B.CreateCall(
        Decls.get(M, Intrinsic::amdgcn_update_dpp, {I32}),
        {Old, V, B.getInt32(Ctrl), B.getInt32(RowMask), B.getInt32(BankMask),
         B.getFalse()},
        N);
  };
  auto dpp = [&](Value *V, unsigned Ctrl, const Twine &N) -> Value * {
    return dppMasked(IdBits, V, Ctrl, 0xf, 0xf, N);
  };
  // The integer ops are associative and commutative: after step 3 every
  // lane holds its row's value, and any tree that joins the two rows of a
  // warp gives each lane the same result as the butterfly's last step.
  // gfx90a/gfx94x join them with DPP alone (AMDGPUReductionChains'
  // sequence): row_bcast:15 gives rows 1 and 3 the op of both rows,
  // wave_shl:1 puts lane 16 (48) into lane 15 (47), and row_newbcast:15
  // spreads it over rows 0 and 2.
  //
  // Where only some lanes need the result (LaneDemand.h: lane 0 behind
  // CUB's `if (lane_id == 0)`), fewer moves do: wave_shl:1 into lane 15
  // (47) alone gives it the op of both rows, row_shl:15 on bank 0 then
  // copies it to lane 0 (32); row_bcast:15 alone gives it to rows 1 and 3.
  // These need no row_newbcast (gfx908 too).
  bool IntDPPRows = Redux == AMDGPUReduxStrategy::DPP && Major < 10 &&
                    Ty->isIntegerTy() && XLane.WaveShifts;
  constexpr uint32_t Lane0 = 1u << 0, Lane15 = 1u << 15, Row1 = 0xffff0000u;
  bool ToLanes0And15 = IntDPPRows && (Demanded & ~(Lane0 | Lane15)) == 0;
  bool ToRow1 = IntDPPRows && (Demanded & ~Row1) == 0;
  bool RowsByDPP = IntDPPRows && XLane.RowNewBcast;
  static const unsigned Xors[] = {1, 2, 4, 8, 16};
  for (unsigned Step = 0; Step < Steps; ++Step) {
    std::string StepName = (Name + ".xor" + Twine(Xors[Step])).str();
    if (Step == 4 && ToLanes0And15) {
      X = applyReduxOp(B, Op, X,
                       dppMasked(IdBits, X, 0x130, 0x5, 0x8, StepName + ".shl1"),
                       StepName + ".lane15");
      if (Demanded & Lane0)
        X = dppMasked(X, X, 0x10F, 0x5, 0x1, StepName + ".lane0");
      break;
    }
    if (Step == 4 && ToRow1) {
      X = applyReduxOp(B, Op, X,
                       dppMasked(IdBits, X, 0x142, 0xA, 0xF,
                                 StepName + ".bcast15"),
                       StepName + ".row1");
      break;
    }
    if (Step == 4 && RowsByDPP) {
      Value *Up = applyReduxOp(B, Op, X, dppMasked(IdBits, X, 0x142, 0xA, 0xF,
                                                    StepName + ".bcast15"),
                               StepName + ".up");
      Value *Shl = dppMasked(Up, Up, 0x130, 0x5, 0x8, StepName + ".shl1");
      X = dppMasked(Shl, Shl, 0x15F, 0x5, 0xF, Name + ".step4");
      break;
    }
    Value *Partner = nullptr;
    if (Redux == AMDGPUReduxStrategy::BPermute) {
      Value *Src = B.CreateXor(WWMSelf, Xors[Step], StepName + ".src");
      Partner = gather(B, X, Src, StepName);
    } else {
      switch (Step) {
      case 0: // lane ^ 1 in each quad
        Partner = dpp(X, 0xB1, StepName);
        break;
      case 1: // lane ^ 2 in each quad
        Partner = dpp(X, 0x4E, StepName);
        break;
      case 2: // row_half_mirror: 7 - i reads the other quad of the 8
        Partner = dpp(X, 0x141, StepName);
        break;
      case 3: // row_mirror: 15 - i reads the other 8 of the row
        Partner = dpp(X, 0x140, StepName);
        break;
      case 4:
        if (Major >= 10) {
          // v_permlanex16: lane i reads lane i of the other row of its 32.
          Partner = B.CreateCall(
              Decls.get(M, Intrinsic::amdgcn_permlanex16, {I32}),
              {IdBits, X, B.getInt32(0x76543210), B.getInt32(0xfedcba98),
               B.getFalse(), B.getFalse()},
              StepName);
        } else {
          // ds_swizzle bitmask mode, and 0x1f, xor 0x10: SWAP16 within 32.
          Partner = B.CreateCall(
              Decls.get(M, Intrinsic::amdgcn_ds_swizzle),
              {X, B.getInt32((0x10 << 10) | 0x1f)}, StepName);
        }
        break;
      }
    }
    Value *PartnerVal = fromI32(Partner);
    Value *Mine = fromI32(X);
    X = toI32(applyReduxOp(B, Op, Mine, PartnerVal, Name + ".step" + Twine(Step)));
  }
  Value *R = B.CreateCall(
      Decls.get(M, Intrinsic::amdgcn_strict_wwm, {I32}), {X},
      Name + ".wwm.out");
  return fromI32(R);
}

void AMDGPUWarpTarget::warpSync(IRBuilderBase &B) {
  // A wave executes its lanes together: __syncwarp needs no hardware
  // barrier, only a compiler barrier and the memory ordering among the
  // lanes, which the wavefront-scope fence gives (it emits no instruction).
  Module &M = *B.GetInsertBlock()->getModule();
  B.CreateCall(Decls.get(M, Intrinsic::amdgcn_wave_barrier), {});
  B.CreateFence(AtomicOrdering::AcquireRelease,
                B.getContext().getOrInsertSyncScopeID("wavefront"));
}
