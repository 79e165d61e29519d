//===- PTXBuildInt.cpp - Integer, logic and comparison rows ---------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The IR of the integer rows.  PTX defines results where LLVM has poison or
/// undefined behaviour (shifts past the width, division by zero, MIN / -1);
/// those cases are selected explicitly, so the IR never relies on UB and a
/// guarded instruction can be speculated as a select.
///
//===----------------------------------------------------------------------===//

#include "PTXBuild.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;
using namespace shfl::ptx;

namespace {
/// The common view of a one-type integer instruction.
struct IntOp {
  unsigned W;
  bool Signed;
  IntOp(const RInstr &I) : W(bitsOf(I.T[0])), Signed(isSigned(I.T[0])) {}
};
} // namespace

static Value *src(BuildCtx &C, const RInstr &I, unsigned K, unsigned W,
                  bool SExt = false) {
  return C.read(I.Ops[K], W, SExt);
}

void shfl::ptx::buildIntAdd(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *A = src(C, I, 1, O.W), *B = src(C, I, 2, O.W);
  Value *R = I.has(Mod::sat)
                 ? C.B.CreateBinaryIntrinsic(Intrinsic::sadd_sat, A, B,
                                             nullptr, "add.sat")
                 : C.B.CreateAdd(A, B, "add");
  C.write(I.Ops[0], R, O.Signed);
}

void shfl::ptx::buildIntSub(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *A = src(C, I, 1, O.W), *B = src(C, I, 2, O.W);
  Value *R = I.has(Mod::sat)
                 ? C.B.CreateBinaryIntrinsic(Intrinsic::ssub_sat, A, B,
                                             nullptr, "sub.sat")
                 : C.B.CreateSub(A, B, "sub");
  C.write(I.Ops[0], R, O.Signed);
}

/// The 2W-bit product of two W-bit operands.
static Value *wideProduct(BuildCtx &C, Value *A, Value *B, unsigned W,
                          bool Signed) {
  Type *WT = C.intTy(2 * W);
  Value *AW = Signed ? C.B.CreateSExt(A, WT) : C.B.CreateZExt(A, WT);
  Value *BW = Signed ? C.B.CreateSExt(B, WT) : C.B.CreateZExt(B, WT);
  return C.B.CreateMul(AW, BW, "mul.wide");
}

/// a * b in the mode of \p I (.lo, .hi, .wide).
static Value *product(BuildCtx &C, const RInstr &I, unsigned W, bool Signed) {
  Value *A = src(C, I, 1, W), *B = src(C, I, 2, W);
  if (I.has(Mod::lo))
    return C.B.CreateMul(A, B, "mul.lo");
  Value *P = wideProduct(C, A, B, W, Signed);
  if (I.has(Mod::wide))
    return P;
  return C.B.CreateTrunc(C.B.CreateLShr(P, W), C.intTy(W), "mul.hi");
}

void shfl::ptx::buildIntMul(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  C.write(I.Ops[0], product(C, I, O.W, O.Signed), O.Signed);
}

void shfl::ptx::buildIntMad(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *P = product(C, I, O.W, O.Signed);
  unsigned PW = P->getType()->getIntegerBitWidth();
  Value *Add = src(C, I, 3, PW, O.Signed);
  Value *R = I.has(Mod::sat)
                 ? C.B.CreateBinaryIntrinsic(Intrinsic::sadd_sat, P, Add,
                                             nullptr, "mad.sat")
                 : C.B.CreateAdd(P, Add, "mad");
  C.write(I.Ops[0], R, O.Signed);
}

/// mul24: the 48-bit product of the low 24 bits of a and b (sign-extended
/// for .s32); .lo gives bits 0-31 of it, .hi bits 16-47.
static Value *product24(BuildCtx &C, const RInstr &I, bool Signed) {
  auto Low24 = [&](unsigned Idx) {
    Value *T = C.B.CreateTrunc(src(C, I, Idx, 32), C.intTy(24));
    return Signed ? C.B.CreateSExt(T, C.intTy(64))
                  : C.B.CreateZExt(T, C.intTy(64));
  };
  Value *A = Low24(1);
  Value *B = Low24(2);
  Value *P = C.B.CreateMul(A, B, "mul24.wide");
  if (I.has(Mod::hi))
    return C.B.CreateTrunc(C.B.CreateLShr(P, 16), C.intTy(32), "mul24.hi");
  return C.B.CreateTrunc(P, C.intTy(32), "mul24.lo");
}

