//===- PTXMufu.cpp - NVIDIA's approximate instructions in IR --------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The IR of include/ShflLowering/Semantics/MUFUPTX.h (see PTXMufu.h).  The
/// operations are the header's, step for step: every unit is a private
/// i32(i32) function of the module whose body reads one packed i64 table
/// entry (C0 in bits 38..63, C1 in 12..29, C2 in 0..11, the last two signed;
/// for tanh C0 in 39..63, C1 in 17..38, C2 in 0..16) from a private constant
/// global, evaluates the interpolator with 64-bit
/// integer arithmetic and assembles the result; the PTX forms wrap calls of
/// it in ptxas's scaling, with f32 products rounded by PTXFloat.h.
///
//===----------------------------------------------------------------------===//

#include "PTXMufu.h"
#include "PTXFloat.h"
#include "ShflLowering/Semantics/MUFUPTX.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

#define DEBUG_TYPE "ptx-asm-to-ir"

using namespace llvm;
using namespace shfl::ptx;

STATISTIC(NumMufuUnits, "MUFU unit functions made");

namespace {

/// The interpolator of one unit: its table and shifts (MUFU*.h).
struct Shape {
  const char *Name;            ///< function and table name suffix
  const int32_t (*Table)[3];   ///< C0, C1, C2 per segment
  unsigned Segments, XBits;    ///< segments; low operand bits into x
  unsigned SqShift;            ///< the squarer's operand is x << SqShift
  unsigned QShift;             ///< C2 multiplies square << QShift
  unsigned AShift;             ///< C0 << AShift
  int64_t K;                   ///< the constant
  unsigned S;                  ///< the final right shift
  unsigned C1Bits = 18, C2Bits = 12; ///< packed widths of C1 and C2
  unsigned C0Pos = 38;               ///< C0's lowest bit in the entry
};

const Shape RcpShape = {"rcp", shfl::mufu::MufuRcpTable, 128, 16, 1, 0, 13, 0x47e7, 15};
const Shape RsqrtShape = {"rsqrt", shfl::mufu::MufuRsqrtTable, 128, 17, 0, 2, 14, 0x7fff, 16};
const Shape SqrtShape = {"sqrt", shfl::mufu::MufuSqrtTable, 128, 17, 0, 0, 15, 0x7fff, 17};
const Shape Ex2Shape = {"ex2", shfl::mufu::MufuEx2Table, 64, 17, 0, 0, 13, 0x77e2, 15};
const Shape Lg2Shape = {"lg2", shfl::mufu::MufuLg2Table, 64, 17, 0, 1, 12, 0x3345, 2};
const Shape SinShape = {"sin", shfl::mufu::MufuSinTable, 64, 17, 0, 0, 11, 0, 0};
const Shape TanhShape = {"tanh", shfl::mufu::MufuTanhTable, 51, 17, 0, 0, 15, 0, 0,
                         22, 17, 39};

/// The units, each a private function of the module.
enum class Unit { Rcp, Rsqrt, Sqrt, Ex2, Lg2, Sin, Cos, Rcp64H, Rsqrt64H, Tanh };

const char *unitName(Unit U) {
  static const char *const Names[] = {"rcp", "rsqrt", "sqrt", "ex2", "lg2",
                                      "sin", "cos", "rcp64h", "rsqrt64h",
                                      "tanh"};
  return Names[static_cast<unsigned>(U)];
}

/// Builds the body of one unit function.
class UnitBuilder {
public:
  UnitBuilder(Module &M, IRBuilderBase &B) : M(M), B(B) {}

  Value *build(Unit U, Value *A);

private:
  Module &M;
  IRBuilderBase &B;

  Constant *c32(uint64_t V) { return B.getInt32(static_cast<uint32_t>(V)); }
  Constant *c64(uint64_t V) { return B.getInt64(V); }
  Value *eq(Value *X, uint64_t V) {
    return B.CreateICmpEQ(X, ConstantInt::get(X->getType(), V));
  }
  Value *field(Value *A, unsigned Shift, uint64_t Mask, const Twine &N) {
    return B.CreateAnd(Shift ? B.CreateLShr(A, Shift) : A, Mask, N);
  }

  GlobalVariable *table(const Shape &Sh);
  Value *square17(Value *X);
  Value *core(const Shape &Sh, Value *Frac);
  Value *normalizeTrunc(Value *Sign, Value *V, unsigned Point) {
    return normalizeTrunc(Sign, V, c64(Point));
  }
  Value *normalizeTrunc(Value *Sign, Value *V, Value *Point);
  Value *rcp(Value *A, bool F64);
  Value *rsqrtOrSqrt(Value *A, bool Sqrt, bool F64);
  Value *ex2(Value *A);
  Value *lg2(Value *A);
  Value *sinCos(Value *A, bool Cos);
  Value *tanh(Value *A);
};

} // namespace

