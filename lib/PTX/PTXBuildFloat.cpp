//===- PTXBuildFloat.cpp - Floating-point rows ----------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The IR of the float rows.  Round-to-nearest f32 and f64 use LLVM's IEEE
/// instructions directly.  Every other case is exact through PTXFloat.h:
///
///  - directed rounding (.rz/.rm/.rp) of f32 results: the exact result as a
///    pair of doubles (the f32 operands are exact in f64; sums by TwoSum,
///    products exact, quotients and square roots by their FMA residual),
///    then rounded to f32 in the direction;
///  - directed rounding of f64 results: the nearest result and the sign of
///    its error (TwoSum; FMA residuals of frexp-normalised operands, so that
///    underflow cannot hide the error; for fma an exact expansion of
///    a * b + c - nearest), then the neighbour if needed;
///  - f16 and bf16 arithmetic: exact pairs in f64, rounded once.
///
/// NaN results are NVIDIA's canonical NaN (all ones but the sign) for every
/// float result of these rows.  .ftz flushes subnormal inputs and results to
/// zeros of the same sign; .sat clamps to [0, 1] with NaN giving +0.
///
//===----------------------------------------------------------------------===//

#include "PTXBuild.h"
#include "PTXFloat.h"
#include "PTXMufu.h"
#include "llvm/IR/Intrinsics.h"
#include <cmath>

using namespace llvm;
using namespace shfl::ptx;

namespace {
/// The operation of an arithmetic row.
enum class FOp { Add, Sub, Mul, Fma, Div, Rcp, Sqrt };
} // namespace

static FOp opOf(StringRef Name) {
  if (Name == "add")
    return FOp::Add;
  if (Name == "sub")
    return FOp::Sub;
  if (Name == "mul")
    return FOp::Mul;
  if (Name == "fma" || Name == "mad")
    return FOp::Fma;
  if (Name == "div")
    return FOp::Div;
  if (Name == "rcp")
    return FOp::Rcp;
  return FOp::Sqrt;
}

static unsigned numSources(FOp Op) {
  switch (Op) {
  case FOp::Fma:
    return 3;
  case FOp::Rcp:
  case FOp::Sqrt:
    return 1;
  default:
    return 2;
  }
}

static Value *dbl(BuildCtx &C, double D) {
  return ConstantFP::get(C.B.getDoubleTy(), D);
}

/// Splits an x2 value into its lanes (lane 0 is the low half).
static std::pair<Value *, Value *> lanes(BuildCtx &C, Value *V) {
  Value *Lo = C.B.CreateTrunc(V, C.intTy(16));
  Value *Hi = C.B.CreateTrunc(C.B.CreateLShr(V, 16), C.intTy(16));
  return {Lo, Hi};
}

static Value *pack(BuildCtx &C, Value *Lo, Value *Hi) {
  Value *L = C.B.CreateZExt(Lo, C.intTy(32));
  Value *H = C.B.CreateShl(C.B.CreateZExt(Hi, C.intTy(32)), 16);
  return C.B.CreateOr(L, H, "pack");
}

/// Reads the sources of a float instruction as bits of \p F; lane \p Lane
/// of x2 types (-1 for scalars).
static SmallVector<Value *, 3> sources(BuildCtx &C, const RInstr &I,
                                       unsigned First, unsigned N, FpFormat F,
                                       int Lane) {
  SmallVector<Value *, 3> S;
  for (unsigned K = 0; K < N; ++K) {
    Value *V;
    if (Lane < 0) {
      V = C.readFloat(I.Ops[First + K], F);
    } else {
      V = C.read(I.Ops[First + K], 32);
      auto L = lanes(C, V);
      V = Lane == 0 ? L.first : L.second;
    }
    if (I.has(Mod::ftz))
      V = ptxfp::flush(C, V, F);
    S.push_back(V);
  }
  return S;
}

/// Writes the result of a float instruction with \p N sources from operand
/// 1: \p Lane computes one scalar lane from the sources' bits; an x2 type
/// runs it on the low, then the high halves and packs the two results.
static void writeLanewise(BuildCtx &C, const RInstr &I, unsigned N,
                          function_ref<Value *(ArrayRef<Value *>)> Lane) {
  FpFormat F = formatOf(I.T[0]);
  if (typeInfo(I.T[0]).Lanes == 2) {
    auto S0 = sources(C, I, 1, N, F, 0);
    auto S1 = sources(C, I, 1, N, F, 1);
    Value *Lo = Lane(S0);
    Value *Hi = Lane(S1);
    C.write(I.Ops[0], pack(C, Lo, Hi));
    return;
  }
  C.write(I.Ops[0], Lane(sources(C, I, 1, N, F, -1)));
}

/// IEEE: an exact zero sum of two addends rounds to -0 under .rm unless both
/// addends are +0 (every other direction gives +0 unless both are -0, which
/// round-to-nearest f64 already does).  \p ExactZero says that the exact
/// sum is zero; by default, that X + Y rounds to zero, which is the same for
/// a sum of two doubles but not for an f64 fma whose product X is rounded.
static Value *fixZeroSumRM(BuildCtx &C, Value *Res, FpFormat F, Value *X,
                           Value *Y, Value *ExactZero = nullptr) {
  Value *XPos0 = C.B.CreateICmpEQ(ptxfp::asBits(C, X), C.cst(64, 0));
  Value *YPos0 = C.B.CreateICmpEQ(ptxfp::asBits(C, Y), C.cst(64, 0));
  Value *Both = C.B.CreateAnd(XPos0, YPos0);
  Value *Zero = ptxfp::isZero(C, Res, F);
  Value *Fixed = C.B.CreateSelect(Both, C.cst(F.bits(), 0),
                                  C.cst(F.bits(), uint64_t(1) << (F.bits() - 1)));
  // Only an exact zero: a non-zero exact result never rounds to zero under
  // .rm with the wrong sign (roundPair keeps the sign of the exact value).
  Value *SumZero = ExactZero ? ExactZero
                             : C.B.CreateFCmpOEQ(C.B.CreateFAdd(X, Y),
                                                 dbl(C, 0.0));
  return C.B.CreateSelect(C.B.CreateAnd(Zero, SumZero), Fixed, Res, "rm.zero");
}