void shfl::ptx::buildIntMul24(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  C.write(I.Ops[0], product24(C, I, O.Signed), O.Signed);
}

void shfl::ptx::buildIntMad24(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *P = product24(C, I, O.Signed);
  Value *Add = src(C, I, 3, 32, O.Signed);
  Value *R = I.has(Mod::sat)
                 ? C.B.CreateBinaryIntrinsic(Intrinsic::sadd_sat, P, Add,
                                             nullptr, "mad24.sat")
                 : C.B.CreateAdd(P, Add, "mad24");
  C.write(I.Ops[0], R, O.Signed);
}

/// A divisor that never traps: 1 where b is 0, and where a is MIN and b is
/// -1 for signed division.
static Value *safeDivisor(BuildCtx &C, Value *A, Value *B, unsigned W,
                          bool Signed, Value *&IsZero) {
  IsZero = C.B.CreateICmpEQ(B, C.cst(W, 0), "div.by.zero");
  Value *Bad = IsZero;
  if (Signed) {
    Value *Min = C.B.CreateICmpEQ(A, ConstantInt::get(C.intTy(W),
                                                      APInt::getSignedMinValue(W)));
    Value *MinusOne = C.B.CreateICmpEQ(B, ConstantInt::getAllOnesValue(C.intTy(W)));
    Bad = C.B.CreateOr(Bad, C.B.CreateAnd(Min, MinusOne), "div.overflow");
  }
  return C.B.CreateSelect(Bad, C.cst(W, 1), B, "divisor");
}

void shfl::ptx::buildIntDiv(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *A = src(C, I, 1, O.W), *B = src(C, I, 2, O.W);
  Value *IsZero;
  Value *D = safeDivisor(C, A, B, O.W, O.Signed, IsZero);
  Value *Q = O.Signed ? C.B.CreateSDiv(A, D, "div") : C.B.CreateUDiv(A, D, "div");
  Value *R = C.B.CreateSelect(IsZero, ConstantInt::getAllOnesValue(C.intTy(O.W)),
                              Q, "div.q");
  C.write(I.Ops[0], R, O.Signed);
}

void shfl::ptx::buildIntRem(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *A = src(C, I, 1, O.W), *B = src(C, I, 2, O.W);
  Value *IsZero;
  Value *D = safeDivisor(C, A, B, O.W, O.Signed, IsZero);
  Value *Rm = O.Signed ? C.B.CreateSRem(A, D, "rem") : C.B.CreateURem(A, D, "rem");
  // As the H200 computes it: a remainder by zero is all ones, like the
  // quotient (test/hardware/results/ptx_arith).
  Value *R = C.B.CreateSelect(IsZero, ConstantInt::getAllOnesValue(C.intTy(O.W)),
                              Rm, "rem.r");
  C.write(I.Ops[0], R, O.Signed);
}

void shfl::ptx::buildIntMinMax(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  bool Max = I.Row->Name == "max";
  Value *A = src(C, I, 1, O.W), *B = src(C, I, 2, O.W);
  Intrinsic::ID ID = O.Signed ? (Max ? Intrinsic::smax : Intrinsic::smin)
                              : (Max ? Intrinsic::umax : Intrinsic::umin);
  Value *R = C.B.CreateBinaryIntrinsic(ID, A, B, nullptr, Max ? "max" : "min");
  if (I.has(Mod::relu))
    R = C.B.CreateBinaryIntrinsic(Intrinsic::smax, R, C.cst(O.W, 0), nullptr,
                                  "relu");
  C.write(I.Ops[0], R, O.Signed);
}

void shfl::ptx::buildIntAbs(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *A = src(C, I, 1, O.W);
  Value *R = C.B.CreateBinaryIntrinsic(Intrinsic::abs, A, C.B.getFalse(),
                                       nullptr, "abs");
  C.write(I.Ops[0], R, true);
}

void shfl::ptx::buildIntNeg(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  Value *A = src(C, I, 1, O.W);
  C.write(I.Ops[0], C.B.CreateNeg(A, "neg"), true);
}

