//===- LaneFunction.cpp - Shuffle operands computed from the lane id ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/LaneFunction.h"
#include "ShflLowering/Lowering/Core/LaneDemand.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include <map>

using namespace llvm;
using namespace shfl;

/// Expressions larger or deeper than this are not examined.
static constexpr unsigned MaxLaneFunctionNodes = 32;
static constexpr unsigned MaxLaneFunctionDepth = 8;

//===----------------------------------------------------------------------===//
// The linear thread id
//===----------------------------------------------------------------------===//

namespace {

/// The leaves of the linear thread id.
enum ThreadLeaf : uint8_t { TidX, TidY, TidZ, NTidX, NTidY, NumThreadLeaves };

/// A polynomial in the leaves with coefficients modulo 2^32: monomial (the
/// sorted leaves of a product) -> coefficient.
using ThreadPoly = std::map<SmallVector<uint8_t, 4>, uint32_t>;

/// Which leaf \p V is, if any.
std::optional<ThreadLeaf> threadLeaf(const Value *V) {
  using namespace PatternMatch;
  if (const auto *II = dyn_cast<IntrinsicInst>(V)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::nvvm_read_ptx_sreg_tid_x:
    case Intrinsic::amdgcn_workitem_id_x:
      return TidX;
    case Intrinsic::nvvm_read_ptx_sreg_tid_y:
    case Intrinsic::amdgcn_workitem_id_y:
      return TidY;
    case Intrinsic::nvvm_read_ptx_sreg_tid_z:
    case Intrinsic::amdgcn_workitem_id_z:
      return TidZ;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
      return NTidX;
    case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
      return NTidY;
    default:
      return std::nullopt;
    }
  }
  // The retargeted blockDim: zext(load i16 (dispatch packet + 4 + 2 * dim)).
  Value *Ptr = nullptr;
  if (!match(V, m_ZExt(m_Load(m_Value(Ptr)))) ||
      !cast<Instruction>(V)->getOperand(0)->getType()->isIntegerTy(16))
    return std::nullopt;
  const auto *GEP = dyn_cast<GEPOperator>(Ptr);
  const auto *Off = GEP && GEP->getNumIndices() == 1 &&
                            GEP->getSourceElementType()->isIntegerTy(8)
                        ? dyn_cast<ConstantInt>(GEP->getOperand(1))
                        : nullptr;
  if (!Off || !match(GEP->getPointerOperand(),
                     m_Intrinsic<Intrinsic::amdgcn_dispatch_ptr>()))
    return std::nullopt;
  if (Off->getZExtValue() == 4)
    return NTidX;
  if (Off->getZExtValue() == 6)
    return NTidY;
  return std::nullopt;
}

/// \p V as a polynomial in the thread leaves, or std::nullopt.  \p Budget
/// bounds the values visited (a DAG's shared operands are visited once per
/// use).
std::optional<ThreadPoly> threadPoly(const Value *V, unsigned Depth,
                                     unsigned &Budget) {
  constexpr unsigned MaxPolyDepth = 12, MaxTerms = 16;
  if (Budget == 0)
    return std::nullopt;
  --Budget;
  ThreadPoly P;
  if (const auto *C = dyn_cast<ConstantInt>(V)) {
    if (uint32_t K = static_cast<uint32_t>(C->getZExtValue()))
      P[{}] = K;
    return P;
  }
  if (std::optional<ThreadLeaf> L = threadLeaf(V)) {
    P[{static_cast<uint8_t>(*L)}] = 1;
    return P;
  }
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth > MaxPolyDepth || !I->getType()->isIntegerTy())
    return std::nullopt;
  auto Operand = [&](unsigned K) {
    return threadPoly(I->getOperand(K), Depth + 1, Budget);
  };
  auto Add = [](ThreadPoly &A, const ThreadPoly &B, uint32_t Scale) {
    for (const auto &[Mono, Coef] : B)
      if ((A[Mono] += Scale * Coef) == 0)
        A.erase(Mono);
  };
  switch (I->getOpcode()) {
  case Instruction::ZExt:
  case Instruction::Trunc: // only the low five bits matter to the callers
    return Operand(0);
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Or: {
    // An `or` adds when its operands share no bit (`or disjoint`).
    if (I->getOpcode() == Instruction::Or && !cast<PossiblyDisjointInst>(I)->isDisjoint())
      return std::nullopt;
    std::optional<ThreadPoly> A = Operand(0), B = Operand(1);
    if (!A || !B)
      return std::nullopt;
    Add(*A, *B, I->getOpcode() == Instruction::Sub ? ~0u : 1u);
    return A->size() <= MaxTerms ? A : std::nullopt;
  }
  case Instruction::Shl: {
    const auto *S = dyn_cast<ConstantInt>(I->getOperand(1));
    std::optional<ThreadPoly> A = Operand(0);
    if (!S || !A || S->getZExtValue() >= 32)
      return std::nullopt;
    Add(P, *A, 1u << S->getZExtValue());
    return P;
  }
  case Instruction::Mul: {
    std::optional<ThreadPoly> A = Operand(0), B = Operand(1);
    if (!A || !B || A->size() * B->size() > MaxTerms)
      return std::nullopt;
    for (const auto &[MA, CA] : *A)
      for (const auto &[MB, CB] : *B) {
        SmallVector<uint8_t, 4> Mono(MA);
        Mono.append(MB.begin(), MB.end());
        llvm::sort(Mono);
        if ((P[Mono] += CA * CB) == 0)
          P.erase(Mono);
      }
    return P;
  }
  default:
    return std::nullopt;
  }
}

} // namespace