/// frexp of a double: {mantissa in [0.5, 1), exponent}.
static std::pair<Value *, Value *> frexp(BuildCtx &C, Value *X) {
  Value *R = C.B.CreateIntrinsic(Intrinsic::frexp,
                                 {C.B.getDoubleTy(), C.B.getInt32Ty()}, {X});
  return {C.B.CreateExtractValue(R, 0), C.B.CreateExtractValue(R, 1)};
}

static Value *ldexp(BuildCtx &C, Value *X, Value *E) {
  return C.B.CreateIntrinsic(Intrinsic::ldexp,
                             {C.B.getDoubleTy(), C.B.getInt32Ty()}, {X, E});
}

static Value *fmaD(BuildCtx &C, Value *A, Value *B, Value *Cv) {
  return C.B.CreateIntrinsic(Intrinsic::fma, {C.B.getDoubleTy()}, {A, B, Cv});
}

static Value *fabsD(BuildCtx &C, Value *X) {
  return C.B.CreateUnaryIntrinsic(Intrinsic::fabs, X);
}

static Value *isFiniteD(BuildCtx &C, Value *X) {
  return C.B.CreateFCmpOLT(fabsD(C, X), dbl(C, INFINITY));
}

/// Adds \p X to the expansion \p E (non-overlapping components, least
/// significant first) by Shewchuk's Grow-Expansion: the result is again a
/// non-overlapping expansion of the exact sum, least significant first.
static SmallVector<Value *, 4> growExpansion(BuildCtx &C, ArrayRef<Value *> E,
                                             Value *X) {
  SmallVector<Value *, 4> R;
  Value *Q = X;
  for (Value *Component : E) {
    Value *Sum = C.B.CreateFAdd(Q, Component);
    R.push_back(ptxfp::twoSumError(C, Q, Component, Sum));
    Q = Sum;
  }
  R.push_back(Q);
  return R;
}

/// f64 fma as (Hi, Err): Hi is the fma rounded to nearest and Err has the
/// sign of the exact a * b + c less Hi (Err is 0 where Hi is exact).
///
/// The sign comes from an exact expansion of a * b + c - Hi in a frame
/// scaled by 2^-k, k the exponent of a * b, so that no step can underflow:
/// with a = ma * 2^ea, b = mb * 2^eb (frexp) the product ma * mb lies in
/// [1/4, 1) and splits exactly into P + Pe (TwoProd by FMA).  The scaled
/// addend c' = c * 2^-k is exact unless it is far outside the product's
/// bits:
///  - |c'| < 2^-200: only its sign can matter (the product's bits end at
///    2^-106 and Hi' is a multiple of them), so c' becomes +-2^-200;
///  - |c'| > 2^200: the product is far below half an ulp of c, so Hi = c
///    and the error has the product's sign.
/// Zero or non-finite operands and a non-finite Hi make no error;
/// \p Overflowed says that finite operands rounded to infinity.
static std::pair<Value *, Value *> fmaPair64(BuildCtx &C, ArrayRef<Value *> S,
                                             Value *&Overflowed) {
  IRBuilderBase &B = C.B;
  Value *A = S[0], *Bv = S[1], *Cv = S[2];
  Value *Hi = fmaD(C, A, Bv, Cv);
  auto [MA, EA] = frexp(C, A);
  auto [MB, EB] = frexp(C, Bv);
  Value *NegK = B.CreateNeg(B.CreateAdd(EA, EB), "neg.k");
  Value *P = B.CreateFMul(MA, MB, "p");
  Value *Pe = fmaD(C, MA, MB, B.CreateFNeg(P));
  Value *CS = ldexp(C, Cv, NegK);
  Value *AbsCS = fabsD(C, CS);
  // Sequenced: the IR must not depend on the host compiler.
  Value *CNonZero = B.CreateFCmpONE(Cv, dbl(C, 0.0));
  Value *CTiny =
      B.CreateAnd(CNonZero, B.CreateFCmpOLT(AbsCS, dbl(C, 0x1p-200)));
  Value *CHuge = B.CreateFCmpOGT(AbsCS, dbl(C, 0x1p200));
  Value *Sticky = B.CreateIntrinsic(Intrinsic::copysign, {B.getDoubleTy()},
                                    {dbl(C, 0x1p-200), Cv});
  CS = B.CreateSelect(CTiny, Sticky, CS, "c.scaled");
  Value *HiS = ldexp(C, Hi, NegK);
  SmallVector<Value *, 4> E = growExpansion(C, {Pe, P}, CS);
  E = growExpansion(C, E, B.CreateFNeg(HiS));
  // The most significant non-zero component carries the sign.
  Value *Err = E.front();
  for (Value *Component : ArrayRef<Value *>(E).drop_front())
    Err = B.CreateSelect(B.CreateFCmpONE(Component, dbl(C, 0.0)), Component,
                         Err);
  Value *SignA = B.CreateIntrinsic(Intrinsic::copysign, {B.getDoubleTy()},
                                   {dbl(C, 1.0), A});
  Value *SignB = B.CreateIntrinsic(Intrinsic::copysign, {B.getDoubleTy()},
                                   {dbl(C, 1.0), Bv});
  Value *ProdSign = B.CreateFMul(SignA, SignB);
  Err = B.CreateSelect(CHuge, ProdSign, Err);
  // Sequenced: the IR must not depend on the host compiler.
  Value *FinA = isFiniteD(C, A);
  Value *FinB = isFiniteD(C, Bv);
  Value *FinC = isFiniteD(C, Cv);
  Value *Finite = B.CreateAnd(FinA, B.CreateAnd(FinB, FinC));
  Value *ProdNZ = B.CreateFCmpONE(P, dbl(C, 0.0));
  Value *HiFinite = isFiniteD(C, Hi);
  Value *OK = B.CreateAnd(Finite, B.CreateAnd(ProdNZ, HiFinite));
  Overflowed = B.CreateAnd(Finite, B.CreateNot(HiFinite));
  return {Hi, B.CreateSelect(OK, Err, dbl(C, 0.0), "err")};
}

