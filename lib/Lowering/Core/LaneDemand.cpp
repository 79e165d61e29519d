//===- LaneDemand.cpp - Which lanes of a shuffle's result are used --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "ShflLowering/Lowering/Core/LaneFunction.h"
#include "ShflLowering/Lowering/Core/NVVMShflCalls.h"
#include "ShflLowering/Semantics/PTXShflModel.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace shfl;

/// Beyond this many uses deep, every lane is demanded.
static constexpr unsigned MaxDepth = 48;
/// Beyond this many single predecessors up, every lane reaches a block.
static constexpr unsigned MaxBlockDepth = 16;

/// The operand index of the value in a shuffle call.
static unsigned valueOperand(const CallInst &CI) {
  // ([i32 membermask,] a, b, c): the sync forms have four arguments.
  return CI.arg_size() == 4 ? 1 : 0;
}

/// Whether lane i of \p I depends on lane i of its operands only, and the
/// instruction cannot be undefined behaviour for an operand value: what a
/// lane computes there is observed only through \p I's own users.
static bool isLaneLocal(const Instruction &I) {
  switch (I.getOpcode()) {
  // Division by a value that is not demanded could be by zero.
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
    return false;
  default:
    break;
  }
  if (isa<BinaryOperator>(I) || isa<UnaryOperator>(I) || isa<CastInst>(I) ||
      isa<CmpInst>(I) || isa<SelectInst>(I) || isa<FreezeInst>(I) ||
      isa<ExtractValueInst>(I) || isa<InsertValueInst>(I) ||
      isa<ExtractElementInst>(I) || isa<InsertElementInst>(I) ||
      isa<ShuffleVectorInst>(I) || isa<PHINode>(I))
    return true;
  // Pure, non-convergent intrinsics (llvm.smax, llvm.fma, ...): the
  // cross-lane ones are convergent, and memory could carry a value between
  // lanes.
  if (const auto *II = dyn_cast<IntrinsicInst>(&I))
    return !II->isConvergent() && II->doesNotAccessMemory() &&
           !II->mayHaveSideEffects();
  return false;
}

const Value *shfl::lowLaneBitsOf(const Value *V) {
  using namespace PatternMatch;
  const Value *X = nullptr;
  return match(V, m_And(m_Value(X), m_SpecificInt(31))) ||
                 match(V, m_URem(m_Value(X), m_SpecificInt(32)))
             ? X
             : nullptr;
}

LaneIdKind shfl::laneIdKind(const Value *V) {
  using namespace PatternMatch;
  if (const Value *X = lowLaneBitsOf(V)) {
    if (isLinearThreadId(X))
      return LaneIdKind::CUDALane;
    LaneIdKind K = laneIdKind(X);
    return K == LaneIdKind::WaveLane || K == LaneIdKind::CUDALane
               ? LaneIdKind::CUDALane
               : LaneIdKind::None;
  }
  const auto *II = dyn_cast<IntrinsicInst>(V);
  if (!II)
    return LaneIdKind::None;
  switch (II->getIntrinsicID()) {
  case Intrinsic::nvvm_read_ptx_sreg_laneid:
    return LaneIdKind::CUDALane;
  case Intrinsic::amdgcn_mbcnt_lo:
    return match(II->getArgOperand(0), m_AllOnes()) &&
                   match(II->getArgOperand(1), m_Zero())
               ? LaneIdKind::LowLane
               : LaneIdKind::None;
  case Intrinsic::amdgcn_mbcnt_hi:
    return match(II->getArgOperand(0), m_AllOnes()) &&
                   laneIdKind(II->getArgOperand(1)) == LaneIdKind::LowLane
               ? LaneIdKind::WaveLane
               : LaneIdKind::None;
  default:
    return LaneIdKind::None;
  }
}

