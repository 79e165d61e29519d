//===- FloatOps.cpp - Division helpers and the approximation bias ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// V_DIV_SCALE, V_DIV_FIXUP (and the bias of the approximate instructions).
///
/// The guides' V_DIV_SCALE pseudocode (RDNA3 16.x, CDNA3 13.x) leaves the
/// destination unassigned on some paths (it is S0 there) and names
/// "DENORM" tests in f64 for f32 operands; it is read here as tests in the
/// operand's own format.  One branch cannot be right as printed: when
/// 1/S1 and S2/S1 are both denormal, scaling the denominator up by 2^64
/// would overflow it; the denominator is scaled down (2^-64), which keeps
/// the scaled quotient on the small side that V_DIV_FMAS scales back.
/// V_DIV_FMAS with VCC set scales its fma by 2^64 when the quotient
/// estimate S2 is at least 2 and by 2^-64 otherwise (2^+-128 for f64): the
/// only reading under which LLVM's division expansion (div_scale, rcp, the
/// fma chain, div_fmas, div_fixup) gives the correctly rounded quotient for
/// quotients near the largest float and in the denormal range
/// (test/isa-emu/div-expansion-*.ll checks it against host division).
///
//===----------------------------------------------------------------------===//

#include "LaneOps.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"

using namespace isaemu;
using namespace isaemu::ops;

int ops::approxBias() { return wemu::getApproxBias(); }

namespace {
template <typename T> struct FTraits;
template <> struct FTraits<float> {
  using T = float;
  static constexpr int Scale = 64, Diff = 96, Tiny = 23, UnderflowDiff = -150, MaxExp = 255;
  static T fromBits(uint64_t B) { return f32(B); }
  static uint64_t toBits(T V) { return bits(V); }
  static bool isDenorm(T V) { return std::fpclassify(V) == FP_SUBNORMAL; }
  static int exponent(T V) { return fp::exponent32(bits(V)); }
};
template <> struct FTraits<double> {
  using T = double;
  static constexpr int Scale = 128, Diff = 768, Tiny = 53, UnderflowDiff = -1075, MaxExp = 2047;
  static T fromBits(uint64_t B) { return f64(B); }
  static uint64_t toBits(T V) { return bits(V); }
  static bool isDenorm(T V) { return std::fpclassify(V) == FP_SUBNORMAL; }
  static int exponent(T V) { return fp::exponent64(bits(V)); }
};
} // namespace

template <typename T> static uint64_t divScale(uint64_t B0, uint64_t B1, uint64_t B2, bool &Vcc) {
  using Tr = FTraits<T>;
  T S0 = Tr::fromBits(B0), S1 = Tr::fromBits(B1), S2 = Tr::fromBits(B2);
  Vcc = false;
  T D = S0;
  if (S2 == 0 || S1 == 0)
    return Tr::toBits(std::numeric_limits<T>::quiet_NaN());
  if (std::isnan(S1) || std::isnan(S2) || std::isinf(S1) || std::isinf(S2))
    return B0; // div_fixup decides these
  bool RcpDenorm = Tr::isDenorm(T(1) / S1);
  bool QuotDenorm = Tr::isDenorm(S2 / S1);
  if (Tr::exponent(S2) - Tr::exponent(S1) >= Tr::Diff) {
    // N/D near the largest value: scale the denominator up.
    Vcc = true;
    if (B0 == B1)
      D = std::ldexp(S0, Tr::Scale);
  } else if (Tr::isDenorm(S1)) {
    D = std::ldexp(S0, Tr::Scale);
  } else if (RcpDenorm && QuotDenorm) {
    Vcc = true;
    if (B0 == B1)
      D = std::ldexp(S0, -Tr::Scale);
  } else if (RcpDenorm) {
    D = std::ldexp(S0, -Tr::Scale);
  } else if (QuotDenorm) {
    // The quotient would be denormal: scale the numerator up.
    Vcc = true;
    if (B0 == B2)
      D = std::ldexp(S0, Tr::Scale);
  } else if (Tr::exponent(S2) <= Tr::Tiny) {
    // A tiny numerator: scale both.
    D = std::ldexp(S0, Tr::Scale);
  }
  return Tr::toBits(D);
}

uint64_t ops::divScale32(uint64_t S0, uint64_t S1, uint64_t S2, bool &Vcc) {
  return divScale<float>(S0, S1, S2, Vcc);
}
uint64_t ops::divScale64(uint64_t S0, uint64_t S1, uint64_t S2, bool &Vcc) {
  return divScale<double>(S0, S1, S2, Vcc);
}

template <typename T> static uint64_t divFixup(uint64_t B0, uint64_t B1, uint64_t B2) {
  using Tr = FTraits<T>;
  T S0 = Tr::fromBits(B0), S1 = Tr::fromBits(B1), S2 = Tr::fromBits(B2);
  bool SignOut = std::signbit(S1) != std::signbit(S2);
  const T Inf = std::numeric_limits<T>::infinity();
  T QNaN = Tr::fromBits(sizeof(T) == 4 ? 0xffc00000ull : 0xfff8000000000000ull);
  if (std::isnan(S2))
    return sizeof(T) == 4 ? fp::quiet32(B2) : fp::quiet64(B2);
  if (std::isnan(S1))
    return sizeof(T) == 4 ? fp::quiet32(B1) : fp::quiet64(B1);
  if (S1 == 0 && S2 == 0)
    return Tr::toBits(QNaN);
  if (std::isinf(S1) && std::isinf(S2))
    return Tr::toBits(QNaN);
  if (S1 == 0 || std::isinf(S2))
    return Tr::toBits(SignOut ? -Inf : Inf);
  if (std::isinf(S1) || S2 == 0)
    return Tr::toBits(SignOut ? T(-0.0) : T(0.0));
  if (Tr::exponent(S2) - Tr::exponent(S1) < Tr::UnderflowDiff)
    return Tr::toBits(SignOut ? T(-0.0) : T(0.0));
  if (Tr::exponent(S1) == Tr::MaxExp)
    return Tr::toBits(SignOut ? -Inf : Inf);
  T A = std::fabs(S0);
  return Tr::toBits(SignOut ? -A : A);
}

uint64_t ops::divFixup32(uint64_t S0, uint64_t S1, uint64_t S2) {
  return divFixup<float>(S0, S1, S2);
}
uint64_t ops::divFixup64(uint64_t S0, uint64_t S1, uint64_t S2) {
  return divFixup<double>(S0, S1, S2);
}
uint64_t ops::divFixup16(uint64_t S0, uint64_t S1, uint64_t S2) {
  bool SignOut = ((S1 ^ S2) >> 15) & 1;
  if (fp::isNan16(S2))
    return fp::quiet16(S2);
  if (fp::isNan16(S1))
    return fp::quiet16(S1);
  bool Z1 = (S1 & 0x7fff) == 0, Z2 = (S2 & 0x7fff) == 0;
  bool I1 = (S1 & 0x7fff) == 0x7c00, I2 = (S2 & 0x7fff) == 0x7c00;
  if ((Z1 && Z2) || (I1 && I2))
    return 0xfe00;
  if (Z1 || I2)
    return SignOut ? 0xfc00 : 0x7c00;
  if (I1 || Z2)
    return SignOut ? 0x8000 : 0;
  return (S0 & 0x7fff) | (SignOut ? 0x8000 : 0);
}