void shfl::ptx::buildLogic(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *A = src(C, I, 1, W), *B = src(C, I, 2, W);
  StringRef N = I.Row->Name;
  Value *R = N == "and"  ? C.B.CreateAnd(A, B, "and")
             : N == "or" ? C.B.CreateOr(A, B, "or")
                         : C.B.CreateXor(A, B, "xor");
  C.write(I.Ops[0], R);
}

void shfl::ptx::buildPredLogic(BuildCtx &C, const RInstr &I) {
  StringRef N = I.Row->Name;
  Value *A = C.readPred(I.Ops[1]);
  Value *R;
  if (N == "mov")
    R = A;
  else if (N == "not")
    R = C.B.CreateNot(A, "not");
  else {
    Value *B = C.readPred(I.Ops[2]);
    R = N == "and"  ? C.B.CreateAnd(A, B, "and")
        : N == "or" ? C.B.CreateOr(A, B, "or")
                    : C.B.CreateXor(A, B, "xor");
  }
  C.writePred(I.Ops[0], R);
}

void shfl::ptx::buildNot(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  C.write(I.Ops[0], C.B.CreateNot(src(C, I, 1, W), "not"));
}

void shfl::ptx::buildCnot(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *IsZero = C.B.CreateICmpEQ(src(C, I, 1, W), C.cst(W, 0));
  C.write(I.Ops[0], C.B.CreateZExt(IsZero, C.intTy(W), "cnot"));
}

void shfl::ptx::buildShift(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  bool Left = I.Row->Name == "shl";
  bool Arith = !Left && isSigned(I.T[0]);
  Value *A = src(C, I, 1, W);
  // The amount is an unsigned 32-bit value; amounts past the width clamp.
  Value *Amt = src(C, I, 2, 32);
  Value *Big = C.B.CreateICmpUGE(Amt, C.cst(32, W), "shift.big");
  Value *Clamped = C.B.CreateSelect(Big, C.cst(32, W - 1), Amt);
  Value *N = C.B.CreateZExtOrTrunc(Clamped, C.intTy(W));
  Value *R;
  if (Left) {
    R = C.B.CreateShl(A, N);
    R = C.B.CreateSelect(Big, C.cst(W, 0), R, "shl");
  } else if (Arith) {
    R = C.B.CreateAShr(A, N, "shr"); // W-1 gives the sign fill
  } else {
    R = C.B.CreateLShr(A, N);
    R = C.B.CreateSelect(Big, C.cst(W, 0), R, "shr");
  }
  C.write(I.Ops[0], R, Arith);
}

void shfl::ptx::buildShf(BuildCtx &C, const RInstr &I) {
  Value *A = src(C, I, 1, 32), *B = src(C, I, 2, 32), *N = src(C, I, 3, 32);
  // n = .clamp ? min(c, 32) : c & 31; the funnel is b:a (b high).
  Value *Amt = I.has(Mod::clamp)
                   ? C.B.CreateBinaryIntrinsic(Intrinsic::umin, N, C.cst(32, 32))
                   : C.B.CreateAnd(N, C.cst(32, 31));
  Value *Hi = C.B.CreateShl(C.B.CreateZExt(B, C.intTy(64)), 32);
  Value *Cat = C.B.CreateOr(Hi, C.B.CreateZExt(A, C.intTy(64)), "shf.cat");
  Value *Amt64 = C.B.CreateZExt(Amt, C.intTy(64));
  Value *R;
  if (I.has(Mod::l))
    R = C.B.CreateTrunc(C.B.CreateLShr(C.B.CreateShl(Cat, Amt64), 32),
                        C.intTy(32), "shf.l");
  else
    R = C.B.CreateTrunc(C.B.CreateLShr(Cat, Amt64), C.intTy(32), "shf.r");
  C.write(I.Ops[0], R);
}

/// All ones below bit \p N (N in [0, W]).
static Value *lowMask(BuildCtx &C, Value *N, unsigned W) {
  Value *Full = C.B.CreateICmpUGE(N, C.cst(W, W));
  Value *Safe = C.B.CreateSelect(Full, C.cst(W, 0), N);
  Value *M = C.B.CreateSub(C.B.CreateShl(C.cst(W, 1), Safe), C.cst(W, 1));
  return C.B.CreateSelect(Full, ConstantInt::getAllOnesValue(C.intTy(W)), M,
                          "mask");
}