/// Whether the low five bits of \p X are the CUDA lane on a wave of \p Wave
/// lanes.
static bool lowBitsAreLane(const Value *X, unsigned Wave) {
  if (isLinearThreadId(X))
    return true;
  LaneIdKind K = laneIdKind(X);
  return K == LaneIdKind::CUDALane || K == LaneIdKind::WaveLane ||
         (Wave == 32 && K == LaneIdKind::LowLane);
}

static bool isTileWidth(uint64_t Width) {
  return Width >= 2 && Width <= 16 && isPowerOf2_64(Width);
}

bool shfl::isTileRank(const Value *V, unsigned Width, unsigned Wave) {
  using namespace PatternMatch;
  const Value *X = nullptr;
  return isTileWidth(Width) && V->getType()->isIntegerTy(32) &&
         (match(V, m_And(m_Value(X), m_SpecificInt(Width - 1))) ||
          match(V, m_URem(m_Value(X), m_SpecificInt(Width)))) &&
         lowBitsAreLane(X, Wave);
}

unsigned shfl::tileMaskWidth(const Value *Mask, unsigned Wave) {
  using namespace PatternMatch;
  const APInt *Ones = nullptr, *Base = nullptr;
  const Value *X = nullptr;
  if (!Mask->getType()->isIntegerTy(32) ||
      !match(Mask, m_Shl(m_APInt(Ones),
                         m_And(m_Value(X), m_APInt(Base)))) ||
      !Ones->isMask())
    return 0;
  uint64_t Width = Ones->countr_one();
  return isTileWidth(Width) && *Base == 32 - Width && lowBitsAreLane(X, Wave)
             ? static_cast<unsigned>(Width)
             : 0;
}

/// The CUDA lanes whose lane id can satisfy `lane == K` (\p Eq) or
/// `lane != K`, for a lane id of kind \p Kind; AllLanes if unknown.
static uint32_t lanesWhere(LaneIdKind Kind, uint64_t K, bool Eq) {
  switch (Kind) {
  case LaneIdKind::None:
    return LaneDemand::AllLanes;
  case LaneIdKind::CUDALane:
    if (K >= 32)
      return Eq ? 0 : LaneDemand::AllLanes;
    return Eq ? 1u << K : ~(1u << K);
  case LaneIdKind::WaveLane:
    // Lane K of one warp only; `!=` leaves lane K of the other warp.
    return Eq && K < 64 ? 1u << (K & 31) : LaneDemand::AllLanes;
  case LaneIdKind::LowLane:
    // The upper warp of a wave64 reads 32, so only `== K < 32` narrows.
    return Eq && K < 32 ? 1u << K : LaneDemand::AllLanes;
  }
  return LaneDemand::AllLanes;
}

/// The CUDA lanes where \p Sel passes on its operand \p OpNo (1 or 2):
/// where its condition is a lane predicate on the block's linear thread id
/// (LaneFunction.h; a tile's rank) or the predicate of a shuffle with
/// constant b and c (PTX's range check), the lanes on which it is true or
/// false, on either warp of a wave64; else AllLanes.  A compare of the lane id
/// itself is left out: in CUB's WarpReduce it made the original copy of
/// lane versioning cheap enough that the fast copy was dropped, and the
/// original is slower (wr_custom_int on gfx1100 wave64: 772 llvm-mca cycles
/// instead of 723).
uint32_t LaneDemand::lanesPicking(const SelectInst &Sel, unsigned OpNo) {
  // The predicate of a constant-operand shuffle: true on its lanes in range.
  if (const auto *EV = dyn_cast<ExtractValueInst>(Sel.getCondition());
      EV && EV->getNumIndices() == 1 && EV->getIndices()[0] == 1)
    if (const auto *CI = dyn_cast<CallInst>(EV->getAggregateOperand());
        CI && isShuffle(*CI)) {
      unsigned V = valueOperand(*CI);
      const auto *B = dyn_cast<ConstantInt>(CI->getArgOperand(V + 1));
      const auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(V + 2));
      std::optional<ptx::Mode> Mode = ShflMode.lookup(CI->getCalledFunction());
      if (!B || !C || !Mode)
        return AllLanes;
      uint32_t InRange =
          ptx::validLanes(*Mode, static_cast<uint32_t>(B->getZExtValue()),
                          static_cast<uint32_t>(C->getZExtValue()));
      return OpNo == 1 ? InRange : ~InRange;
    }
  bool ReadsLinearId = false;
  std::optional<uint64_t> M =
      lanePredicateMask(Sel.getCondition(), 64, &ReadsLinearId);
  if (!M || !ReadsLinearId)
    return LaneDemand::AllLanes;
  uint64_t Pick = OpNo == 1 ? *M : ~*M;
  return static_cast<uint32_t>(Pick) | static_cast<uint32_t>(Pick >> 32);
}

