//===- PTXFloat.cpp - Exact IEEE building blocks on integer bits ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "PTXFloat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"
#include <cmath>

using namespace llvm;
using namespace shfl::ptx;

static uint64_t signMask(FpFormat F) { return uint64_t(1) << (F.bits() - 1); }
static uint64_t expMask(FpFormat F) { return F.infBits(); }
static uint64_t mantMask(FpFormat F) {
  return (uint64_t(1) << F.MantBits) - 1;
}

Value *ptxfp::isNaN(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  Value *Abs = C.B.CreateAnd(Bits, C.cst(W, ~signMask(F) & (W == 64 ? ~0ull : (1ull << W) - 1)));
  return C.B.CreateICmpUGT(Abs, C.cst(W, expMask(F)), "isnan");
}

Value *ptxfp::isInf(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  Value *Abs = C.B.CreateAnd(Bits, C.cst(W, expMask(F) | mantMask(F)));
  return C.B.CreateICmpEQ(Abs, C.cst(W, expMask(F)), "isinf");
}

Value *ptxfp::isFinite(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  Value *E = C.B.CreateAnd(Bits, C.cst(W, expMask(F)));
  return C.B.CreateICmpNE(E, C.cst(W, expMask(F)), "isfinite");
}

Value *ptxfp::isZero(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  Value *Abs = C.B.CreateAnd(Bits, C.cst(W, expMask(F) | mantMask(F)));
  return C.B.CreateICmpEQ(Abs, C.cst(W, 0), "iszero");
}

Value *ptxfp::signBit(BuildCtx &C, Value *Bits, FpFormat F) {
  return C.B.CreateICmpSLT(Bits, C.cst(F.bits(), 0), "sign");
}

Constant *ptxfp::canonicalNaN(BuildCtx &C, FpFormat F) {
  return C.cst(F.bits(), expMask(F) | mantMask(F));
}

Value *ptxfp::canonicalize(BuildCtx &C, Value *Bits, FpFormat F) {
  return C.B.CreateSelect(isNaN(C, Bits, F), canonicalNaN(C, F), Bits,
                          "canon");
}

Value *ptxfp::quiet(BuildCtx &C, Value *Bits, FpFormat F) {
  return C.B.CreateOr(Bits, C.cst(F.bits(), uint64_t(1) << (F.MantBits - 1)),
                      "quiet");
}

Value *ptxfp::nanResult(BuildCtx &C, Value *Res, FpFormat F,
                        ArrayRef<Value *> Order) {
  if (!(F == FmtF64))
    return canonicalize(C, Res, F);
  // Built from the last operand of the order to the first, so that the
  // first NaN wins.
  Value *NaN = C.cst(64, 0xfff8000000000000ull);
  for (Value *Op : reverse(Order)) {
    Value *Quiet = quiet(C, Op, F);
    NaN = C.B.CreateSelect(isNaN(C, Op, F), Quiet, NaN);
  }
  return C.B.CreateSelect(isNaN(C, Res, F), NaN, Res, "nan.result");
}

Value *ptxfp::cvtNaN(BuildCtx &C, Value *A, FpFormat From, FpFormat To,
                     bool Ftz) {
  unsigned FW = From.bits(), TW = To.bits();
  if (From == To)
    return To == FmtF64 ? quiet(C, A, To) : canonicalNaN(C, To);
  if (From == FmtBF16 && To == FmtF32 && !Ftz)
    return C.B.CreateShl(C.B.CreateZExt(A, C.intTy(32)), 16, "nan.bits");
  if (!(To == FmtF64) && !(From == FmtF64))
    return canonicalNaN(C, To);
  if (To == FmtF64 && Ftz)
    return C.cst(64, 0x7fffffffe0000000ull);
  // Sign, payload (shifted to the other width) and the quiet bit.
  Value *Sign = C.B.CreateLShr(A, FW - 1);
  Value *Mant = C.B.CreateAnd(A, C.cst(FW, mantMask(From)));
  Value *Payload;
  if (TW > FW)
    Payload = C.B.CreateShl(C.B.CreateZExt(Mant, C.intTy(TW)),
                            To.MantBits - From.MantBits);
  else
    Payload = C.B.CreateTrunc(
        C.B.CreateLShr(Mant, From.MantBits - To.MantBits), C.intTy(TW));
  Value *R = C.B.CreateOr(
      C.B.CreateShl(C.B.CreateZExtOrTrunc(Sign, C.intTy(TW)), TW - 1), Payload);
  R = C.B.CreateOr(R, C.cst(TW, expMask(To)));
  return quiet(C, R, To);
}