GlobalVariable *UnitBuilder::table(const Shape &Sh) {
  std::string Name = std::string("__shfl_mufu_") + Sh.Name + "_table";
  if (GlobalVariable *G = M.getNamedGlobal(Name))
    return G;
  SmallVector<uint64_t, 128> Packed;
  for (unsigned I = 0; I < Sh.Segments; ++I) {
    const int32_t *C = Sh.Table[I];
    Packed.push_back((uint64_t(uint32_t(C[0])) << Sh.C0Pos) |
                     ((uint64_t(uint32_t(C[1])) & ((1ull << Sh.C1Bits) - 1))
                      << Sh.C2Bits) |
                     (uint64_t(uint32_t(C[2])) & ((1ull << Sh.C2Bits) - 1)));
  }
  Constant *Init = ConstantDataArray::get(M.getContext(), Packed);
  // Constant memory (address space 4 on AMDGPU, and on NVPTX, whose
  // modules nvvm-to-amdgpu retargets keeping the number), the default
  // address space elsewhere.
  Triple TT(M.getTargetTriple());
  unsigned AS = TT.isAMDGPU() || TT.isNVPTX() ? 4 : 0;
  auto *G = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                               GlobalValue::PrivateLinkage, Init, Name,
                               nullptr, GlobalValue::NotThreadLocal, AS);
  G->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  G->setAlignment(Align(8));
  return G;
}

/// mufuSquare17: the partial products of X * X below weight 2^18 dropped,
/// halved.
Value *UnitBuilder::square17(Value *X) {
  Value *S = c32(0);
  for (unsigned I = 1; I < 17; ++I) {
    Value *Bit = B.CreateAnd(B.CreateLShr(X, I), 1);
    Value *Term = B.CreateLShr(X, 18 - I);
    S = B.CreateAdd(S, B.CreateAnd(Term, B.CreateNeg(Bit)));
  }
  return B.CreateLShr(S, 1, "sq");
}

/// The interpolator on the fraction \p Frac (i32): an i64.
Value *UnitBuilder::core(const Shape &Sh, Value *Frac) {
  Value *Idx = B.CreateLShr(Frac, Sh.XBits, "seg");
  Value *X = B.CreateAnd(Frac, (1u << Sh.XBits) - 1, "x");
  Value *Q = square17(Sh.SqShift ? B.CreateShl(X, Sh.SqShift) : X);
  GlobalVariable *T = table(Sh);
  Value *Ptr = B.CreateInBoundsGEP(T->getValueType(), T,
                                   {c64(0), B.CreateZExt(Idx, B.getInt64Ty())});
  LoadInst *Entry = B.CreateAlignedLoad(B.getInt64Ty(), Ptr, Align(8), "coef");
  Value *C0 = B.CreateLShr(Entry, Sh.C0Pos, "c0");
  Value *C1 = B.CreateAShr(B.CreateShl(Entry, 64 - Sh.C2Bits - Sh.C1Bits),
                           64 - Sh.C1Bits, "c1");
  Value *C2 = B.CreateAShr(B.CreateShl(Entry, 64 - Sh.C2Bits),
                           64 - Sh.C2Bits, "c2");
  Value *X64 = B.CreateZExt(X, B.getInt64Ty());
  Value *Q64 = B.CreateZExt(Q, B.getInt64Ty());
  if (Sh.QShift)
    Q64 = B.CreateShl(Q64, Sh.QShift);
  Value *Sum = B.CreateShl(C0, Sh.AShift);
  Sum = B.CreateAdd(Sum, B.CreateMul(C1, X64));
  Sum = B.CreateAdd(Sum, B.CreateMul(C2, Q64));
  if (Sh.K)
    Sum = B.CreateAdd(Sum, c64(Sh.K));
  return Sh.S ? B.CreateAShr(Sum, Sh.S, "interp") : Sum;
}

/// mufuNormalizeTrunc: Sign | |V| / 2^Point truncated to 24 bits (V > 0 an
/// i64), Sign for V == 0.
Value *UnitBuilder::normalizeTrunc(Value *Sign, Value *V, Value *Point) {
  Value *Lz = B.CreateBinaryIntrinsic(Intrinsic::ctlz, V, B.getTrue());
  Value *Lead = B.CreateSub(c64(63), Lz, "lead");
  Value *Big = B.CreateICmpUGE(Lead, c64(23));
  Value *Down = B.CreateLShr(V, B.CreateSelect(Big, B.CreateSub(Lead, c64(23)), c64(0)));
  Value *Up = B.CreateShl(V, B.CreateSelect(Big, c64(0), B.CreateSub(c64(23), Lead)));
  Value *Sig = B.CreateTrunc(B.CreateSelect(Big, Down, Up), B.getInt32Ty());
  Value *Exp = B.CreateTrunc(B.CreateSub(B.CreateAdd(Lead, c64(127)), Point),
                             B.getInt32Ty());
  Value *ExpBits = B.CreateShl(Exp, 23);
  Value *Frac = B.CreateAnd(Sig, 0x7fffff);
  Value *Bits = B.CreateOr(Sign, B.CreateOr(ExpBits, Frac));
  Value *Zero = eq(V, 0);
  return B.CreateSelect(Zero, Sign, Bits, "norm");
}

