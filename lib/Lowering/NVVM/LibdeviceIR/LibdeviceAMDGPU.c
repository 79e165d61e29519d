//===- LibdeviceAMDGPU.c - libdevice functions written for AMDGPU ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The libdevice functions whose row in Libdevice.def says `Lib`: those that
// OCML has no function of the same type for (rounding modes, conversions,
// CUDA's special cases, pointer arguments in the generic address space).
// The build compiles this file with clang to amdgcn bitcode
// (-ffp-contract=off: no operation may be fused behind our back) and embeds
// it in the plugin; nvvm-libdevice-to-amdgpu links the functions a module
// calls.  The same file compiles for the host (tools/dev/libdevice-ulp's
// --self-test and test/libdevice/host-directed-rounding.test), where
// __oclc_daz_opt and the few OCML functions it uses have host stand-ins.
//
// Exactness.  Every function with status Exact computes the result that
// IEEE 754 (or PTX, for the CUDA-specific cases) defines, with no
// approximate instruction:
//  - f32 operations with a rounding mode compute in f64, where the exact
//    result's error is known exactly (two-sum, exact products, residuals of
//    division and square root), round to odd in f64 (53 >= 24 + 2 bits, so
//    a second rounding to f32 in any mode is then correct) and convert to
//    f32 in the requested mode by comparing the f32 result with the f64
//    value;
//  - f64 add, multiply and fma with a rounding mode use an exact integer
//    model (128-bit significands); f64 divide and square root take the
//    round-to-nearest result of the hardware and the sign of its exact
//    residual (an fma of scaled operands, whose rounding keeps the sign);
//  - conversions take the round-to-nearest conversion and compare it with
//    the source exactly.
// The NaN results of conversions, ilogb, fmin/fmax and friends are those
// the H200 gives (test/hardware/results/libdevice).
//
//===----------------------------------------------------------------------===//

typedef unsigned char u8;
typedef unsigned short u16;
typedef int i32;
typedef unsigned int u32;
typedef long long i64;
typedef unsigned long long u64;
typedef unsigned __int128 u128;

#include "ShflLowering/Semantics/MUFUPTX.h"

#ifdef __AMDGCN__
#define CONST_AS __attribute__((address_space(4)))
#define PRIVATE_AS __attribute__((address_space(5)))
#else
#define CONST_AS
#define PRIVATE_AS
#endif

#define NV(NAME) __nv_##NAME
#define INLINE static inline __attribute__((always_inline))

// OCML's controls (defined by nvvm-libdevice-to-amdgpu for the target).
extern CONST_AS const u8 __oclc_daz_opt;

// The OCML functions this file calls.
float __ocml_sin_f32(float);
float __ocml_cos_f32(float);
float __ocml_sincos_f32(float, PRIVATE_AS float *);
float __ocml_sincospi_f32(float, PRIVATE_AS float *);
double __ocml_sincos_f64(double, PRIVATE_AS double *);
double __ocml_sincospi_f64(double, PRIVATE_AS double *);
float __ocml_native_sin_f32(float);
float __ocml_native_cos_f32(float);
float __ocml_native_exp2_f32(float);
float __ocml_native_log2_f32(float);
float __ocml_native_recip_f32(float);
float __ocml_frexp_f32(float, PRIVATE_AS int *);
double __ocml_frexp_f64(double, PRIVATE_AS int *);
float __ocml_remquo_f32(float, float, PRIVATE_AS int *);
double __ocml_remquo_f64(double, double, PRIVATE_AS int *);
double __ocml_j0_f64(double);
double __ocml_j1_f64(double);
double __ocml_y0_f64(double);
double __ocml_y1_f64(double);
double __ocml_lgamma_f64(double);
double __ocml_i1_f64(double);
double __ocml_erfinv_f64(double);
double __ocml_erfcinv_f64(double);
double __ocml_tgamma_f64(double);
double __ocml_erfcx_f64(double);
double __ocml_exp_f64(double);
double __ocml_log_f64(double);
double __ocml_cbrt_f64(double);
double __ocml_erfc_f64(double);
float __ocml_sinpi_f32(float);
float __ocml_cospi_f32(float);
double __ocml_sinpi_f64(double);
double __ocml_cospi_f64(double);
float __ocml_expm1_f32(float);
float __ocml_exp_f32(float);
float __ocml_exp10_f32(float);
float __ocml_ncdf_f32(float);
double __ocml_expm1_f64(double);
double __ocml_log1p_f64(double);
float __ocml_j0_f32(float);
float __ocml_j1_f32(float);
float __ocml_ncdfinv_f32(float);
double __ocml_ncdfinv_f64(double);

//===----------------------------------------------------------------------===//
// Bits
//===----------------------------------------------------------------------===//

INLINE u32 fbits(float X) { return __builtin_bit_cast(u32, X); }
INLINE float bitsf(u32 B) { return __builtin_bit_cast(float, B); }
INLINE u64 dbits(double X) { return __builtin_bit_cast(u64, X); }
INLINE double bitsd(u64 B) { return __builtin_bit_cast(double, B); }
INLINE int isnanf_(float X) { return (fbits(X) & 0x7fffffffu) > 0x7f800000u; }
INLINE int isnand_(double X) { return (dbits(X) & ~(1ull << 63)) > 0x7ff0000000000000ull; }
INLINE int isfinitef_(float X) { return (fbits(X) & 0x7f800000u) != 0x7f800000u; }
INLINE int isfinited_(double X) { return (dbits(X) & 0x7ff0000000000000ull) != 0x7ff0000000000000ull; }
INLINE float fabsf_(float X) { return bitsf(fbits(X) & 0x7fffffffu); }
INLINE double fabsd_(double X) { return bitsd(dbits(X) & ~(1ull << 63)); }

/// The canonical NaN of PTX (what NVIDIA's operations return for an
/// invalid operation or NaN operands).
#define CANONICAL_NANF bitsf(0x7fffffffu)
#define CANONICAL_NAND bitsd(0x7fffffffffffffffull)

/// Flushes a subnormal f32 to a zero of the same sign when the module is
/// compiled with denormals flushed (-fgpu-flush-denormals-to-zero, CUDA's
/// -ftz=true): what the .ftz forms of the PTX instructions do to their
/// operands and results.
INLINE float ftz(float X) {
  u32 B = fbits(X);
  if (__oclc_daz_opt && (B & 0x7f800000u) == 0)
    return bitsf(B & 0x80000000u);
  return X;
}

/// The next f32 towards +infinity / -infinity (NaN and the infinity in that
/// direction unchanged).
INLINE float nextupf(float X) {
  u32 B = fbits(X);
  if (isnanf_(X) || B == 0x7f800000u)
    return X;
  if ((B & 0x7fffffffu) == 0)
    return bitsf(1);
  return bitsf((B >> 31) ? B - 1 : B + 1);
}
INLINE float nextdownf(float X) { return -nextupf(-X); }
INLINE double nextupd(double X) {
  u64 B = dbits(X);
  if (isnand_(X) || B == 0x7ff0000000000000ull)
    return X;
  if ((B & ~(1ull << 63)) == 0)
    return bitsd(1);
  return bitsd((B >> 63) ? B - 1 : B + 1);
}
INLINE double nextdownd(double X) { return -nextupd(-X); }

enum { RN = 0, RZ = 1, RD = 2, RU = 3 };

/// \p V rounded to f32 in \p Mode, exactly: the round-to-nearest conversion
/// is compared with \p V and moved one step when it is on the wrong side.
INLINE float cvtf(double V, int Mode) {
  float F = (float)V;
  if (Mode == RN || isnand_(V))
    return F;
  double B = (double)F;
  if (B == V)
    return F;
  switch (Mode) {
  case RD:
    return B > V ? nextdownf(F) : F;
  case RU:
    return B < V ? nextupf(F) : F;
  default: // RZ
    if (fabsd_(B) > fabsd_(V))
      return V > 0 ? nextdownf(F) : nextupf(F);
    return F;
  }
}

/// Rounds \p S (a round-to-nearest f64 result) to odd, given the sign of
/// the exact result minus \p S: the exact value lies strictly between S and
/// its neighbour in that direction, and the odd one of the two is kept.
INLINE double roundToOdd(double S, int ErrSign) {
  if (ErrSign == 0 || !isfinited_(S) || (dbits(S) & 1))
    return S;
  return ErrSign > 0 ? nextupd(S) : nextdownd(S);
}

/// The sign of X: -1, 0 or 1.
INLINE int sgnd(double X) { return X > 0 ? 1 : X < 0 ? -1 : 0; }

/// The sign of an exact zero sum in \p Mode (IEEE 754 6.3): -0 in round
/// down unless both addends are +0; otherwise -0 only if both are -0.
INLINE double zeroSum(double A, double B, int Mode) {
  int NegA = (int)(dbits(A) >> 63), NegB = (int)(dbits(B) >> 63);
  int Neg = Mode == RD ? (NegA | NegB) : (NegA & NegB);
  return Neg ? -0.0 : 0.0;
}

//===----------------------------------------------------------------------===//
// f32 arithmetic with a rounding mode
//===----------------------------------------------------------------------===//