/// The CUDA lanes on which \p Cond can be \p Holds: `lane == k` and
/// `lane != k` (lanesWhere), and their `and` (both hold) and `or` (both
/// fail), which lane versioning's `lane == k && threadIdx.x < 32` is;
/// AllLanes for anything else.
static uint32_t lanesWhereCond(const Value *Cond, bool Holds, unsigned Depth) {
  using namespace PatternMatch;
  const Value *A = nullptr, *B = nullptr;
  if (Depth < 4 && ((Holds && match(Cond, m_And(m_Value(A), m_Value(B)))) ||
                    (!Holds && match(Cond, m_Or(m_Value(A), m_Value(B))))))
    return lanesWhereCond(A, Holds, Depth + 1) &
           lanesWhereCond(B, Holds, Depth + 1);
  const auto *Cmp = dyn_cast<ICmpInst>(Cond);
  const auto *K = Cmp ? dyn_cast<ConstantInt>(Cmp->getOperand(1)) : nullptr;
  if (!K || !Cmp->isEquality() || !K->getValue().ult(64))
    return LaneDemand::AllLanes;
  bool Eq = (Cmp->getPredicate() == ICmpInst::ICMP_EQ) == Holds;
  return lanesWhere(laneIdKind(Cmp->getOperand(0)), K->getZExtValue(), Eq);
}

uint32_t LaneDemand::reaching(const BasicBlock &BB, unsigned Depth) {
  if (Depth > MaxBlockDepth)
    return AllLanes;
  auto [It, New] = BlockMemo.try_emplace(&BB, AllLanes);
  if (!New)
    return It->second;
  uint32_t R = AllLanes;
  if (const BasicBlock *Pred = BB.getSinglePredecessor()) {
    R = reaching(*Pred, Depth + 1);
    const auto *Br = dyn_cast<BranchInst>(Pred->getTerminator());
    if (Br && Br->isConditional() && Br->getSuccessor(0) != Br->getSuccessor(1))
      // The condition holds in BB if BB is the true successor.
      R &= lanesWhereCond(Br->getCondition(), Br->getSuccessor(0) == &BB, 0);
  }
  BlockMemo[&BB] = R;
  return R;
}

uint32_t LaneDemand::readBy(const CallInst &CI, uint32_t Demanded) {
  unsigned V = valueOperand(CI);
  const Value *B = CI.getArgOperand(V + 1);
  auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(V + 2));
  if (!C)
    return AllLanes;
  std::optional<ptx::Mode> Mode = ShflMode.lookup(CI.getCalledFunction());
  if (!Mode)
    return AllLanes;
  uint32_t CV = static_cast<uint32_t>(C->getZExtValue());
  // The lane each lane reads: from a constant b, or from one computed from
  // the lane id (evaluated for a wave64, whose two warps must agree, which
  // also holds for wave32).
  uint32_t Read = 0;
  if (const auto *BC = dyn_cast<ConstantInt>(B)) {
    uint32_t BV = static_cast<uint32_t>(BC->getZExtValue());
    auto [It, New] = ReadLanes.try_emplace({*Mode, BV, CV});
    if (New)
      for (uint32_t Lane = 0; Lane < ptx::WarpSize; ++Lane)
        It->second[Lane] = ptx::resultLane(*Mode, Lane, BV, CV);
    for (uint32_t Lane = 0; Lane < ptx::WarpSize; ++Lane)
      if ((Demanded >> Lane) & 1)
        Read |= 1u << It->second[Lane];
    return Read;
  }
  int Want[ptx::WarpSize];
  if (!laneFunctionSources(*Mode, B, CV, 64, Want))
    return AllLanes;
  for (uint32_t Lane = 0; Lane < ptx::WarpSize; ++Lane)
    if ((Demanded >> Lane) & 1)
      Read |= 1u << Want[Lane];
  return Read;
}

