//===- PTXBuildData.cpp - Data movement and conversion rows ---------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// mov (with vector packing), cvt (every integer/float pair, every rounding
/// mode), cvta, prmt, ld/st, atom/red and isspacep.
///
/// Memory: the state spaces are NVPTX's address spaces (generic 0, global 1,
/// shared 3, const 4, local 5); the scopes NVPTX's synchronisation scopes
/// ("block", "cluster", "device", system), which the retargeting pass maps
/// to the target's.  Weak accesses are plain loads and stores; .volatile is
/// volatile; .relaxed, .acquire and .release are atomic at their scope, a
/// vector access one atomic access per element (PTX's memory model makes
/// each element a separate access).  Cache operators and eviction hints do
/// not change the meaning and are dropped.
///
//===----------------------------------------------------------------------===//

#include "PTXBuild.h"
#include "PTXFloat.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include <cmath>

using namespace llvm;
using namespace shfl::ptx;

//===----------------------------------------------------------------------===//
// mov
//===----------------------------------------------------------------------===//

void shfl::ptx::buildMov(BuildCtx &C, const RInstr &I) {
  PTXType Ty = I.T[0];
  unsigned W = bitsOf(Ty);
  const ROperand &D = I.Ops[0], &S = I.Ops[1];
  if (S.K == ROperand::Vec) {
    unsigned N = S.Elems.size(), EW = W / N;
    Value *V = C.cst(W, 0);
    for (unsigned K = 0; K < N; ++K) {
      Value *E = C.B.CreateZExt(C.read(S.Elems[K], EW), C.intTy(W));
      if (K)
        E = C.B.CreateShl(E, K * EW);
      V = K ? C.B.CreateOr(V, E) : E;
    }
    V->setName("pack");
    C.write(D, V);
    return;
  }
  Value *V = isFloat(Ty) && typeInfo(Ty).Lanes == 1
                 ? C.readFloat(S, formatOf(Ty))
                 : C.read(S, W);
  if (D.K == ROperand::Vec) {
    unsigned N = D.Elems.size(), EW = W / N;
    for (unsigned K = 0; K < N; ++K) {
      if (D.Elems[K].K == ROperand::Sink)
        continue;
      Value *E = K ? C.B.CreateLShr(V, K * EW) : V;
      C.write(D.Elems[K], C.B.CreateTrunc(E, C.intTy(EW), "unpack"));
    }
    return;
  }
  C.write(D, V, isSigned(Ty));
}

//===----------------------------------------------------------------------===//
// cvt
//===----------------------------------------------------------------------===//

/// The exact value of an integer as a pair of doubles.
static std::pair<Value *, Value *> intToPair(BuildCtx &C, Value *V,
                                             bool Signed) {
  IRBuilderBase &B = C.B;
  unsigned W = V->getType()->getIntegerBitWidth();
  Type *D = B.getDoubleTy();
  if (W <= 32)
    return {Signed ? B.CreateSIToFP(V, D) : B.CreateUIToFP(V, D), nullptr};
  // 64 bits: the upper and lower halves are exact; their sum by TwoSum.
  Value *Hi32 = B.CreateTrunc(Signed ? B.CreateAShr(V, 32) : B.CreateLShr(V, 32),
                              B.getInt32Ty());
  Value *Lo32 = B.CreateTrunc(V, B.getInt32Ty());
  Value *HiD = B.CreateFMul(Signed ? B.CreateSIToFP(Hi32, D)
                                   : B.CreateUIToFP(Hi32, D),
                            ConstantFP::get(D, 4294967296.0));
  Value *LoD = B.CreateUIToFP(Lo32, D);
  Value *Sum = B.CreateFAdd(HiD, LoD, "sum");
  return {Sum, ptxfp::twoSumError(C, HiD, LoD, Sum)};
}

static Value *satFinite(BuildCtx &C, Value *Bits, FpFormat F) {
  unsigned W = F.bits();
  uint64_t Inf = ((uint64_t(1) << F.ExpBits) - 1) << F.MantBits;
  Value *IsInf = ptxfp::isInf(C, Bits, F);
  Value *Max = C.B.CreateOr(C.B.CreateAnd(Bits, C.cst(W, uint64_t(1) << (W - 1))),
                            C.cst(W, Inf - 1));
  return C.B.CreateSelect(IsInf, Max, Bits, "satfinite");
}

