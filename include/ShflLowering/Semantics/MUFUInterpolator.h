//===- MUFUInterpolator.h - NVIDIA's MUFU datapath, bit for bit -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts that NVIDIA's special-function unit (MUFU, on sm_90 as measured
/// on an H100 and an H200) shares between its functions: a quadratic
/// interpolator whose table is indexed by the leading bits of a fixed-point
/// operand, with a truncated squarer, and the f32 rounding and multiplication
/// that the PTX forms wrap around it (docs/mufu.md derives every piece from
/// the GPU's outputs).  One header per unit includes this one:
/// MUFURcp.h, MUFURsqrt.h, MUFUSqrt.h, MUFUEx2.h, MUFULg2.h, MUFUSinCos.h;
/// MUFUPTX.h has the PTX instructions built on them.
///
/// Every function takes and returns bit patterns and uses integer
/// arithmetic only, so that the host, CUDA (the GPU check,
/// test/hardware/mufu_check.cu) and AMDGPU (the project's libdevice,
/// lib/Lowering/NVVM/LibdeviceIR) compute the same bits.  The headers are C
/// as well as C++: LibdeviceAMDGPU.c includes them.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_MUFUINTERPOLATOR_H
#define SHFL_LOWERING_SEMANTICS_MUFUINTERPOLATOR_H

#include <stdint.h>

#if defined(__CUDACC__)
/// The models run on the GPU only in the check program; their tables live in
/// device memory there.
#define MUFU_FN static inline __device__
#define MUFU_TABLE static __device__ const
#else
#define MUFU_FN static inline
#define MUFU_TABLE static const
#endif

#ifdef __cplusplus
namespace shfl {
namespace mufu {
#endif

/// The canonical NaN every MUFU operation and FMUL returns.
#define MUFU_NAN32 0x7fffffffu

/// The squarer of the interpolator: the square of a 17-bit X with every
/// partial-product bit below weight 2^18 dropped, halved (truncated).  Equal
/// to floor(floor(sum over bit pairs i+j >= 18 of 2^(i+j-18)) / 2).
MUFU_FN uint32_t mufuSquare17(uint32_t X) {
  uint32_t S = 0;
  for (int I = 1; I < 17; ++I)
    if ((X >> I) & 1)
      S += X >> (18 - I);
  return S >> 1;
}

/// One evaluation of the interpolator: (C0 << AShift) + C1 * X + C2 * Q + K,
/// shifted right by S (the sum is never negative).
MUFU_FN int64_t mufuQuadratic(const int32_t *C, int AShift, int64_t X,
                              int64_t Q, int64_t K, int S) {
  return (((int64_t)C[0] << AShift) + (int64_t)C[1] * X + (int64_t)C[2] * Q +
          K) >>
         S;
}

/// The position of the leading one of V (V != 0).
MUFU_FN int mufuLeadingBit(uint64_t V) {
  int P = 0;
  while (V >> 1) {
    V >>= 1;
    ++P;
  }
  return P;
}

/// The f32 nearest (ties to even) to Sign * Sig * 2^Exp, subnormals
/// included, infinity above the range.  Sig < 2^62.
MUFU_FN uint32_t mufuRoundF32(uint32_t Sign, uint64_t Sig, int Exp) {
  if (Sig == 0)
    return Sign;
  int Lead = mufuLeadingBit(Sig);
  int E = Lead + Exp + 127; // biased exponent of the leading bit
  int Drop = Lead - 23;     // bits below the 24-bit significand
  if (E < 1)
    Drop += 1 - E; // subnormal: the significand ends at 2^-149
  uint64_t Q;
  if (Drop <= 0) {
    Q = Sig << -Drop;
  } else if (Drop > 63) {
    Q = 0;
  } else {
    uint64_t Rem = Sig & ((((uint64_t)1) << Drop) - 1);
    uint64_t Half = ((uint64_t)1) << (Drop - 1);
    Q = Sig >> Drop;
    if (Rem > Half || (Rem == Half && (Q & 1)))
      ++Q;
  }
  // Q is the significand at the final exponent; a carry into bit 24 (or into
  // bit 23 from a subnormal) moves the exponent, which the addition below
  // does by itself.
  int Base = E < 1 ? 0 : E - 1;
  uint64_t Bits = ((uint64_t)Base << 23) + Q;
  if (Bits >= 0x7f800000u)
    return Sign | 0x7f800000u;
  return Sign | (uint32_t)Bits;
}

/// The f32 of Sign * V * 2^-Point for V > 0 truncated to 24 significant bits
/// (how the unit normalizes a fixed-point result); +-0 for V == 0.  Only
/// normal results occur where it is used.
MUFU_FN uint32_t mufuNormalizeTrunc(uint32_t Sign, uint64_t V, int Point) {
  if (V == 0)
    return Sign;
  int Lead = mufuLeadingBit(V);
  uint64_t M = Lead >= 23 ? V >> (Lead - 23) : V << (23 - Lead);
  return Sign | ((uint32_t)(Lead - Point + 127) << 23) | (uint32_t)(M & 0x7fffff);
}

/// FMUL.f32 (round to nearest even) as sm_90 executes it: NaN operands and
/// invalid products give the canonical NaN; with Ftz, subnormal operands
/// count as zero and a product below 2^-126 after rounding to 24 bits
/// (exponent unbounded) becomes zero of its sign.
MUFU_FN uint32_t mufuMulF32(uint32_t A, uint32_t B, int Ftz) {
  uint32_t Sign = (A ^ B) & 0x80000000u;
  uint32_t EA = (A >> 23) & 0xff, EB = (B >> 23) & 0xff;
  uint32_t MA = A & 0x7fffff, MB = B & 0x7fffff;
  if ((EA == 0xff && MA) || (EB == 0xff && MB))
    return MUFU_NAN32;
  if (Ftz) {
    if (EA == 0)
      MA = 0;
    if (EB == 0)
      MB = 0;
  }
  int ZA = EA == 0 && MA == 0, ZB = EB == 0 && MB == 0;
  if (EA == 0xff || EB == 0xff) {
    if (ZA || ZB)
      return MUFU_NAN32;
    return Sign | 0x7f800000u;
  }
  if (ZA || ZB)
    return Sign;
  uint64_t SA = EA ? (MA | 0x800000u) : MA, SB = EB ? (MB | 0x800000u) : MB;
  int XA = (EA ? (int)EA : 1) - 150, XB = (EB ? (int)EB : 1) - 150;
  // With Ftz a product that is tiny after rounding to 24 bits with an
  // unbounded exponent flushes, even where rounding to the subnormal grid
  // would give 2^-126 (IEEE's tininess after rounding).
  if (Ftz && ((mufuRoundF32(0, SA * SB, XA + XB + 64) >> 23) & 0xff) < 65)
    return Sign;
  return mufuRoundF32(Sign, SA * SB, XA + XB);
}

/// f32 bits scaled by 2^K exactly where the result is normal, rounded to
/// nearest even where it is subnormal (an FMUL by a power of two).
MUFU_FN uint32_t mufuScaleF32(uint32_t A, int K) {
  uint32_t P = (uint32_t)(127 + K) << 23; // 2^K, K in [-126, 127]
  return mufuMulF32(A, P, 0);
}

#ifdef __cplusplus
} // namespace mufu
} // namespace shfl
#endif

#endif // SHFL_LOWERING_SEMANTICS_MUFUINTERPOLATOR_H