bool LaneDemand::isShuffle(const CallInst &CI) {
  const Function *Callee = CI.getCalledFunction();
  if (!Callee || CI.getFunctionType() != Callee->getFunctionType())
    return false;
  auto [It, New] = ShflMode.try_emplace(Callee);
  if (New) {
    Expected<NVVMShflKind> K = classifyNVVMShfl(*Callee);
    if (K)
      It->second = K->Mode;
    else
      consumeError(K.takeError());
  }
  return It->second.has_value();
}

uint32_t LaneDemand::ofShuffle(const CallInst &CI) {
  return isShuffle(CI) ? ofValue(CI, 0) : AllLanes;
}

uint32_t LaneDemand::ofValue(const Value &V, unsigned Depth) {
  if (Depth > MaxDepth)
    return AllLanes;
  auto [It, New] = Memo.try_emplace(&V, AllLanes);
  if (!New)
    return It->second; // known, or on the current path (a cycle): all
  // A shuffle that returns {value, predicate}: the predicate does not
  // depend on the value, so only the users of part 0 count.
  const auto *Call = dyn_cast<CallInst>(&V);
  bool Pair = Call && V.getType()->isStructTy() && isShuffle(*Call);
  uint32_t D = 0;
  for (const Use &U : V.uses()) {
    const auto *I = dyn_cast<Instruction>(U.getUser());
    const auto *UC = dyn_cast_or_null<CallInst>(I);
    if (!I) {
      D = AllLanes;
      break;
    }
    // Only the lanes that reach the use can observe it.
    uint32_t Reach = reaching(*I->getParent(), 0);
    if (Pair) {
      const auto *EV = dyn_cast<ExtractValueInst>(I);
      if (!EV || EV->getNumIndices() != 1)
        D = AllLanes;
      else if (EV->getIndices()[0] == 0)
        D |= ofValue(*EV, Depth + 1) & Reach;
    } else if (UC && isShuffle(*UC) && U.getOperandNo() == valueOperand(*UC)) {
      D |= readBy(*UC, ofValue(*UC, Depth + 1) & Reach);
    } else if (const auto *Sel = dyn_cast<SelectInst>(I);
               Sel && U.getOperandNo() != 0) {
      // A select on a tile's rank passes a value on only where it picks
      // it: cooperative groups' scan step, `rank >= d ? x + up : x`.
      D |= ofValue(*I, Depth + 1) & Reach &
           lanesPicking(*Sel, U.getOperandNo());
    } else if (isLaneLocal(*I) && !isa<PHINode>(I)) {
      D |= ofValue(*I, Depth + 1) & Reach;
    } else if (isLaneLocal(*I)) {
      // A phi's operand is used at the end of its incoming block.
      const auto *Phi = cast<PHINode>(I);
      D |= ofValue(*I, Depth + 1) &
           reaching(*Phi->getIncomingBlock(U), 0);
    } else {
      D |= Reach;
    }
    if (D == AllLanes)
      break;
  }
  // The map may have grown since It was taken: look the entry up again.
  Memo[&V] = D;
  return D;
}