/// The exact result of \p Op on doubles \p S as (Hi, Lo).  When \p Exact64
/// the operands come from a narrower format, so products are exact and the
/// FMA residuals cannot underflow; otherwise (f64 operands) products,
/// quotients and square roots are normalised with frexp first.
static std::pair<Value *, Value *> exactPair(BuildCtx &C, FOp Op,
                                             ArrayRef<Value *> S,
                                             bool Exact64,
                                             Value *&Overflowed) {
  IRBuilderBase &B = C.B;
  Overflowed = nullptr;
  switch (Op) {
  case FOp::Add:
  case FOp::Sub: {
    Value *Y = Op == FOp::Sub ? B.CreateFNeg(S[1]) : S[1];
    Value *Sum = B.CreateFAdd(S[0], Y, "sum");
    Value *Err = ptxfp::twoSumError(C, S[0], Y, Sum);
    if (!Exact64) {
      // Sequenced: the IR must not depend on the host compiler.
      Value *SumInf = B.CreateFCmpOEQ(
          B.CreateUnaryIntrinsic(Intrinsic::fabs, Sum), dbl(C, INFINITY));
      Value *XFin = B.CreateFCmpONE(
          B.CreateUnaryIntrinsic(Intrinsic::fabs, S[0]), dbl(C, INFINITY));
      Value *YFin = B.CreateFCmpONE(B.CreateUnaryIntrinsic(Intrinsic::fabs, Y),
                                    dbl(C, INFINITY));
      Overflowed = B.CreateAnd(SumInf, B.CreateAnd(XFin, YFin));
    }
    return {Sum, Err};
  }
  case FOp::Mul: {
    Value *P = B.CreateFMul(S[0], S[1], "prod");
    if (Exact64)
      return {P, nullptr};
    auto [MA, EA] = frexp(C, S[0]);
    auto [MB, EB] = frexp(C, S[1]);
    Value *PN = ldexp(C, P, B.CreateNeg(B.CreateAdd(EA, EB)));
    Value *R = fmaD(C, MA, MB, B.CreateFNeg(PN));
    // Only for finite non-zero operands; otherwise the product is exact.
    Value *Fin = B.CreateFCmpONE(
        B.CreateUnaryIntrinsic(Intrinsic::fabs, B.CreateFMul(MA, MB)),
        dbl(C, 0.0));
    Value *FinA = isFiniteD(C, S[0]);
    Value *FinB = isFiniteD(C, S[1]);
    Value *OK = B.CreateAnd(Fin, B.CreateAnd(FinA, FinB));
    return {P, B.CreateSelect(OK, R, dbl(C, 0.0), "err")};
  }
  case FOp::Fma: {
    if (!Exact64)
      return fmaPair64(C, S, Overflowed);
    Value *P = B.CreateFMul(S[0], S[1], "prod");
    Value *Sum = B.CreateFAdd(P, S[2], "sum");
    return {Sum, ptxfp::twoSumError(C, P, S[2], Sum)};
  }
  case FOp::Div:
  case FOp::Rcp: {
    Value *A = Op == FOp::Rcp ? dbl(C, 1.0) : S[0];
    Value *D = Op == FOp::Rcp ? S[0] : S[1];
    Value *Q = B.CreateFDiv(A, D, "quot");
    Value *MA = A, *MD = D, *QN = Q;
    Value *OK = B.getTrue();
    if (!Exact64) {
      auto [FA, EA] = frexp(C, A);
      auto [FD, ED] = frexp(C, D);
      MA = FA;
      MD = FD;
      QN = ldexp(C, Q, B.CreateSub(ED, EA));
      Value *ANZ = B.CreateFCmpONE(FA, dbl(C, 0.0));
      Value *DNZ = B.CreateFCmpONE(FD, dbl(C, 0.0));
      Value *NZ = B.CreateAnd(ANZ, DNZ);
      Value *AFin = isFiniteD(C, A);
      Value *DFin = isFiniteD(C, D);
      Value *Fin = B.CreateAnd(AFin, DFin);
      OK = B.CreateAnd(NZ, Fin);
    }
    Value *R = fmaD(C, B.CreateFNeg(QN), MD, MA);
    // sign(exact - Q) = sign(R) * sign(D)
    Value *SignD = B.CreateIntrinsic(Intrinsic::copysign, {B.getDoubleTy()},
                                     {dbl(C, 1.0), MD});
    Value *Err = B.CreateFMul(R, SignD);
    return {Q, B.CreateSelect(OK, Err, dbl(C, 0.0), "err")};
  }
  case FOp::Sqrt: {
    Value *A = S[0];
    Value *Sq = B.CreateUnaryIntrinsic(Intrinsic::sqrt, A, nullptr, "root");
    if (Exact64)
      return {Sq, fmaD(C, B.CreateFNeg(Sq), Sq, A)};
    auto [M, E] = frexp(C, A);
    Value *Odd = B.CreateTrunc(E, B.getInt1Ty());
    Value *M2 = B.CreateSelect(Odd, B.CreateFMul(M, dbl(C, 2.0)), M);
    Value *E2 = B.CreateSelect(Odd, B.CreateSub(E, B.getInt32(1)), E);
    Value *SN = ldexp(C, Sq, B.CreateNeg(B.CreateAShr(E2, 1)));
    Value *R = fmaD(C, B.CreateFNeg(SN), SN, M2);
    Value *Pos = B.CreateFCmpOGT(A, dbl(C, 0.0));
    Value *Fin = B.CreateFCmpOLT(A, dbl(C, INFINITY));
    Value *OK = B.CreateAnd(Pos, Fin);
    return {Sq, B.CreateSelect(OK, R, dbl(C, 0.0), "err")};
  }
  }
  llvm_unreachable("covered switch");
}

