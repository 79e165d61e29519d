//===- ShuffleFolder.cpp - The shuffle driver's IRBuilder folder ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/ShuffleFolder.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

/// The bits of the integer \p V that may be set, from \p V alone and its
/// operands when they are constants: a mask (`and x, C`), a shift right by a
/// constant, or a call whose `range` attribute says how large it can be (the
/// lane ids).  No recursion, so no walk of the operand chain.
static APInt maybeSetBits(const Value *V) {
  unsigned Bits = V->getType()->getScalarSizeInBits();
  const APInt *C;
  if (match(V, m_APInt(C)))
    return *C;
  if (match(V, m_c_And(m_Value(), m_APInt(C))))
    return *C;
  if (match(V, m_LShr(m_Value(), m_APInt(C))) && C->ult(Bits))
    return APInt::getLowBitsSet(Bits, Bits - C->getZExtValue());
  if (const auto *Call = dyn_cast<CallBase>(V))
    if (std::optional<ConstantRange> R = Call->getRange())
      if (!R->isWrappedSet() && !R->isFullSet())
        return APInt::getLowBitsSet(Bits, R->getUnsignedMax().getActiveBits());
  return APInt::getAllOnes(Bits);
}

Value *ShuffleFolder::FoldBinOp(Instruction::BinaryOps Opc, Value *LHS,
                                Value *RHS) const {
  // Constants fold as InstSimplify folds them.
  if (auto *LC = dyn_cast<Constant>(LHS))
    if (auto *RC = dyn_cast<Constant>(RHS))
      return ConstantFoldBinaryOpOperands(Opc, LC, RC, DL);
  if (Instruction::isCommutative(Opc) && isa<Constant>(LHS))
    std::swap(LHS, RHS);
  Type *Ty = LHS->getType();
  if (!Ty->isIntegerTy())
    return nullptr;

  if (LHS == RHS) {
    switch (Opc) {
    case Instruction::And:
    case Instruction::Or:
      return LHS;
    case Instruction::Xor:
    case Instruction::Sub:
      return Constant::getNullValue(Ty);
    default:
      return nullptr;
    }
  }

  // Absorption, as InstSimplify has it: (A | B) & A = A, (A & B) & A = A & B,
  // and the same for | (a segment mask of c built as `x | 31`).
  if (Opc == Instruction::And || Opc == Instruction::Or) {
    bool IsAnd = Opc == Instruction::And;
    for (auto [X, Y] : {std::pair(LHS, RHS), std::pair(RHS, LHS)}) {
      if (IsAnd ? match(X, m_c_Or(m_Specific(Y), m_Value()))
                : match(X, m_c_And(m_Specific(Y), m_Value())))
        return Y;
      if (IsAnd ? match(X, m_c_And(m_Specific(Y), m_Value()))
                : match(X, m_c_Or(m_Specific(Y), m_Value())))
        return X;
    }
  }

  const APInt *C;
  if (!match(RHS, m_APInt(C))) {
    // 0 shifted stays 0.
    if ((Opc == Instruction::Shl || Opc == Instruction::LShr ||
         Opc == Instruction::AShr) &&
        match(LHS, m_Zero()))
      return LHS;
    return nullptr;
  }
  APInt MayBeSet = maybeSetBits(LHS);
  switch (Opc) {
  case Instruction::And:
    if ((MayBeSet & *C).isZero())
      return Constant::getNullValue(Ty);
    if (MayBeSet.isSubsetOf(*C))
      return LHS;
    return nullptr;
  case Instruction::Or:
    if (C->isZero())
      return LHS;
    if (MayBeSet.isSubsetOf(*C))
      return RHS;
    return nullptr;
  case Instruction::Xor:
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
    return C->isZero() ? LHS : nullptr;
  case Instruction::Mul:
    if (C->isZero())
      return RHS;
    return C->isOne() ? LHS : nullptr;
  default:
    return nullptr;
  }
}

Value *ShuffleFolder::FoldCmp(CmpInst::Predicate P, Value *LHS,
                              Value *RHS) const {
  if (auto *LC = dyn_cast<Constant>(LHS))
    if (auto *RC = dyn_cast<Constant>(RHS))
      return ConstantFoldCompareInstOperands(P, LC, RC, DL);
  Type *Ty = CmpInst::makeCmpResultType(LHS->getType());
  if (LHS == RHS)
    return ConstantInt::getBool(Ty, CmpInst::isTrueWhenEqual(P));
  // x <=u (x | y) always holds: the source lane against maxLane when the
  // lane's segment bits are both.
  if (match(RHS, m_c_Or(m_Specific(LHS), m_Value())))
    P = CmpInst::getSwappedPredicate(P), std::swap(LHS, RHS);
  if (match(LHS, m_c_Or(m_Specific(RHS), m_Value()))) {
    if (P == CmpInst::ICMP_UGE || P == CmpInst::ICMP_ULT)
      return ConstantInt::getBool(Ty, P == CmpInst::ICMP_UGE);
    return nullptr;
  }
  // x <=u C and x >u C, where x's set bits cannot exceed C.
  const APInt *C;
  if (!LHS->getType()->isIntegerTy() || !match(RHS, m_APInt(C)))
    return nullptr;
  APInt Max = maybeSetBits(LHS);
  if (P == CmpInst::ICMP_ULE && Max.ule(*C))
    return ConstantInt::getTrue(Ty);
  if (P == CmpInst::ICMP_UGT && Max.ule(*C))
    return ConstantInt::getFalse(Ty);
  return nullptr;
}

Value *ShuffleFolder::FoldSelect(Value *Cond, Value *True,
                                 Value *False) const {
  // InstSimplify also rewrites a select on a compare of its own arms, which
  // substitutes each arm into the compare and simplifies again: most of the
  // cost of a select, and the lowering's selects (the source lane on the
  // range check, a blend on a lane mask) never fold that way.
  if (auto *CC = dyn_cast<Constant>(Cond)) {
    if (CC->isOneValue())
      return True;
    if (CC->isNullValue())
      return False;
  }
  if (True == False)
    return True;
  return nullptr;
}