/// Round-to-integral of a native float value in the direction of \p I.
static Value *roundIntegral(BuildCtx &C, const RInstr &I, Value *X) {
  Intrinsic::ID ID;
  switch (roundingOf(I, Rounding::RZ)) {
  case Rounding::RN: ID = Intrinsic::roundeven; break;
  case Rounding::RZ: ID = Intrinsic::trunc; break;
  case Rounding::RM: ID = Intrinsic::floor; break;
  case Rounding::RP: ID = Intrinsic::ceil; break;
  }
  return C.B.CreateUnaryIntrinsic(ID, X, nullptr, "rint");
}

/// The narrowest native float type that holds format \p F exactly.
static Value *toNative(BuildCtx &C, Value *Bits, FpFormat F) {
  if (F == FmtF32 || F == FmtF64)
    return ptxfp::asFloat(C, Bits, F);
  return ptxfp::toF32(C, Bits, F);
}

static Value *floatToInt(BuildCtx &C, const RInstr &I, Value *Bits,
                         FpFormat SF, unsigned DW, bool DSigned) {
  Value *X = toNative(C, Bits, SF);
  Value *R = roundIntegral(C, I, X);
  Type *FT = R->getType();
  // Saturation: NaN gives 0; values past the range give its ends.
  double Lo = DSigned ? -std::ldexp(1.0, DW - 1) : 0.0;
  double HiP1 = DSigned ? std::ldexp(1.0, DW - 1) : std::ldexp(1.0, DW);
  APInt MinV = DSigned ? APInt::getSignedMinValue(DW) : APInt(DW, 0);
  APInt MaxV = DSigned ? APInt::getSignedMaxValue(DW) : APInt::getMaxValue(DW);
  Value *Conv = DSigned ? C.B.CreateFPToSI(R, C.intTy(DW))
                        : C.B.CreateFPToUI(R, C.intTy(DW));
  Value *TooLow = C.B.CreateFCmpOLT(R, ConstantFP::get(FT, Lo));
  Value *TooHigh = C.B.CreateFCmpOGE(R, ConstantFP::get(FT, HiP1));
  Value *NaN = C.B.CreateFCmpUNO(R, R);
  Value *V = C.B.CreateSelect(TooLow, ConstantInt::get(C.Ctx, MinV), Conv);
  V = C.B.CreateSelect(TooHigh, ConstantInt::get(C.Ctx, MaxV), V);
  // fptosi/fptoui give poison out of range; the selects above never pick
  // it there.  A NaN gives what the H200 gives (test/hardware/results/
  // ptx_arith): the sign bit alone into 64 bits from any source, and into
  // narrower integers from f64 (also for unsigned destinations); 0 into
  // narrower integers from f16, bf16 and f32.
  APInt NaNV = DW == 64 || SF == FmtF64 ? APInt::getSignMask(DW) : APInt(DW, 0);
  return C.B.CreateSelect(NaN, ConstantInt::get(C.Ctx, NaNV), V, "cvt");
}

