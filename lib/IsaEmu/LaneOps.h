//===- LaneOps.h - VALU and SALU operation semantics ------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The per-lane (VALU) and scalar (SALU) functions the per-generation tables
/// point to, each written from the pseudocode of AMD's ISA reference guides
/// (CDNA3 "MI300" chapter 12/13, RDNA3 and RDNA4 chapters 15/16, which agree
/// on these unless the comments say otherwise).  Sources arrive as bits
/// (LaneIO::S, ScalarIO::S) and results leave as bits.
///
/// Float arithmetic is the host's IEEE arithmetic in round-to-nearest-even
/// (the MODE register's default; other rounding modes stop the run).  The
/// approximate instructions (v_rcp, v_rsq, v_sqrt, v_exp, v_log, v_sin,
/// v_cos) give the correctly rounded value, moved by --approx-bias times
/// their documented error as the IR-level emulator does (docs/isa-emu.md).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_LANEOPS_H
#define SHFL_LOWERING_LIB_ISAEMU_LANEOPS_H

#include "FloatBits.h"
#include "Machine.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include <cmath>
#include <cstdint>
#include <limits>

namespace isaemu {
namespace ops {

using fp::bits;
using fp::f32;
using fp::f64;

inline uint32_t u32(uint64_t V) { return static_cast<uint32_t>(V); }
inline int32_t i32(uint64_t V) { return static_cast<int32_t>(V); }
inline int64_t i64(uint64_t V) { return static_cast<int64_t>(V); }
inline uint64_t zx(uint32_t V) { return V; }
inline uint64_t sx(int32_t V) { return static_cast<uint32_t>(V); }

/// The approximate-instruction bias (shared with the IR-level emulator's
/// --approx-bias setting).
int approxBias();

/// \p V rounded to T and moved by the bias times \p Units ulps towards +inf
/// (finite nonzero results only).
template <typename T, typename V> T approx(V Value, uint64_t Units = 1) {
  T R = static_cast<T>(Value);
  int B = approxBias();
  if (!B || !std::isfinite(R) || R == 0)
    return R;
  using UT = typename std::conditional<sizeof(T) == 4, uint32_t, uint64_t>::type;
  UT U;
  std::memcpy(&U, &R, sizeof(T));
  const UT SignBit = UT(1) << (sizeof(T) * 8 - 1);
  UT Mag = U & ~SignBit, Sign = U & SignBit;
  T InfT = std::numeric_limits<T>::infinity();
  UT Inf;
  std::memcpy(&Inf, &InfT, sizeof(T));
  bool Up = (B > 0) == !Sign;
  if (Up)
    Mag = Mag + Units > Inf ? Inf : Mag + UT(Units);
  else
    Mag = Mag < Units ? 0 : Mag - UT(Units);
  U = Mag | Sign;
  std::memcpy(&R, &U, sizeof(T));
  return R;
}

//===-- Integer helpers ---------------------------------------------------===//

inline uint32_t popcount32(uint64_t V) { return static_cast<uint32_t>(__builtin_popcountll(V)); }
inline uint32_t bitrev32(uint32_t V) {
  uint32_t R = 0;
  for (unsigned I = 0; I < 32; ++I)
    R |= ((V >> I) & 1) << (31 - I);
  return R;
}
inline uint32_t ffbl(uint32_t V) { return V ? __builtin_ctz(V) : 0xffffffffu; }
inline uint32_t ffbh(uint32_t V) { return V ? __builtin_clz(V) : 0xffffffffu; }
inline uint32_t ffbhI(uint32_t V) {
  // V_CLS_I32 / V_FFBH_I32: the first bit from the MSB that differs from
  // the sign bit; -1 if all bits are equal.
  for (unsigned I = 1; I < 32; ++I)
    if (((V >> (31 - I)) & 1) != (V >> 31))
      return I;
  return 0xffffffffu;
}
inline uint64_t ffbl64(uint64_t V) { return V ? __builtin_ctzll(V) : 0xffffffffu; }
inline uint64_t ffbh64(uint64_t V) { return V ? __builtin_clzll(V) : 0xffffffffu; }

inline int32_t sext24(uint32_t V) { return static_cast<int32_t>(V << 8) >> 8; }

inline uint32_t bytePermute(uint64_t Data, uint32_t Sel) {
  Sel &= 0xff;
  if (Sel >= 13)
    return 0xff;
  if (Sel == 12)
    return 0;
  if (Sel >= 8) { // the sign of byte 1, 3, 5 or 7, replicated
    unsigned Byte = 2 * (Sel - 8) + 1;
    return ((Data >> (8 * Byte + 7)) & 1) ? 0xff : 0;
  }
  return (Data >> (8 * Sel)) & 0xff;
}

//===-- Float helpers -----------------------------------------------------===//

/// v_min_f32 / v_max_f32 (and f64, f16): in IEEE mode a signalling NaN
/// operand gives it quieted, otherwise a NaN operand is ignored; -0 < +0
/// (RDNA3 guide, V_MIN_F32 pseudocode; CDNA3 the same).
template <typename T> inline T minmaxOrdered(T A, T B, bool Max) {
  bool ALess = A < B || (A == 0 && B == 0 && std::signbit(A) && !std::signbit(B));
  bool BLess = B < A || (A == 0 && B == 0 && std::signbit(B) && !std::signbit(A));
  if (Max)
    return BLess ? A : B;
  return ALess ? A : B;
}

inline uint64_t minmax32(uint64_t A, uint64_t B, bool Max, bool IEEE) {
  if (IEEE) {
    if (fp::isSNan32(A))
      return fp::quiet32(A);
    if (fp::isSNan32(B))
      return fp::quiet32(B);
  }
  if (fp::isNan32(B))
    return A;
  if (fp::isNan32(A))
    return B;
  return bits(minmaxOrdered(f32(A), f32(B), Max));
}
inline uint64_t minmax64(uint64_t A, uint64_t B, bool Max, bool IEEE) {
  if (IEEE) {
    if (fp::isSNan64(A))
      return fp::quiet64(A);
    if (fp::isSNan64(B))
      return fp::quiet64(B);
  }
  if (fp::isNan64(B))
    return A;
  if (fp::isNan64(A))
    return B;
  return bits(minmaxOrdered(f64(A), f64(B), Max));
}
inline uint64_t minmax16(uint64_t A, uint64_t B, bool Max, bool IEEE) {
  if (IEEE) {
    if (fp::isSNan16(A))
      return fp::quiet16(A);
    if (fp::isSNan16(B))
      return fp::quiet16(B);
  }
  if (fp::isNan16(B))
    return A;
  if (fp::isNan16(A))
    return B;
  float FA = fp::h2f(static_cast<uint16_t>(A)), FB = fp::h2f(static_cast<uint16_t>(B));
  bool ALess = FA < FB || (FA == 0 && FB == 0 && (A & 0x8000) && !(B & 0x8000));
  bool BLess = FB < FA || (FA == 0 && FB == 0 && (B & 0x8000) && !(A & 0x8000));
  return Max ? (BLess ? A : B) : (ALess ? A : B);
}

/// f32 -> i32 / u32 as the manuals' f32_to_i32: NaN gives 0, out of range
/// saturates, otherwise truncation.
inline uint64_t f2i32(double V) {
  if (std::isnan(V))
    return 0;
  if (V >= 2147483647.0)
    return 0x7fffffffu;
  if (V <= -2147483648.0)
    return 0x80000000u;
  return static_cast<uint32_t>(static_cast<int32_t>(V));
}
inline uint64_t f2u32(double V) {
  if (std::isnan(V) || V <= 0)
    return 0;
  if (V >= 4294967295.0)
    return 0xffffffffu;
  return static_cast<uint32_t>(V);
}
inline uint64_t f2i16(double V) {
  if (std::isnan(V))
    return 0;
  if (V >= 32767.0)
    return 0x7fff;
  if (V <= -32768.0)
    return 0x8000;
  return static_cast<uint16_t>(static_cast<int16_t>(V));
}
inline uint64_t f2u16(double V) {
  if (std::isnan(V) || V <= 0)
    return 0;
  if (V >= 65535.0)
    return 0xffff;
  return static_cast<uint16_t>(V);
}

/// V_FRACT: x - floor(x), at most the largest value below 1.0; NaN for an
/// infinite operand.
template <typename T> inline T fract(T X) {
  if (std::isnan(X))
    return X;
  if (std::isinf(X))
    return std::numeric_limits<T>::quiet_NaN();
  T F = X - std::floor(X);
  T Below1 = std::nextafter(T(1), T(0));
  return F < Below1 ? F : Below1;
}

/// V_CMP_CLASS: bit 0 signalling NaN, 1 quiet NaN, 2 -inf, 3 -normal,
/// 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8 +normal, 9 +inf.
inline unsigned classBit64(uint64_t B) {
  bool Neg = B >> 63;
  uint64_t Exp = (B >> 52) & 0x7ff, Man = B & 0xfffffffffffffull;
  if (Exp == 0x7ff)
    return Man ? ((Man >> 51) & 1 ? 1 : 0) : (Neg ? 2 : 9);
  if (Exp == 0)
    return Man ? (Neg ? 4 : 7) : (Neg ? 5 : 6);
  return Neg ? 3 : 8;
}
inline unsigned classBit32(uint64_t B) {
  bool Neg = (B >> 31) & 1;
  uint64_t Exp = (B >> 23) & 0xff, Man = B & 0x7fffff;
  if (Exp == 0xff)
    return Man ? ((Man >> 22) & 1 ? 1 : 0) : (Neg ? 2 : 9);
  if (Exp == 0)
    return Man ? (Neg ? 4 : 7) : (Neg ? 5 : 6);
  return Neg ? 3 : 8;
}
inline unsigned classBit16(uint64_t B) {
  bool Neg = (B >> 15) & 1;
  uint64_t Exp = (B >> 10) & 0x1f, Man = B & 0x3ff;
  if (Exp == 0x1f)
    return Man ? ((Man >> 9) & 1 ? 1 : 0) : (Neg ? 2 : 9);
  if (Exp == 0)
    return Man ? (Neg ? 4 : 7) : (Neg ? 5 : 6);
  return Neg ? 3 : 8;
}

/// V_FREXP_MANT / V_FREXP_EXP: NaN and infinities give the operand and 0.
template <typename T> inline T frexpMant(T X) {
  if (std::isnan(X) || std::isinf(X))
    return X;
  int E;
  return std::frexp(X, &E);
}
template <typename T> inline int32_t frexpExp(T X) {
  if (std::isnan(X) || std::isinf(X))
    return 0;
  int E;
  std::frexp(X, &E);
  return X == 0 ? 0 : E;
}

/// The approximate instructions, correctly rounded before the bias: the
/// host's IEEE division and square root where they give it; otherwise a
/// long double value (rounded once more to T, which can only be wrong when
/// it lies within 2^-64 of a midpoint: never for these f32 functions in
/// practice) or, for v_rsq_f64, a Newton step in binary128.
inline float rcp32(float X) {
  if (std::isnan(X) || std::isinf(X) || X == 0)
    return 1.0f / X;
  return approx<float>(1.0f / X);
}
inline float rsq32(float X) {
  if (std::isnan(X) || X < 0)
    return std::numeric_limits<float>::quiet_NaN();
  if (X == 0)
    return std::copysign(std::numeric_limits<float>::infinity(), X);
  if (std::isinf(X))
    return 0.0f;
  return approx<float>(1.0L / std::sqrt(static_cast<long double>(X)));
}
inline float sqrt32(float X) {
  if (std::isnan(X) || X < 0 || X == 0 || std::isinf(X))
    return std::sqrt(X);
  return approx<float>(std::sqrt(X));
}
inline float exp2_32(float X) {
  if (std::isnan(X))
    return X;
  if (std::isinf(X))
    return X > 0 ? X : 0.0f;
  return approx<float>(std::exp2(static_cast<long double>(X)));
}
inline float log2_32(float X) {
  if (std::isnan(X) || X < 0)
    return std::numeric_limits<float>::quiet_NaN();
  if (X == 0)
    return -std::numeric_limits<float>::infinity();
  if (std::isinf(X))
    return X;
  return approx<float>(std::log2(static_cast<long double>(X)));
}
/// V_SIN_F32 / V_COS_F32 take revolutions; outside [-256, 256] the result
/// is 0 (the guides' valid input range).
inline float sinRev32(float T, bool Cos) {
  if (std::isnan(T) || std::isinf(T))
    return std::numeric_limits<float>::quiet_NaN();
  if (std::fabs(T) > 256.0f)
    return 0.0f;
  long double Pi2 = 6.283185307179586476925286766559L;
  long double R = Cos ? std::cos(Pi2 * T) : std::sin(Pi2 * T);
  return approx<float>(R);
}
inline double rcp64(double X) {
  if (std::isnan(X) || std::isinf(X) || X == 0)
    return 1.0 / X;
  return approx<double>(1.0 / X, uint64_t(1) << 29);
}
inline double rsq64(double X) {
  if (std::isnan(X) || X < 0)
    return std::numeric_limits<double>::quiet_NaN();
  if (X == 0)
    return std::copysign(std::numeric_limits<double>::infinity(), X);
  if (std::isinf(X))
    return 0.0;
  return approx<double>(wemu::rsqNearestF64(X), uint64_t(1) << 29);
}
inline double sqrt64(double X) {
  if (std::isnan(X) || X < 0 || X == 0 || std::isinf(X))
    return std::sqrt(X);
  return approx<double>(std::sqrt(X), uint64_t(1) << 29);
}

/// V_DIV_SCALE_F32/F64 (the guides' pseudocode): scales numerator or
/// denominator by 2^+-64 (2^+-128 for f64) and sets VCC where the
/// quotient's exponent needs it.
uint64_t divScale32(uint64_t S0, uint64_t S1, uint64_t S2, bool &Vcc);
uint64_t divScale64(uint64_t S0, uint64_t S1, uint64_t S2, bool &Vcc);
uint64_t divFixup32(uint64_t S0, uint64_t S1, uint64_t S2);
uint64_t divFixup64(uint64_t S0, uint64_t S1, uint64_t S2);
uint64_t divFixup16(uint64_t S0, uint64_t S1, uint64_t S2);

} // namespace ops
} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_LANEOPS_H