bool shfl::isThreadIdxX(const Value *V) {
  return V->getType()->isIntegerTy(32) && threadLeaf(V) == TidX;
}

bool shfl::isLinearThreadId(const Value *V) {
  if (!V->getType()->isIntegerTy())
    return false;
  // The linear id has 12 values in its usual forms.
  unsigned Budget = 48;
  std::optional<ThreadPoly> P = threadPoly(V, 0, Budget);
  // x + nx * y + nx * ny * z.
  ThreadPoly Linear = {{{TidX}, 1}, {{TidY, NTidX}, 1}, {{TidZ, NTidX, NTidY}, 1}};
  return P && *P == Linear;
}

//===----------------------------------------------------------------------===//
// Lane functions
//===----------------------------------------------------------------------===//

namespace {

/// The DAG of a lane function in operands-first order; each node's operands
/// are earlier nodes.
class LaneExpr {
public:
  /// Collects \p Root; false if it is not a lane function.
  bool collect(const Value *Root) { return visit(Root, 0); }
  /// The value of the root on wave lane \p Lane (0-63).
  std::optional<APInt> evaluate(unsigned Lane) const;
  /// Whether evaluate() gives all the root's bits, not only bits [4:0]
  /// (the root does not depend on the linear thread id's upper bits).
  bool isExact() const { return !Nodes.empty() && !Nodes.back().Linear; }
  /// Whether a leaf is the linear thread id.
  bool readsLinearId() const { return HasLinearLeaf; }

private:
  struct Node {
    const Value *V;
    LaneIdKind Lane = LaneIdKind::None; ///< a lane-id leaf
    /// The leaf is the linear thread id, or the node depends on it: only
    /// its low five bits are known (the lane's), and they are all its
    /// users may look at.
    bool Linear = false;
    SmallVector<unsigned, 3> Ops; ///< indices of the operand nodes
  };
  bool visit(const Value *V, unsigned Depth);
  static bool isSupported(const Instruction &I);

  SmallVector<Node, 16> Nodes;
  DenseMap<const Value *, unsigned> Index;
  bool HasLinearLeaf = false;
};

} // namespace

bool LaneExpr::isSupported(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
  case Instruction::ICmp:
  case Instruction::Select:
    return I.getType()->isIntegerTy() && I.getType()->getIntegerBitWidth() <= 64;
  default:
    return false;
  }
}

bool shfl::keepsLowFiveBits(const Instruction &I, unsigned OpNo) {
  using namespace PatternMatch;
  switch (I.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::ZExt:
  case Instruction::SExt:
    return true;
  case Instruction::Trunc:
    return I.getType()->getIntegerBitWidth() >= 5;
  case Instruction::Shl: // the shifted value, not the amount
    return OpNo == 0;
  case Instruction::Select: // the values, not the condition
    return OpNo != 0;
  case Instruction::URem: // by a power of two, an `and`
    return OpNo == 0 && match(I.getOperand(1), m_Power2());
  default:
    return false;
  }
}