void shfl::ptx::buildCvt(BuildCtx &C, const RInstr &I) {
  PTXType D = I.T[0], S = I.T[1];
  unsigned DW = bitsOf(D), SW = bitsOf(S);
  bool DF = isFloat(D), SF = isFloat(S);
  bool Ftz = I.has(Mod::ftz);
  Value *Res;
  if (!SF && !DF) {
    Value *V = C.read(I.Ops[1], SW);
    if (I.has(Mod::sat)) {
      Type *Wide = C.intTy(128);
      Value *X = isSigned(S) ? C.B.CreateSExt(V, Wide) : C.B.CreateZExt(V, Wide);
      APInt Lo = isSigned(D) ? APInt::getSignedMinValue(DW).sext(128)
                             : APInt(128, 0);
      APInt Hi = isSigned(D) ? APInt::getSignedMaxValue(DW).sext(128)
                             : APInt::getMaxValue(DW).zext(128);
      X = C.B.CreateBinaryIntrinsic(Intrinsic::smax, X,
                                    ConstantInt::get(C.Ctx, Lo));
      X = C.B.CreateBinaryIntrinsic(Intrinsic::smin, X,
                                    ConstantInt::get(C.Ctx, Hi));
      Res = C.B.CreateTrunc(X, C.intTy(DW), "cvt.sat");
    } else if (DW > SW) {
      Res = isSigned(S) ? C.B.CreateSExt(V, C.intTy(DW), "cvt")
                        : C.B.CreateZExt(V, C.intTy(DW), "cvt");
    } else {
      Res = C.B.CreateTrunc(V, C.intTy(DW), "cvt");
    }
    C.write(I.Ops[0], Res, isSigned(D));
    return;
  }
  if (!SF) {
    // Integer to float.
    Value *V = C.read(I.Ops[1], SW);
    auto [Hi, Lo] = intToPair(C, V, isSigned(S));
    Rounding R = roundingOf(I);
    FpFormat F = formatOf(D);
    if (F == FmtF64)
      Res = Lo ? ptxfp::nudgePair(C, Hi, Lo, nullptr, R)
               : ptxfp::asBits(C, Hi);
    else
      Res = ptxfp::roundPair(C, Hi, Lo, F, R, Ftz && D == PTXType::F32);
    if (I.has(Mod::sat))
      Res = ptxfp::saturate(C, Res, F);
    C.write(I.Ops[0], Res);
    return;
  }
  FpFormat SFmt = formatOf(S);
  Value *A = C.readFloat(I.Ops[1], SFmt);
  // .ftz flushes f32 sources, except towards f16/bf16: the H200 rounds a
  // subnormal f32 under .rm/.rp to the smallest f16 subnormal.
  bool ToHalf = D == PTXType::F16 || D == PTXType::BF16;
  if (Ftz && S == PTXType::F32 && !ToHalf)
    A = ptxfp::flush(C, A, SFmt);
  if (!DF) {
    C.write(I.Ops[0], floatToInt(C, I, A, SFmt, DW, isSigned(D)), isSigned(D));
    return;
  }
  // Float to float.
  FpFormat DFmt = formatOf(D);
  bool DFtz = Ftz && D == PTXType::F32;
  if (hasIntegerRounding(I)) {
    Value *X = toNative(C, A, SFmt);
    Value *RI = roundIntegral(C, I, X);
    if (DFmt == FmtF32 || DFmt == FmtF64)
      Res = ptxfp::asBits(C, RI);
    else // integral values of f16/bf16 are exact in them
      Res = ptxfp::roundPair(C, C.B.CreateFPExt(RI, C.B.getDoubleTy()), nullptr,
                          DFmt, Rounding::RN, false);
    if (DFtz)
      Res = ptxfp::flush(C, Res, DFmt);
  } else if (DFmt.MantBits >= SFmt.MantBits &&
             DFmt.ExpBits >= SFmt.ExpBits) {
    // Widening (or the same format): exact.
    Value *X = ptxfp::toDouble(C, A, SFmt);
    if (DFmt == FmtF64)
      Res = ptxfp::asBits(C, X);
    else if (DFmt == FmtF32)
      Res = ptxfp::asBits(C, C.B.CreateFPTrunc(X, C.B.getFloatTy()));
    else
      Res = ptxfp::roundPair(C, X, nullptr, DFmt, Rounding::RN, false);
    if (DFtz)
      Res = ptxfp::flush(C, Res, DFmt);
  } else if (roundingOf(I) == Rounding::RN && SFmt == FmtF64 &&
             DFmt == FmtF32) {
    // One IEEE rounding: LLVM's fptrunc.
    Res = ptxfp::asBits(C, C.B.CreateFPTrunc(ptxfp::asFloat(C, A, SFmt),
                                             C.B.getFloatTy()));
    if (DFtz)
      Res = ptxfp::flush(C, Res, DFmt);
  } else if (roundingOf(I) == Rounding::RN && SFmt.MantBits <= 23 &&
             SFmt.ExpBits <= 8) {
    // From f32 (or narrower) to f16/bf16: LLVM's fptrunc from f32.
    Res = ptxfp::narrowF32(C, ptxfp::toF32(C, A, SFmt), DFmt);
  } else {
    Res = ptxfp::roundPair(C, ptxfp::toDouble(C, A, SFmt), nullptr, DFmt,
                           roundingOf(I), DFtz);
  }
  if (DFtz && SFmt == FmtF64) {
    // As for arithmetic: a value that is tiny after rounding flushes even
    // where it rounds up to the smallest normal.
    Value *Tiny = ptxfp::isTinyAfterRounding(
        C, ptxfp::asFloat(C, A, SFmt), nullptr, DFmt, roundingOf(I));
    Res = C.B.CreateSelect(
        Tiny, C.B.CreateAnd(Res, C.cst(32, uint64_t(1) << 31)), Res);
  }
  // A conversion gives NaN only from a NaN.
  Value *NaN = ptxfp::cvtNaN(C, A, SFmt, DFmt, Ftz);
  Res = C.B.CreateSelect(ptxfp::isNaN(C, A, SFmt), NaN, Res, "cvt");
  if (I.has(Mod::relu))
    Res = ptxfp::relu(C, Res, DFmt);
  if (I.has(Mod::satfinite))
    Res = satFinite(C, Res, DFmt);
  if (I.has(Mod::sat))
    Res = ptxfp::saturate(C, Res, DFmt);
  C.write(I.Ops[0], Res);
}

