//===- MathIntrinsics.cpp - The lane-local math of AMDGPU -----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Host models of the AMDGPU floating-point instructions (MathIntrinsics.h
/// says which, and how the approximate ones are modelled).  The semantics
/// follow AMD's ISA guides (CDNA2 / RDNA3): V_CLASS, V_FREXP_MANT,
/// V_FREXP_EXP, V_FRACT, V_MED3, V_TRIG_PREOP, V_RCP, V_RSQ, V_EXP, V_LOG,
/// V_SIN, V_COS.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include <atomic>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

using namespace llvm;
using namespace wemu;

static std::atomic<int> ApproxBias{0};

void wemu::setApproxBias(int Bias) { ApproxBias = Bias < 0 ? -1 : Bias > 0 ? 1 : 0; }
int wemu::getApproxBias() { return ApproxBias; }

namespace {

template <typename T> struct Bits;
template <> struct Bits<float> { using U = uint32_t; };
template <> struct Bits<double> { using U = uint64_t; };

template <typename T> typename Bits<T>::U toBits(T X) {
  typename Bits<T>::U B;
  std::memcpy(&B, &X, sizeof(T));
  return B;
}
template <typename T> T fromBits(typename Bits<T>::U B) {
  T X;
  std::memcpy(&X, &B, sizeof(T));
  return X;
}

/// \p V rounded to T, moved by the bias times \p Units ulps (finite nonzero
/// results only: the special results of the instructions are exact).
template <typename T> T approx(long double V, uint64_t Units = 1) {
  T R = static_cast<T>(V);
  int B = ApproxBias;
  if (!B || !std::isfinite(R) || R == 0)
    return R;
  auto U = toBits(R);
  // Towards +infinity: up in magnitude for positive values.
  bool Up = (B > 0) == !std::signbit(R);
  using UT = decltype(U);
  UT Mag = U & ~(UT(1) << (sizeof(T) * 8 - 1));
  UT Sign = U & (UT(1) << (sizeof(T) * 8 - 1));
  UT Inf = toBits(std::numeric_limits<T>::infinity());
  if (Up)
    Mag = Mag + Units > Inf ? Inf : Mag + UT(Units);
  else
    Mag = Mag < Units ? 0 : Mag - UT(Units);
  return fromBits<T>(Mag | Sign);
}

// V_CLASS: bit 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
template <typename T> bool classOf(T X, int32_t Mask) {
  int Bit;
  bool Neg = std::signbit(X);
  switch (std::fpclassify(X)) {
  case FP_NAN: {
    auto B = toBits(X);
    using UT = decltype(B);
    UT Quiet = UT(1) << (std::numeric_limits<T>::digits - 2);
    Bit = (B & Quiet) ? 1 : 0;
    break;
  }
  case FP_INFINITE:
    Bit = Neg ? 2 : 9;
    break;
  case FP_NORMAL:
    Bit = Neg ? 3 : 8;
    break;
  case FP_SUBNORMAL:
    Bit = Neg ? 4 : 7;
    break;
  default:
    Bit = Neg ? 5 : 6;
    break;
  }
  return (Mask >> Bit) & 1;
}

// V_FREXP_MANT / V_FREXP_EXP: infinities and NaNs give themselves / 0.
template <typename T> T frexpMant(T X) {
  if (!std::isfinite(X))
    return X;
  int E;
  return std::frexp(X, &E);
}
template <typename T> int32_t frexpExp(T X) {
  if (!std::isfinite(X))
    return 0;
  int E;
  std::frexp(X, &E);
  return E;
}

// V_FRACT: x - floor(x), below 1; infinities give NaN... as LLVM defines
// llvm.amdgcn.fract (a NaN for an infinite operand).
template <typename T> T fract(T X) {
  if (std::isnan(X))
    return X;
  if (std::isinf(X))
    return std::numeric_limits<T>::quiet_NaN();
  T F = X - std::floor(X);
  T Below1 = std::nextafter(T(1), T(0));
  return F < Below1 ? F : Below1;
}

// V_MED3_F32 in IEEE mode: med3 = max(min(a, b), min(max(a, b), c)) with
// the minNum/maxNum rules (a NaN operand is ignored).
float med3(float A, float B, float C) {
  float Lo = std::fmin(A, B), Hi = std::fmax(A, B);
  return std::fmax(Lo, std::fmin(Hi, C));
}

// 2/pi = 0.{b1215 ... b0} as floor(2/pi * 2^1216), 19 words, most
// significant first (V_TRIG_PREOP reads its first 1201 bits).
const uint64_t TwoOverPi[19] = {
    0xa2f9836e4e441529ull, 0xfc2757d1f534ddc0ull, 0xdb6295993c439041ull,
    0xfe5163abdebbc561ull, 0xb7246e3a424dd2e0ull, 0x06492eea09d1921cull,
    0xfe1deb1cb129a73eull, 0xe88235f52ebb4484ull, 0xe99c7026b45f7e41ull,
    0x3991d639835339f4ull, 0x9c845f8bbdf9283bull, 0x1ff897ffde05980full,
    0xef2f118b5a0a6d1full, 0x6d367ecf27cb09b7ull, 0x4f463f669e5fea2dull,
    0x7527bac7ebe5f17bull, 0x3d0739f78a5292eaull, 0x6bfb5fb11f8d5d08ull,
    0x56033046fc7b6babull};

/// Bit I of the fraction of 2/pi, I = 1 being the first (weight 1/2).
unsigned twoOverPiBit(unsigned I) {
  if (I == 0 || I > 19 * 64)
    return 0;
  unsigned Pos = I - 1; // from the most significant bit
  return (TwoOverPi[Pos / 64] >> (63 - Pos % 64)) & 1;
}

// V_TRIG_PREOP_F64: the 53 bits of 2/pi after the first `shift` fraction
// bits, at their weight; shift = 53 * segment, plus the excess of the
// operand's biased exponent over 1077; scaled by 2^128 for exponents of
// 1968 and more (so that the result stays normal).
double trigPreop(double X, int32_t Segment) {
  uint64_t B = toBits(X);
  int Exp = int((B >> 52) & 0x7ff);
  unsigned Shift = unsigned(Segment & 31) * 53;
  if (Exp > 1077)
    Shift += unsigned(Exp - 1077);
  uint64_t M = 0;
  for (unsigned I = 1; I <= 53; ++I)
    M = (M << 1) | (Shift + I <= 1201 ? twoOverPiBit(Shift + I) : 0);
  int Scale = -53 - int(Shift);
  if (Exp >= 1968)
    Scale += 128;
  return std::ldexp(double(M), Scale);
}

// The approximate instructions.
// The host's division rounds once; 1.0L / X rounded again to double is a
// different value for about one input in 2000 (test/wave-emu/math-rounds-once.ll).
template <typename T> T rcp(T X) {
  return approx<T>(T(1) / X, sizeof(T) == 8 ? (1ull << 29) : 1);
}
static float rsqNearest(float X) {
  return static_cast<float>(1.0L / std::sqrt(static_cast<long double>(X)));
}
static double rsqNearest(double X) { return wemu::rsqNearestF64(X); }
template <typename T> T rsq(T X) {
  if (X < 0 || std::isnan(X))
    return std::numeric_limits<T>::quiet_NaN();
  return approx<T>(rsqNearest(X), sizeof(T) == 8 ? (1ull << 29) : 1);
}
template <typename T> T sqrtApprox(T X) {
  return approx<T>(std::sqrt(static_cast<long double>(X)));
}
float exp2f32(float X) { return approx<float>(std::exp2(static_cast<long double>(X))); }
float log2f32(float X) { return approx<float>(std::log2(static_cast<long double>(X))); }
float expf32(float X) { return approx<float>(std::exp(static_cast<long double>(X))); }
float logf32(float X) { return approx<float>(std::log(static_cast<long double>(X))); }
float log10f32(float X) { return approx<float>(std::log10(static_cast<long double>(X))); }
/// V_SIN_F32 / V_COS_F32 take revolutions: sin(2 pi t) for |t| <= 256,
/// 0 outside.
float sinRev(float T) {
  if (std::isnan(T) || std::isinf(T))
    return std::numeric_limits<float>::quiet_NaN();
  if (std::fabs(T) > 256.0f)
    return 0.0f;
  long double F = T - std::floor(static_cast<long double>(T)); // exact
  return approx<float>(std::sin(2.0L * 3.141592653589793238462643383279503L * F));
}
float cosRev(float T) {
  if (std::isnan(T) || std::isinf(T))
    return std::numeric_limits<float>::quiet_NaN();
  if (std::fabs(T) > 256.0f)
    return 0.0f;
  long double F = T - std::floor(static_cast<long double>(T));
  return approx<float>(std::cos(2.0L * 3.141592653589793238462643383279503L * F));
}
/// llvm.sin/cos.f32 on AMDGPU: v_sin/v_cos of x * (1/2pi) rounded to f32.
float sinf32(float X) { return sinRev(X * 0.159154943f); }
float cosf32(float X) { return cosRev(X * 0.159154943f); }

struct MathFn {
  const char *Intrinsic;
  void *Host;
};

/// llvm.canonicalize in IEEE mode (V_MAX x, x on AMDGPU): a signalling NaN
/// is quieted with its payload and sign kept, everything else is unchanged
/// (the emulator does not model the MODE register's denormal flushing).
/// LLVM 19's x86 backend cannot select the intrinsic, so the host runs this.
template <typename T> T canonicalize(T X) {
  if (!std::isnan(X))
    return X;
  using U = typename Bits<T>::U;
  constexpr U Quiet = U(1) << (std::numeric_limits<T>::digits - 2);
  return fromBits<T>(toBits(X) | Quiet);
}

const MathFn MathFns[] = {
    {"llvm.amdgcn.class.f32", reinterpret_cast<void *>(&classOf<float>)},
    {"llvm.amdgcn.class.f64", reinterpret_cast<void *>(&classOf<double>)},
    {"llvm.amdgcn.frexp.mant.f32", reinterpret_cast<void *>(&frexpMant<float>)},
    {"llvm.amdgcn.frexp.mant.f64", reinterpret_cast<void *>(&frexpMant<double>)},
    {"llvm.amdgcn.frexp.exp.i32.f32", reinterpret_cast<void *>(&frexpExp<float>)},
    {"llvm.amdgcn.frexp.exp.i32.f64", reinterpret_cast<void *>(&frexpExp<double>)},
    {"llvm.amdgcn.fract.f32", reinterpret_cast<void *>(&fract<float>)},
    {"llvm.amdgcn.fract.f64", reinterpret_cast<void *>(&fract<double>)},
    {"llvm.amdgcn.fmed3.f32", reinterpret_cast<void *>(&med3)},
    {"llvm.amdgcn.trig.preop.f64", reinterpret_cast<void *>(&trigPreop)},
    {"llvm.amdgcn.rcp.f32", reinterpret_cast<void *>(&rcp<float>)},
    {"llvm.amdgcn.rcp.f64", reinterpret_cast<void *>(&rcp<double>)},
    {"llvm.amdgcn.rsq.f32", reinterpret_cast<void *>(&rsq<float>)},
    {"llvm.amdgcn.rsq.f64", reinterpret_cast<void *>(&rsq<double>)},
    {"llvm.amdgcn.sqrt.f32", reinterpret_cast<void *>(&sqrtApprox<float>)},
    {"llvm.amdgcn.exp2.f32", reinterpret_cast<void *>(&exp2f32)},
    {"llvm.amdgcn.log.f32", reinterpret_cast<void *>(&log2f32)},
    {"llvm.amdgcn.sin.f32", reinterpret_cast<void *>(&sinRev)},
    {"llvm.amdgcn.cos.f32", reinterpret_cast<void *>(&cosRev)},
    {"llvm.exp2.f32", reinterpret_cast<void *>(&exp2f32)},
    {"llvm.log2.f32", reinterpret_cast<void *>(&log2f32)},
    {"llvm.exp.f32", reinterpret_cast<void *>(&expf32)},
    {"llvm.log.f32", reinterpret_cast<void *>(&logf32)},
    {"llvm.log10.f32", reinterpret_cast<void *>(&log10f32)},
    {"llvm.sin.f32", reinterpret_cast<void *>(&sinf32)},
    {"llvm.cos.f32", reinterpret_cast<void *>(&cosf32)},
    {"llvm.canonicalize.f32", reinterpret_cast<void *>(&canonicalize<float>)},
    {"llvm.canonicalize.f64", reinterpret_cast<void *>(&canonicalize<double>)},
};

constexpr StringLiteral HostPrefix = "__wemu_math.";

} // namespace

