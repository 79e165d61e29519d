//===- FloatBits.h - Bit-exact float helpers for the ISA emulator -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Conversions between bit patterns and host floats, IEEE half precision
/// (round to nearest even, as the manuals' f32->f16 conversion), and the
/// classification helpers the manuals' pseudocode names (isSignalNAN,
/// cvtToQuietNAN, exponent, mantissa, ...).  Header only, no LLVM.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_FLOATBITS_H
#define SHFL_LOWERING_LIB_ISAEMU_FLOATBITS_H

#include <cmath>
#include <cstdint>
#include <cstring>

namespace isaemu {
namespace fp {

inline float f32(uint64_t B) {
  uint32_t U = static_cast<uint32_t>(B);
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}
inline double f64(uint64_t B) {
  double D;
  std::memcpy(&D, &B, 8);
  return D;
}
inline uint64_t bits(float F) {
  uint32_t U;
  std::memcpy(&U, &F, 4);
  return U;
}
inline uint64_t bits(double D) {
  uint64_t U;
  std::memcpy(&U, &D, 8);
  return U;
}

/// f16 bits -> f32 (exact).
inline float h2f(uint16_t H) {
  uint32_t Sign = uint32_t(H & 0x8000) << 16;
  uint32_t Exp = (H >> 10) & 0x1f, Man = H & 0x3ff;
  uint32_t U;
  if (Exp == 0x1f) {
    U = Sign | 0x7f800000 | (Man << 13);
  } else if (Exp == 0) {
    if (Man == 0) {
      U = Sign;
    } else {
      // A subnormal half is Man * 2^-24: exact in f32.
      float F = static_cast<float>(Man) * 0x1p-24f;
      U = Sign | static_cast<uint32_t>(bits(F));
    }
  } else {
    U = Sign | ((Exp + 112) << 23) | (Man << 13);
  }
  return f32(U);
}

/// double -> f16 bits, rounding to nearest even (one rounding).
inline uint16_t d2h(double D) {
  uint64_t B = bits(D);
  uint16_t Sign = static_cast<uint16_t>((B >> 48) & 0x8000);
  if (std::isnan(D)) // quiet, keep the top payload bits
    return static_cast<uint16_t>(Sign | 0x7e00 | ((B >> 42) & 0x1ff));
  double A = std::fabs(D);
  if (A >= 65520.0) // rounds to infinity
    return Sign | 0x7c00;
  if (A < 0x1p-14) {
    // Subnormal range: a multiple of 2^-24.
    double Q = std::nearbyint(A * 0x1p24); // host rounding: nearest even
    return static_cast<uint16_t>(Sign | static_cast<uint16_t>(Q));
  }
  int E;
  double M = std::frexp(A, &E); // A = M * 2^E, M in [0.5, 1)
  double Q = std::nearbyint(M * 2048.0); // 11 significant bits
  if (Q == 2048.0) {
    Q = 1024.0;
    ++E;
  }
  int HExp = E - 1 + 15;
  if (HExp >= 31)
    return Sign | 0x7c00;
  return static_cast<uint16_t>(Sign | (HExp << 10) | (static_cast<uint32_t>(Q) - 1024));
}
inline uint16_t f2h(float F) {
  // f32 -> f16 directly from the f32 value (exact in double, one rounding).
  return d2h(static_cast<double>(F));
}

inline bool isNan32(uint64_t B) { return (B & 0x7fffffff) > 0x7f800000; }
inline bool isSNan32(uint64_t B) { return isNan32(B) && !(B & 0x400000); }
inline bool isNan64(uint64_t B) { return (B & ~(uint64_t(1) << 63)) > 0x7ff0000000000000ull; }
inline bool isSNan64(uint64_t B) { return isNan64(B) && !(B & (uint64_t(1) << 51)); }
inline bool isNan16(uint64_t B) { return (B & 0x7fff) > 0x7c00; }
inline bool isSNan16(uint64_t B) { return isNan16(B) && !(B & 0x200); }
inline uint64_t quiet32(uint64_t B) { return B | 0x400000; }
inline uint64_t quiet64(uint64_t B) { return B | (uint64_t(1) << 51); }
inline uint64_t quiet16(uint64_t B) { return B | 0x200; }

inline bool isDenorm32(uint64_t B) { return (B & 0x7f800000) == 0 && (B & 0x7fffff); }
inline bool isDenorm64(uint64_t B) {
  return (B & 0x7ff0000000000000ull) == 0 && (B & 0xfffffffffffffull);
}
inline bool isDenorm16(uint64_t B) { return (B & 0x7c00) == 0 && (B & 0x3ff); }

/// The biased exponent field (the manuals' exponent()).
inline int exponent32(uint64_t B) { return static_cast<int>((B >> 23) & 0xff); }
inline int exponent64(uint64_t B) { return static_cast<int>((B >> 52) & 0x7ff); }

} // namespace fp
} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_FLOATBITS_H