void shfl::ptx::buildCvtPack(BuildCtx &C, const RInstr &I) {
  FpFormat F = formatOf(I.T[0]);
  Rounding R = roundingOf(I);
  auto Half = [&](const ROperand &Op) {
    Value *A = C.readFloat(Op, FmtF32);
    Value *V = R == Rounding::RN
                   ? ptxfp::narrowF32(C, ptxfp::asFloat(C, A, FmtF32), F)
                   : ptxfp::roundPair(C, ptxfp::toDouble(C, A, FmtF32),
                                      nullptr, F, R, false);
    if (I.has(Mod::relu))
      V = ptxfp::relu(C, V, F);
    if (I.has(Mod::satfinite))
      V = satFinite(C, V, F);
    return V;
  };
  // a goes to the upper half, b to the lower.
  Value *Upper = Half(I.Ops[1]);
  Value *Lower = Half(I.Ops[2]);
  Value *Lo32 = C.B.CreateZExt(Lower, C.intTy(32));
  Value *Hi32 = C.B.CreateShl(C.B.CreateZExt(Upper, C.intTy(32)), 16);
  Value *V = C.B.CreateOr(Lo32, Hi32, "cvt.pack");
  C.write(I.Ops[0], V);
}

//===----------------------------------------------------------------------===//
// Address spaces
//===----------------------------------------------------------------------===//

/// The NVPTX address space of the state space in \p I (0: generic).
static unsigned addressSpaceOf(const RInstr &I) {
  if (I.has(Mod::global))
    return 1;
  if (I.has(Mod::shared) || I.has(Mod::shared_cta))
    return 3;
  if (I.has(Mod::const_))
    return 4;
  if (I.has(Mod::local))
    return 5;
  return 0;
}

void shfl::ptx::buildCvta(BuildCtx &C, const RInstr &I) {
  unsigned W = bitsOf(I.T[0]);
  unsigned AS = addressSpaceOf(I);
  bool ToSpace = I.has(Mod::to);
  Value *V = C.read(I.Ops[1], W);
  PointerType *From = PointerType::get(C.Ctx, ToSpace ? 0 : AS);
  PointerType *To = PointerType::get(C.Ctx, ToSpace ? AS : 0);
  Value *P = C.B.CreateIntToPtr(V, From);
  Value *Q = C.B.CreateAddrSpaceCast(P, To);
  C.write(I.Ops[0], C.B.CreatePtrToInt(Q, C.intTy(W), "cvta"));
}