/// Round-to-nearest on the native type (f32, f64).
static Value *nativeOp(BuildCtx &C, FOp Op, ArrayRef<Value *> S) {
  IRBuilderBase &B = C.B;
  switch (Op) {
  case FOp::Add: return B.CreateFAdd(S[0], S[1], "add");
  case FOp::Sub: return B.CreateFSub(S[0], S[1], "sub");
  case FOp::Mul: return B.CreateFMul(S[0], S[1], "mul");
  case FOp::Fma:
    return B.CreateIntrinsic(Intrinsic::fma, {S[0]->getType()},
                             {S[0], S[1], S[2]}, nullptr, "fma");
  case FOp::Div: return B.CreateFDiv(S[0], S[1], "div");
  case FOp::Rcp:
    return B.CreateFDiv(ConstantFP::get(S[0]->getType(), 1.0), S[0], "rcp");
  case FOp::Sqrt:
    return B.CreateUnaryIntrinsic(Intrinsic::sqrt, S[0], nullptr, "sqrt");
  }
  llvm_unreachable("covered switch");
}

/// The operands of \p Op in the order in which the H200 picks the NaN an
/// f64 result carries (see ptxfp::nanResult): the second operand first for
/// add, sub and mul, then the addend, then the first (fma); the first for
/// div.
static SmallVector<Value *, 3> nanOrder(FOp Op, ArrayRef<Value *> S) {
  static const unsigned Order[][3] = {
      /*Add*/ {1, 0, ~0u}, /*Sub*/ {1, 0, ~0u}, /*Mul*/ {1, 0, ~0u},
      /*Fma*/ {1, 2, 0},   /*Div*/ {0, 1, ~0u}, /*Rcp*/ {0, ~0u, ~0u},
      /*Sqrt*/ {0, ~0u, ~0u}};
  SmallVector<Value *, 3> R;
  for (unsigned I : Order[static_cast<unsigned>(Op)])
    if (I != ~0u)
      R.push_back(S[I]);
  return R;
}

/// .ftz on f32: NVIDIA flushes a result that is tiny after rounding (see
/// ptxfp::isTinyAfterRounding), also where the rounded result is the
/// smallest normal.  \p Native holds the f32 operands.
static Value *flushTiny(BuildCtx &C, FOp Op, FpFormat F, Rounding R,
                        ArrayRef<Value *> Native, Value *Res) {
  SmallVector<Value *, 3> D;
  for (Value *V : Native)
    D.push_back(C.B.CreateFPExt(V, C.B.getDoubleTy()));
  Value *Ovf;
  auto [Hi, Lo] = exactPair(C, Op, D, /*Exact64=*/true, Ovf);
  Value *SignOnly =
      C.B.CreateAnd(Res, C.cst(F.bits(), uint64_t(1) << (F.bits() - 1)));
  return C.B.CreateSelect(ptxfp::isTinyAfterRounding(C, Hi, Lo, F, R),
                          SignOnly, Res, "ftz.tiny");
}

/// The approximate arithmetic rows that NVIDIA's special-function unit
/// computes (rcp/sqrt .approx.f32, div.approx/div.full.f32,
/// rcp.approx.ftz.f64), bit for bit (PTXMufu.h); null for the others.
static Value *mufuArithLane(BuildCtx &C, const RInstr &I, FOp Op, FpFormat F,
                            ArrayRef<Value *> Bits) {
  bool Ftz = I.has(Mod::ftz);
  if (F == FmtF32 && Op == FOp::Div)
    return mufu::buildDiv(C, I.has(Mod::full), Ftz, Bits[0], Bits[1]);
  if (F == FmtF32 && (Op == FOp::Rcp || Op == FOp::Sqrt))
    return mufu::buildForm(C, Op == FOp::Rcp ? mufu::Form::Rcp : mufu::Form::Sqrt,
                           Ftz, Bits[0]);
  if (F == FmtF64 && Op == FOp::Rcp)
    return mufu::buildForm(C, mufu::Form::RcpF64, Ftz, Bits[0]);
  return nullptr;
}