Value *ptxfp::isTinyAfterRounding(BuildCtx &C, Value *Hi, Value *Lo,
                                  FpFormat F, Rounding R) {
  // Scaled by 2^bias (exact), the smallest normal becomes 2.0 and every
  // value near it is normal in F, so roundPair rounds with the exponent
  // unbounded there.
  IRBuilderBase &B = C.B;
  Value *Scale = ConstantFP::get(Hi->getType(), std::ldexp(1.0, F.bias()));
  Value *SHi = B.CreateFMul(Hi, Scale);
  Value *SLo = Lo ? B.CreateFMul(Lo, Scale) : nullptr;
  if (!Hi->getType()->isDoubleTy()) {
    SHi = B.CreateFPExt(SHi, B.getDoubleTy());
    SLo = SLo ? B.CreateFPExt(SLo, B.getDoubleTy()) : nullptr;
  }
  Value *Rounded = roundPair(C, SHi, SLo, F, R, /*FtzOut=*/false);
  unsigned W = F.bits();
  Value *Mag = B.CreateAnd(Rounded, C.cst(W, signMask(F) - 1));
  uint64_t Two = uint64_t(F.bias() + 1) << F.MantBits;
  return B.CreateICmpULT(Mag, C.cst(W, Two), "tiny");
}

Value *ptxfp::flush(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  Value *E = C.B.CreateAnd(Bits, C.cst(W, expMask(F)));
  Value *Sub = C.B.CreateICmpEQ(E, C.cst(W, 0));
  Value *Signed0 = C.B.CreateAnd(Bits, C.cst(W, signMask(F)));
  return C.B.CreateSelect(Sub, Signed0, Bits, "ftz");
}

Value *ptxfp::saturate(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  // Negative (including -0) and NaN give +0; above 1.0 gives 1.0.  The
  // encodings of non-negative values order as the values.
  uint64_t One = uint64_t(F.bias()) << F.MantBits;
  Value *Neg = signBit(C, Bits, F);
  Value *Low = C.B.CreateOr(Neg, isNaN(C, Bits, F));
  Value *High = C.B.CreateICmpUGT(Bits, C.cst(W, One));
  Value *R = C.B.CreateSelect(High, C.cst(W, One), Bits);
  return C.B.CreateSelect(Low, C.cst(W, 0), R, "sat");
}

Value *ptxfp::relu(BuildCtx &C, Value *Bits, FpFormat F) {
  Value *R = C.B.CreateSelect(signBit(C, Bits, F), C.cst(F.bits(), 0), Bits);
  return C.B.CreateSelect(isNaN(C, Bits, F), canonicalNaN(C, F), R, "relu");
}

Value *ptxfp::asFloat(BuildCtx &C, Value *Bits, FpFormat F) {
  Type *T = F == FmtF64 ? C.B.getDoubleTy() : C.B.getFloatTy();
  return C.B.CreateBitCast(Bits, T);
}

Value *ptxfp::asBits(BuildCtx &C, Value *V) {
  return C.B.CreateBitCast(
      V, C.intTy(V->getType()->getPrimitiveSizeInBits().getFixedValue()));
}

Value *ptxfp::toF32(BuildCtx &C, Value *Bits, FpFormat F) {
  if (F == FmtF16)
    return C.B.CreateFPExt(C.B.CreateBitCast(Bits, C.B.getHalfTy()),
                           C.B.getFloatTy());
  if (F == FmtBF16)
    Bits = C.B.CreateShl(C.B.CreateZExt(Bits, C.intTy(32)), 16);
  return C.B.CreateBitCast(Bits, C.B.getFloatTy());
}

Value *ptxfp::toDouble(BuildCtx &C, Value *Bits, FpFormat F) {
  if (F == FmtF64)
    return C.B.CreateBitCast(Bits, C.B.getDoubleTy());
  return C.B.CreateFPExt(toF32(C, Bits, F), C.B.getDoubleTy());
}

Value *ptxfp::narrowF32(BuildCtx &C, Value *F32, FpFormat Dst) {
  if (Dst == FmtF16) {
    Value *R = C.B.CreateBitCast(C.B.CreateFPTrunc(F32, C.B.getHalfTy()),
                                 C.intTy(16));
    return canonicalize(C, R, Dst);
  }
  // bf16 is the upper half of f32: round to nearest even on the bits (an
  // overflow carries into infinity, subnormals need nothing else).  Not an
  // fptrunc, which some hosts implement with a library call they lack.
  Value *Bits = C.B.CreateBitCast(F32, C.intTy(32));
  Value *Odd = C.B.CreateAnd(C.B.CreateLShr(Bits, 16), C.cst(32, 1));
  Value *Sum = C.B.CreateAdd(C.B.CreateAdd(Bits, C.cst(32, 0x7fff)), Odd);
  Value *R = C.B.CreateTrunc(C.B.CreateLShr(Sum, 16), C.intTy(16), "bf16");
  return C.B.CreateSelect(isNaN(C, Bits, FmtF32), canonicalNaN(C, Dst), R,
                          "canon");
}