void shfl::ptx::buildIsspacep(BuildCtx &C, const RInstr &I) {
  Intrinsic::ID ID = I.has(Mod::global)  ? Intrinsic::nvvm_isspacep_global
                     : I.has(Mod::local) ? Intrinsic::nvvm_isspacep_local
                     : I.has(Mod::const_) ? Intrinsic::nvvm_isspacep_const
                                          : Intrinsic::nvvm_isspacep_shared;
  unsigned W = C.widthOf(I.Ops[1]);
  Value *V = C.read(I.Ops[1], W ? W : 64);
  Value *P = C.B.CreateIntToPtr(V, PointerType::get(C.Ctx, 0));
  C.writePred(I.Ops[0], C.intrinsic(ID, {}, {P}, "isspacep"));
}

//===----------------------------------------------------------------------===//
// prmt
//===----------------------------------------------------------------------===//

void shfl::ptx::buildPrmt(BuildCtx &C, const RInstr &I) {
  Value *A = C.read(I.Ops[1], 32), *B = C.read(I.Ops[2], 32);
  Value *Sel = C.read(I.Ops[3], 32);
  // The eight bytes b:a, byte 0 the low byte of a.
  Value *A64 = C.B.CreateZExt(A, C.intTy(64));
  Value *B64 = C.B.CreateShl(C.B.CreateZExt(B, C.intTy(64)), 32);
  Value *X = C.B.CreateOr(A64, B64, "prmt.bytes");
  bool Generic = !(I.has(Mod::f4e) || I.has(Mod::b4e) || I.has(Mod::rc8) ||
                   I.has(Mod::ecl) || I.has(Mod::ecr) || I.has(Mod::rc16));
  Value *C2 = C.B.CreateAnd(Sel, C.cst(32, 3));
  Value *Res = nullptr;
  for (unsigned K = 0; K < 4; ++K) {
    Value *Idx, *Rep = nullptr;
    if (Generic) {
      // Nibble K of c: bits 0-2 pick the byte, bit 3 replicates its sign.
      Value *Nib = C.B.CreateAnd(C.B.CreateLShr(Sel, 4 * K), C.cst(32, 15));
      Idx = C.B.CreateAnd(Nib, C.cst(32, 7));
      Rep = C.B.CreateICmpNE(C.B.CreateAnd(Nib, C.cst(32, 8)), C.cst(32, 0));
    } else if (I.has(Mod::f4e)) {
      Idx = C.B.CreateAnd(C.B.CreateAdd(C2, C.cst(32, K)), C.cst(32, 7));
    } else if (I.has(Mod::b4e)) {
      Idx = C.B.CreateAnd(C.B.CreateSub(C2, C.cst(32, K)), C.cst(32, 7));
    } else if (I.has(Mod::rc8)) {
      Idx = C2;
    } else if (I.has(Mod::ecl)) {
      Idx = C.B.CreateBinaryIntrinsic(Intrinsic::umax, C2, C.cst(32, K));
    } else if (I.has(Mod::ecr)) {
      Idx = C.B.CreateBinaryIntrinsic(Intrinsic::umin, C2, C.cst(32, K));
    } else { // rc16
      Idx = C.B.CreateOr(C.B.CreateShl(C.B.CreateAnd(C2, C.cst(32, 1)), 1),
                         C.cst(32, K & 1));
    }
    Value *Sh = C.B.CreateZExt(C.B.CreateShl(Idx, 3), C.intTy(64));
    Value *Byte = C.B.CreateTrunc(C.B.CreateLShr(X, Sh), C.intTy(8));
    if (Rep) {
      Value *SignFill = C.B.CreateAShr(Byte, 7);
      Byte = C.B.CreateSelect(Rep, SignFill, Byte);
    }
    Value *Part = C.B.CreateZExt(Byte, C.intTy(32));
    if (K)
      Part = C.B.CreateShl(Part, 8 * K);
    Res = Res ? C.B.CreateOr(Res, Part) : Part;
  }
  Res->setName("prmt");
  C.write(I.Ops[0], Res);
}

//===----------------------------------------------------------------------===//
// ld, st
//===----------------------------------------------------------------------===//

namespace {
struct MemOrder {
  AtomicOrdering Ord = AtomicOrdering::NotAtomic;
  bool Volatile = false;
  SyncScope::ID Scope = SyncScope::System;
};
} // namespace