/// A position or length operand of bfe/bfi: the 32-bit forms read its low
/// 8 bits (PTX ISA); the H200 runs the 64-bit forms on the whole 32-bit
/// value (test/hardware/results/ptx_arith: a position of 0x11c extracts
/// nothing from a .b64).
static Value *fieldOperand(BuildCtx &C, Value *V, unsigned W) {
  return W == 32 ? C.B.CreateAnd(V, C.cst(32, 0xff)) : V;
}

void shfl::ptx::buildBfe(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  unsigned W = O.W, Msb = W - 1;
  Value *A = src(C, I, 1, W);
  Value *Pos = fieldOperand(C, src(C, I, 2, 32), W);
  Value *Len = fieldOperand(C, src(C, I, 3, 32), W);
  // sbit = a[min(pos + len - 1, msb)] for signed types and len != 0.
  Value *Sbit = C.cst(W, 0);
  if (O.Signed) {
    // pos + len - 1 without wrapping: the 64-bit forms take 32-bit
    // operands whole, so the sum is formed in 64 bits there.
    unsigned SW = W == 64 ? 64 : 32;
    Value *PosS = C.B.CreateZExtOrTrunc(Pos, C.intTy(SW));
    Value *LenS = C.B.CreateZExtOrTrunc(Len, C.intTy(SW));
    Value *Top = C.B.CreateSub(C.B.CreateAdd(PosS, LenS), C.cst(SW, 1));
    Value *Idx = C.B.CreateBinaryIntrinsic(Intrinsic::umin, Top,
                                           C.cst(SW, Msb));
    Value *Bit = C.B.CreateAnd(
        C.B.CreateLShr(A, C.B.CreateZExtOrTrunc(Idx, C.intTy(W))), C.cst(W, 1));
    Value *LenZero = C.B.CreateICmpEQ(Len, C.cst(32, 0));
    Sbit = C.B.CreateSelect(LenZero, C.cst(W, 0), Bit, "bfe.sbit");
  }
  // Bits i < min(len, msb + 1 - pos) come from a[pos + i]; the rest are sbit.
  Value *PosOut = C.B.CreateICmpUGT(Pos, C.cst(32, Msb));
  Value *Avail = C.B.CreateSub(C.cst(32, W), Pos);
  Value *N32 = C.B.CreateSelect(
      PosOut, C.cst(32, 0),
      C.B.CreateBinaryIntrinsic(Intrinsic::umin, Len, Avail));
  Value *N = C.B.CreateZExtOrTrunc(N32, C.intTy(W));
  Value *Shift = C.B.CreateZExtOrTrunc(
      C.B.CreateSelect(PosOut, C.cst(32, 0), Pos), C.intTy(W));
  Value *Field = C.B.CreateLShr(A, Shift);
  Value *Mask = lowMask(C, N, W);
  Value *Keep = C.B.CreateAnd(Field, Mask);
  Value *Ones = C.B.CreateNeg(Sbit);
  Value *Fill = C.B.CreateAnd(Ones, C.B.CreateNot(Mask));
  C.write(I.Ops[0], C.B.CreateOr(Keep, Fill, "bfe"), O.Signed);
}

void shfl::ptx::buildBfi(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *F = src(C, I, 1, W), *Base = src(C, I, 2, W);
  Value *Pos = fieldOperand(C, src(C, I, 3, 32), W);
  Value *Len = fieldOperand(C, src(C, I, 4, 32), W);
  // d[pos + i] = f[i] for i < len and pos + i <= msb.
  Value *PosOut = C.B.CreateICmpUGE(Pos, C.cst(32, W));
  Value *PosW = C.B.CreateZExtOrTrunc(
      C.B.CreateSelect(PosOut, C.cst(32, 0), Pos), C.intTy(W));
  Value *LenW = C.B.CreateZExtOrTrunc(
      C.B.CreateBinaryIntrinsic(Intrinsic::umin, Len, C.cst(32, W)),
      C.intTy(W));
  Value *Mask = C.B.CreateShl(lowMask(C, LenW, W), PosW);
  Mask = C.B.CreateSelect(PosOut, C.cst(W, 0), Mask, "bfi.mask");
  Value *Ins = C.B.CreateAnd(C.B.CreateShl(F, PosW), Mask);
  Value *R = C.B.CreateOr(C.B.CreateAnd(Base, C.B.CreateNot(Mask)), Ins, "bfi");
  C.write(I.Ops[0], R);
}