/// One scalar lane of an arithmetic row: bits of \p F in and out.
static Value *arithLane(BuildCtx &C, const RInstr &I, FOp Op, FpFormat F,
                        ArrayRef<Value *> Bits) {
  Rounding R = roundingOf(I);
  bool Ftz = I.has(Mod::ftz);
  bool Approx = I.has(Mod::approx) || I.has(Mod::full);
  if (Approx && C.Approx == NVApprox::Exact)
    if (Value *Exact = mufuArithLane(C, I, Op, F, Bits))
      return Exact;
  Value *Res;
  if (F == FmtF32 || F == FmtF64) {
    SmallVector<Value *, 3> Native;
    for (Value *V : Bits)
      Native.push_back(ptxfp::asFloat(C, V, F));
    if (R == Rounding::RN || Approx) {
      Res = ptxfp::asBits(C, nativeOp(C, Op, Native));
      if (Ftz)
        Res = ptxfp::flush(C, Res, F);
      if (Ftz && !Approx)
        Res = flushTiny(C, Op, F, R, Native, Res);
    } else {
      bool Narrow = F == FmtF32;
      SmallVector<Value *, 3> D;
      for (Value *V : Native)
        D.push_back(Narrow ? C.B.CreateFPExt(V, C.B.getDoubleTy()) : V);
      Value *Ovf;
      auto [Hi, Lo] = exactPair(C, Op, D, Narrow, Ovf);
      if (Narrow) {
        Res = ptxfp::roundPair(C, Hi, Lo, FmtF32, R, Ftz);
        if (Ftz)
          Res = flushTiny(C, Op, F, R, Native, Res);
      }
      else
        Res = ptxfp::nudgePair(C, Hi, Lo, Ovf, R);
      if (R == Rounding::RM && (Op == FOp::Add || Op == FOp::Sub ||
                                Op == FOp::Fma)) {
        Value *X = Op == FOp::Fma ? C.B.CreateFMul(D[0], D[1]) : D[0];
        Value *Y = Op == FOp::Fma   ? D[2]
                   : Op == FOp::Sub ? C.B.CreateFNeg(D[1])
                                    : D[1];
        Value *ExactZero = nullptr;
        if (!Narrow && Op == FOp::Fma) {
          Value *HiZero = C.B.CreateFCmpOEQ(Hi, dbl(C, 0.0));
          ExactZero =
              C.B.CreateAnd(HiZero, C.B.CreateFCmpOEQ(Lo, dbl(C, 0.0)));
        }
        Res = fixZeroSumRM(C, Res, F, X, Y, ExactZero);
      }
    }
  } else if (Op != FOp::Fma) {
    // f16 and bf16 sums, differences and products: in f32, then rounded to
    // nearest; rounding twice is harmless here because f32 has more than
    // twice the precision plus two bits (24 >= 2 * 11 + 2).
    SmallVector<Value *, 3> Wide;
    for (Value *V : Bits)
      Wide.push_back(ptxfp::toF32(C, V, F));
    Value *WideRes = nativeOp(C, Op, Wide);
    Res = ptxfp::narrowF32(C, WideRes, F);
    if (Ftz) {
      Res = ptxfp::flush(C, Res, F);
      // Exact in f32 wherever it matters: a product of two 11-bit
      // significands, or a sum of operands that small.
      Value *Tiny =
          ptxfp::isTinyAfterRounding(C, WideRes, nullptr, F, Rounding::RN);
      Value *SignOnly = C.B.CreateAnd(Res, C.cst(16, 0x8000));
      Res = C.B.CreateSelect(Tiny, SignOnly, Res, "ftz.tiny");
    }
    if (I.has(Mod::relu))
      Res = ptxfp::relu(C, Res, F);
  } else {
    // f16 and bf16 fma: exact in f64 (a * b exactly, the sum by TwoSum),
    // rounded once (to nearest).
    SmallVector<Value *, 3> D;
    for (Value *V : Bits)
      D.push_back(ptxfp::toDouble(C, V, F));
    Value *Ovf;
    auto [Hi, Lo] = exactPair(C, Op, D, /*Exact64=*/true, Ovf);
    Res = ptxfp::roundPair(C, Hi, Lo, F, Rounding::RN, Ftz);
    if (I.has(Mod::relu))
      Res = ptxfp::relu(C, Res, F);
  }
  Res = ptxfp::nanResult(C, Res, F, nanOrder(Op, Bits));
  if (I.has(Mod::oob)) {
    // The out-of-bounds NaN of either sign as a multiplicand gives +0; as
    // the addend it is an ordinary NaN (test/hardware/fma_oob_probe.cu).
    unsigned W = F.bits();
    auto IsOOB = [&](Value *V) {
      Value *Mag = C.B.CreateAnd(V, C.cst(W, (uint64_t(1) << (W - 1)) - 1));
      return C.B.CreateICmpEQ(Mag, C.cst(W, 0x7ff7), "oob.nan");
    };
    Value *OOBA = IsOOB(Bits[0]);
    Value *OOBB = IsOOB(Bits[1]);
    Res = C.B.CreateSelect(C.B.CreateOr(OOBA, OOBB), C.cst(W, 0), Res, "oob");
  }
  if (I.has(Mod::sat))
    Res = ptxfp::saturate(C, Res, F);
  return Res;
}

void shfl::ptx::buildFloatArith(BuildCtx &C, const RInstr &I) {
  FOp Op = opOf(I.Row->Name);
  FpFormat F = formatOf(I.T[0]);
  writeLanewise(C, I, numSources(Op), [&](ArrayRef<Value *> S) {
    return arithLane(C, I, Op, F, S);
  });
}

//===----------------------------------------------------------------------===//
// min, max
//===----------------------------------------------------------------------===//

static Value *minMaxLane(BuildCtx &C, const RInstr &I, FpFormat F, Value *A,
                         Value *B) {
  bool Max = I.Row->Name == "max";
  unsigned W = F.bits();
  Value *SignX = nullptr;
  if (I.has(Mod::xorsign)) {
    SignX = C.B.CreateAnd(C.B.CreateXor(A, B),
                          C.cst(W, uint64_t(1) << (W - 1)));
    A = C.B.CreateAnd(A, C.cst(W, (uint64_t(1) << (W - 1)) - 1));
    B = C.B.CreateAnd(B, C.cst(W, (uint64_t(1) << (W - 1)) - 1));
  }
  Value *AN = ptxfp::isNaN(C, A, F), *BN = ptxfp::isNaN(C, B, F);
  Value *AD = ptxfp::toDouble(C, A, F), *BD = ptxfp::toDouble(C, B, F);
  Value *Less = C.B.CreateFCmpOLT(AD, BD);
  Value *Greater = C.B.CreateFCmpOGT(AD, BD);
  // Equal values (+0 and -0 among them): min takes the set sign bit, max
  // the clear one.
  Value *Eq = Max ? C.B.CreateAnd(A, B) : C.B.CreateOr(A, B);
  Value *Pick = Max ? C.B.CreateSelect(Greater, A, C.B.CreateSelect(Less, B, Eq))
                    : C.B.CreateSelect(Less, A, C.B.CreateSelect(Greater, B, Eq));
  Value *R;
  if (I.has(Mod::NaN)) {
    R = C.B.CreateSelect(C.B.CreateOr(AN, BN), ptxfp::canonicalNaN(C, F), Pick);
  } else {
    // Both NaN: the canonical NaN, but f64 keeps the second's (the H200).
    Value *BothNaN = F == FmtF64 ? ptxfp::quiet(C, B, F)
                                 : static_cast<Value *>(ptxfp::canonicalNaN(C, F));
    Value *IfANaN = C.B.CreateSelect(BN, BothNaN, B);
    Value *Else = C.B.CreateSelect(BN, A, Pick);
    R = C.B.CreateSelect(AN, IfANaN, Else);
  }
  if (SignX) {
    Value *RN = ptxfp::isNaN(C, R, F);
    R = C.B.CreateSelect(RN, R, C.B.CreateOr(R, SignX));
  }
  R->setName(Max ? "max" : "min");
  return R;
}

