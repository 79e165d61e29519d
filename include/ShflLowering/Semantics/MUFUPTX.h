//===- MUFUPTX.h - PTX's approximate instructions, bit for bit --*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The PTX instructions that run on NVIDIA's special-function unit, as
/// ptxas (CUDA 13.0) compiles them for sm_90 and the GPU executes them: the
/// MUFU operation (MUFURcp.h and the other unit headers) and the SASS that
/// ptxas puts around it for subnormal operands and results (listed per
/// function below; test/hardware/results/mufu/sass.txt has the listing).
/// Bit patterns in, bit patterns out.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_MUFUPTX_H
#define SHFL_LOWERING_SEMANTICS_MUFUPTX_H

#include "MUFUEx2.h"
#include "MUFUInterpolator.h"
#include "MUFULg2.h"
#include "MUFURcp.h"
#include "MUFURsqrt.h"
#include "MUFUSinCos.h"
#include "MUFUSqrt.h"
#include "MUFUTanh.h"

#ifdef __cplusplus
namespace shfl {
namespace mufu {
#endif

/// |A| < 2^-126 (zero or subnormal), as FSETP.GEU |a|, 2^-126 answers it
/// (false for NaN).
MUFU_FN int mufuIsTiny(uint32_t A) { return (A & 0x7fffffffu) < 0x00800000u; }

/// |A| > 2^126, as FSETP.GT |a|, 2^126 answers it (false for NaN).
MUFU_FN int mufuIsHuge(uint32_t A) {
  uint32_t Mag = A & 0x7fffffffu;
  return Mag > 0x7e800000u && Mag <= 0x7f800000u;
}

/// rcp.approx.f32: s = 0.25 if |x| > 2^126, 2^24 if |x| < 2^-126, else 1;
/// FMUL x*s, MUFU.RCP, FMUL by s.  With .ftz: MUFU.RCP alone.
MUFU_FN uint32_t ptxRcpApproxF32(uint32_t A, int Ftz) {
  if (Ftz)
    return mufuRcp(A);
  uint32_t Sc = mufuIsHuge(A) ? 0x3e800000u : mufuIsTiny(A) ? 0x4b800000u
                                                            : 0x3f800000u;
  return mufuMulF32(Sc, mufuRcp(mufuMulF32(A, Sc, 0)), 0);
}

/// rsqrt.approx.f32: a subnormal operand is scaled by 2^24 and the result
/// by 2^12.  With .ftz: MUFU.RSQ alone.
MUFU_FN uint32_t ptxRsqrtApproxF32(uint32_t A, int Ftz) {
  if (Ftz || !mufuIsTiny(A))
    return mufuRsqrt(A);
  return mufuScaleF32(mufuRsqrt(mufuScaleF32(A, 24)), 12);
}

/// sqrt.approx.f32: a subnormal operand is scaled by 2^24 and the result by
/// 2^-12.  With .ftz: MUFU.SQRT alone.
MUFU_FN uint32_t ptxSqrtApproxF32(uint32_t A, int Ftz) {
  if (Ftz || !mufuIsTiny(A))
    return mufuSqrt(A);
  return mufuScaleF32(mufuSqrt(mufuScaleF32(A, 24)), -12);
}

/// ex2.approx.f32: below -126 the operand is halved and the result squared
/// (FMUL, which rounds to a subnormal).  With .ftz: MUFU.EX2 alone.
MUFU_FN uint32_t ptxEx2ApproxF32(uint32_t A, int Ftz) {
  // FSETP.GEU a, -126 is false only for ordered a < -126.
  int Below = (A & 0x80000000u) && (A & 0x7fffffffu) > 0x42fc0000u &&
              (A & 0x7fffffffu) <= 0x7f800000u;
  if (Ftz || !Below)
    return mufuEx2(A);
  uint32_t Y = mufuEx2(mufuScaleF32(A, -1));
  return mufuMulF32(Y, Y, 0);
}

/// lg2.approx.f32: a subnormal (or zero) operand is scaled by 2^24 and 24
/// subtracted from the result (FADD, rounding to nearest).  With .ftz:
/// MUFU.LG2 alone.
MUFU_FN uint32_t ptxLg2ApproxF32(uint32_t A, int Ftz) {
  if (Ftz || !mufuIsTiny(A))
    return mufuLg2(A);
  uint32_t Y = mufuLg2(mufuScaleF32(A, 24));
  uint32_t E = (Y >> 23) & 0xff;
  if (E == 0xff || E < 127) // infinity, NaN (-24 leaves them), never small
    return Y;
  // Y is negative with |Y| in [1, 2^8): |Y| + 24 exactly in units 2^(E-150),
  // then rounded to f32.
  int Ex = (int)E - 150;
  uint64_t Sig = (uint64_t)((Y & 0x7fffff) | 0x800000u) + ((uint64_t)24 << -Ex);
  return mufuRoundF32(Y & 0x80000000u, Sig, Ex);
}

/// sin.approx.f32 and cos.approx.f32 (.ftz or not): t = x * (1/2pi rounded
/// to f32) rounded toward zero (FMUL.RZ), then MUFU.SIN or MUFU.COS.
MUFU_FN uint32_t ptxTurnsF32(uint32_t A) {
  uint32_t Sign = A & 0x80000000u, E = (A >> 23) & 0xff, M = A & 0x7fffff;
  if (E == 0xff)
    return M ? MUFU_NAN32 : (Sign | 0x7f800000u);
  if (E == 0 && M == 0)
    return Sign;
  uint64_t SA = E ? (M | 0x800000u) : M;
  int XA = (E ? (int)E : 1) - 150;
  // 0x3e22f983 = 0xa2f983 * 2^-26.  Truncate the exact product to f32.
  uint64_t P = SA * 0xa2f983u;
  int X = XA - 26;
  int Lead = mufuLeadingBit(P);
  int Ex = Lead + X + 127;
  int Drop = Lead - 23;
  if (Ex < 1)
    Drop += 1 - Ex;
  uint64_t Q = Drop <= 0 ? P << -Drop : (Drop > 63 ? 0 : P >> Drop);
  int Base = Ex < 1 ? 0 : Ex - 1;
  return Sign | (uint32_t)(((uint64_t)Base << 23) + Q);
}
MUFU_FN uint32_t ptxSinApproxF32(uint32_t A) {
  return mufuSinCos(ptxTurnsF32(A), 0);
}
MUFU_FN uint32_t ptxCosApproxF32(uint32_t A) {
  return mufuSinCos(ptxTurnsF32(A), 1);
}

/// div.approx.f32: a subnormal divisor scales both operands by 2^24, then
/// a * MUFU.RCP(b).  With .ftz: a * MUFU.RCP(b), both FTZ.
MUFU_FN uint32_t ptxDivApproxF32(uint32_t A, uint32_t B, int Ftz) {
  if (Ftz)
    return mufuMulF32(A, mufuRcp(B), 1);
  if (mufuIsTiny(B)) {
    A = mufuScaleF32(A, 24);
    B = mufuScaleF32(B, 24);
  }
  return mufuMulF32(mufuRcp(B), A, 0);
}

/// div.full.f32: a divisor above 2^126 scales both operands by 1/4, a
/// subnormal one by 2^24 (both FMULs of the operands round), then
/// a * MUFU.RCP(b).  With .ftz: only the scaling by 1/4, FTZ throughout.
MUFU_FN uint32_t ptxDivFullF32(uint32_t A, uint32_t B, int Ftz) {
  int Huge = mufuIsHuge(B), Tiny = mufuIsTiny(B);
  if (Huge) {
    A = mufuMulF32(A, 0x3e800000u, Ftz);
    B = mufuMulF32(B, 0x3e800000u, Ftz);
  }
  if (!Ftz && Tiny) {
    A = mufuScaleF32(A, 24);
    B = mufuScaleF32(B, 24);
  }
  return mufuMulF32(mufuRcp(B), A, Ftz);
}

/// ex2.approx.f16: MUFU.EX2 of the operand widened to f32, truncated to
/// f16, infinity from 2^16 up; NaN gives 0x7fff.
MUFU_FN uint16_t ptxEx2ApproxF16(uint16_t H) {
  uint32_t S = (uint32_t)(H & 0x8000) << 16, E = (H >> 10) & 0x1f, M = H & 0x3ff;
  uint32_t F;
  if (E == 0x1f) {
    if (M)
      return 0x7fff;
    F = S | 0x7f800000u;
  } else if (E == 0) {
    F = S; // the exact f32 of M * 2^-24
    if (M) {
      int Lead = mufuLeadingBit(M);
      F |= ((uint32_t)(Lead + 103) << 23) | ((M << (23 - Lead)) & 0x7fffff);
    }
  } else {
    F = S | ((E + 112) << 23) | (M << 13);
  }
  uint32_t Y = mufuEx2(F);
  uint32_t YE = (Y >> 23) & 0xff;
  if (YE >= 127 + 16)
    return 0x7c00;
  if (YE < 127 - 24) // below the smallest f16 subnormal: truncates to 0
    return 0;
  if (YE < 127 - 14) { // subnormal f16: truncate
    uint32_t Sig = (Y & 0x7fffff) | 0x800000u;
    return (uint16_t)(Sig >> (13 + (127 - 14) - YE));
  }
  return (uint16_t)(((YE - 112) << 10) | ((Y & 0x7fffff) >> 13));
}

/// ex2.approx.ftz.bf16: MUFU.EX2 of the operand widened to f32, truncated to
/// bf16, subnormal results flushed to +0; NaN gives 0x7fff.
MUFU_FN uint16_t ptxEx2ApproxFtzBF16(uint16_t H) {
  if ((H & 0x7f80) == 0x7f80 && (H & 0x7f))
    return 0x7fff;
  uint32_t Y = mufuEx2((uint32_t)H << 16);
  if (Y == MUFU_NAN32)
    return 0x7fff;
  if (((Y >> 23) & 0xff) == 0)
    return 0;
  return (uint16_t)(Y >> 16);
}

/// tanh.approx.f32: MUFU.TANH.
MUFU_FN uint32_t ptxTanhApproxF32(uint32_t A) { return mufuTanh(A); }

/// tanh.approx.f16: MUFU.TANH of the operand widened to f32, truncated to
/// f16 (every result from 2^-8 up is a normal f16; below, x itself comes
/// back); NaN gives 0x7fff.
MUFU_FN uint16_t ptxTanhApproxF16(uint16_t H) {
  uint32_t E = (H >> 10) & 0x1f;
  if (E == 0x1f && (H & 0x3ff))
    return 0x7fff;
  if (E < 15 - 8) // |x| < 2^-8, subnormals included: x itself
    return H;
  uint32_t Y = mufuTanh(((uint32_t)(H & 0x8000) << 16) | ((E + 112) << 23) |
                        ((uint32_t)(H & 0x3ff) << 13));
  return (uint16_t)(((Y >> 16) & 0x8000) | ((((Y >> 23) & 0xff) - 112) << 10) |
                    ((Y & 0x7fffff) >> 13));
}

/// tanh.approx.bf16: MUFU.TANH of the operand widened to f32, truncated to
/// bf16; NaN gives 0x7fff.
MUFU_FN uint16_t ptxTanhApproxBF16(uint16_t H) {
  uint32_t Y = mufuTanh((uint32_t)H << 16);
  return Y == MUFU_NAN32 ? 0x7fff : (uint16_t)(Y >> 16);
}

/// rcp.approx.ftz.f64: MUFU.RCP64H on the upper word; the lower word is 0.
MUFU_FN uint64_t ptxRcpApproxFtzF64(uint64_t A) {
  return (uint64_t)mufuRcp64H((uint32_t)(A >> 32)) << 32;
}

/// rsqrt.approx.ftz.f64: MUFU.RSQ64H on the upper word; the lower word is 0.
MUFU_FN uint64_t ptxRsqrtApproxFtzF64(uint64_t A) {
  return (uint64_t)mufuRsqrt64H((uint32_t)(A >> 32)) << 32;
}

/// rsqrt.approx.f64: one Newton step in f64 from MUFU.RSQ64H,
///   y0 = RSQ64H(x) : 0, e = fma(x, -(y0 * y0), 1),
///   y = fma(fma(e, 0.375, 0.5), y0 * e, y0),
/// with ptxas's slow path for zero (infinity of the sign), NaN (quieted),
/// negative operands (0xfff8000000000000), +inf (+0) and subnormals (scaled
/// by 2^54, the result by 2^27).  With .ftz: MUFU.RSQ64H alone.
typedef union {
  uint64_t U;
  double D;
} MufuF64;

#if defined(__CUDA_ARCH__)
#define MUFU_FMA(A, B, C) __fma_rn(A, B, C)
#else
#define MUFU_FMA(A, B, C) __builtin_fma(A, B, C)
#endif

MUFU_FN double mufuRsqrtNewtonF64(double X) {
  MufuF64 XB, Y0;
  XB.D = X;
  Y0.U = (uint64_t)mufuRsqrt64H((uint32_t)(XB.U >> 32)) << 32;
  double E = MUFU_FMA(X, -(Y0.D * Y0.D), 1.0);
  double H = MUFU_FMA(E, 0.375, 0.5);
  return MUFU_FMA(H, Y0.D * E, Y0.D);
}

MUFU_FN uint64_t ptxRsqrtApproxF64(uint64_t A) {
  uint32_t Hi = (uint32_t)(A >> 32);
  MufuF64 R;
  R.U = A;
  if (Hi - 0x00100000u < 0x7fe00000u) {
    R.D = mufuRsqrtNewtonF64(R.D);
    return R.U;
  }
  uint64_t Mag = A & 0x7fffffffffffffffull;
  if (Mag == 0)
    return (A & 0x8000000000000000ull) | 0x7ff0000000000000ull;
  if (Mag > 0x7ff0000000000000ull)
    return A | 0x0008000000000000ull;
  if (A >> 63)
    return 0xfff8000000000000ull;
  if (Mag == 0x7ff0000000000000ull)
    return 0;
  R.D = mufuRsqrtNewtonF64(R.D * 18014398509481984.0) * 134217728.0;
  return R.U;
}

#ifdef __cplusplus
} // namespace mufu
} // namespace shfl
#endif

#endif // SHFL_LOWERING_SEMANTICS_MUFUPTX_H