/// mufuRcp / mufuRcp64H.
Value *UnitBuilder::rcp(Value *A, bool F64) {
  unsigned MB = F64 ? 20 : 23, EMax = F64 ? 0x7ff : 0xff;
  Value *S = B.CreateAnd(A, 0x80000000u, "sign");
  Value *E = field(A, MB, EMax, "exp");
  Value *M = field(A, 0, (1u << MB) - 1, "frac");
  Value *R = B.CreateTrunc(core(RcpShape, F64 ? B.CreateShl(M, 3) : M),
                           B.getInt32Ty(), "r");
  Value *Two = B.CreateICmpNE(B.CreateLShr(R, 24), c32(0));
  Value *Top = B.CreateSelect(Two, c32(F64 ? 2046 : 254), c32(F64 ? 2045 : 253));
  Value *RE = B.CreateSub(Top, E, "rexp");
  Value *Mant = B.CreateAnd(R, 0x7fffff);
  if (F64)
    Mant = B.CreateLShr(Mant, 3);
  Value *Res = B.CreateOr(S, B.CreateOr(B.CreateShl(RE, MB), Mant));
  Res = B.CreateSelect(B.CreateICmpSLE(RE, c32(0)), S, Res);
  Value *EZero = eq(E, 0);
  Value *SignedInf = B.CreateOr(S, c32(uint64_t(EMax) << MB));
  Res = B.CreateSelect(EZero, SignedInf, Res);
  Value *Special = B.CreateSelect(eq(M, 0), S, c32(MUFU_NAN32));
  Value *EMaxed = eq(E, EMax);
  return B.CreateSelect(EMaxed, Special, Res, "rcp");
}

/// mufuRsqrt / mufuRsqrt64H / mufuSqrt.
Value *UnitBuilder::rsqrtOrSqrt(Value *A, bool Sqrt, bool F64) {
  unsigned MB = F64 ? 20 : 23, EMax = F64 ? 0x7ff : 0xff,
           Bias = F64 ? 1023 : 127;
  Value *S = B.CreateAnd(A, 0x80000000u, "sign");
  Value *E = field(A, MB, EMax, "exp");
  Value *M = field(A, 0, (1u << MB) - 1, "frac");
  // U = E - Bias, P = U & 1, K = (U - P) / 2 (an exact halving).
  Value *U = B.CreateSub(E, c32(Bias));
  Value *P = B.CreateAnd(U, 1, "parity");
  Value *K = B.CreateAShr(B.CreateSub(U, P), 1);
  Value *PBit = B.CreateShl(P, 23);
  Value *MBits = F64 ? B.CreateShl(M, 3) : M;
  Value *F = B.CreateOr(PBit, MBits, "f24");
  Value *R = B.CreateTrunc(core(Sqrt ? SqrtShape : RsqrtShape, F), B.getInt32Ty());
  if (!Sqrt) // a power of four: exactly 1
    R = B.CreateSelect(eq(F, 0), c32(1u << 24), R, "r");
  Value *RE;
  if (Sqrt) {
    RE = B.CreateAdd(K, c32(Bias));
  } else {
    Value *Two = B.CreateICmpNE(B.CreateLShr(R, 24), c32(0));
    RE = B.CreateSub(B.CreateSelect(Two, c32(Bias), c32(Bias - 1)), K);
  }
  Value *Mant = B.CreateAnd(R, 0x7fffff);
  if (F64)
    Mant = B.CreateLShr(Mant, 3);
  Value *Res = B.CreateOr(B.CreateShl(RE, MB), Mant);
  Value *Inf = c32(uint64_t(EMax) << MB);
  Res = B.CreateSelect(eq(E, EMax), Sqrt ? Inf : c32(0), Res);
  Res = B.CreateSelect(B.CreateICmpNE(S, c32(0)), c32(MUFU_NAN32), Res);
  Value *EZero = eq(E, 0);
  Value *ZeroRes = Sqrt ? S : B.CreateOr(S, Inf);
  Res = B.CreateSelect(EZero, ZeroRes, Res);
  Value *EMaxed = eq(E, EMax);
  Value *MNonZero = B.CreateICmpNE(M, c32(0));
  Value *NaN = B.CreateAnd(EMaxed, MNonZero);
  return B.CreateSelect(NaN, c32(MUFU_NAN32), Res, Sqrt ? "sqrt" : "rsqrt");
}

/// mufuEx2.
Value *UnitBuilder::ex2(Value *A) {
  Value *S = B.CreateICmpNE(B.CreateAnd(A, 0x80000000u), c32(0), "neg");
  Value *E = field(A, 23, 0xff, "exp");
  Value *M = field(A, 0, 0x7fffff, "frac");
  // Q = trunc(|x| * 2^23) for |x| < 128 (below 2^30).
  Value *Sig = B.CreateOr(M, 0x800000u);
  Value *Sh = B.CreateSub(E, c32(127));
  Value *Pos = B.CreateICmpSGE(Sh, c32(0));
  Value *Left = B.CreateShl(Sig, B.CreateSelect(Pos, Sh, c32(0)));
  Value *RSh = B.CreateSelect(Pos, c32(0), B.CreateNeg(Sh));
  Value *InRange = B.CreateICmpULT(RSh, c32(24));
  Value *Shifted = B.CreateLShr(Sig, RSh);
  Value *Right = B.CreateSelect(InRange, Shifted, c32(0));
  Value *EZero = eq(E, 0);
  Value *LeftOrRight = B.CreateSelect(Pos, Left, Right);
  Value *Q = B.CreateSelect(EZero, c32(0), LeftOrRight, "q");
  Value *Int = B.CreateLShr(Q, 23, "int");
  Value *F = B.CreateAnd(Q, 0x7fffff, "f");
  Value *FZero = eq(F, 0);
  // Negative x: one's complement of the fixed point, or 2^-Int exactly.
  Value *NegInt = B.CreateSub(c32(0), B.CreateAdd(Int, c32(1)));
  Value *I = B.CreateSelect(S, NegInt, Int);
  Value *Fi = B.CreateSelect(S, B.CreateSub(c32(0x7fffff), F), F);
  Value *R = B.CreateTrunc(core(Ex2Shape, Fi), B.getInt32Ty(), "r");
  Value *RE = B.CreateAdd(I, c32(127), "rexp");
  Value *REBits = B.CreateShl(RE, 23);
  Value *RFrac = B.CreateAnd(R, 0x7fffff);
  Value *Res = B.CreateOr(REBits, RFrac);
  Res = B.CreateSelect(B.CreateICmpSGE(RE, c32(255)), c32(0x7f800000u), Res);
  Res = B.CreateSelect(B.CreateICmpSLE(RE, c32(0)), c32(0), Res);
  Value *ExactE = B.CreateSub(c32(127), Int);
  Value *ExactPos = B.CreateICmpSGT(ExactE, c32(0));
  Value *ExactBits = B.CreateShl(ExactE, 23);
  Value *Exact = B.CreateSelect(ExactPos, ExactBits, c32(0));
  Res = B.CreateSelect(B.CreateAnd(S, FZero), Exact, Res);
  Value *SatRes = B.CreateSelect(S, c32(0), c32(0x7f800000u));
  Res = B.CreateSelect(B.CreateICmpUGE(E, c32(127 + 7)), SatRes, Res);
  Value *EMaxed = eq(E, 0xff);
  Value *MNonZero = B.CreateICmpNE(M, c32(0));
  Value *NaN = B.CreateAnd(EMaxed, MNonZero);
  return B.CreateSelect(NaN, c32(MUFU_NAN32), Res, "ex2");
}