void shfl::ptx::buildFloatMinMax(BuildCtx &C, const RInstr &I) {
  FpFormat F = formatOf(I.T[0]);
  writeLanewise(C, I, 2, [&](ArrayRef<Value *> S) {
    return minMaxLane(C, I, F, S[0], S[1]);
  });
}

//===----------------------------------------------------------------------===//
// neg, abs, copysign, approximations
//===----------------------------------------------------------------------===//

static Value *unaryLane(BuildCtx &C, const RInstr &I, FpFormat F, Value *A) {
  unsigned W = F.bits();
  uint64_t Sign = uint64_t(1) << (W - 1);
  Value *R = I.Row->Name == "neg" ? C.B.CreateXor(A, C.cst(W, Sign), "neg")
                                  : C.B.CreateAnd(A, C.cst(W, Sign - 1), "abs");
  // A NaN stays as it is, quieted, sign included, on f64 (the H200).
  return ptxfp::nanResult(C, R, F, {A});
}

void shfl::ptx::buildFloatUnary(BuildCtx &C, const RInstr &I) {
  FpFormat F = formatOf(I.T[0]);
  writeLanewise(C, I, 1, [&](ArrayRef<Value *> S) {
    return unaryLane(C, I, F, S[0]);
  });
}

void shfl::ptx::buildCopysign(BuildCtx &C, const RInstr &I) {
  FpFormat F = formatOf(I.T[0]);
  unsigned W = F.bits();
  uint64_t Sign = uint64_t(1) << (W - 1);
  Value *A = C.readFloat(I.Ops[1], F), *B = C.readFloat(I.Ops[2], F);
  Value *Mag = C.B.CreateAnd(B, C.cst(W, Sign - 1));
  Value *SignOf = C.B.CreateAnd(A, C.cst(W, Sign));
  Value *R = C.B.CreateOr(Mag, SignOf, "copysign");
  C.write(I.Ops[0], R);
}

/// ex2.approx on f16 and bf16, as the H200 computes it (all 65,536 inputs of
/// each format, test/hardware/results/ptx_arith): the input truncated
/// toward zero to a multiple of 2^-23, 2 to that power truncated toward zero
/// to the format, and infinity from 2^(bias + 1) up.  With .ftz (bf16)
/// subnormal results flush.  2^x is evaluated in f32, so an exp2 that errs
/// across a boundary of the format truncates wrongly.  Over every f16 and
/// bf16 input the closest call is an exact value 0.73 f32 ulp below a
/// boundary (f16 input 0xa39d): an exp2 within 0.73 ulp gives the H200's
/// bits on every input (the host's and wave-emu's do; AMD documents
/// v_exp_f32 to 1 ulp, so on hardware that one input may differ).
static Value *halfEx2Lane(BuildCtx &C, const RInstr &I, FpFormat F, Value *A) {
  IRBuilderBase &B = C.B;
  Type *F32 = B.getFloatTy();
  Value *X = ptxfp::toF32(C, A, F);
  Value *Fixed = B.CreateUnaryIntrinsic(
      Intrinsic::trunc, B.CreateFMul(X, ConstantFP::get(F32, 0x1p23)));
  Value *XQ = B.CreateFMul(Fixed, ConstantFP::get(F32, 0x1p-23), "ex2.in");
  Value *Y = B.CreateUnaryIntrinsic(Intrinsic::exp2, XQ, nullptr, "ex2");
  Value *Bits = ptxfp::roundPair(C, B.CreateFPExt(Y, B.getDoubleTy()), nullptr,
                                 F, Rounding::RZ, I.has(Mod::ftz));
  Value *Over = B.CreateFCmpOGE(
      Y, ConstantFP::get(F32, std::ldexp(1.0, F.bias() + 1)), "ex2.ovf");
  Bits = B.CreateSelect(Over, C.cst(F.bits(), F.infBits()), Bits);
  return ptxfp::canonicalize(C, Bits, F);
}

/// The approximate functions NVIDIA's special-function unit computes bit for
/// bit (PTXMufu.h): ex2, lg2, sin, cos, rsqrt and tanh on f32, rsqrt on
/// f64, ex2 and tanh on f16 and bf16; null for the others.
static Value *mufuApproxLane(BuildCtx &C, const RInstr &I, FpFormat F,
                             Value *A) {
  static const struct {
    const char *Name;
    mufu::Form Form;
  } F32Forms[] = {{"ex2", mufu::Form::Ex2},     {"lg2", mufu::Form::Lg2},
                  {"sin", mufu::Form::Sin},     {"cos", mufu::Form::Cos},
                  {"rsqrt", mufu::Form::Rsqrt}};
  StringRef N = I.Row->Name;
  bool Ftz = I.has(Mod::ftz);
  if (F == FmtF32)
    for (const auto &E : F32Forms)
      if (N == E.Name)
        return mufu::buildForm(C, E.Form, Ftz, A);
  if (F == FmtF64 && N == "rsqrt")
    return mufu::buildForm(C, mufu::Form::RsqrtF64, Ftz, A);
  if (N == "ex2" && (F == FmtF16 || F == FmtBF16))
    return mufu::buildForm(
        C, F == FmtF16 ? mufu::Form::Ex2F16 : mufu::Form::Ex2BF16, Ftz, A);
  if (N == "tanh")
    return mufu::buildForm(C,
                           F == FmtF32   ? mufu::Form::Tanh
                           : F == FmtF16 ? mufu::Form::TanhF16
                                         : mufu::Form::TanhBF16,
                           Ftz, A);
  return nullptr;
}