bool LaneExpr::visit(const Value *V, unsigned Depth) {
  if (Index.count(V))
    return true;
  if (Depth > MaxLaneFunctionDepth || Nodes.size() >= MaxLaneFunctionNodes)
    return false;
  Node N{V};
  if (isa<ConstantInt>(V)) {
    // A leaf.
  } else if ((N.Lane = laneIdKind(V)) != LaneIdKind::None) {
    if (!V->getType()->isIntegerTy(32))
      return false;
    // `linear & 31` is the lane, read from the linear thread id.
    if (const Value *X = lowLaneBitsOf(V); X && isLinearThreadId(X))
      HasLinearLeaf = true;
  } else if (isLinearThreadId(V)) {
    // Its low five bits are the CUDA lane (a tile's thread_rank()).
    N.Lane = LaneIdKind::CUDALane;
    N.Linear = true;
    HasLinearLeaf = true;
  } else if (const auto *I = dyn_cast<Instruction>(V); I && isSupported(*I)) {
    for (const Use &U : I->operands()) {
      const Value *Op = U.get();
      if (!Op->getType()->isIntegerTy() ||
          Op->getType()->getIntegerBitWidth() > 64 || !visit(Op, Depth + 1))
        return false;
      unsigned K = Index.lookup(Op);
      if (Nodes[K].Linear) {
        if (!keepsLowFiveBits(*I, U.getOperandNo()))
          return false;
        N.Linear = true;
      }
      N.Ops.push_back(K);
    }
    // An `and` with a constant below 32, or a `urem` by a power of two up
    // to 32, of such a value keeps only its low five bits: the result is
    // exact (`tile.thread_rank()`, `linear & (size - 1)`).
    using namespace PatternMatch;
    const APInt *C = nullptr;
    if (N.Linear &&
        ((match(I, m_And(m_Value(), m_APInt(C))) && C->ult(32)) ||
         (match(I, m_URem(m_Value(), m_APInt(C))) && C->isPowerOf2() &&
          C->ule(32))))
      N.Linear = false;
  } else {
    return false;
  }
  Index[V] = Nodes.size();
  Nodes.push_back(std::move(N));
  return true;
}

std::optional<APInt> LaneExpr::evaluate(unsigned Lane) const {
  SmallVector<APInt, 16> Val;
  Val.reserve(Nodes.size());
  for (const Node &N : Nodes) {
    if (const auto *C = dyn_cast<ConstantInt>(N.V)) {
      Val.push_back(C->getValue());
      continue;
    }
    uint64_t Id = 0;
    switch (N.Lane) {
    case LaneIdKind::CUDALane:
      Id = Lane & 31;
      break;
    case LaneIdKind::WaveLane:
      Id = Lane;
      break;
    case LaneIdKind::LowLane: // mbcnt.lo(-1, 0) counts 32 lanes at most
      Id = Lane < 32 ? Lane : 32;
      break;
    case LaneIdKind::None: {
      const auto *I = cast<Instruction>(N.V);
      auto Op = [&](unsigned K) -> const APInt & { return Val[N.Ops[K]]; };
      unsigned Bits = I->getType()->getIntegerBitWidth();
      APInt R;
      switch (I->getOpcode()) {
      case Instruction::Add:
        R = Op(0) + Op(1);
        break;
      case Instruction::Sub:
        R = Op(0) - Op(1);
        break;
      case Instruction::Mul:
        R = Op(0) * Op(1);
        break;
      case Instruction::And:
        R = Op(0) & Op(1);
        break;
      case Instruction::Or:
        R = Op(0) | Op(1);
        break;
      case Instruction::Xor:
        R = Op(0) ^ Op(1);
        break;
      case Instruction::Shl:
      case Instruction::LShr:
      case Instruction::AShr: {
        if (Op(1).uge(Bits)) // poison on this lane
          return std::nullopt;
        unsigned S = static_cast<unsigned>(Op(1).getZExtValue());
        R = I->getOpcode() == Instruction::Shl    ? Op(0).shl(S)
            : I->getOpcode() == Instruction::LShr ? Op(0).lshr(S)
                                                  : Op(0).ashr(S);
        break;
      }
      case Instruction::UDiv:
      case Instruction::URem:
        if (Op(1).isZero()) // undefined behaviour on this lane
          return std::nullopt;
        R = I->getOpcode() == Instruction::UDiv ? Op(0).udiv(Op(1))
                                                : Op(0).urem(Op(1));
        break;
      case Instruction::SDiv:
      case Instruction::SRem:
        if (Op(1).isZero() || (Op(0).isMinSignedValue() && Op(1).isAllOnes()))
          return std::nullopt;
        R = I->getOpcode() == Instruction::SDiv ? Op(0).sdiv(Op(1))
                                                : Op(0).srem(Op(1));
        break;
      case Instruction::ZExt:
        R = Op(0).zext(Bits);
        break;
      case Instruction::SExt:
        R = Op(0).sext(Bits);
        break;
      case Instruction::Trunc:
        R = Op(0).trunc(Bits);
        break;
      case Instruction::ICmp:
        R = APInt(1, ICmpInst::compare(Op(0), Op(1),
                                       cast<ICmpInst>(I)->getPredicate()));
        break;
      case Instruction::Select:
        R = Op(0).isOne() ? Op(1) : Op(2);
        break;
      default:
        llvm_unreachable("not a lane-function instruction");
      }
      Val.push_back(std::move(R));
      continue;
    }
    }
    Val.push_back(APInt(N.V->getType()->getIntegerBitWidth(), Id));
  }
  return Val.back();
}