void wemu::rewriteMathIntrinsics(Module &M, const GPUTarget &T) {
  SmallVector<Function *, 16> Decls;
  for (Function &F : M)
    if (F.isDeclaration() && F.getName().starts_with("llvm."))
      Decls.push_back(&F);
  for (Function *F : Decls) {
    StringRef Name = F->getName();
    // llvm.fmuladd: gfx9 and later fuse it (v_fma / v_fmac), gfx8 fuses
    // f64 only; the host would decide by its own CPU, so it is made
    // explicit: an fma, or a multiply and an add.
    if (Name.starts_with("llvm.fmuladd.")) {
      Type *Ty = F->getReturnType();
      bool Fuse = Ty->getScalarType()->isDoubleTy() || T.Major >= 9;
      for (User *U : make_early_inc_range(F->users())) {
        auto *CI = dyn_cast<CallInst>(U);
        if (!CI || CI->getCalledFunction() != F)
          continue;
        IRBuilder<> B(CI);
        Value *New;
        if (Fuse) {
          SmallVector<Value *, 3> Args(CI->args());
          New = B.CreateIntrinsic(Intrinsic::fma, {Ty}, Args);
          cast<Instruction>(New)->copyFastMathFlags(CI);
        } else {
          Value *Mul = B.CreateFMul(CI->getArgOperand(0), CI->getArgOperand(1));
          New = B.CreateFAdd(Mul, CI->getArgOperand(2));
        }
        New->takeName(CI);
        CI->replaceAllUsesWith(New);
        CI->eraseFromParent();
      }
      continue;
    }
    for (const MathFn &MF : MathFns) {
      if (Name != MF.Intrinsic)
        continue;
      FunctionCallee Host = M.getOrInsertFunction(
          (HostPrefix + Name).str(), F->getFunctionType());
      cast<Function>(Host.getCallee())->addFnAttr(Attribute::NoUnwind);
      F->replaceAllUsesWith(Host.getCallee());
      F->eraseFromParent();
      break;
    }
  }
}

void wemu::forEachMathSymbol(function_ref<void(StringRef, void *)> Add) {
  for (const MathFn &MF : MathFns)
    Add((HostPrefix + MF.Intrinsic).str(), MF.Host);
}

double wemu::rsqNearestF64(double X) {
  if (X == 0)
    return std::copysign(std::numeric_limits<double>::infinity(), X);
  if (std::isinf(X))
    return 0.0;
  // 1/sqrt(x) to 64 bits, then one Newton step in binary128 (y * (3 -
  // x * y^2) / 2), so that rounding to double rounds the exact value.
  long double Y0 = 1.0L / std::sqrt(static_cast<long double>(X));
  __float128 Y = Y0, XQ = X;
  Y = Y * (__float128(3) - XQ * Y * Y) / 2;
  return static_cast<double>(Y);
}