void shfl::ptx::buildPopc(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *R = C.B.CreateUnaryIntrinsic(Intrinsic::ctpop, src(C, I, 1, W));
  C.write(I.Ops[0], C.B.CreateZExtOrTrunc(R, C.intTy(32), "popc"));
}

void shfl::ptx::buildClz(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *R = C.B.CreateBinaryIntrinsic(Intrinsic::ctlz, src(C, I, 1, W),
                                       C.B.getFalse());
  C.write(I.Ops[0], C.B.CreateZExtOrTrunc(R, C.intTy(32), "clz"));
}

void shfl::ptx::buildBrev(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  C.write(I.Ops[0], C.B.CreateUnaryIntrinsic(Intrinsic::bitreverse,
                                             src(C, I, 1, W), nullptr, "brev"));
}

void shfl::ptx::buildBmsk(BuildCtx &C, const RInstr &I) {
  Value *A = src(C, I, 1, 32), *B = src(C, I, 2, 32);
  // PTX ISA: mask0 = ~0 << (a & 31), mask1 = ~0 << ((a & 31) + (b & 31)),
  // mask1 = 0 if that sum is 32 or more or (.clamp) b >= 32, mask0 = 0 if
  // (.clamp) a >= 32; d = mask0 & ~mask1.  (The ISA's mask1 = ~0 for
  // b & 31 == 0 gives d = 0, as the shift by a & 31 does.)
  Value *A1 = C.B.CreateAnd(A, C.cst(32, 31));
  Value *Sum = C.B.CreateAdd(A1, C.B.CreateAnd(B, C.cst(32, 31)));
  Value *Ones = C.cst(32, 0xffffffff);
  Value *Mask0 = C.B.CreateShl(Ones, A1);
  Value *Over = C.B.CreateICmpUGE(Sum, C.cst(32, 32));
  if (I.has(Mod::clamp)) {
    Mask0 = C.B.CreateSelect(C.B.CreateICmpUGE(A, C.cst(32, 32)), C.cst(32, 0),
                             Mask0);
    Over = C.B.CreateOr(Over, C.B.CreateICmpUGE(B, C.cst(32, 32)));
  }
  Value *Mask1 = C.B.CreateSelect(
      Over, C.cst(32, 0),
      C.B.CreateShl(Ones, C.B.CreateAnd(Sum, C.cst(32, 31))));
  C.write(I.Ops[0], C.B.CreateAnd(Mask0, C.B.CreateNot(Mask1), "bmsk"));
}

void shfl::ptx::buildBfind(BuildCtx &C, const RInstr &I) {
  IntOp O(I);
  unsigned W = O.W;
  Value *A = src(C, I, 1, W);
  // For signed types the search is for the most significant bit that
  // differs from the sign: that of ~a for negative a.
  if (O.Signed) {
    Value *Neg = C.B.CreateICmpSLT(A, C.cst(W, 0));
    A = C.B.CreateSelect(Neg, C.B.CreateNot(A), A);
  }
  Value *Lz = C.B.CreateZExtOrTrunc(
      C.B.CreateBinaryIntrinsic(Intrinsic::ctlz, A, C.B.getFalse()),
      C.intTy(32));
  Value *None = C.B.CreateICmpEQ(A, C.cst(W, 0));
  Value *Pos = I.has(Mod::shiftamt) ? Lz
                                    : C.B.CreateSub(C.cst(32, W - 1), Lz);
  C.write(I.Ops[0], C.B.CreateSelect(None, C.cst(32, 0xffffffff), Pos, "bfind"));
}