static Mod scopeMod(const RInstr &I, Mod Default) {
  for (Mod M : {Mod::cta, Mod::cluster, Mod::gpu, Mod::sys})
    if (I.has(M))
      return M;
  return Default;
}

static MemOrder memOrder(BuildCtx &C, const RInstr &I) {
  MemOrder O;
  O.Volatile = I.has(Mod::volatile_);
  if (I.has(Mod::relaxed))
    O.Ord = AtomicOrdering::Monotonic;
  else if (I.has(Mod::acquire))
    O.Ord = AtomicOrdering::Acquire;
  else if (I.has(Mod::release))
    O.Ord = AtomicOrdering::Release;
  O.Scope = C.scope(scopeMod(I, Mod::sys));
  return O;
}

static unsigned vectorCount(const RInstr &I) {
  return I.has(Mod::v2) ? 2 : I.has(Mod::v4) ? 4 : I.has(Mod::v8) ? 8 : 1;
}

void shfl::ptx::buildLd(BuildCtx &C, const RInstr &I) {
  PTXType Ty = I.T[0];
  unsigned EW = bitsOf(Ty), N = vectorCount(I);
  unsigned AS = addressSpaceOf(I);
  MemOrder O = memOrder(C, I);
  Value *Ptr = C.address(I.Ops[1], AS);
  Type *ET = C.intTy(EW);
  bool SExt = isSigned(Ty);
  if (N == 1) {
    LoadInst *L = C.B.CreateAlignedLoad(ET, Ptr, Align(EW / 8), O.Volatile, "ld");
    if (O.Ord != AtomicOrdering::NotAtomic)
      L->setAtomic(O.Ord, O.Scope);
    C.write(I.Ops[0], L, SExt);
    return;
  }
  const ROperand &Dst = I.Ops[0];
  if (O.Ord == AtomicOrdering::NotAtomic) {
    auto *VT = FixedVectorType::get(ET, N);
    LoadInst *L = C.B.CreateAlignedLoad(VT, Ptr, Align(N * EW / 8), O.Volatile,
                                        "ld");
    for (unsigned K = 0; K < N; ++K)
      if (Dst.Elems[K].K != ROperand::Sink)
        C.write(Dst.Elems[K], C.B.CreateExtractElement(L, K), SExt);
    return;
  }
  for (unsigned K = 0; K < N; ++K) {
    Value *EP = K ? C.B.CreateConstGEP1_32(ET, Ptr, K) : Ptr;
    LoadInst *L = C.B.CreateAlignedLoad(ET, EP, Align(EW / 8), O.Volatile, "ld");
    L->setAtomic(O.Ord, O.Scope);
    if (Dst.Elems[K].K != ROperand::Sink)
      C.write(Dst.Elems[K], L, SExt);
  }
}

void shfl::ptx::buildSt(BuildCtx &C, const RInstr &I) {
  PTXType Ty = I.T[0];
  unsigned EW = bitsOf(Ty), N = vectorCount(I);
  unsigned AS = addressSpaceOf(I);
  MemOrder O = memOrder(C, I);
  Value *Ptr = C.address(I.Ops[0], AS);
  Type *ET = C.intTy(EW);
  const ROperand &Src = I.Ops[1];
  auto Elem = [&](const ROperand &R) {
    return isFloat(Ty) && typeInfo(Ty).Lanes == 1 ? C.readFloat(R, formatOf(Ty))
                                                  : C.read(R, EW);
  };
  if (N == 1) {
    StoreInst *S = C.B.CreateAlignedStore(Elem(Src), Ptr, Align(EW / 8),
                                          O.Volatile);
    if (O.Ord != AtomicOrdering::NotAtomic)
      S->setAtomic(O.Ord, O.Scope);
    return;
  }
  if (O.Ord == AtomicOrdering::NotAtomic) {
    Value *V = PoisonValue::get(FixedVectorType::get(ET, N));
    for (unsigned K = 0; K < N; ++K)
      V = C.B.CreateInsertElement(V, Elem(Src.Elems[K]), K);
    C.B.CreateAlignedStore(V, Ptr, Align(N * EW / 8), O.Volatile);
    return;
  }
  for (unsigned K = 0; K < N; ++K) {
    Value *EP = K ? C.B.CreateConstGEP1_32(ET, Ptr, K) : Ptr;
    StoreInst *S = C.B.CreateAlignedStore(Elem(Src.Elems[K]), EP,
                                          Align(EW / 8), O.Volatile);
    S->setAtomic(O.Ord, O.Scope);
  }
}