/// mufuLg2.
Value *UnitBuilder::lg2(Value *A) {
  Value *S = B.CreateICmpNE(B.CreateAnd(A, 0x80000000u), c32(0), "neg");
  Value *E = field(A, 23, 0xff, "exp");
  Value *M = field(A, 0, 0x7fffff, "frac");
  Value *P = core(Lg2Shape, M);
  Value *Unb = B.CreateSExt(B.CreateSub(E, c32(127)), B.getInt64Ty());
  Value *Y = B.CreateAdd(B.CreateShl(Unb, 36), P, "y");
  Value *Neg = B.CreateICmpSLT(Y, c64(0));
  Value *Mag = B.CreateSelect(Neg, B.CreateNot(Y), Y);
  Value *Res = normalizeTrunc(B.CreateSelect(Neg, c32(0x80000000u), c32(0)), Mag, 36);
  Res = B.CreateSelect(eq(A, 0x3f800000u), c32(0), Res);
  Res = B.CreateSelect(eq(E, 0xff), c32(0x7f800000u), Res);
  Res = B.CreateSelect(S, c32(MUFU_NAN32), Res);
  Res = B.CreateSelect(eq(E, 0), c32(0xff800000u), Res);
  Value *EMaxed = eq(E, 0xff);
  Value *MNonZero = B.CreateICmpNE(M, c32(0));
  Value *NaN = B.CreateAnd(EMaxed, MNonZero);
  return B.CreateSelect(NaN, c32(MUFU_NAN32), Res, "lg2");
}

/// mufuSinCos: the operand in turns.
Value *UnitBuilder::sinCos(Value *A, bool Cos) {
  Value *S = B.CreateAnd(A, 0x80000000u, "sign");
  Value *E = field(A, 23, 0xff, "exp");
  Value *M = field(A, 0, 0x7fffff, "frac");
  // Q = trunc(|t| * 2^25) mod 2^25.
  Value *Sig = B.CreateOr(M, 0x800000u);
  Value *Sh = B.CreateSub(E, c32(125));
  Value *Pos = B.CreateICmpSGE(Sh, c32(0));
  Value *TooFar = B.CreateICmpSGE(Sh, c32(32));
  Value *LSh = B.CreateSelect(Pos, B.CreateAnd(Sh, 31), c32(0));
  Value *Left = B.CreateSelect(TooFar, c32(0), B.CreateShl(Sig, LSh));
  Value *RSh = B.CreateSelect(Pos, c32(0), B.CreateNeg(Sh));
  Value *InRange = B.CreateICmpULT(RSh, c32(24));
  Value *Shifted = B.CreateLShr(Sig, RSh);
  Value *Right = B.CreateSelect(InRange, Shifted, c32(0));
  Value *Q = B.CreateAnd(B.CreateSelect(Pos, Left, Right), 0x1ffffff);
  Q = B.CreateSelect(eq(E, 0), c32(0), Q, "q");
  Value *N = B.CreateLShr(Q, 23);
  if (Cos)
    N = B.CreateAdd(N, c32(1));
  Value *R = B.CreateAnd(Q, 0x7fffff);
  Value *Odd = B.CreateICmpNE(B.CreateAnd(N, 1), c32(0));
  R = B.CreateSelect(Odd, B.CreateSub(c32(0x7fffff), R), R, "r");
  Value *Sign = B.CreateSelect(B.CreateICmpNE(B.CreateAnd(N, 2), c32(0)),
                               c32(0x80000000u), c32(0));
  if (!Cos)
    Sign = B.CreateXor(Sign, S);
  Value *Res = normalizeTrunc(Sign, core(SinShape, R), 37);
  return B.CreateSelect(eq(E, 0xff), c32(MUFU_NAN32), Res, Cos ? "cos" : "sin");
}