void shfl::ptx::buildLop3(BuildCtx &C, const RInstr &I) {
  Value *A = src(C, I, 1, 32), *B = src(C, I, 2, 32), *Cv = src(C, I, 3, 32);
  uint64_t Lut = C.immediate(I.Ops[4]) & 0xff;
  // Sum of the minterms: entry i of the table is f(a, b, c) for
  // a = i>>2 & 1, b = i>>1 & 1, c = i & 1 (ta = 0xF0, tb = 0xCC, tc = 0xAA).
  Value *NA = C.B.CreateNot(A), *NB = C.B.CreateNot(B), *NC = C.B.CreateNot(Cv);
  Value *R = C.cst(32, 0);
  for (unsigned E = 0; E < 8; ++E) {
    if (!(Lut >> E & 1))
      continue;
    Value *T = C.B.CreateAnd(C.B.CreateAnd(E & 4 ? A : NA, E & 2 ? B : NB),
                             E & 1 ? Cv : NC);
    R = C.B.CreateOr(R, T);
  }
  if (Lut == 0xff)
    R = C.cst(32, 0xffffffff);
  R->setName("lop3");
  C.write(I.Ops[0], R);
}

void shfl::ptx::buildSelp(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *A = isFloat(I.T[0]) ? C.readFloat(I.Ops[1], formatOf(I.T[0]))
                             : src(C, I, 1, W);
  Value *B = isFloat(I.T[0]) ? C.readFloat(I.Ops[2], formatOf(I.T[0]))
                             : src(C, I, 2, W);
  Value *P = C.readPred(I.Ops[3]);
  C.write(I.Ops[0], C.B.CreateSelect(P, A, B, "selp"), isSigned(I.T[0]));
}

void shfl::ptx::buildIntX2(BuildCtx &C, const RInstr &I) {
  bool S = I.T[0] == PTXType::S16x2;
  StringRef N = I.Row->Name;
  Value *A = src(C, I, 1, 32), *B = src(C, I, 2, 32);
  Value *R = nullptr;
  for (unsigned K = 0; K < 2; ++K) {
    Value *X = C.B.CreateTrunc(K ? C.B.CreateLShr(A, 16) : A, C.intTy(16));
    Value *Y = C.B.CreateTrunc(K ? C.B.CreateLShr(B, 16) : B, C.intTy(16));
    Value *V;
    if (N == "add")
      V = C.B.CreateAdd(X, Y);
    else if (N == "sub")
      V = C.B.CreateSub(X, Y);
    else {
      bool Max = N == "max";
      Intrinsic::ID ID = S ? (Max ? Intrinsic::smax : Intrinsic::smin)
                           : (Max ? Intrinsic::umax : Intrinsic::umin);
      V = C.B.CreateBinaryIntrinsic(ID, X, Y);
      if (I.has(Mod::relu))
        V = C.B.CreateBinaryIntrinsic(Intrinsic::smax, V, C.cst(16, 0));
    }
    Value *W = C.B.CreateZExt(V, C.intTy(32));
    R = K ? C.B.CreateOr(R, C.B.CreateShl(W, 16), N) : W;
  }
  C.write(I.Ops[0], R);
}

void shfl::ptx::buildDot(BuildCtx &C, const RInstr &I) {
  bool SA = isSigned(I.T[0]), SB = isSigned(I.T[1]);
  bool Two = I.Row->Name == "dp2a";
  Value *A = src(C, I, 1, 32), *B = src(C, I, 2, 32);
  Value *Acc = src(C, I, 3, 32);
  auto Part = [&](Value *V, unsigned Shift, unsigned Bits, bool Signed) {
    Value *P = C.B.CreateTrunc(Shift ? C.B.CreateLShr(V, Shift) : V,
                               C.intTy(Bits));
    return Signed ? C.B.CreateSExt(P, C.intTy(32))
                  : C.B.CreateZExt(P, C.intTy(32));
  };
  unsigned N = Two ? 2 : 4;
  unsigned BFirst = Two && I.has(Mod::hi) ? 2 : 0;
  for (unsigned K = 0; K < N; ++K) {
    Value *X = Two ? Part(A, 16 * K, 16, SA) : Part(A, 8 * K, 8, SA);
    Value *Y = Part(B, 8 * (BFirst + K), 8, SB);
    Acc = C.B.CreateAdd(Acc, C.B.CreateMul(X, Y));
  }
  Acc->setName(I.Row->Name);
  C.write(I.Ops[0], Acc);
}