Value *ptxfp::twoSumError(BuildCtx &C, Value *A, Value *B, Value *Sum) {
  IRBuilderBase &IB = C.B;
  Value *BV = IB.CreateFSub(Sum, A);
  Value *AV = IB.CreateFSub(Sum, BV);
  Value *DB = IB.CreateFSub(B, BV);
  Value *DA = IB.CreateFSub(A, AV);
  return IB.CreateFAdd(DA, DB, "err");
}

namespace {
/// The direction bits of a pair: is |exact| above or below |Hi|, and the
/// sign of the exact value.
struct PairDir {
  Value *Up = nullptr, *Down = nullptr, *Neg = nullptr;
};
} // namespace

static PairDir direction(BuildCtx &C, Value *HB, Value *Lo) {
  PairDir D;
  Value *Neg = C.B.CreateICmpSLT(HB, C.cst(64, 0));
  if (!Lo) {
    D.Up = D.Down = C.B.getFalse();
    D.Neg = Neg;
    return D;
  }
  Value *Zero = ConstantFP::get(C.B.getDoubleTy(), 0.0);
  Value *LoPos = C.B.CreateFCmpOGT(Lo, Zero);
  Value *LoNeg = C.B.CreateFCmpOLT(Lo, Zero);
  Value *HiZero = C.B.CreateICmpEQ(
      C.B.CreateAnd(HB, C.cst(64, 0x7fffffffffffffffull)), C.cst(64, 0));
  Value *LoNZ = C.B.CreateOr(LoPos, LoNeg);
  D.Up = C.B.CreateSelect(HiZero, LoNZ, C.B.CreateSelect(Neg, LoNeg, LoPos),
                          "up");
  D.Down = C.B.CreateSelect(HiZero, C.B.getFalse(),
                            C.B.CreateSelect(Neg, LoPos, LoNeg), "down");
  D.Neg = C.B.CreateSelect(C.B.CreateAnd(HiZero, LoNZ), LoNeg, Neg, "neg");
  return D;
}

/// Whether direction \p R moves away from zero for a result of sign \p Neg.
static Value *awayFromZero(BuildCtx &C, Rounding R, Value *Neg) {
  switch (R) {
  case Rounding::RP:
    return C.B.CreateNot(Neg);
  case Rounding::RM:
    return Neg;
  default:
    return C.B.getFalse();
  }
}