/// mufuTanh: the binade's row of MufuTanhBinade (a second constant global)
/// gives the first segment, the index bits k and the point P.
Value *UnitBuilder::tanh(Value *A) {
  Value *S = B.CreateAnd(A, 0x80000000u, "sign");
  Value *E = field(A, 23, 0xff, "exp");
  Value *Frac = field(A, 0, 0x7fffff, "frac");
  Value *InTable = B.CreateICmpULT(B.CreateSub(E, c32(119)), c32(11));
  Value *Row = B.CreateSelect(InTable, B.CreateSub(E, c32(119)), c32(0), "binade");
  GlobalVariable *G = M.getNamedGlobal("__shfl_mufu_tanh_binades");
  if (!G) {
    SmallVector<uint32_t, 33> Rows;
    for (const auto &R : shfl::mufu::MufuTanhBinade)
      for (int32_t V : R)
        Rows.push_back(uint32_t(V));
    Constant *Init = ConstantDataArray::get(M.getContext(), Rows);
    Triple TT(M.getTargetTriple());
    G = new GlobalVariable(M, Init->getType(), /*isConstant=*/true,
                           GlobalValue::PrivateLinkage, Init,
                           "__shfl_mufu_tanh_binades", nullptr,
                           GlobalValue::NotThreadLocal,
                           TT.isAMDGPU() || TT.isNVPTX() ? 4 : 0);
    G->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    G->setAlignment(Align(4));
  }
  auto Load = [&](unsigned Col, const Twine &N) -> Value * {
    Value *I = B.CreateAdd(B.CreateMul(Row, c32(3)), c32(Col));
    Value *P = B.CreateInBoundsGEP(G->getValueType(), G,
                                   {c64(0), B.CreateZExt(I, B.getInt64Ty())});
    return B.CreateAlignedLoad(B.getInt32Ty(), P, Align(4), N);
  };
  Value *First = Load(0, "first"), *K = Load(1, "k"), *P = Load(2, "point");
  Value *Seg = B.CreateAdd(First, B.CreateLShr(Frac, B.CreateSub(c32(23), K)));
  Value *X = B.CreateAnd(B.CreateLShr(Frac, B.CreateSub(c32(6), K)), 0x1ffff);
  Value *V = core(TanhShape, B.CreateOr(B.CreateShl(Seg, 17), X));
  Value *Res = normalizeTrunc(S, V, B.CreateZExt(P, B.getInt64Ty()));
  Value *Large = B.CreateICmpUGE(E, c32(127 + 3));
  Value *One = B.CreateOr(S, c32(0x3f800000u));
  Res = B.CreateSelect(Large, One, Res);
  Res = B.CreateSelect(B.CreateICmpULT(E, c32(127 - 8)), A, Res);
  Value *MaxExp = eq(E, 0xff);
  Value *NonZeroFrac = B.CreateICmpNE(Frac, c32(0));
  Value *NaN = B.CreateAnd(MaxExp, NonZeroFrac);
  return B.CreateSelect(NaN, c32(MUFU_NAN32), Res, "tanh");
}

Value *UnitBuilder::build(Unit U, Value *A) {
  switch (U) {
  case Unit::Rcp: return rcp(A, false);
  case Unit::Rcp64H: return rcp(A, true);
  case Unit::Rsqrt: return rsqrtOrSqrt(A, false, false);
  case Unit::Rsqrt64H: return rsqrtOrSqrt(A, false, true);
  case Unit::Sqrt: return rsqrtOrSqrt(A, true, false);
  case Unit::Ex2: return ex2(A);
  case Unit::Lg2: return lg2(A);
  case Unit::Sin: return sinCos(A, false);
  case Unit::Cos: return sinCos(A, true);
  case Unit::Tanh: return tanh(A);
  }
  llvm_unreachable("covered switch");
}

/// A call of unit \p U's function on the i32 \p A (made on first use).
static Value *callUnit(BuildCtx &C, Unit U, Value *A) {
  std::string Name = std::string("__shfl_mufu_") + unitName(U);
  Function *F = C.M.getFunction(Name);
  if (!F) {
    Type *I32 = C.B.getInt32Ty();
    F = Function::Create(FunctionType::get(I32, {I32}, false),
                         GlobalValue::PrivateLinkage, Name, C.M);
    // It reads only its constant table: no memory effect, as LLVM infers
    // for loads from constant memory.  Inlined everywhere (a few dozen
    // integer instructions).
    F->setDoesNotThrow();
    F->setDoesNotAccessMemory();
    F->setWillReturn();
    F->addFnAttr(Attribute::AlwaysInline);
    BasicBlock *BB = BasicBlock::Create(C.Ctx, "entry", F);
    IRBuilder<> B(BB);
    Argument *Arg = F->getArg(0);
    Arg->setName("a");
    B.CreateRet(UnitBuilder(C.M, B).build(U, Arg));
    ++NumMufuUnits;
  }
  return C.B.CreateCall(F, {A}, unitName(U));
}

//===-- The PTX forms ------------------------------------------------------===//

