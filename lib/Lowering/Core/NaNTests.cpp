//===- NaNTests.cpp - Recognise the tests for a NaN -----------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See NaNTests.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/Core/NaNTests.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

/// llvm.amdgcn.class's mask of the two NaN classes (signalling, quiet), and
/// of all ten classes.
static constexpr uint64_t AMDGPUClassNaN = 0x3, AMDGPUClassAll = 0x3ff;

Value *shfl::stripBitcasts(Value *V) {
  while (auto *BC = dyn_cast<BitCastOperator>(V))
    V = BC->getOperand(0);
  return V;
}

bool shfl::holdsFormat(Type *T, const fltSemantics &Sem) {
  if (T->isFloatingPointTy())
    return &T->getFltSemantics() == &Sem;
  return T->isIntegerTy(APFloat::getSizeInBits(Sem));
}

/// The formats a test on \p Bits bits may be about: the I-th, or null.
static const fltSemantics *formatOfWidth(unsigned Bits, unsigned I) {
  if (Bits == 16) {
    static const fltSemantics *const W16[] = {&APFloat::IEEEhalf(),
                                              &APFloat::BFloat()};
    return I < 2 ? W16[I] : nullptr;
  }
  if (I != 0)
    return nullptr;
  return Bits == 32   ? &APFloat::IEEEsingle()
         : Bits == 64 ? &APFloat::IEEEdouble()
                      : nullptr;
}

/// The value whose bits \p V is with the sign bit cleared: X of
/// `and X, ~sign` or of `bitcast (fabs X)`.
static Value *signCleared(Value *V) {
  Value *X;
  const APInt *Mask;
  if (match(V, m_BitCast(m_FAbs(m_Value(X)))))
    return X;
  if (match(V, m_And(m_Value(X), m_APInt(Mask))) && Mask->isMaxSignedValue())
    return X;
  return nullptr;
}

std::optional<NaNTest> shfl::matchIntNaNTest(const ICmpInst &IC) {
  if (!IC.getType()->isIntegerTy(1))
    return std::nullopt;
  Value *Bits = signCleared(IC.getOperand(0));
  auto *K = dyn_cast<ConstantInt>(IC.getOperand(1));
  if (!Bits || !K)
    return std::nullopt;
  // The compared bits are non-negative: signed and unsigned orders agree.
  ICmpInst::Predicate P = IC.getPredicate();
  if (ICmpInst::isSigned(P))
    P = ICmpInst::getUnsignedPredicate(P);
  Value *Tested = stripBitcasts(Bits);
  const APInt &C = K->getValue();
  for (unsigned I = 0; const fltSemantics *Sem = formatOfWidth(C.getBitWidth(), I);
       ++I) {
    if (!holdsFormat(Tested->getType(), *Sem))
      continue;
    APInt Inf = APFloat::getInf(*Sem).bitcastToAPInt();
    if ((P == ICmpInst::ICMP_UGT && C == Inf) ||
        (P == ICmpInst::ICMP_UGE && C == Inf + 1))
      return NaNTest{Tested, true, Sem};
    if ((P == ICmpInst::ICMP_ULT && C == Inf + 1) ||
        (P == ICmpInst::ICMP_ULE && C == Inf))
      return NaNTest{Tested, false, Sem};
  }
  return std::nullopt;
}

/// A test of \p X's class with \p Mask, where \p NaN and \p All are the
/// masks of the NaN classes and of every class.
static std::optional<NaNTest> classTest(Value *X, Value *Mask, uint64_t NaN,
                                        uint64_t All) {
  auto *M = dyn_cast<ConstantInt>(Mask);
  if (!M || !X->getType()->isFloatingPointTy())
    return std::nullopt;
  uint64_t V = M->getZExtValue();
  if (V != NaN && V != (All & ~NaN))
    return std::nullopt;
  return NaNTest{stripBitcasts(X), V == NaN, &X->getType()->getFltSemantics()};
}

std::optional<NaNTest> shfl::matchNaNTest(Value *Cond) {
  if (!Cond->getType()->isIntegerTy(1))
    return std::nullopt;
  if (auto *IC = dyn_cast<ICmpInst>(Cond))
    return matchIntNaNTest(*IC);
  if (auto *FC = dyn_cast<FCmpInst>(Cond)) {
    FCmpInst::Predicate P = FC->getPredicate();
    if (P != FCmpInst::FCMP_UNO && P != FCmpInst::FCMP_ORD)
      return std::nullopt;
    Value *A = FC->getOperand(0), *B = FC->getOperand(1);
    auto NotNaN = [](Value *V) {
      auto *C = dyn_cast<ConstantFP>(V);
      return C && !C->isNaN();
    };
    if (NotNaN(A))
      std::swap(A, B);
    if ((A != B && !NotNaN(B)) || !A->getType()->isFloatingPointTy())
      return std::nullopt;
    return NaNTest{stripBitcasts(A), P == FCmpInst::FCMP_UNO,
                   &A->getType()->getFltSemantics()};
  }
  auto *II = dyn_cast<IntrinsicInst>(Cond);
  if (!II)
    return std::nullopt;
  switch (II->getIntrinsicID()) {
  case Intrinsic::is_fpclass:
    return classTest(II->getArgOperand(0), II->getArgOperand(1), fcNan,
                     fcAllFlags);
  case Intrinsic::amdgcn_class:
    return classTest(II->getArgOperand(0), II->getArgOperand(1),
                     AMDGPUClassNaN, AMDGPUClassAll);
  default:
    return std::nullopt;
  }
}

/// Intrinsics that give a NaN whenever this operand is one (IEEE
/// arithmetic, and the sign operations that keep everything else).
static const Intrinsic::ID NaNPropagating[] = {
    Intrinsic::fabs, Intrinsic::fma,      Intrinsic::fmuladd,
    Intrinsic::sqrt, Intrinsic::copysign, Intrinsic::canonicalize,
};

bool shfl::makesNaNOfOperand(const Use &U) {
  auto *I = cast<Instruction>(U.getUser());
  switch (I->getOpcode()) {
  case Instruction::FNeg:
  case Instruction::FAdd:
  case Instruction::FSub:
  case Instruction::FMul:
  case Instruction::FDiv:
  case Instruction::FRem:
    return true;
  default:
    break;
  }
  auto *II = dyn_cast<IntrinsicInst>(I);
  if (!II || U.getOperandNo() >= II->arg_size())
    return false;
  Intrinsic::ID ID = II->getIntrinsicID();
  return is_contained(NaNPropagating, ID) &&
         (ID != Intrinsic::copysign || U.getOperandNo() == 0);
}