/// The error of A + B rounded to nearest (exact when there is no overflow).
INLINE double twoSumErr(double A, double B, double S) {
  double Big = fabsd_(A) >= fabsd_(B) ? A : B;
  double Small = fabsd_(A) >= fabsd_(B) ? B : A;
  return Small - (S - Big);
}

INLINE float faddR(float A, float B, int Mode, int Flush) {
  if (Flush) {
    A = ftz(A);
    B = ftz(B);
  }
  double DA = A, DB = B;
  double S = DA + DB; // no overflow in f64
  if (!isfinited_(S))
    return Flush ? ftz((float)S) : (float)S;
  double E = twoSumErr(DA, DB, S);
  if (S == 0 && E == 0)
    return (float)zeroSum(DA, DB, Mode);
  float R = cvtf(roundToOdd(S, sgnd(E)), Mode);
  return Flush ? ftz(R) : R;
}

INLINE float fmulR(float A, float B, int Mode, int Flush) {
  if (Flush) {
    A = ftz(A);
    B = ftz(B);
  }
  float R = cvtf((double)A * (double)B, Mode); // the f64 product is exact
  return Flush ? ftz(R) : R;
}

INLINE float ffmaR(float A, float B, float C, int Mode, int Flush) {
  if (Flush) {
    A = ftz(A);
    B = ftz(B);
    C = ftz(C);
  }
  double P = (double)A * (double)B, DC = C;
  double S = P + DC;
  if (!isfinited_(S))
    return (float)S; // NaN or infinity: exact
  double E = twoSumErr(P, DC, S);
  if (S == 0 && E == 0)
    return (float)zeroSum(P, DC, Mode);
  float R = cvtf(roundToOdd(S, sgnd(E)), Mode);
  return Flush ? ftz(R) : R;
}

INLINE float fdivR(float A, float B, int Mode, int Flush) {
  if (Flush) {
    A = ftz(A);
    B = ftz(B);
  }
  double DA = A, DB = B;
  double Q = DA / DB;
  int ErrSign = 0;
  if (isfinited_(Q) && Q != 0 && isfinited_(DB)) {
    double Rem = __builtin_fma(-Q, DB, DA); // exact sign of A - Q*B
    ErrSign = sgnd(Rem) * sgnd(DB);
  }
  float R = cvtf(roundToOdd(Q, ErrSign), Mode);
  return Flush ? ftz(R) : R;
}

INLINE float fsqrtR(float A, int Mode, int Flush) {
  if (Flush)
    A = ftz(A);
  double DA = A;
  double S = __builtin_sqrt(DA);
  int ErrSign = 0;
  if (isfinited_(S) && S > 0)
    ErrSign = sgnd(__builtin_fma(-S, S, DA));
  float R = cvtf(roundToOdd(S, ErrSign), Mode);
  return Flush ? ftz(R) : R;
}