/// The approximate functions: NVIDIA's bits where PTXMufu.h models them
/// (the default); otherwise (nv-approx=native) computed in f32
/// (f64 for the f64 forms) with LLVM's correctly rounded or library
/// functions, f16/bf16 through f32.
static Value *approxLane(BuildCtx &C, const RInstr &I, FpFormat F, Value *A) {
  StringRef N = I.Row->Name;
  if (C.Approx == NVApprox::Exact) {
    if (Value *Exact = mufuApproxLane(C, I, F, A))
      return Exact;
  }
  if (N == "ex2" && (F == FmtF16 || F == FmtBF16))
    return halfEx2Lane(C, I, F, A);
  bool Wide = F == FmtF64;
  Type *T = Wide ? C.B.getDoubleTy() : C.B.getFloatTy();
  Value *X;
  if (F == FmtF32 || F == FmtF64)
    X = ptxfp::asFloat(C, A, F);
  else
    X = ptxfp::toF32(C, A, F);
  Value *R;
  if (N == "ex2")
    R = C.B.CreateUnaryIntrinsic(Intrinsic::exp2, X, nullptr, "ex2");
  else if (N == "lg2")
    R = C.B.CreateUnaryIntrinsic(Intrinsic::log2, X, nullptr, "lg2");
  else if (N == "sin")
    R = C.B.CreateUnaryIntrinsic(Intrinsic::sin, X, nullptr, "sin");
  else if (N == "cos")
    R = C.B.CreateUnaryIntrinsic(Intrinsic::cos, X, nullptr, "cos");
  else if (N == "tanh") {
    // AMDGPU has no tanh instruction (llc cannot select llvm.tanh):
    // tanh|x| = 1 - 2 / (2^(2 log2(e) |x|) + 1) on AMD's exp2, x itself
    // below 2^-8 (as MUFU.TANH returns it), with x's sign.
    Value *Abs = C.B.CreateUnaryIntrinsic(Intrinsic::fabs, X, nullptr, "tanh.abs");
    Value *TwoX = C.B.CreateFMul(Abs, ConstantFP::get(T, 2.0 * 1.4426950408889634),
                                 "tanh.2xlog2e");
    Value *E = C.B.CreateUnaryIntrinsic(Intrinsic::exp2, TwoX, nullptr, "tanh.exp");
    Value *Den = C.B.CreateFAdd(E, ConstantFP::get(T, 1.0), "tanh.den");
    Value *Q = C.B.CreateFDiv(ConstantFP::get(T, 2.0), Den, "tanh.q");
    Value *Mag = C.B.CreateFSub(ConstantFP::get(T, 1.0), Q, "tanh.mag");
    Value *Signed = C.B.CreateBinaryIntrinsic(Intrinsic::copysign, Mag, X, nullptr,
                                              "tanh.signed");
    Value *Small = C.B.CreateFCmpOLT(Abs, ConstantFP::get(T, 0x1p-8), "tanh.small");
    R = C.B.CreateSelect(Small, X, Signed, "tanh");
  }
  else // rsqrt
    R = C.B.CreateFDiv(ConstantFP::get(T, 1.0),
                       C.B.CreateUnaryIntrinsic(Intrinsic::sqrt, X), "rsqrt");
  Value *Bits;
  if (F == FmtF32 || F == FmtF64)
    Bits = ptxfp::asBits(C, R);
  else
    Bits = ptxfp::narrowF32(C, R, F);
  if (I.has(Mod::ftz))
    Bits = ptxfp::flush(C, Bits, F);
  return ptxfp::canonicalize(C, Bits, F);
}

void shfl::ptx::buildFloatApprox(BuildCtx &C, const RInstr &I) {
  FpFormat F = formatOf(I.T[0]);
  writeLanewise(C, I, 1, [&](ArrayRef<Value *> S) {
    return approxLane(C, I, F, S[0]);
  });
}

//===----------------------------------------------------------------------===//
// setp, slct
//===----------------------------------------------------------------------===//

static CmpInst::Predicate intPredicate(const RInstr &I) {
  bool S = isSigned(I.T[0]);
  if (I.has(Mod::eq)) return CmpInst::ICMP_EQ;
  if (I.has(Mod::ne)) return CmpInst::ICMP_NE;
  if (I.has(Mod::lt)) return S ? CmpInst::ICMP_SLT : CmpInst::ICMP_ULT;
  if (I.has(Mod::le)) return S ? CmpInst::ICMP_SLE : CmpInst::ICMP_ULE;
  if (I.has(Mod::gt)) return S ? CmpInst::ICMP_SGT : CmpInst::ICMP_UGT;
  if (I.has(Mod::ge)) return S ? CmpInst::ICMP_SGE : CmpInst::ICMP_UGE;
  if (I.has(Mod::lo)) return CmpInst::ICMP_ULT;
  if (I.has(Mod::ls)) return CmpInst::ICMP_ULE;
  if (I.has(Mod::hi)) return CmpInst::ICMP_UGT;
  return CmpInst::ICMP_UGE; // hs
}

static CmpInst::Predicate floatPredicate(const RInstr &I) {
  if (I.has(Mod::eq)) return CmpInst::FCMP_OEQ;
  if (I.has(Mod::ne)) return CmpInst::FCMP_ONE;
  if (I.has(Mod::lt)) return CmpInst::FCMP_OLT;
  if (I.has(Mod::le)) return CmpInst::FCMP_OLE;
  if (I.has(Mod::gt)) return CmpInst::FCMP_OGT;
  if (I.has(Mod::ge)) return CmpInst::FCMP_OGE;
  if (I.has(Mod::equ)) return CmpInst::FCMP_UEQ;
  if (I.has(Mod::neu)) return CmpInst::FCMP_UNE;
  if (I.has(Mod::ltu)) return CmpInst::FCMP_ULT;
  if (I.has(Mod::leu)) return CmpInst::FCMP_ULE;
  if (I.has(Mod::gtu)) return CmpInst::FCMP_UGT;
  if (I.has(Mod::geu)) return CmpInst::FCMP_UGE;
  if (I.has(Mod::num)) return CmpInst::FCMP_ORD;
  return CmpInst::FCMP_UNO; // nan
}

static Value *combine(BuildCtx &C, const RInstr &I, Value *T, Value *P) {
  if (I.has(Mod::and_))
    return C.B.CreateAnd(T, P);
  if (I.has(Mod::or_))
    return C.B.CreateOr(T, P);
  return C.B.CreateXor(T, P);
}

