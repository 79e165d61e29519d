//===- LaneFunction.cpp - Shuffle operands computed from the lane id ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/LaneFunction.h"
#include "ShflLowering/Lowering/LaneDemand.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace shfl;

/// Expressions larger or deeper than this are not examined.
static constexpr unsigned MaxLaneFunctionNodes = 32;
static constexpr unsigned MaxLaneFunctionDepth = 8;

namespace {

/// The DAG of a lane function in operands-first order; each node's operands
/// are earlier nodes.
class LaneExpr {
public:
  /// Collects \p Root; false if it is not a lane function.
  bool collect(const Value *Root) { return visit(Root, 0); }
  /// The value of the root on wave lane \p Lane (0-63).
  std::optional<APInt> evaluate(unsigned Lane) const;

private:
  struct Node {
    const Value *V;
    LaneIdKind Lane = LaneIdKind::None; ///< a lane-id leaf
    SmallVector<unsigned, 3> Ops;       ///< indices of the operand nodes
  };
  bool visit(const Value *V, unsigned Depth);
  static bool isSupported(const Instruction &I);

  SmallVector<Node, 16> Nodes;
  DenseMap<const Value *, unsigned> Index;
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
  } else if (const auto *I = dyn_cast<Instruction>(V); I && isSupported(*I)) {
    for (const Value *Op : I->operands()) {
      if (!Op->getType()->isIntegerTy() ||
          Op->getType()->getIntegerBitWidth() > 64 || !visit(Op, Depth + 1))
        return false;
      N.Ops.push_back(Index.lookup(Op));
    }
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
    Val.push_back(APInt(32, Id));
  }
  return Val.back();
}

std::optional<SmallVector<uint64_t, 64>>
shfl::evaluatePerLane(const Value *V, unsigned Wave) {
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