/// FMUL.f32 (mufuMulF32): LLVM's IEEE product (round to nearest, as the
/// translator's mul.rn.f32), NaN canonical; with \p Ftz subnormal operands
/// count as zero and a product tiny after rounding (24 bits, exponent
/// unbounded: below 2^-126 - 2^-151, decided on the exact product in f64)
/// becomes zero of its sign.
static Value *mulF32(BuildCtx &C, Value *A, Value *B, bool Ftz) {
  IRBuilderBase &IB = C.B;
  if (Ftz) {
    A = ptxfp::flush(C, A, FmtF32);
    B = ptxfp::flush(C, B, FmtF32);
  }
  Value *FA = ptxfp::asFloat(C, A, FmtF32);
  Value *FB = ptxfp::asFloat(C, B, FmtF32);
  Value *R = ptxfp::asBits(C, IB.CreateFMul(FA, FB, "prod"));
  R = ptxfp::canonicalize(C, R, FmtF32);
  if (!Ftz)
    return R;
  Value *DA = ptxfp::toDouble(C, A, FmtF32);
  Value *DB = ptxfp::toDouble(C, B, FmtF32);
  Value *P = IB.CreateFMul(DA, DB, "prod.exact");
  Value *Tiny = IB.CreateFCmpOLT(IB.CreateUnaryIntrinsic(Intrinsic::fabs, P),
                                 ConstantFP::get(IB.getDoubleTy(),
                                                 0x1p-126 - 0x1p-151));
  Value *Sign = IB.CreateAnd(R, C.cst(32, 0x80000000u));
  return IB.CreateSelect(Tiny, Sign, R, "ftz.tiny");
}

/// mufuIsTiny / mufuIsHuge on f32 bits.
static Value *isTiny(BuildCtx &C, Value *A) {
  return C.B.CreateICmpULT(C.B.CreateAnd(A, 0x7fffffffu), C.cst(32, 0x00800000u));
}
static Value *isHuge(BuildCtx &C, Value *A) {
  Value *Mag = C.B.CreateAnd(A, 0x7fffffffu);
  Value *Above = C.B.CreateICmpUGT(Mag, C.cst(32, 0x7e800000u));
  Value *NotNaN = C.B.CreateICmpULE(Mag, C.cst(32, 0x7f800000u));
  return C.B.CreateAnd(Above, NotNaN);
}

/// The f32 bits of 2^K.
static Value *pow2(BuildCtx &C, int K) {
  return C.cst(32, uint32_t(127 + K) << 23);
}

/// ptxTurnsF32: x * 0x3e22f983 rounded toward zero (FMUL.RZ): the exact
/// product in f64 rounded to nearest f32, moved one unit toward zero where
/// that rounded away from zero.
static Value *turns(BuildCtx &C, Value *A) {
  IRBuilderBase &B = C.B;
  Value *P = B.CreateFMul(ptxfp::toDouble(C, A, FmtF32),
                          ConstantFP::get(B.getDoubleTy(),
                                          double(0.15915493667125701904f)),
                          "turns.exact");
  Value *RN = B.CreateFPTrunc(P, B.getFloatTy());
  Value *RNMag = B.CreateUnaryIntrinsic(Intrinsic::fabs, B.CreateFPExt(RN, B.getDoubleTy()));
  Value *PMag = B.CreateUnaryIntrinsic(Intrinsic::fabs, P);
  Value *Away = B.CreateFCmpOGT(RNMag, PMag);
  Value *Bits = ptxfp::asBits(C, RN);
  Value *Res = B.CreateSelect(Away, B.CreateSub(Bits, C.cst(32, 1)), Bits, "turns");
  return ptxfp::canonicalize(C, Res, FmtF32);
}

/// 16-bit f16/bf16 ex2 from MUFU.EX2 of the exact widened operand.
static Value *halfEx2(BuildCtx &C, Value *H, bool BF) {
  IRBuilderBase &B = C.B;
  FpFormat F = BF ? FmtBF16 : FmtF16;
  Value *Wide = ptxfp::asBits(C, ptxfp::toF32(C, H, F));
  if (BF) // the bits themselves: bf16 subnormals reach MUFU and flush there
    Wide = B.CreateShl(B.CreateZExt(H, B.getInt32Ty()), 16);
  Value *Y = callUnit(C, Unit::Ex2, Wide);
  Value *YE = B.CreateAnd(B.CreateLShr(Y, 23), 0xff, "yexp");
  Value *Res;
  if (BF) {
    Res = B.CreateTrunc(B.CreateLShr(Y, 16), B.getInt16Ty());
    Res = B.CreateSelect(B.CreateICmpEQ(YE, C.cst(32, 0)), C.cst(16, 0), Res);
  } else {
    // Truncated to f16: normal, subnormal (a shift of the significand),
    // zero below 2^-24, infinity from 2^16 up.
    Value *Sig = B.CreateOr(B.CreateAnd(Y, 0x7fffff), 0x800000u);
    Value *NormalExp = B.CreateShl(B.CreateSub(YE, C.cst(32, 112)), 10);
    Value *NormalFrac = B.CreateLShr(B.CreateAnd(Y, 0x7fffff), 13);
    Value *Normal = B.CreateOr(NormalExp, NormalFrac);
    Value *Shift = B.CreateSub(C.cst(32, 126), YE);
    Value *Sub = B.CreateLShr(Sig, B.CreateSelect(B.CreateICmpULT(Shift, C.cst(32, 32)),
                                                  Shift, C.cst(32, 31)));
    Res = B.CreateSelect(B.CreateICmpULT(YE, C.cst(32, 127 - 14)), Sub, Normal);
    Res = B.CreateSelect(B.CreateICmpULT(YE, C.cst(32, 127 - 24)), C.cst(32, 0), Res);
    Res = B.CreateSelect(B.CreateICmpUGE(YE, C.cst(32, 127 + 16)),
                         C.cst(32, 0x7c00), Res);
    Res = B.CreateTrunc(Res, B.getInt16Ty());
  }
  Res = B.CreateSelect(B.CreateICmpEQ(Y, C.cst(32, MUFU_NAN32)), C.cst(16, 0x7fff), Res);
  return B.CreateSelect(ptxfp::isNaN(C, H, F), C.cst(16, 0x7fff), Res,
                        BF ? "ex2.bf16" : "ex2.f16");
}