/// The value of the lane function \p V on each lane 0..\p Wave-1 of the wave
/// (zero-extended), exact in bits [4:0] (all of it where \p V does not
/// depend on the linear thread id), or std::nullopt if \p V is not one.
static std::optional<SmallVector<uint64_t, 64>>
evaluatePerLane(const Value *V, unsigned Wave) {
  LaneExpr E;
  if (!V->getType()->isIntegerTy() || V->getType()->getIntegerBitWidth() > 64 ||
      !E.collect(V))
    return std::nullopt;
  SmallVector<uint64_t, 64> Out;
  for (unsigned Lane = 0; Lane < Wave; ++Lane) {
    std::optional<APInt> R = E.evaluate(Lane);
    if (!R)
      return std::nullopt;
    Out.push_back(R->getZExtValue());
  }
  return Out;
}

std::optional<uint64_t> shfl::lanePredicateMask(const Value *Cond,
                                                unsigned Wave,
                                                bool *ReadsLinearId) {
  assert(Wave == 32 || Wave == 64);
  if (isa<Constant>(Cond) || !Cond->getType()->isIntegerTy(1))
    return std::nullopt;
  LaneExpr E;
  if (!E.collect(Cond) || !E.isExact())
    return std::nullopt;
  if (ReadsLinearId)
    *ReadsLinearId = E.readsLinearId();
  uint64_t Mask = 0;
  for (unsigned Lane = 0; Lane < Wave; ++Lane) {
    std::optional<APInt> R = E.evaluate(Lane);
    if (!R)
      return std::nullopt;
    if (R->isOne())
      Mask |= uint64_t(1) << Lane;
  }
  return Mask;
}

bool shfl::laneFunctionSources(ptx::Mode M, const Value *B, uint32_t C,
                               unsigned Wave, MutableArrayRef<int> Want) {
  assert(Want.size() == ptx::WarpSize && (Wave == 32 || Wave == 64));
  // A constant is a lane function too, but the callers handle it directly.
  if (isa<Constant>(B) || !B->getType()->isIntegerTy(32))
    return false;
  std::optional<SmallVector<uint64_t, 64>> BV = evaluatePerLane(B, Wave);
  if (!BV)
    return false;
  for (unsigned Lane = 0; Lane < Wave; ++Lane) {
    uint32_t Src = ptx::resultLane(M, Lane & 31, static_cast<uint32_t>((*BV)[Lane]), C);
    if (Lane < ptx::WarpSize)
      Want[Lane] = static_cast<int>(Src);
    else if (Want[Lane & 31] != static_cast<int>(Src))
      return false;
  }
  return true;
}