#define F32_BINARY_FAMILY(NAME, IMPL)                                         \
  float NV(NAME##_rn)(float A, float B) { return IMPL(A, B, RN, 1); }         \
  float NV(NAME##_rz)(float A, float B) { return IMPL(A, B, RZ, 1); }         \
  float NV(NAME##_rd)(float A, float B) { return IMPL(A, B, RD, 1); }         \
  float NV(NAME##_ru)(float A, float B) { return IMPL(A, B, RU, 1); }
F32_BINARY_FAMILY(fadd, faddR)
F32_BINARY_FAMILY(fmul, fmulR)
F32_BINARY_FAMILY(fdiv, fdivR)

INLINE float fsubR(float A, float B, int Mode, int Flush) { return faddR(A, -B, Mode, Flush); }
F32_BINARY_FAMILY(fsub, fsubR)

float NV(frcp_rn)(float A) { return fdivR(1.0f, A, RN, 1); }
float NV(frcp_rz)(float A) { return fdivR(1.0f, A, RZ, 1); }
float NV(frcp_rd)(float A) { return fdivR(1.0f, A, RD, 1); }
float NV(frcp_ru)(float A) { return fdivR(1.0f, A, RU, 1); }
float NV(fsqrt_rn)(float A) { return fsqrtR(A, RN, 1); }
float NV(fsqrt_rz)(float A) { return fsqrtR(A, RZ, 1); }
float NV(fsqrt_rd)(float A) { return fsqrtR(A, RD, 1); }
float NV(fsqrt_ru)(float A) { return fsqrtR(A, RU, 1); }
// __fmaf_r* follow the denormal mode; __fmaf_ieee_r* never flush.
float NV(fmaf_rn)(float A, float B, float C) { return ffmaR(A, B, C, RN, 1); }
float NV(fmaf_rz)(float A, float B, float C) { return ffmaR(A, B, C, RZ, 1); }
float NV(fmaf_rd)(float A, float B, float C) { return ffmaR(A, B, C, RD, 1); }
float NV(fmaf_ru)(float A, float B, float C) { return ffmaR(A, B, C, RU, 1); }
float NV(fmaf_ieee_rn)(float A, float B, float C) { return ffmaR(A, B, C, RN, 0); }
float NV(fmaf_ieee_rz)(float A, float B, float C) { return ffmaR(A, B, C, RZ, 0); }
float NV(fmaf_ieee_rd)(float A, float B, float C) { return ffmaR(A, B, C, RD, 0); }
float NV(fmaf_ieee_ru)(float A, float B, float C) { return ffmaR(A, B, C, RU, 0); }

/// 1/sqrt(A) correctly rounded: the f64 estimate rounded to f32, then
/// checked against the midpoints to its neighbours with an exact residual
/// (a midpoint has 25 bits, its square 50, so 1 - m*m*A has the sign of
/// the fma that computes it).
float NV(frsqrt_rn)(float A) {
  A = ftz(A);
  if (A == 0)
    return bitsf((fbits(A) & 0x80000000u) | 0x7f800000u);
  if (isnanf_(A) || A < 0)
    return CANONICAL_NANF;
  if (!isfinitef_(A))
    return 0.0f;
  double DA = A;
  float F = (float)(1.0 / __builtin_sqrt(DA));
  double Hi = ((double)F + (double)nextupf(F)) * 0.5;
  if (__builtin_fma(-(Hi * Hi), DA, 1.0) > 0)
    return nextupf(F);
  double Lo = ((double)F + (double)nextdownf(F)) * 0.5;
  if (__builtin_fma(-(Lo * Lo), DA, 1.0) < 0)
    return nextdownf(F);
  return F;
}

//===----------------------------------------------------------------------===//
// f64 arithmetic with a rounding mode
//===----------------------------------------------------------------------===//

/// The result of an operation that overflowed (rounded to nearest, it is
/// +-infinity) in \p Mode.
INLINE double overflowd(int Neg, int Mode) {
  const double Max = 1.7976931348623157e308, Inf = __builtin_inf();
  if (Mode == RZ || (Mode == RD && !Neg) || (Mode == RU && Neg))
    return Neg ? -Max : Max;
  return Neg ? -Inf : Inf;
}

/// Splits a finite nonzero double into sign, integer significand and
/// exponent: X = (-1)^S * M * 2^E.
INLINE void unpackd(double X, int *S, u64 *M, int *E) {
  u64 B = dbits(X);
  *S = (int)(B >> 63);
  int BE = (int)((B >> 52) & 0x7ff);
  u64 F = B & ((1ull << 52) - 1);
  if (BE == 0) {
    *M = F;
    *E = -1074;
  } else {
    *M = F | (1ull << 52);
    *E = BE - 1075;
  }
}

INLINE int bitLength128(u128 X) {
  u64 Hi = (u64)(X >> 64), Lo = (u64)X;
  if (Hi)
    return 128 - __builtin_clzll(Hi);
  return Lo ? 64 - __builtin_clzll(Lo) : 0;
}

/// X >> N with every shifted-out bit ORed into bit 0 (N >= 0).
INLINE u128 shiftRightSticky(u128 X, int N) {
  if (N <= 0)
    return X;
  if (N >= 128)
    return X != 0;
  u128 Lost = X & ((((u128)1) << N) - 1);
  return (X >> N) | (Lost != 0);
}

/// A * B + C rounded once in \p Mode, for finite A, B, C with A * B != 0:
/// the exact sum of the 106-bit product and the addend in a 126-bit window
/// (the smaller term keeps a sticky bit), then one rounding.
static double fmaExact(double A, double B, double C, int Mode) {
  int SA, SB, SC, EA, EB, EC;
  u64 MA, MB, MC;
  unpackd(A, &SA, &MA, &EA);
  unpackd(B, &SB, &MB, &EB);
  int SP = SA ^ SB, EP = EA + EB;
  u128 MP = (u128)MA * MB;
  int HaveC = C != 0;
  if (HaveC)
    unpackd(C, &SC, &MC, &EC);
  else {
    SC = SP;
    MC = 0;
    EC = EP;
  }
  int TopP = EP + bitLength128(MP);
  int TopC = HaveC ? EC + 64 - __builtin_clzll(MC) : TopP;
  int Top = TopP > TopC ? TopP : TopC;
  int L = Top - 126; // the window is [2^L, 2^Top)
  u128 X = shiftRightSticky(MP, L - EP);
  if (L - EP < 0)
    X = MP << (EP - L);
  u128 Y = 0;
  if (HaveC) {
    Y = shiftRightSticky((u128)MC, L - EC);
    if (L - EC < 0)
      Y = ((u128)MC) << (EC - L);
  }
  u128 S;
  int Neg;
  if (SP == SC) {
    S = X + Y;
    Neg = SP;
  } else if (X >= Y) {
    S = X - Y;
    Neg = SP;
  } else {
    S = Y - X;
    Neg = SC;
  }
  if (S == 0) // exact cancellation of nonzero terms
    return Mode == RD ? -0.0 : 0.0;
  // Round S * 2^L to 53 bits, or to the subnormal grid 2^-1074.
  int N = bitLength128(S) - 1;  // S's leading bit is 2^(N + L)
  int Shift = N - 52;           // keep 53 bits
  if (N + L < -1022)            // subnormal: keep bits down to 2^-1074
    Shift = -1074 - L;
  u128 Q;
  int Inexact, Up = 0;
  if (Shift <= 0) {
    Q = S << (-Shift);
    Inexact = 0;
  } else if (Shift >= 128) {
    Q = 0;
    Inexact = 1;
    Up = Mode == (Neg ? RD : RU);
  } else {
    Q = S >> Shift;
    u128 Rem = S & ((((u128)1) << Shift) - 1);
    u128 Half = ((u128)1) << (Shift - 1);
    Inexact = Rem != 0;
    switch (Mode) {
    case RN:
      Up = Rem > Half || (Rem == Half && (Q & 1));
      break;
    case RZ:
      break;
    case RD:
      Up = Neg && Inexact;
      break;
    default:
      Up = !Neg && Inexact;
      break;
    }
  }
  (void)Inexact;
  Q += Up;
  int Exp = L + Shift; // the result is Q * 2^Exp, Q < 2^54
  if (Q >> 53) {       // rounding carried into a new bit
    Q >>= 1;
    ++Exp;
  }
  if (Q != 0 && Exp + 52 > 1023)
    return overflowd(Neg, Mode);
  double R = __builtin_ldexp((double)(u64)Q, Exp);
  return Neg ? -R : R;
}

INLINE double dfmaR(double A, double B, double C, int Mode) {
  if (!isfinited_(A) || !isfinited_(B) || !isfinited_(C))
    return __builtin_fma(A, B, C); // NaN or infinity: exact
  if (A == 0 || B == 0) {
    double P = A * B; // a signed zero
    if (C == 0)
      return zeroSum(P, C, Mode);
    return C;
  }
  return fmaExact(A, B, C, Mode);
}

INLINE double daddR(double A, double B, int Mode) {
  if (!isfinited_(A) || !isfinited_(B))
    return A + B;
  if (A == 0 && B == 0)
    return zeroSum(A, B, Mode);
  if (A == 0)
    return B;
  if (B == 0)
    return A;
  return fmaExact(A, 1.0, B, Mode);
}

INLINE double dmulR(double A, double B, int Mode) {
  if (!isfinited_(A) || !isfinited_(B) || A == 0 || B == 0)
    return A * B;
  return fmaExact(A, B, 0.0, Mode);
}

/// The sign of (exact A / B) - Q for a finite nonzero quotient Q: with
/// A = MA 2^EA, B = MB 2^EB, the residual MA - (Q 2^(EB-EA)) MB is computed
/// by one fma, whose rounding keeps its sign (no underflow at this scale).
INLINE int divErrSign(double A, double B, double Q) {
  int EA, EB;
  double MA = __builtin_frexp(A, &EA), MB = __builtin_frexp(B, &EB);
  double T = __builtin_ldexp(Q, EB - EA);
  return sgnd(__builtin_fma(-T, MB, MA)) * sgnd(MB);
}

INLINE double ddivR(double A, double B, int Mode) {
  double Q = A / B;
  if (Mode == RN || !isfinited_(A) || !isfinited_(B) || A == 0 || B == 0)
    return Q;
  if (!isfinited_(Q))
    return overflowd(Q < 0, Mode);
  int Neg = (int)((dbits(A) ^ dbits(B)) >> 63);
  int ErrSign;
  if (Q == 0) // underflow to zero: the exact quotient is nonzero
    ErrSign = Neg ? -1 : 1;
  else
    ErrSign = divErrSign(A, B, Q);
  if (ErrSign == 0)
    return Q;
  switch (Mode) {
  case RU:
    return ErrSign > 0 ? nextupd(Q) : Q;
  case RD:
    return ErrSign < 0 ? nextdownd(Q) : Q;
  default: // RZ: towards zero when the rounding went away from it
    if (Neg ? ErrSign > 0 : ErrSign < 0)
      return Neg ? nextupd(Q) : nextdownd(Q);
    return Q;
  }
}

INLINE double dsqrtR(double A, int Mode) {
  double S = __builtin_sqrt(A);
  if (Mode == RN || !isfinited_(A) || A <= 0)
    return S;
  int E;
  double M = __builtin_frexp(A, &E); // A = M 2^E, make E even
  if (E & 1) {
    M *= 2;
    E -= 1;
  }
  double T = __builtin_ldexp(S, -E / 2);
  int ErrSign = sgnd(__builtin_fma(-T, T, M));
  if (ErrSign == 0)
    return S;
  if (Mode == RU)
    return ErrSign > 0 ? nextupd(S) : S;
  return ErrSign < 0 ? nextdownd(S) : S; // RD and RZ (S > 0)
}

double NV(dadd_rn)(double A, double B) { return A + B; }
double NV(dadd_rz)(double A, double B) { return daddR(A, B, RZ); }
double NV(dadd_rd)(double A, double B) { return daddR(A, B, RD); }
double NV(dadd_ru)(double A, double B) { return daddR(A, B, RU); }
double NV(dsub_rn)(double A, double B) { return A - B; }
double NV(dsub_rz)(double A, double B) { return daddR(A, -B, RZ); }
double NV(dsub_rd)(double A, double B) { return daddR(A, -B, RD); }
double NV(dsub_ru)(double A, double B) { return daddR(A, -B, RU); }
double NV(dmul_rn)(double A, double B) { return A * B; }
double NV(dmul_rz)(double A, double B) { return dmulR(A, B, RZ); }
double NV(dmul_rd)(double A, double B) { return dmulR(A, B, RD); }
double NV(dmul_ru)(double A, double B) { return dmulR(A, B, RU); }
double NV(fma_rz)(double A, double B, double C) { return dfmaR(A, B, C, RZ); }
double NV(fma_rd)(double A, double B, double C) { return dfmaR(A, B, C, RD); }
double NV(fma_ru)(double A, double B, double C) { return dfmaR(A, B, C, RU); }
double NV(ddiv_rn)(double A, double B) { return A / B; }
double NV(ddiv_rz)(double A, double B) { return ddivR(A, B, RZ); }
double NV(ddiv_rd)(double A, double B) { return ddivR(A, B, RD); }
double NV(ddiv_ru)(double A, double B) { return ddivR(A, B, RU); }
double NV(drcp_rn)(double A) { return 1.0 / A; }
double NV(drcp_rz)(double A) { return ddivR(1.0, A, RZ); }
double NV(drcp_rd)(double A) { return ddivR(1.0, A, RD); }
double NV(drcp_ru)(double A) { return ddivR(1.0, A, RU); }
double NV(dsqrt_rz)(double A) { return dsqrtR(A, RZ); }
double NV(dsqrt_rd)(double A) { return dsqrtR(A, RD); }
double NV(dsqrt_ru)(double A) { return dsqrtR(A, RU); }

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

/// Rounds \p X to an integral value in \p Mode.
INLINE double roundIntd(double X, int Mode) {
  switch (Mode) {
  case RN:
    return __builtin_rint(X);
  case RZ:
    return __builtin_trunc(X);
  case RD:
    return __builtin_floor(X);
  default:
    return __builtin_ceil(X);
  }
}

/// Float (as f64, exact) to a saturated integer of [Lo, Hi], NaN giving
/// \p NaNValue (PTX cvt saturates; the NaN results are the H200's: 0 for
/// f32 to 32-bit, 0x80000000 for f64 to 32-bit, 0x8000000000000000 for
/// both to 64-bit).
INLINE i64 toSigned(double X, int Mode, i64 Lo, i64 Hi, i64 NaNValue) {
  if (isnand_(X))
    return NaNValue;
  double R = roundIntd(X, Mode);
  if (R <= (double)Lo)
    return Lo;
  if (R >= (double)Hi) // 2^63 - 1 rounds to 2^63 as a double: >= is right
    return Hi;
  return (i64)R;
}
INLINE u64 toUnsigned(double X, int Mode, u64 Hi, u64 NaNValue) {
  if (isnand_(X))
    return NaNValue;
  double R = roundIntd(X, Mode);
  if (!(R > 0))
    return 0;
  if (R >= (double)Hi)
    return Hi;
  return (u64)R;
}

#define INT_FAMILY(SRC, DST, NAME, EXPR)                                       \
  DST NV(NAME##_rn)(SRC X) { const int Mode = RN; return EXPR; }              \
  DST NV(NAME##_rz)(SRC X) { const int Mode = RZ; return EXPR; }              \
  DST NV(NAME##_rd)(SRC X) { const int Mode = RD; return EXPR; }              \
  DST NV(NAME##_ru)(SRC X) { const int Mode = RU; return EXPR; }
INT_FAMILY(float, i32, float2int, (i32)toSigned(ftz(X), Mode, -2147483648ll, 2147483647ll, 0))
INT_FAMILY(float, u32, float2uint, (u32)toUnsigned(ftz(X), Mode, 4294967295ull, 0))
INT_FAMILY(double, i32, double2int, (i32)toSigned(X, Mode, -2147483648ll, 2147483647ll, -2147483648ll))
INT_FAMILY(double, u32, double2uint, (u32)toUnsigned(X, Mode, 4294967295ull, 0x80000000ull))
INT_FAMILY(float, i64, float2ll, toSigned(ftz(X), Mode, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1)))
INT_FAMILY(float, u64, float2ull, toUnsigned(ftz(X), Mode, ~0ull, 1ull << 63))
INT_FAMILY(double, i64, double2ll, toSigned(X, Mode, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1)))
INT_FAMILY(double, u64, double2ull, toUnsigned(X, Mode, ~0ull, 1ull << 63))

i64 NV(llrintf)(float X) { return toSigned(ftz(X), RN, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1)); }
i64 NV(llrint)(double X) { return toSigned(X, RN, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1)); }
i64 NV(llroundf)(float X) {
  double R = __builtin_round((double)ftz(X));
  return toSigned(R, RZ, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1));
}
i64 NV(llround)(double X) {
  return toSigned(__builtin_round(X), RZ, (-9223372036854775807ll - 1), 9223372036854775807ll, (-9223372036854775807ll - 1));
}

/// Integer to f32 in \p Mode: the f64 value of a 32-bit integer is exact.
float NV(int2float_rn)(i32 X) { return (float)X; }
float NV(int2float_rz)(i32 X) { return cvtf((double)X, RZ); }
float NV(int2float_rd)(i32 X) { return cvtf((double)X, RD); }
float NV(int2float_ru)(i32 X) { return cvtf((double)X, RU); }
float NV(uint2float_rn)(u32 X) { return (float)X; }
float NV(uint2float_rz)(u32 X) { return cvtf((double)X, RZ); }
float NV(uint2float_rd)(u32 X) { return cvtf((double)X, RD); }
float NV(uint2float_ru)(u32 X) { return cvtf((double)X, RU); }
double NV(int2double_rn)(i32 X) { return (double)X; }
double NV(uint2double_rn)(u32 X) { return (double)X; }

/// -1, 0 or 1 as the integral float \p F (finite, possibly 2^63 or 2^64) is
/// below, equal to or above the 64-bit integer \p X.
INLINE int cmpSigned(double F, i64 X) {
  if (F >= 9223372036854775808.0)
    return 1;
  if (F < -9223372036854775808.0)
    return -1;
  i64 V = (i64)F;
  return V > X ? 1 : V < X ? -1 : 0;
}
INLINE int cmpUnsigned(double F, u64 X) {
  if (F >= 18446744073709551616.0)
    return 1;
  u64 V = (u64)F;
  return V > X ? 1 : V < X ? -1 : 0;
}

/// Moves a round-to-nearest result \p R of a positive/negative source one
/// step when it lies on the wrong side of the source for \p Mode (\p Cmp is
/// the comparison of R with the source).
#define ADJUST(R, Cmp, Neg, Mode, UP, DOWN)                                   \
  do {                                                                         \
    if ((Cmp) > 0 && ((Mode) == RD || ((Mode) == RZ && !(Neg))))               \
      R = DOWN(R);                                                             \
    else if ((Cmp) < 0 && ((Mode) == RU || ((Mode) == RZ && (Neg))))           \
      R = UP(R);                                                               \
  } while (0)

INLINE float ll2f(i64 X, int Mode) {
  float R = (float)X;
  ADJUST(R, cmpSigned((double)R, X), X < 0, Mode, nextupf, nextdownf);
  return R;
}
INLINE float ull2f(u64 X, int Mode) {
  float R = (float)X;
  ADJUST(R, cmpUnsigned((double)R, X), 0, Mode, nextupf, nextdownf);
  return R;
}
INLINE double ll2d(i64 X, int Mode) {
  double R = (double)X;
  ADJUST(R, cmpSigned(R, X), X < 0, Mode, nextupd, nextdownd);
  return R;
}
INLINE double ull2d(u64 X, int Mode) {
  double R = (double)X;
  ADJUST(R, cmpUnsigned(R, X), 0, Mode, nextupd, nextdownd);
  return R;
}
INT_FAMILY(i64, float, ll2float, ll2f(X, Mode))
INT_FAMILY(u64, float, ull2float, ull2f(X, Mode))
INT_FAMILY(i64, double, ll2double, ll2d(X, Mode))
INT_FAMILY(u64, double, ull2double, ull2d(X, Mode))

float NV(double2float_rn)(double X) { return ftz((float)X); }
float NV(double2float_rz)(double X) { return ftz(cvtf(X, RZ)); }
float NV(double2float_rd)(double X) { return ftz(cvtf(X, RD)); }
float NV(double2float_ru)(double X) { return ftz(cvtf(X, RU)); }

/// f32 to binary16 bits, round to nearest even; NaN gives 0x7fff as on the
/// H200.
u16 NV(float2half_rn)(float X) {
  X = ftz(X);
  if (isnanf_(X))
    return 0x7fff;
  return __builtin_bit_cast(u16, (_Float16)X);
}
float NV(half2float)(u16 H) {
  if ((H & 0x7c00) == 0x7c00 && (H & 0x3ff))
    return CANONICAL_NANF;
  return (float)__builtin_bit_cast(_Float16, H);
}

float NV(int_as_float)(i32 X) { return __builtin_bit_cast(float, X); }
float NV(uint_as_float)(u32 X) { return __builtin_bit_cast(float, X); }
i32 NV(float_as_int)(float X) { return __builtin_bit_cast(i32, X); }
u32 NV(float_as_uint)(float X) { return __builtin_bit_cast(u32, X); }
double NV(longlong_as_double)(i64 X) { return __builtin_bit_cast(double, X); }
i64 NV(double_as_longlong)(double X) { return __builtin_bit_cast(i64, X); }
double NV(hiloint2double)(i32 Hi, i32 Lo) {
  return bitsd(((u64)(u32)Hi << 32) | (u32)Lo);
}
i32 NV(double2loint)(double X) { return (i32)(u32)dbits(X); }
i32 NV(double2hiint)(double X) { return (i32)(u32)(dbits(X) >> 32); }

//===----------------------------------------------------------------------===//
// Integer functions
//===----------------------------------------------------------------------===//

i32 NV(clz)(i32 X) { return X ? __builtin_clz((u32)X) : 32; }
i32 NV(clzll)(i64 X) { return X ? __builtin_clzll((u64)X) : 64; }
i32 NV(popcll)(i64 X) { return __builtin_popcountll((u64)X); }
i32 NV(ffs)(i32 X) { return X ? __builtin_ctz((u32)X) + 1 : 0; }
i32 NV(ffsll)(i64 X) { return X ? __builtin_ctzll((u64)X) + 1 : 0; }
/// PRMT in its default mode with the selector's sign-replicate bits clear
/// (libdevice masks the selector with 0x7777): byte N of the result is byte
/// (S >> 4N) & 7 of {B, A}.
u32 NV(byte_perm)(u32 A, u32 B, u32 S) {
  u64 Src = ((u64)B << 32) | A;
  u32 R = 0;
  for (int N = 0; N < 4; ++N)
    R |= (u32)((Src >> (8 * ((S >> (4 * N)) & 7))) & 0xff) << (8 * N);
  return R;
}
i32 NV(mulhi)(i32 A, i32 B) { return (i32)(((i64)A * (i64)B) >> 32); }
u32 NV(umulhi)(u32 A, u32 B) { return (u32)(((u64)A * (u64)B) >> 32); }
i64 NV(mul64hi)(i64 A, i64 B) { return (i64)(((__int128)A * (__int128)B) >> 64); }
u64 NV(umul64hi)(u64 A, u64 B) { return (u64)(((u128)A * (u128)B) >> 64); }
/// The low 32 bits of the product of the low 24 bits (sign-extended for
/// mul24).
i32 NV(mul24)(i32 A, i32 B) {
  i32 X = (i32)((u32)A << 8) >> 8, Y = (i32)((u32)B << 8) >> 8;
  return (i32)((u32)X * (u32)Y);
}
u32 NV(umul24)(u32 A, u32 B) { return (A & 0xffffff) * (B & 0xffffff); }
/// |A - B| + C with 32-bit wrap-around.
u32 NV(sad)(i32 A, i32 B, u32 C) { return (A < B ? (u32)B - (u32)A : (u32)A - (u32)B) + C; }
u32 NV(usad)(u32 A, u32 B, u32 C) { return (A < B ? B - A : A - B) + C; }
i32 NV(abs)(i32 X) { return X < 0 ? (i32)(0u - (u32)X) : X; }
i64 NV(llabs)(i64 X) { return X < 0 ? (i64)(0ull - (u64)X) : X; }
i32 NV(hadd)(i32 A, i32 B) { return (i32)(((i64)A + B) >> 1); }
i32 NV(rhadd)(i32 A, i32 B) { return (i32)(((i64)A + B + 1) >> 1); }
u32 NV(uhadd)(u32 A, u32 B) { return (u32)(((u64)A + B) >> 1); }
u32 NV(urhadd)(u32 A, u32 B) { return (u32)(((u64)A + B + 1) >> 1); }

//===----------------------------------------------------------------------===//
// Classification, min/max, and the other exact functions
//===----------------------------------------------------------------------===//

i32 NV(isnanf)(float X) { return isnanf_(X); }
i32 NV(isnand)(double X) { return isnand_(X); }
i32 NV(isinff)(float X) { return (fbits(X) & 0x7fffffffu) == 0x7f800000u; }
i32 NV(isinfd)(double X) { return (dbits(X) & ~(1ull << 63)) == 0x7ff0000000000000ull; }
i32 NV(finitef)(float X) { return isfinitef_(X); }
i32 NV(isfinited)(double X) { return isfinited_(X); }
i32 NV(signbitf)(float X) { return (i32)(fbits(X) >> 31); }
i32 NV(signbitd)(double X) { return (i32)(dbits(X) >> 63); }

/// PTX min/max: a NaN operand is ignored, two NaNs give the canonical NaN,
/// and -0 is below +0.
#if __has_builtin(__builtin_fmaximum_numf)
/// llvm.minimumnum/maximumnum (IEEE 754-2019 minimumNumber/maximumNumber,
/// clang 20+) are that but for two NaNs, whose NaN they leave unspecified:
/// on AMDGPU both operands quieted (v_max_f32 x, x) and one v_max_f32 /
/// v_min_f32, which order -0 below +0, then the canonical NaN.  The compare
/// chain below takes two NaN tests, a zero test and branches.
INLINE float fminmaxf(float A, float B, int Max) {
  A = ftz(A);
  B = ftz(B);
  float R = Max ? __builtin_fmaximum_numf(A, B) : __builtin_fminimum_numf(A, B);
  return isnanf_(R) ? CANONICAL_NANF : R;
}
INLINE double fminmaxd(double A, double B, int Max) {
  double R = Max ? __builtin_fmaximum_num(A, B) : __builtin_fminimum_num(A, B);
  return isnand_(R) ? CANONICAL_NAND : R;
}
#else
INLINE float fminmaxf(float A, float B, int Max) {
  A = ftz(A);
  B = ftz(B);
  if (isnanf_(A))
    return isnanf_(B) ? CANONICAL_NANF : B;
  if (isnanf_(B))
    return A;
  if (A == B) // equal, or zeros of either sign
    return (fbits(A) >> 31) ^ Max ? A : B;
  return (A < B) ^ Max ? A : B;
}
INLINE double fminmaxd(double A, double B, int Max) {
  if (isnand_(A))
    return isnand_(B) ? CANONICAL_NAND : B;
  if (isnand_(B))
    return A;
  if (A == B)
    return (dbits(A) >> 63) ^ (u64)Max ? A : B;
  return (A < B) ^ Max ? A : B;
}
#endif
float NV(fminf)(float A, float B) { return fminmaxf(A, B, 0); }
float NV(fmaxf)(float A, float B) { return fminmaxf(A, B, 1); }
double NV(fmin)(double A, double B) { return fminmaxd(A, B, 0); }
double NV(fmax)(double A, double B) { return fminmaxd(A, B, 1); }

/// Clamps to [+0, 1]; NaN gives +0.
float NV(saturatef)(float X) {
  X = ftz(X);
  if (!(X > 0))
    return 0.0f;
  return X < 1.0f ? X : 1.0f;
}

float NV(nextafterf)(float X, float Y) {
  X = ftz(X);
  Y = ftz(Y);
  if (isnanf_(X) || isnanf_(Y))
    return CANONICAL_NANF;
  if (X == Y)
    return Y;
  if (__oclc_daz_opt && X == 0) // the next number after zero is normal
    return Y > 0 ? 1.17549435e-38f : -1.17549435e-38f;
  return ftz(Y > X ? nextupf(X) : nextdownf(X));
}
double NV(nextafter)(double X, double Y) {
  if (isnand_(X) || isnand_(Y))
    return CANONICAL_NAND;
  if (X == Y)
    return Y;
  return Y > X ? nextupd(X) : nextdownd(X);
}

/// ilogb: 0 and NaN give INT_MIN, infinities INT_MAX (the H200's values).
INLINE i32 ilogbImpl(double X) {
  if (isnand_(X) || X == 0)
    return -2147483647 - 1;
  if (!isfinited_(X))
    return 2147483647;
  int E;
  (void)__builtin_frexp(X, &E);
  return E - 1;
}
i32 NV(ilogbf)(float X) { return ilogbImpl(ftz(X)); }
i32 NV(ilogb)(double X) { return ilogbImpl(X); }

/// frexp: infinities and NaN give exponent 0, as on the H200.
float NV(frexpf)(float X, i32 *E) {
  X = ftz(X);
  int PE = 0;
  float M = __ocml_frexp_f32(X, (PRIVATE_AS int *)&PE);
  *E = isfinitef_(X) ? PE : 0;
  return M;
}
double NV(frexp)(double X, i32 *E) {
  int PE = 0;
  double M = __ocml_frexp_f64(X, (PRIVATE_AS int *)&PE);
  *E = isfinited_(X) ? PE : 0;
  return M;
}

float NV(modff)(float X, float *I) {
  X = ftz(X);
  float T = __builtin_truncf(X);
  *I = T;
  if (!isfinitef_(X))
    return isnanf_(X) ? X : __builtin_copysignf(0.0f, X);
  return __builtin_copysignf(X - T, X); // exact
}
double NV(modf)(double X, double *I) {
  double T = __builtin_trunc(X);
  *I = T;
  if (!isfinited_(X))
    return isnand_(X) ? X : __builtin_copysign(0.0, X);
  return __builtin_copysign(X - T, X);
}

/// remquo's quotient bits: the H200 gives the sign and the low three bits
/// of the magnitude of the integral quotient (C requires at least three).
INLINE i32 quoBits(i32 Q) { return Q < 0 ? -((-Q) & 7) : (Q & 7); }

float NV(remquof)(float X, float Y, i32 *Q) {
  int PQ = 0;
  float R = __ocml_remquo_f32(ftz(X), ftz(Y), (PRIVATE_AS int *)&PQ);
  *Q = quoBits(PQ);
  return ftz(R);
}
double NV(remquo)(double X, double Y, i32 *Q) {
  int PQ = 0;
  double R = __ocml_remquo_f64(X, Y, (PRIVATE_AS int *)&PQ);
  *Q = quoBits(PQ);
  return R;
}

/// nan(tag): the tag's digits (decimal, 0 octal, 0x hex) in the payload.
INLINE u64 nanPayload(const char *Tag) {
  if (!Tag)
    return 0;
  u64 V = 0;
  int Base = 10;
  const char *P = Tag;
  if (P[0] == '0') {
    Base = 8;
    ++P;
    if (*P == 'x' || *P == 'X') {
      Base = 16;
      ++P;
    }
  }
  for (; *P; ++P) {
    int D;
    if (*P >= '0' && *P <= '9')
      D = *P - '0';
    else if (*P >= 'a' && *P <= 'f')
      D = *P - 'a' + 10;
    else if (*P >= 'A' && *P <= 'F')
      D = *P - 'A' + 10;
    else
      return 0;
    if (D >= Base)
      return 0;
    V = V * (u64)Base + (u64)D;
  }
  return V;
}
float NV(nanf)(const char *Tag) {
  return bitsf(0x7fc00000u | ((u32)nanPayload(Tag) & 0x3fffffu));
}
double NV(nan)(const char *Tag) {
  return bitsd(0x7ff8000000000000ull | (nanPayload(Tag) & 0x7ffffffffffffull));
}

//===----------------------------------------------------------------------===//
// Measured functions with pointer arguments or no OCML counterpart
//===----------------------------------------------------------------------===//

//===-- Special values as NVIDIA gives them -------------------------------===//
//
// OCML's functions where their results at the special values differ from
// the H200's (libdevice-ulp --special): the sign of an exact zero, and the
// value of a polynomial at zero.  Everywhere else the OCML result stands.

/// sinpi(n) of an integer n is a zero with the sign of n (OCML's has the
/// sign of sin's quadrant); cospi(n + 1/2) is +0.
INLINE float sinpiZeroF(float R, float X) {
  return R == 0.0f ? __builtin_copysignf(0.0f, X) : R;
}
INLINE double sinpiZeroD(double R, double X) {
  return R == 0.0 ? __builtin_copysign(0.0, X) : R;
}
INLINE float plusZeroF(float R) { return R == 0.0f ? 0.0f : R; }
INLINE double plusZeroD(double R) { return R == 0.0 ? 0.0 : R; }

float NV(sinpif)(float X) { return sinpiZeroF(__ocml_sinpi_f32(X), X); }
float NV(cospif)(float X) { return plusZeroF(__ocml_cospi_f32(X)); }
double NV(sinpi)(double X) { return sinpiZeroD(__ocml_sinpi_f64(X), X); }
double NV(cospi)(double X) { return plusZeroD(__ocml_cospi_f64(X)); }

/// expm1(+-0), log1p(+-0) and J1(+-0) are +-0 (OCML's give +0 for -0).
float NV(expm1f)(float X) { return X == 0.0f ? X : __ocml_expm1_f32(X); }
double NV(expm1)(double X) { return X == 0.0 ? X : __ocml_expm1_f64(X); }
double NV(log1p)(double X) { return X == 0.0 ? X : __ocml_log1p_f64(X); }
float NV(j1f)(float X) { return X == 0.0f ? X : __ocml_j1_f32(X); }
double NV(j1)(double X) { return X == 0.0 ? X : __ocml_j1_f64(X); }

/// exp10(+-0) is 1 and normcdf(+-0) is 1/2 on NVIDIA's GPU.
/// OCML's f32 functions reach v_exp_f32(0) there, which AMD's ISA guides
/// give to within 1 ulp, so their value at 0 depends on the instruction's
/// error (1 - 2^-24 and 1/2 - 2^-25 with an instruction one ulp low); the
/// exact value at +-0 is a select after the call (a compare and a
/// v_cndmask; no branch around OCML's code).
float NV(exp10f)(float X) {
  float R = __ocml_exp10_f32(X);
  return X == 0.0f ? 1.0f : R;
}
float NV(normcdff)(float X) {
  float R = __ocml_ncdf_f32(X);
  return X == 0.0f ? 0.5f : R;
}

/// libdevice's J0 on [-8, 8] is a polynomial in x - (J0's first zero); at
/// x = 0 its value is 1 + 2^-23 (f32) and 1 - 2^-52 (f64), not 1.
float NV(j0f)(float X) { return X == 0.0f ? bitsf(0x3f800001u) : __ocml_j0_f32(X); }
double NV(j0)(double X) {
  return X == 0.0 ? bitsd(0x3feffffffffffffeull) : __ocml_j0_f64(X);
}

/// normcdfinv(1/2) is +0 (OCML's is -0).
float NV(normcdfinvf)(float X) { return plusZeroF(__ocml_ncdfinv_f32(X)); }
double NV(normcdfinv)(double X) { return plusZeroD(__ocml_ncdfinv_f64(X)); }

/// powi(x, n) as libdevice computes it: x^|n| by binary exponentiation
/// with rounded products, then 1 / that for n < 0 -- so a power that
/// overflows gives 0 for negative n where the exact value is subnormal.
float NV(powif)(float X, i32 N) {
  u32 E = N < 0 ? 0u - (u32)N : (u32)N;
  float R = 1.0f;
  for (;;) {
    if (E & 1)
      R = ftz(ftz(R) * ftz(X));
    E >>= 1;
    if (!E)
      break;
    X = ftz(ftz(X) * ftz(X));
  }
  return N < 0 ? ftz(1.0f / ftz(R)) : R;
}
double NV(powi)(double X, i32 N) {
  u32 E = N < 0 ? 0u - (u32)N : (u32)N;
  double R = 1.0;
  for (;;) {
    if (E & 1)
      R = R * X;
    E >>= 1;
    if (!E)
      break;
    X = X * X;
  }
  return N < 0 ? 1.0 / R : R;
}

void NV(sincosf)(float X, float *S, float *C) {
  float PC;
  *S = __ocml_sincos_f32(X, (PRIVATE_AS float *)&PC);
  *C = PC;
}
void NV(sincospif)(float X, float *S, float *C) {
  float PC;
  *S = sinpiZeroF(__ocml_sincospi_f32(X, (PRIVATE_AS float *)&PC), X);
  *C = plusZeroF(PC);
}
void NV(sincos)(double X, double *S, double *C) {
  double PC;
  *S = __ocml_sincos_f64(X, (PRIVATE_AS double *)&PC);
  *C = PC;
}
void NV(sincospi)(double X, double *S, double *C) {
  double PC;
  *S = sinpiZeroD(__ocml_sincospi_f64(X, (PRIVATE_AS double *)&PC), X);
  *C = plusZeroD(PC);
}

//===-- NVIDIA's approximate instructions, bit for bit ---------------------===//
//
// The functions CUDA builds directly on the special-function unit's
// instructions (rows of kind Mufu in Libdevice.def): the instruction's model
// (include/ShflLowering/Semantics/MUFUPTX.h, docs/mufu.md), with CUDA's
// documented composition -- __expf is ex2.approx of x * log2(e) rounded to
// f32, __logf lg2.approx times ln(2), __powf ex2.approx(y * lg2.approx(x)),
// __tanf div.approx(__sinf, __cosf) -- each product an f32 multiplication
// rounded to nearest, flushing under daz as -ftz=true does.  With
// nv-approx=native the pass maps these rows to AMD's instructions instead
// (OCML's native functions, or the __shfl_native_ functions below).

INLINE int mufuFtz(void) { return __oclc_daz_opt != 0; }
/// An f32 product as FMUL computes it (ftz under daz).
INLINE u32 mufuMul(u32 A, u32 B) { return mufuMulF32(A, B, mufuFtz()); }

#define MUFU_LN2 0x3f317218u     // ln(2) rounded to f32
#define MUFU_LOG10_2 0x3e9a209bu // log10(2)
#define MUFU_LOG2_E 0x3fb8aa3bu  // log2(e)
#define MUFU_LOG2_10 0x40549a78u // log2(10)

float NV(fast_sinf)(float X) { return bitsf(ptxSinApproxF32(fbits(X))); }
float NV(fast_cosf)(float X) { return bitsf(ptxCosApproxF32(fbits(X))); }
// sm_75 and later: libdevice's afn llvm.tanh, which is tanh.approx.f32.
float NV(fast_tanhf)(float X) { return bitsf(ptxTanhApproxF32(fbits(X))); }
void NV(fast_sincosf)(float X, float *S, float *C) {
  *S = NV(fast_sinf)(X);
  *C = NV(fast_cosf)(X);
}
float NV(fast_tanf)(float X) {
  return bitsf(ptxDivApproxF32(ptxSinApproxF32(fbits(X)),
                               ptxCosApproxF32(fbits(X)), mufuFtz()));
}
float NV(fast_log2f)(float X) {
  return bitsf(ptxLg2ApproxF32(fbits(X), mufuFtz()));
}
float NV(fast_logf)(float X) {
  return bitsf(mufuMul(MUFU_LN2, ptxLg2ApproxF32(fbits(X), mufuFtz())));
}
float NV(fast_log10f)(float X) {
  return bitsf(mufuMul(MUFU_LOG10_2, ptxLg2ApproxF32(fbits(X), mufuFtz())));
}
float NV(exp2f)(float X) { return bitsf(ptxEx2ApproxF32(fbits(X), mufuFtz())); }

/// expf, logf and tanhf as libdevice computes them (CUDA 13's
/// libdevice.10.bc: the same operations in the same order, with its
/// constants), on the MUFU models: NVIDIA's bits on every input.  Each
/// step is the PTX operation libdevice uses there, in its .ftz form under
/// daz (CUDA's -ftz=true): fma.rn, mul, add, and for expf one fma.rm.
INLINE float fmaRn(float A, float B, float C) {
  return ftz(__builtin_fmaf(ftz(A), ftz(B), ftz(C)));
}
INLINE float mulRn(float A, float B) { return bitsf(mufuMul(fbits(A), fbits(B))); }

/// e^x = 2^(x log2 e): the integer part j of x log2(e) / 252 * 252, rounded
/// down, scales 2^h, h = x log2(e) - j with log2(e) in two parts.
float NV(expf)(float X) {
  const float Log2EHi = bitsf(0x3fb8aa3bu), Log2ELo = bitsf(0x32a57060u);
  const float Magic = bitsf(0x4b400000u); // 1.5 * 2^23
  const float K = bitsf(0x3fb8aa3bu) / 252.0f;
  float T = fmaRn(X, K, 0.5f);
  T = ftz(T);
  T = T > 1.0f ? 1.0f : T > 0.0f ? T : 0.0f; // saturate (NaN: 0)
  float J = ffmaR(T, 252.0f, (-126.0f + Magic) + 127.0f, RD, 1);
  float H = fmaRn(X, Log2EHi, -(J - (Magic + 127.0f)));
  H = fmaRn(X, Log2ELo, H);
  float Scale = bitsf(fbits(J) << 23);
  float R = mulRn(bitsf(ptxEx2ApproxF32(fbits(H), 1)), Scale);
  return R != R ? CANONICAL_NANF : R;
}

/// ln(x) = e ln 2 + log1p(m - 1), m in [2/3, 4/3), by a polynomial in
/// m - 1; subnormal and negative x scaled by 2^23 first, as libdevice does.
float NV(logf)(float X) {
  float I = 0.0f;
  if (X < bitsf(0x00800000u)) {
    X = mulRn(X, 8388608.0f);
    I = -23.0f;
  }
  u32 XB = fbits(X);
  i32 E = (i32)((XB - 0x3f2aaaabu) & 0xff800000u);
  float M = bitsf(XB - (u32)E);
  float EF = fmaRn((float)E, bitsf(0x34000000u), I); // e * 2^-23
  float F = ftz(M - 1.0f);
  float P = fmaRn(bitsf(0xbe055027u), F, bitsf(0x3e1039f6u));
  P = fmaRn(P, F, bitsf(0xbdf8cdccu));
  P = fmaRn(P, F, bitsf(0x3e0f2955u));
  P = fmaRn(P, F, bitsf(0xbe2ad8b9u));
  P = fmaRn(P, F, bitsf(0x3e4ced0bu));
  P = fmaRn(P, F, bitsf(0xbe7fff22u));
  P = fmaRn(P, F, bitsf(0x3eaaaa78u));
  P = fmaRn(P, F, -0.5f);
  P = mulRn(P, F);
  P = fmaRn(P, F, F);
  float R = fmaRn(EF, bitsf(0x3f317218u), P);
  if (fbits(X) >= 0x7f800000u) // +inf, NaN and every negative x
    R = fmaRn(X, bitsf(0x7f800000u), bitsf(0x7f800000u));
  if (X == 0.0f)
    R = -bitsf(0x7f800000u);
  return R != R ? CANONICAL_NANF : R;
}

/// tanh: 1 - 2 / (2^(2 log2(e) |x|) + 1) from ex2.approx and rcp.approx
/// for |x| >= 0.6 (1 from 9.0109...), an odd polynomial below.
float NV(tanhf)(float X) {
  float A = ftz(fabsf_(X));
  float E = bitsf(ptxEx2ApproxF32(mufuMul(fbits(A), 0x4038aa3bu), 1));
  float D = ftz(1.0f + E);
  float Q = bitsf(ptxRcpApproxF32(fbits(D), 1));
  float S = fmaRn(Q, -2.0f, 1.0f);
  if (A >= bitsf(0x41102cb4u))
    S = 1.0f;
  float Big = bitsf((fbits(S) & 0x7fffffffu) | (fbits(X) & 0x80000000u));
  float X2 = mulRn(X, X);
  float P = fmaRn(bitsf(0x3c80f082u), X2, bitsf(0xbd563caeu));
  P = fmaRn(P, X2, bitsf(0x3e085941u));
  P = fmaRn(P, X2, bitsf(0xbeaaa9edu));
  P = fmaRn(P, X2, 0.0f);
  float Small = fmaRn(P, X, X);
  float R = A >= bitsf(0x3f19999au) ? Big : Small;
  return R != R ? CANONICAL_NANF : R;
}
float NV(fast_expf)(float X) {
  return bitsf(ptxEx2ApproxF32(mufuMul(fbits(X), MUFU_LOG2_E), mufuFtz()));
}
float NV(fast_exp10f)(float X) {
  return bitsf(ptxEx2ApproxF32(mufuMul(fbits(X), MUFU_LOG2_10), mufuFtz()));
}
float NV(fast_powf)(float X, float Y) {
  u32 L = ptxLg2ApproxF32(fbits(X), mufuFtz());
  return bitsf(ptxEx2ApproxF32(mufuMul(fbits(Y), L), mufuFtz()));
}
float NV(fast_fdividef)(float X, float Y) {
  return bitsf(ptxDivApproxF32(fbits(X), fbits(Y), mufuFtz()));
}
float NV(rsqrtf)(float X) {
  return bitsf(ptxRsqrtApproxF32(fbits(X), mufuFtz()));
}
double NV(rsqrt)(double X) { return bitsd(ptxRsqrtApproxF64(dbits(X))); }
double NV(rcp64h)(double X) { return bitsd(ptxRcpApproxFtzF64(dbits(X))); }

/// nv-approx=native: AMD's approximate instructions, as CUDA defines these
/// functions (__tanf is __sinf times the approximate reciprocal of __cosf;
/// __powf is exp2(y * __log2f(x))).
void __shfl_native_fast_sincosf(float X, float *S, float *C) {
  *S = __ocml_native_sin_f32(X);
  *C = __ocml_native_cos_f32(X);
}
float __shfl_native_fast_tanf(float X) {
  return __ocml_native_sin_f32(X) * __ocml_native_recip_f32(__ocml_native_cos_f32(X));
}
float __shfl_native_fast_powf(float X, float Y) {
  return __ocml_native_exp2_f32(Y * __ocml_native_log2_f32(X));
}
/// x * (1/y) from the approximate reciprocal refined by one Newton step
/// (v_rcp alone, off by its 1 ulp, gives 3 ulp where CUDA documents 2),
/// with CUDA's documented results for 2^126 < |y| < 2^128: 0 for finite x,
/// NaN for infinite x.
float __shfl_native_fast_fdividef(float X, float Y) {
  X = ftz(X);
  Y = ftz(Y);
  float AY = fabsf_(Y);
  if (AY > 8.507059173023462e37f && isfinitef_(Y))
    return isfinitef_(X) ? 0.0f * X * Y : CANONICAL_NANF;
  float R = __ocml_native_recip_f32(Y);
  if (isfinitef_(R) && R != 0)
    R = __builtin_fmaf(__builtin_fmaf(-Y, R, 1.0f), R, R);
  return ftz(X * R);
}

/// rcp.approx.ftz.f64: an approximate reciprocal of the upper 32 bits of
/// the operand, whose result has its low 32 bits clear, with subnormals
/// flushed.  NVIDIA does not document its accuracy.  On the sweep the H200
/// gives the reciprocal of the truncated operand, truncated to the upper
/// word, in 2731 of 2927 finite cases and one unit of the upper word more
/// in the others; this is that truncated reciprocal.
double __shfl_native_rcp64h(double X) {
  u64 B = dbits(X);
  if ((B & 0x7ff0000000000000ull) == 0)
    return bitsd((B & (1ull << 63)) | 0x7ff0000000000000ull);
  u64 RB = dbits(1.0 / bitsd(B & 0xffffffff00000000ull));
  if ((RB & 0x7ff0000000000000ull) == 0)
    return bitsd(RB & (1ull << 63));
  if ((RB & 0x7ff0000000000000ull) == 0x7ff0000000000000ull)
    return bitsd(RB);
  return bitsd(RB & 0xffffffff00000000ull);
}

/// sqrt(sum of squares) of an array, in f64 (no overflow: the square of an
/// f32 is at most 2^256); one rounding to f32 at the end.
float NV(normf)(i32 Dim, const float *A) {
  if (Dim < 1) // NVIDIA's normf reads one element at least (the H200's results)
    Dim = 1;
  double S = 0;
  int Inf = 0, NaN = 0;
  for (int I = 0; I < Dim; ++I) {
    double V = A[I];
    Inf |= !isfinitef_(A[I]) && !isnanf_(A[I]);
    NaN |= isnanf_(A[I]);
    S += V * V;
  }
  if (Inf)
    return __builtin_inff();
  if (NaN)
    return CANONICAL_NANF;
  return (float)__builtin_sqrt(S);
}
float NV(rnormf)(i32 Dim, const float *A) {
  if (Dim < 1)
    Dim = 1;
  float N = __nv_normf(Dim, A);
  if (isnanf_(N))
    return N;
  double S = 0;
  for (int I = 0; I < Dim; ++I)
    S += (double)A[I] * (double)A[I];
  return (float)(1.0 / __builtin_sqrt(S));
}

/// The f64 norm, scaled by a power of two so that the squares neither
/// overflow nor underflow.
static double normd(int Dim, const double *A, int Recip) {
  if (Dim < 1) // one element at least, as on the H200
    Dim = 1;
  double M = 0;
  int Inf = 0, NaN = 0;
  for (int I = 0; I < Dim; ++I) {
    double V = fabsd_(A[I]);
    Inf |= !isfinited_(V) && !isnand_(V);
    NaN |= isnand_(V);
    if (V > M)
      M = V;
  }
  if (Inf)
    return Recip ? 0.0 : __builtin_inf();
  if (NaN)
    return CANONICAL_NAND;
  if (M == 0)
    return Recip ? __builtin_inf() : 0.0;
  int E;
  (void)__builtin_frexp(M, &E);
  double S = 0, C = 0; // compensated sum of the scaled squares
  for (int I = 0; I < Dim; ++I) {
    double V = __builtin_ldexp(A[I], -E);
    double P = V * V, PE = __builtin_fma(V, V, -P);
    double T = S + P;
    C += (S - T) + P + PE;
    S = T;
  }
  S += C;
  double R = __builtin_sqrt(S);
  return Recip ? __builtin_ldexp(1.0 / R, -E) : __builtin_ldexp(R, E);
}
double NV(norm)(i32 Dim, const double *A) { return normd(Dim, A, 0); }
double NV(rnorm)(i32 Dim, const double *A) { return normd(Dim, A, 1); }

/// Bessel functions of integer order: forward recurrence from Y0, Y1 for
/// Yn, and for Jn where n < |x|; Miller's backward recurrence normalised by
/// 1 = J0 + 2 (J2 + J4 + ...) where n >= |x|.  In f64 for the f32
/// functions too.
static double besselY(int N, double X) {
  if (isnand_(X) || X < 0)
    return CANONICAL_NAND;
  int Neg = N < 0 && (N & 1);
  if (N < 0)
    N = -N;
  double Y0 = __ocml_y0_f64(X);
  if (N == 0)
    return Y0;
  double Y1 = __ocml_y1_f64(X);
  if (X == 0)
    return Neg ? __builtin_inf() : -__builtin_inf();
  for (int K = 1; K < N && isfinited_(Y1); ++K) {
    double Y2 = (2.0 * K / X) * Y1 - Y0;
    Y0 = Y1;
    Y1 = Y2;
  }
  return Neg ? -Y1 : Y1;
}
static double besselJ(int N, double X) {
  if (isnand_(X))
    return X;
  int Neg = N < 0 && (N & 1);
  if (N < 0)
    N = -N;
  if (X < 0 && (N & 1))
    Neg = !Neg;
  X = fabsd_(X);
  double R;
  if (N == 0)
    R = __ocml_j0_f64(X);
  else if (N == 1)
    R = __ocml_j1_f64(X);
  else if (X == 0 || !isfinited_(X))
    R = 0;
  else if (X < 1e-5) // J_n(x) = (x/2)^n / n! (1 - O(x^2)); no overflow in 2k/x
    R = __ocml_exp_f64(N * __ocml_log_f64(X / 2) - __ocml_lgamma_f64(N + 1.0));
  else if (N < X) {
    double J0 = __ocml_j0_f64(X), J1 = __ocml_j1_f64(X);
    for (int K = 1; K < N; ++K) {
      double J2 = (2.0 * K / X) * J1 - J0;
      J0 = J1;
      J1 = J2;
    }
    R = J1;
  } else {
    // Start far enough above N and X for f64 accuracy.
    int M = 2 * ((N + (int)X) / 2 + (int)__builtin_sqrt(160.0 * (N + X)) / 2 + 16);
    double Next = 0, Cur = 1e-300, Sum = 0, Val = 0;
    for (int K = M; K > 0; --K) {
      double Prev = (2.0 * K / X) * Cur - Next; // J(K-1)
      Next = Cur;
      Cur = Prev;
      if (K - 1 == N)
        Val = Cur;
      if (K - 1 != 0 && ((K - 1) & 1) == 0)
        Sum += 2 * Cur;
      if (fabsd_(Cur) > 1e250) { // rescale
        Cur *= 1e-250;
        Next *= 1e-250;
        Sum *= 1e-250;
        Val *= 1e-250;
      }
    }
    Sum += Cur; // J0
    R = Val / Sum;
  }
  return Neg ? -R : R;
}

/// Where NVIDIA's jnf/jn return NaN.  libdevice defines J_n and Y_n for
/// n >= 0 only: a negative n gives NaN.  For n >= 2 and |x| at most about n
/// (|x| <= n + (n > 4) in f32, |x| <= n - 1 in f64) it runs Miller's
/// backward recurrence in the result's own precision: from an even start
/// m = (n + trunc(sqrt(c n))) & ~1 (c = 40 with sqrt.approx.f32, c = 60 with
/// an IEEE sqrt in f64), t(m) = 1, t(m + 1) = 0, t(k - 1) = (2k / x) t(k) -
/// t(k + 1) (f32: a rounded product then a difference; f64: one fma), a
/// value above 1e15 in magnitude (f64: its f32 rounding) scaling the state
/// by 1e-15, and J_n = t(n) / (t(0) + 2 (t(2) + t(4) + ...)).  At x = 0 the
/// factor 2k / x is infinite, and for tiny x a scaled step still
/// overflows; the next steps then meet inf - inf, and the result is NaN
/// where J_n(x) is 0 or tiny.  After each step every value of the state is
/// at most 1e15 or, scaled, at most 1e-15 times the largest finite value, so
/// a step can overflow only where 2k / |x| exceeds about 1e15; below
/// |x| = 2m * 1e-13 (a hundredfold margin) the recurrence is replayed,
/// operation for operation, to see whether it does.
static int millerOverflowsF32(int N, float X) {
  float C = (float)(40 * N);
  int M = (N + (int)bitsf(ptxSqrtApproxF32(fbits(C), 0))) & ~1;
  if (!(fabsf_(X) < 2.0f * (float)M * 1e-13f))
    return 0;
  float Next = 0, Cur = 1, Val = 0, Sum = 0;
  for (int K = M; K > 0; --K) {
    float T = ((float)K * 2.0f / X) * Cur - Next;
    if (fabsf_(T) > 1e15f) {
      T *= 1e-15f;
      Cur *= 1e-15f;
      Val *= 1e-15f;
      Sum *= 1e-15f;
    }
    Next = Cur;
    Cur = T;
    if (K - 1 == N)
      Val = Cur;
    if (K & 1)
      Sum += Cur * 2.0f;
  }
  return isnanf_(Val / (Sum - Cur));
}
static int millerOverflowsF64(int N, double X) {
  int M = (N + (int)__builtin_sqrt((double)(60 * N))) & ~1;
  if (!(fabsd_(X) < 2.0 * M * 1e-13))
    return 0;
  double Inv = 2.0 / X, Next = 0, Cur = 1, Val = 0, Sum = 0;
  for (int K = M; K > 0; --K) {
    double T = __builtin_fma(Inv * (double)K, Cur, -Next);
    if ((double)fabsf_((float)T) > 1e15) {
      T *= 1e-15;
      Cur *= 1e-15;
      Val *= 1e-15;
      Sum *= 1e-15;
    }
    Next = Cur;
    Cur = T;
    if (K - 1 == N)
      Val = Cur;
    if (K & 1)
      Sum += Cur * 2.0;
  }
  return isnand_(Val / (Sum - Cur));
}
float NV(jnf)(i32 N, float X) {
  if (N < 0 || (N >= 2 && !(fabsf_(X) > (float)(N + (N > 4))) &&
                millerOverflowsF32(N, X)))
    return CANONICAL_NANF;
  return (float)besselJ(N, X);
}
/// libdevice's ynf/yn: NaN for a negative n (Y_{-n} = (-1)^n Y_n is not
/// used).  For n >= 2 and x = +-0 or tiny (f64: |x| < 0x000730d67819e8d2,
/// about 1e-308; f32: |x| < 2^-126) libdevice returns -(2/pi) / x (f64) and
/// -1e9 / |x| (f32) instead of the recurrence: -inf, except +inf for yn at
/// -0 and finite values for yn just below the bound.
float NV(ynf)(i32 N, float X) {
  return N < 0 ? CANONICAL_NANF : (float)besselY(N, X);
}
double NV(jn)(i32 N, double X) {
  if (N < 0 || (N >= 2 && !(fabsd_(X) > (double)(N - 1)) &&
                millerOverflowsF64(N, X)))
    return CANONICAL_NAND;
  return besselJ(N, X);
}
double NV(yn)(i32 N, double X) {
  if (N < 0)
    return CANONICAL_NAND;
  if (N >= 2 && !(X < 0) && fabsd_(X) < bitsd(0x000730d67819e8d2ull))
    return bitsd(0xbfe45f306dc9c883ull) / X; // -(2/pi) / x
  return besselY(N, X);
}

/// The f32 functions where OCML's f32 code exceeds CUDA's documented bound
/// on the sweep (libdevice-ulp): erfinvf (3 ulp, CUDA 2), erfcinvf (3, CUDA
/// 2) and tgammaf (22, CUDA 11) with the approximate instructions correctly
/// rounded; logf (3, CUDA 1), cbrtf (2, CUDA 1), erfcf (5, CUDA 4) and
/// lgammaf (8, CUDA 6) when v_log / v_exp / v_rcp are off by their
/// documented 1 ulp.  Each is OCML's f64 function, whose algorithms use no
/// approximate f32 instruction, rounded once to f32: within 0.5 ulp plus
/// the f64 function's error.  The price is f64 throughput (1/2 of f32 on
/// gfx90a, 1/16 to 1/32 on gfx10+ consumer parts).
float NV(erfinvf)(float X) { return (float)__ocml_erfinv_f64(ftz(X)); }
float NV(erfcinvf)(float X) { return (float)__ocml_erfcinv_f64(ftz(X)); }
float NV(tgammaf)(float X) { return ftz((float)__ocml_tgamma_f64(ftz(X))); }
float NV(cbrtf)(float X) { return ftz((float)__ocml_cbrt_f64(ftz(X))); }
float NV(erfcf)(float X) { return ftz((float)__ocml_erfc_f64(ftz(X))); }
float NV(lgammaf)(float X) { return (float)__ocml_lgamma_f64(ftz(X)); }

/// I1 is odd; OCML's f64 function gives NaN for negative arguments.
double NV(cyl_bessel_i1)(double X) {
  double R = __ocml_i1_f64(fabsd_(X));
  return __builtin_signbit(X) ? -R : R;
}

/// erfcx(x) = e^(x^2) erfc(x).  OCML's f64 function is 5.3 ulp from the
/// exact value near x = 28 (CUDA documents 3); for x >= 12 the continued
/// fraction erfcx(x) = 1 / (sqrt(pi) (x + (1/2) / (x + 1 / (x + (3/2) /
/// (x + ...))))), evaluated backwards from 30 terms (docs/libdevice.md has
/// the measured error).
double NV(erfcx)(double X) {
  if (!(X >= 12))
    return __ocml_erfcx_f64(X);
  if (!isfinited_(X))
    return 0.0;
  double T = X;
  for (int K = 30; K >= 1; --K)
    T = X + (K * 0.5) / T;
  return 0.56418958354775628695 / T; // 1/sqrt(pi)
}