/// tanh.approx.f16 and .bf16 (ptxTanhApproxF16, ptxTanhApproxBF16): the
/// unit on the widened operand, truncated; below 2^-8 (f16) the operand
/// itself, and every other result is a normal f16.
static Value *halfTanh(BuildCtx &C, Value *H, bool BF) {
  IRBuilderBase &B = C.B;
  Value *Y = callUnit(C, Unit::Tanh,
                      BF ? B.CreateShl(B.CreateZExt(H, B.getInt32Ty()), 16)
                         : ptxfp::asBits(C, ptxfp::toF32(C, H, FmtF16)));
  Value *Res;
  if (BF) {
    Res = B.CreateTrunc(B.CreateLShr(Y, 16), B.getInt16Ty());
  } else {
    Value *YE = B.CreateAnd(B.CreateLShr(Y, 23), 0xff, "yexp");
    Value *Exp = B.CreateShl(B.CreateSub(YE, C.cst(32, 112)), 10);
    Value *Frac = B.CreateLShr(B.CreateAnd(Y, 0x7fffff), 13);
    Value *Sign = B.CreateAnd(B.CreateLShr(Y, 16), 0x8000);
    Res = B.CreateTrunc(B.CreateOr(Sign, B.CreateOr(Exp, Frac)), B.getInt16Ty());
    Value *Small = B.CreateICmpULT(B.CreateAnd(H, 0x7fff), C.cst(16, 0x1c00));
    Res = B.CreateSelect(Small, H, Res);
  }
  return B.CreateSelect(ptxfp::isNaN(C, H, BF ? FmtBF16 : FmtF16),
                        C.cst(16, 0x7fff), Res, BF ? "tanh.bf16" : "tanh.f16");
}

/// rsqrt.approx.f64 (ptxRsqrtApproxF64): one Newton step from RSQ64H.
static Value *rsqrtF64(BuildCtx &C, Value *A) {
  IRBuilderBase &B = C.B;
  Type *D = B.getDoubleTy();
  auto Newton = [&](Value *X) {
    Value *XB = B.CreateBitCast(X, B.getInt64Ty());
    Value *Hi = B.CreateTrunc(B.CreateLShr(XB, 32), B.getInt32Ty());
    Value *Y0 = B.CreateBitCast(
        B.CreateShl(B.CreateZExt(callUnit(C, Unit::Rsqrt64H, Hi), B.getInt64Ty()), 32), D);
    auto Fma = [&](Value *P, Value *Q, Value *R) {
      return B.CreateIntrinsic(Intrinsic::fma, {D}, {P, Q, R});
    };
    Value *E = Fma(X, B.CreateFNeg(B.CreateFMul(Y0, Y0)), ConstantFP::get(D, 1.0));
    Value *H = Fma(E, ConstantFP::get(D, 0.375), ConstantFP::get(D, 0.5));
    return Fma(H, B.CreateFMul(Y0, E), Y0);
  };
  // One Newton step, on x or on a subnormal x scaled by 2^54 (the result
  // then scaled by 2^27).
  Value *X = B.CreateBitCast(A, D);
  Value *Mag = B.CreateAnd(A, 0x7fffffffffffffffull);
  Value *Subnormal = B.CreateICmpULT(Mag, C.cst(64, 0x0010000000000000ull));
  Value *Y = Newton(B.CreateSelect(
      Subnormal, B.CreateFMul(X, ConstantFP::get(D, 18014398509481984.0)), X));
  Value *Fast = B.CreateBitCast(Y, B.getInt64Ty());
  Value *Sub = B.CreateBitCast(B.CreateFMul(Y, ConstantFP::get(D, 134217728.0)),
                               B.getInt64Ty());
  Value *SignBit = B.CreateAnd(A, 0x8000000000000000ull);
  Value *Res = Sub;
  Res = B.CreateSelect(B.CreateICmpEQ(Mag, C.cst(64, 0x7ff0000000000000ull)),
                       C.cst(64, 0), Res);
  Res = B.CreateSelect(B.CreateICmpNE(SignBit, C.cst(64, 0)),
                       C.cst(64, 0xfff8000000000000ull), Res);
  Value *IsNaN = B.CreateICmpUGT(Mag, C.cst(64, 0x7ff0000000000000ull));
  Value *Quiet = B.CreateOr(A, 0x0008000000000000ull);
  Res = B.CreateSelect(IsNaN, Quiet, Res);
  Value *IsZero = B.CreateICmpEQ(Mag, C.cst(64, 0));
  Value *SignedInf = B.CreateOr(SignBit, C.cst(64, 0x7ff0000000000000ull));
  Res = B.CreateSelect(IsZero, SignedInf, Res);
  Value *Hi = B.CreateTrunc(B.CreateLShr(A, 32), B.getInt32Ty());
  Value *Ok = B.CreateICmpULT(B.CreateSub(Hi, C.cst(32, 0x00100000u)),
                              C.cst(32, 0x7fe00000u));
  return B.CreateSelect(Ok, Fast, Res, "rsqrt.f64");
}