//===----------------------------------------------------------------------===//
// atom, red
//===----------------------------------------------------------------------===//

/// The LLVM type an atomic of \p Ty operates on.
static Type *atomicType(BuildCtx &C, PTXType Ty) {
  switch (Ty) {
  case PTXType::F16: return C.B.getHalfTy();
  case PTXType::BF16: return C.B.getBFloatTy();
  case PTXType::F32: return C.B.getFloatTy();
  case PTXType::F64: return C.B.getDoubleTy();
  case PTXType::F16x2: return FixedVectorType::get(C.B.getHalfTy(), 2);
  case PTXType::BF16x2: return FixedVectorType::get(C.B.getBFloatTy(), 2);
  default: return C.intTy(bitsOf(Ty));
  }
}

static Value *atomic(BuildCtx &C, const RInstr &I, unsigned AddrOp,
                     const char *Name) {
  PTXType Ty = I.T[0];
  unsigned W = bitsOf(Ty);
  Type *VT = atomicType(C, Ty);
  Value *Ptr = C.address(I.Ops[AddrOp], addressSpaceOf(I));
  AtomicOrdering Ord = AtomicOrdering::Monotonic;
  if (I.has(Mod::acquire))
    Ord = AtomicOrdering::Acquire;
  else if (I.has(Mod::release))
    Ord = AtomicOrdering::Release;
  else if (I.has(Mod::acq_rel))
    Ord = AtomicOrdering::AcquireRelease;
  SyncScope::ID SSID = C.scope(scopeMod(I, Mod::gpu));
  Align A(W / 8);
  auto Val = [&](unsigned K) {
    Value *V = isFloat(Ty) && typeInfo(Ty).Lanes == 1
                   ? C.readFloat(I.Ops[K], formatOf(Ty))
                   : C.read(I.Ops[K], W);
    return VT->isIntegerTy() ? V : C.B.CreateBitCast(V, VT);
  };
  Value *Old;
  if (I.has(Mod::cas)) {
    Value *Cmp = Val(AddrOp + 1);
    Value *New = Val(AddrOp + 2);
    auto *X = C.B.CreateAtomicCmpXchg(
        Ptr, Cmp, New, A, Ord,
        AtomicCmpXchgInst::getStrongestFailureOrdering(Ord), SSID);
    Old = C.B.CreateExtractValue(X, 0, Name);
  } else {
    bool S = isSigned(Ty);
    AtomicRMWInst::BinOp Op =
        I.has(Mod::add)    ? (isFloat(Ty) ? AtomicRMWInst::FAdd
                                          : AtomicRMWInst::Add)
        : I.has(Mod::and_) ? AtomicRMWInst::And
        : I.has(Mod::or_)  ? AtomicRMWInst::Or
        : I.has(Mod::xor_) ? AtomicRMWInst::Xor
        : I.has(Mod::exch) ? AtomicRMWInst::Xchg
        : I.has(Mod::inc)  ? AtomicRMWInst::UIncWrap
        : I.has(Mod::dec)  ? AtomicRMWInst::UDecWrap
        : I.has(Mod::min)  ? (S ? AtomicRMWInst::Min : AtomicRMWInst::UMin)
                           : (S ? AtomicRMWInst::Max : AtomicRMWInst::UMax);
    Old = C.B.CreateAtomicRMW(Op, Ptr, Val(AddrOp + 1), A, Ord, SSID);
    Old->setName(Name);
  }
  return VT->isIntegerTy() ? Old : C.B.CreateBitCast(Old, C.intTy(W));
}

void shfl::ptx::buildAtom(BuildCtx &C, const RInstr &I) {
  C.write(I.Ops[0], atomic(C, I, 1, "atom"), isSigned(I.T[0]));
}

void shfl::ptx::buildRed(BuildCtx &C, const RInstr &I) {
  atomic(C, I, 0, "red");
}