Value *ptxfp::roundPair(BuildCtx &C, Value *Hi, Value *Lo, FpFormat Dst,
                     Rounding R, bool FtzOut) {
  IRBuilderBase &B = C.B;
  Value *HB = B.CreateBitCast(Hi, C.intTy(64), "hi.bits");
  PairDir D = direction(C, HB, Lo);
  Value *ExpF = B.CreateAnd(B.CreateLShr(HB, 52), C.cst(64, 0x7ff));
  Value *Mant = B.CreateAnd(HB, C.cst(64, mantMask(FmtF64)));
  Value *ExpZero = B.CreateICmpEQ(ExpF, C.cst(64, 0));
  Value *Sig = B.CreateSelect(ExpZero, Mant,
                              B.CreateOr(Mant, C.cst(64, 1ull << 52)), "sig");
  // value = Sig * 2^(E - 52)
  Value *E = B.CreateSub(B.CreateSelect(ExpZero, C.cst(64, 1), ExpF),
                         C.cst(64, 1023), "exp");
  int64_t EMin = 1 - Dst.bias();
  unsigned Md = Dst.MantBits;
  // The result's unit in the last place is 2^(max(E, EMin) - Md).
  Value *Extra = B.CreateBinaryIntrinsic(
      Intrinsic::smax, B.CreateSub(C.cst(64, uint64_t(EMin)), E), C.cst(64, 0));
  Value *Shift = B.CreateBinaryIntrinsic(
      Intrinsic::umin, B.CreateAdd(Extra, C.cst(64, 52 - Md)), C.cst(64, 62),
      nullptr, "shift");
  Value *K = B.CreateLShr(Sig, Shift, "kept");
  Value *RMask = B.CreateSub(B.CreateShl(C.cst(64, 1), Shift), C.cst(64, 1));
  Value *Rem = B.CreateAnd(Sig, RMask, "rem");
  Value *Half = B.CreateShl(C.cst(64, 1), B.CreateSub(Shift, C.cst(64, 1)));
  Value *RemZero = B.CreateICmpEQ(Rem, C.cst(64, 0));

  // Increment or decrement of the kept magnitude.
  Value *Up, *Down;
  if (R == Rounding::RN) {
    Value *Above = B.CreateICmpUGT(Rem, Half);
    Value *AtHalf = B.CreateICmpEQ(Rem, Half);
    Value *Odd = B.CreateTrunc(K, B.getInt1Ty());
    Value *TieUp =
        B.CreateOr(D.Up, B.CreateAnd(B.CreateNot(D.Down), Odd));
    Up = B.CreateOr(Above, B.CreateAnd(AtHalf, TieUp), "round.up");
    Down = B.getFalse();
  } else {
    Value *Away = awayFromZero(C, R, D.Neg);
    Value *AwayUp = B.CreateOr(B.CreateNot(RemZero), D.Up);
    Value *TowardDown = B.CreateAnd(RemZero, D.Down);
    Up = B.CreateAnd(Away, AwayUp, "round.up");
    Down = B.CreateAnd(B.CreateNot(Away), TowardDown, "round.down");
  }
  Value *Scale = B.CreateBinaryIntrinsic(Intrinsic::smax, E,
                                         C.cst(64, uint64_t(EMin)));
  Value *Base = B.CreateShl(
      B.CreateAdd(Scale, C.cst(64, uint64_t(Dst.bias() - 1))), Md);
  Value *Enc = B.CreateAdd(Base, K);
  Enc = B.CreateAdd(Enc, B.CreateZExt(Up, C.intTy(64)));
  Enc = B.CreateSub(Enc, B.CreateZExt(Down, C.intTy(64)), "enc");
  uint64_t InfEnc = expMask(Dst);
  Value *Ovf = B.CreateICmpSGE(Enc, C.cst(64, InfEnc));
  Value *ToInf;
  if (R == Rounding::RN)
    ToInf = B.getTrue();
  else
    ToInf = awayFromZero(C, R, D.Neg);
  Value *OvfVal = B.CreateSelect(ToInf, C.cst(64, InfEnc),
                                 C.cst(64, InfEnc - 1));
  Enc = B.CreateSelect(Ovf, OvfVal, Enc);
  if (FtzOut)
    Enc = B.CreateSelect(B.CreateICmpULT(Enc, C.cst(64, 1ull << Md)),
                         C.cst(64, 0), Enc);
  // Infinities stay.
  Value *IsInfNaN = B.CreateICmpEQ(ExpF, C.cst(64, 0x7ff));
  Enc = B.CreateSelect(IsInfNaN, C.cst(64, InfEnc), Enc);
  Value *Sign = B.CreateShl(B.CreateZExt(D.Neg, C.intTy(64)), Dst.bits() - 1);
  Value *Res = B.CreateTrunc(B.CreateOr(Sign, Enc), C.intTy(Dst.bits()));
  Value *NaN = B.CreateAnd(IsInfNaN, B.CreateICmpNE(Mant, C.cst(64, 0)));
  return B.CreateSelect(NaN, canonicalNaN(C, Dst), Res, "rounded");
}

Value *ptxfp::nudgePair(BuildCtx &C, Value *Hi, Value *Lo, Value *Overflowed,
                     Rounding R) {
  IRBuilderBase &B = C.B;
  Value *HB = B.CreateBitCast(Hi, C.intTy(64), "hi.bits");
  if (R == Rounding::RN)
    return HB;
  PairDir D = direction(C, HB, Lo);
  Value *Down = D.Down;
  if (Overflowed)
    Down = B.CreateOr(Down, Overflowed);
  Value *Away = awayFromZero(C, R, D.Neg);
  Value *Inc = B.CreateAnd(Away, D.Up);
  Value *Dec = B.CreateAnd(B.CreateNot(Away), Down);
  // A zero Hi with an error keeps the error's sign.
  Value *HiZero = B.CreateICmpEQ(
      B.CreateAnd(HB, C.cst(64, 0x7fffffffffffffffull)), C.cst(64, 0));
  Value *Signed = B.CreateSelect(
      HiZero, B.CreateShl(B.CreateZExt(D.Neg, C.intTy(64)), 63), HB);
  Value *V = B.CreateAdd(Signed, B.CreateZExt(Inc, C.intTy(64)));
  return B.CreateSub(V, B.CreateZExt(Dec, C.intTy(64)), "nudged");
}