Value *mufu::buildForm(BuildCtx &C, Form Fm, bool Ftz, Value *A) {
  IRBuilderBase &B = C.B;
  switch (Fm) {
  case Form::Rcp: {
    if (Ftz)
      return callUnit(C, Unit::Rcp, A);
    Value *Huge = isHuge(C, A);
    Value *Tiny = isTiny(C, A);
    Value *Sc = B.CreateSelect(Huge, pow2(C, -2),
                               B.CreateSelect(Tiny, pow2(C, 24), pow2(C, 0)));
    return mulF32(C, Sc, callUnit(C, Unit::Rcp, mulF32(C, A, Sc, false)), false);
  }
  // Without .ftz the operand is scaled where ptxas's test says so, the
  // unit runs once, and its result is scaled back under the same test.
  case Form::Rsqrt:
  case Form::Sqrt: {
    Unit U = Fm == Form::Rsqrt ? Unit::Rsqrt : Unit::Sqrt;
    if (Ftz)
      return callUnit(C, U, A);
    Value *Tiny = isTiny(C, A);
    Value *Y = callUnit(C, U, B.CreateSelect(Tiny, mulF32(C, A, pow2(C, 24), false), A));
    Value *Back = mulF32(C, Y, pow2(C, Fm == Form::Rsqrt ? 12 : -12), false);
    return B.CreateSelect(Tiny, Back, Y);
  }
  case Form::Ex2: {
    if (Ftz)
      return callUnit(C, Unit::Ex2, A);
    Value *Mag = B.CreateAnd(A, 0x7fffffffu);
    Value *Negative = B.CreateICmpSLT(A, C.cst(32, 0));
    Value *Large = B.CreateICmpUGT(Mag, C.cst(32, 0x42fc0000u));
    Value *NotNaN = B.CreateICmpULE(Mag, C.cst(32, 0x7f800000u));
    Value *Below = B.CreateAnd(Negative, B.CreateAnd(Large, NotNaN));
    Value *Y = callUnit(C, Unit::Ex2,
                        B.CreateSelect(Below, mulF32(C, A, pow2(C, -1), false), A));
    return B.CreateSelect(Below, mulF32(C, Y, Y, false), Y);
  }
  case Form::Lg2: {
    if (Ftz)
      return callUnit(C, Unit::Lg2, A);
    // lg2(x * 2^24) - 24, LLVM's IEEE FADD (round to nearest).
    Value *Tiny = isTiny(C, A);
    Value *Y = callUnit(C, Unit::Lg2,
                        B.CreateSelect(Tiny, mulF32(C, A, pow2(C, 24), false), A));
    Value *Back = ptxfp::asBits(
        C, B.CreateFSub(ptxfp::asFloat(C, Y, FmtF32),
                        ConstantFP::get(B.getFloatTy(), 24.0), "lg2.unscaled"));
    Back = ptxfp::canonicalize(C, Back, FmtF32);
    return B.CreateSelect(Tiny, Back, Y);
  }
  case Form::Sin:
    return callUnit(C, Unit::Sin, turns(C, A));
  case Form::Cos:
    return callUnit(C, Unit::Cos, turns(C, A));
  case Form::Ex2F16:
    return halfEx2(C, A, false);
  case Form::Ex2BF16:
    return halfEx2(C, A, true);
  case Form::Tanh:
    return callUnit(C, Unit::Tanh, A);
  case Form::TanhF16:
    return halfTanh(C, A, false);
  case Form::TanhBF16:
    return halfTanh(C, A, true);
  case Form::RcpF64: {
    Value *Hi = B.CreateTrunc(B.CreateLShr(A, 32), B.getInt32Ty());
    return B.CreateShl(B.CreateZExt(callUnit(C, Unit::Rcp64H, Hi), B.getInt64Ty()), 32);
  }
  case Form::RsqrtF64: {
    if (!Ftz)
      return rsqrtF64(C, A);
    Value *Hi = B.CreateTrunc(B.CreateLShr(A, 32), B.getInt32Ty());
    return B.CreateShl(B.CreateZExt(callUnit(C, Unit::Rsqrt64H, Hi), B.getInt64Ty()), 32);
  }
  }
  llvm_unreachable("covered switch");
}

Value *mufu::buildDiv(BuildCtx &C, bool Full, bool Ftz, Value *A, Value *Bv) {
  IRBuilderBase &B = C.B;
  Value *Tiny = isTiny(C, Bv), *Huge = isHuge(C, Bv);
  if (Full) {
    Value *Quarter = pow2(C, -2);
    A = B.CreateSelect(Huge, mulF32(C, A, Quarter, Ftz), A);
    Bv = B.CreateSelect(Huge, mulF32(C, Bv, Quarter, Ftz), Bv);
  }
  if (!Ftz) {
    A = B.CreateSelect(Tiny, mulF32(C, A, pow2(C, 24), false), A);
    Bv = B.CreateSelect(Tiny, mulF32(C, Bv, pow2(C, 24), false), Bv);
  }
  return mulF32(C, callUnit(C, Unit::Rcp, Bv), A, Ftz);
}