/// The comparison of setp/set: per lane for x2 types (one lane for
/// scalars), before the boolean combination.
static SmallVector<Value *, 2> compare(BuildCtx &C, const RInstr &I,
                                       PTXType Ty) {
  SmallVector<Value *, 2> R;
  if (!isFloat(Ty)) {
    unsigned W = bitsOf(Ty);
    Value *A = C.read(I.Ops[1], W), *B = C.read(I.Ops[2], W);
    RInstr Typed = I;
    Typed.T[0] = Ty;
    R.push_back(C.B.CreateICmp(intPredicate(Typed), A, B, "cmp"));
    return R;
  }
  FpFormat F = formatOf(Ty);
  auto Cmp = [&](Value *A, Value *B) {
    Value *DA = ptxfp::toDouble(C, A, F);
    Value *DB = ptxfp::toDouble(C, B, F);
    return C.B.CreateFCmp(floatPredicate(I), DA, DB, "cmp");
  };
  if (typeInfo(Ty).Lanes == 2) {
    auto S0 = sources(C, I, 1, 2, F, 0);
    auto S1 = sources(C, I, 1, 2, F, 1);
    R.push_back(Cmp(S0[0], S0[1]));
    R.push_back(Cmp(S1[0], S1[1]));
    return R;
  }
  auto S = sources(C, I, 1, 2, F, -1);
  R.push_back(Cmp(S[0], S[1]));
  return R;
}

void shfl::ptx::buildSet(BuildCtx &C, const RInstr &I) {
  PTXType D = I.T[0], S = I.T[1];
  SmallVector<Value *, 2> T = compare(C, I, S);
  if (I.Ops.size() == 4) {
    Value *Cp = C.readPred(I.Ops[3]);
    for (Value *&V : T)
      V = combine(C, I, V, Cp);
  }
  // True is all ones for integer results, 1.0 for float results.
  auto Lane = [&](Value *B, PTXType LaneTy, unsigned Bits) -> Value * {
    uint64_t One = isFloat(LaneTy)
                       ? uint64_t(formatOf(LaneTy).bias())
                             << formatOf(LaneTy).MantBits
                       : (Bits == 64 ? ~0ull : (1ull << Bits) - 1);
    return C.B.CreateSelect(B, C.cst(Bits, One), C.cst(Bits, 0), "set");
  };
  Value *R;
  if (T.size() == 2) {
    PTXType LaneTy = isFloat(D) ? (D == PTXType::F16x2 ? PTXType::F16
                                                       : PTXType::BF16)
                                : PTXType::U16;
    Value *Lo = C.B.CreateZExt(Lane(T[0], LaneTy, 16), C.intTy(32));
    Value *Hi = C.B.CreateShl(C.B.CreateZExt(Lane(T[1], LaneTy, 16),
                                             C.intTy(32)), 16);
    R = C.B.CreateOr(Lo, Hi, "set");
  } else {
    R = Lane(T[0], D, bitsOf(D));
  }
  C.write(I.Ops[0], R);
}

void shfl::ptx::buildSetp(BuildCtx &C, const RInstr &I) {
  PTXType Ty = I.T[0];
  const ROperand &P = I.Ops[0];
  const ROperand *Q = P.Dual.empty() ? nullptr : &P.Dual[0];
  if (!isFloat(Ty)) {
    unsigned W = bitsOf(Ty);
    Value *A = C.read(I.Ops[1], W), *B = C.read(I.Ops[2], W);
    Value *T = C.B.CreateICmp(intPredicate(I), A, B, "setp");
    Value *NT = C.B.CreateNot(T);
    if (I.Ops.size() == 4) {
      Value *Cp = C.readPred(I.Ops[3]);
      T = combine(C, I, T, Cp);
      NT = combine(C, I, NT, Cp);
    }
    C.writePred(P, T);
    if (Q)
      C.writePred(*Q, NT);
    return;
  }
  FpFormat F = formatOf(Ty);
  auto Cmp = [&](Value *A, Value *B) {
    Value *DA = ptxfp::toDouble(C, A, F);
    Value *DB = ptxfp::toDouble(C, B, F);
    return C.B.CreateFCmp(floatPredicate(I), DA, DB, "setp");
  };
  if (typeInfo(Ty).Lanes == 2) {
    // p from the low halves, q from the high halves.
    auto S0 = sources(C, I, 1, 2, F, 0);
    auto S1 = sources(C, I, 1, 2, F, 1);
    C.writePred(P, Cmp(S0[0], S0[1]));
    if (Q)
      C.writePred(*Q, Cmp(S1[0], S1[1]));
    return;
  }
  auto S = sources(C, I, 1, 2, F, -1);
  Value *T = Cmp(S[0], S[1]);
  Value *NT = C.B.CreateNot(T);
  if (I.Ops.size() == 4) {
    Value *Cp = C.readPred(I.Ops[3]);
    T = combine(C, I, T, Cp);
    NT = combine(C, I, NT, Cp);
  }
  C.writePred(P, T);
  if (Q)
    C.writePred(*Q, NT);
}

void shfl::ptx::buildSlct(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  Value *A = isFloat(I.T[0]) ? C.readFloat(I.Ops[1], formatOf(I.T[0]))
                             : C.read(I.Ops[1], W);
  Value *B = isFloat(I.T[0]) ? C.readFloat(I.Ops[2], formatOf(I.T[0]))
                             : C.read(I.Ops[2], W);
  Value *Sel;
  if (I.T[1] == PTXType::F32) {
    Value *Cv = C.readFloat(I.Ops[3], FmtF32);
    if (I.has(Mod::ftz))
      Cv = ptxfp::flush(C, Cv, FmtF32);
    Sel = C.B.CreateFCmpOGE(ptxfp::asFloat(C, Cv, FmtF32),
                            ConstantFP::get(C.B.getFloatTy(), 0.0));
  } else {
    Sel = C.B.CreateICmpSGE(C.read(I.Ops[3], 32), C.cst(32, 0));
  }
  C.write(I.Ops[0], C.B.CreateSelect(Sel, A, B, "slct"), isSigned(I.T[0]));
}
