//===- mufu_measure.cu - What the fit of NVIDIA's MUFU models needs -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Measures the approximate PTX instructions that run on NVIDIA's
/// special-function unit (MUFU), as input to the fit of the models in
/// include/ShflLowering/Semantics/MUFU*.h (docs/mufu.md):
///
///  * the symmetry checks: over all 2^32 inputs (f32, f16x2, bf16x2 pairs, and
///    the upper words of f64), each instruction against a prediction made
///    from its outputs on one reference interval (rcp and rsqrt exponent
///    independence, the parity of the exponent for rsqrt and sqrt, the
///    fixed-point conversion of the ex2 argument, the additivity of the lg2
///    exponent, sin/cos periodicity and parity, tanh parity, the lanes of
///    the x2 forms, the low word of the f64 operand), with the number of
///    differing inputs per sign-and-exponent bucket and the first few of
///    them;
///  * the outputs on the reference intervals (sections, below), written as
///    zigzag second differences in byte planes, which compress to a few bits
///    an output.
///
/// Build and run (docs/mufu.md):
///   nvcc -O2 -std=c++17 -arch=sm_90 test/hardware/mufu_measure.cu -o mufu_measure
///   ./mufu_measure OUTDIR > OUTDIR/log.txt
///
/// OUTDIR receives one section file per group (SECTION-FILE format below);
/// docs/mufu.md gives the commands that compress and fetch them.
///
/// SECTION-FILE: records of "MUFUSEC1", a 48-byte NUL-padded name, the
/// little-endian u32 first input, u32 input step, u64 count N, u32 difference
/// order, then 4 planes of N bytes (byte 0 of every coded value, then byte 1,
/// ...).  A coded value is zigzag(d) with d the order-th difference of the
/// outputs (outputs before the first count as 0).
///
//===----------------------------------------------------------------------===//

#include <cuda_runtime.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define CUDA_CHECK(X)                                                          \
  do {                                                                         \
    cudaError_t Err = (X);                                                     \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "error: %s: %s\n", #X, cudaGetErrorString(Err));    \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

//===-- The instructions ---------------------------------------------------===//

enum Op32 : int {
  RCP_FTZ, RCP, RSQ_FTZ, RSQ, SQRT_FTZ, SQRT, EX2_FTZ, EX2, LG2_FTZ, LG2,
  SIN_FTZ, SIN, COS_FTZ, COS, TANH, NumOp32
};

__device__ __forceinline__ uint32_t op32(int Op, uint32_t XB) {
  float X = __uint_as_float(XB), Y = 0.0f;
  switch (Op) {
  case RCP_FTZ: asm volatile("rcp.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case RCP: asm volatile("rcp.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case RSQ_FTZ: asm volatile("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case RSQ: asm volatile("rsqrt.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case SQRT_FTZ: asm volatile("sqrt.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case SQRT: asm volatile("sqrt.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case EX2_FTZ: asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case EX2: asm volatile("ex2.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case LG2_FTZ: asm volatile("lg2.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case LG2: asm volatile("lg2.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case SIN_FTZ: asm volatile("sin.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case SIN: asm volatile("sin.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case COS_FTZ: asm volatile("cos.approx.ftz.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  case COS: asm volatile("cos.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  default: asm volatile("tanh.approx.f32 %0, %1;" : "=f"(Y) : "f"(X)); break;
  }
  return __float_as_uint(Y);
}

enum Op16 : int { TANH_F16, EX2_F16, TANH_BF16, EX2_BF16, NumOp16 };

__device__ __forceinline__ uint32_t op16(int Op, uint32_t XB) {
  unsigned short X = (unsigned short)XB, Y = 0;
  switch (Op) {
  case TANH_F16: asm volatile("tanh.approx.f16 %0, %1;" : "=h"(Y) : "h"(X)); break;
  case EX2_F16: asm volatile("ex2.approx.f16 %0, %1;" : "=h"(Y) : "h"(X)); break;
  case TANH_BF16: asm volatile("tanh.approx.bf16 %0, %1;" : "=h"(Y) : "h"(X)); break;
  default: asm volatile("ex2.approx.ftz.bf16 %0, %1;" : "=h"(Y) : "h"(X)); break;
  }
  return Y;
}

__device__ __forceinline__ uint32_t op16x2(int Op, uint32_t X) {
  uint32_t Y = 0;
  switch (Op) {
  case TANH_F16: asm volatile("tanh.approx.f16x2 %0, %1;" : "=r"(Y) : "r"(X)); break;
  case EX2_F16: asm volatile("ex2.approx.f16x2 %0, %1;" : "=r"(Y) : "r"(X)); break;
  case TANH_BF16: asm volatile("tanh.approx.bf16x2 %0, %1;" : "=r"(Y) : "r"(X)); break;
  default: asm volatile("ex2.approx.ftz.bf16x2 %0, %1;" : "=r"(Y) : "r"(X)); break;
  }
  return Y;
}

enum Op64 : int { RCP64_FTZ, RSQ64, RSQ64_FTZ, NumOp64 };

__device__ __forceinline__ uint64_t op64(int Op, uint64_t XB) {
  double X = __longlong_as_double((long long)XB), Y = 0.0;
  switch (Op) {
  case RCP64_FTZ: asm volatile("rcp.approx.ftz.f64 %0, %1;" : "=d"(Y) : "d"(X)); break;
  case RSQ64: asm volatile("rsqrt.approx.f64 %0, %1;" : "=d"(Y) : "d"(X)); break;
  default: asm volatile("rsqrt.approx.ftz.f64 %0, %1;" : "=d"(Y) : "d"(X)); break;
  }
  return (uint64_t)__double_as_longlong(Y);
}

// One small kernel per instruction, for the SASS listing (cuobjdump -sass):
// it shows which MUFU operation and which wrapper each PTX form becomes.
#define SASS_F32(NAME, PTX)                                                    \
  __global__ void sass_##NAME(float *O, const float *I) {                      \
    float Y;                                                                   \
    asm volatile(PTX : "=f"(Y) : "f"(I[threadIdx.x]));                         \
    O[threadIdx.x] = Y;                                                        \
  }
#define SASS_F32x2(NAME, PTX)                                                  \
  __global__ void sass_##NAME(float *O, const float *I) {                      \
    float Y;                                                                   \
    asm volatile(PTX : "=f"(Y) : "f"(I[threadIdx.x]), "f"(I[threadIdx.x + 32])); \
    O[threadIdx.x] = Y;                                                        \
  }
#define SASS_B16(NAME, PTX)                                                    \
  __global__ void sass_##NAME(unsigned short *O, const unsigned short *I) {    \
    unsigned short Y;                                                          \
    asm volatile(PTX : "=h"(Y) : "h"(I[threadIdx.x]));                         \
    O[threadIdx.x] = Y;                                                        \
  }
#define SASS_B32(NAME, PTX)                                                    \
  __global__ void sass_##NAME(unsigned *O, const unsigned *I) {                \
    unsigned Y;                                                                \
    asm volatile(PTX : "=r"(Y) : "r"(I[threadIdx.x]));                         \
    O[threadIdx.x] = Y;                                                        \
  }
#define SASS_F64(NAME, PTX)                                                    \
  __global__ void sass_##NAME(double *O, const double *I) {                    \
    double Y;                                                                  \
    asm volatile(PTX : "=d"(Y) : "d"(I[threadIdx.x]));                         \
    O[threadIdx.x] = Y;                                                        \
  }
SASS_F32(rcp_approx_ftz_f32, "rcp.approx.ftz.f32 %0, %1;")
SASS_F32(rcp_approx_f32, "rcp.approx.f32 %0, %1;")
SASS_F32(rsqrt_approx_ftz_f32, "rsqrt.approx.ftz.f32 %0, %1;")
SASS_F32(rsqrt_approx_f32, "rsqrt.approx.f32 %0, %1;")
SASS_F32(sqrt_approx_ftz_f32, "sqrt.approx.ftz.f32 %0, %1;")
SASS_F32(sqrt_approx_f32, "sqrt.approx.f32 %0, %1;")
SASS_F32(ex2_approx_ftz_f32, "ex2.approx.ftz.f32 %0, %1;")
SASS_F32(ex2_approx_f32, "ex2.approx.f32 %0, %1;")
SASS_F32(lg2_approx_ftz_f32, "lg2.approx.ftz.f32 %0, %1;")
SASS_F32(lg2_approx_f32, "lg2.approx.f32 %0, %1;")
SASS_F32(sin_approx_ftz_f32, "sin.approx.ftz.f32 %0, %1;")
SASS_F32(sin_approx_f32, "sin.approx.f32 %0, %1;")
SASS_F32(cos_approx_ftz_f32, "cos.approx.ftz.f32 %0, %1;")
SASS_F32(cos_approx_f32, "cos.approx.f32 %0, %1;")
SASS_F32(tanh_approx_f32, "tanh.approx.f32 %0, %1;")
SASS_F32x2(div_approx_f32, "div.approx.f32 %0, %1, %2;")
SASS_F32x2(div_approx_ftz_f32, "div.approx.ftz.f32 %0, %1, %2;")
SASS_F32x2(div_full_f32, "div.full.f32 %0, %1, %2;")
SASS_F32x2(div_full_ftz_f32, "div.full.ftz.f32 %0, %1, %2;")
SASS_B16(tanh_approx_f16, "tanh.approx.f16 %0, %1;")
SASS_B16(ex2_approx_f16, "ex2.approx.f16 %0, %1;")
SASS_B16(tanh_approx_bf16, "tanh.approx.bf16 %0, %1;")
SASS_B16(ex2_approx_ftz_bf16, "ex2.approx.ftz.bf16 %0, %1;")
SASS_B32(tanh_approx_f16x2, "tanh.approx.f16x2 %0, %1;")
SASS_B32(ex2_approx_f16x2, "ex2.approx.f16x2 %0, %1;")
SASS_B32(tanh_approx_bf16x2, "tanh.approx.bf16x2 %0, %1;")
SASS_B32(ex2_approx_ftz_bf16x2, "ex2.approx.ftz.bf16x2 %0, %1;")
SASS_F64(rcp_approx_ftz_f64, "rcp.approx.ftz.f64 %0, %1;")
SASS_F64(rsqrt_approx_f64, "rsqrt.approx.f64 %0, %1;")
SASS_F64(rsqrt_approx_ftz_f64, "rsqrt.approx.ftz.f64 %0, %1;")

//===-- Sweeps --------------------------------------------------------------===//

__global__ void kSweep32(int Op, uint32_t *Out, uint32_t First, uint32_t Step,
                         uint32_t N) {
  for (uint32_t I = blockIdx.x * blockDim.x + threadIdx.x; I < N;
       I += gridDim.x * blockDim.x)
    Out[I] = op32(Op, First + I * Step);
}

__global__ void kSweep16(int Op, uint32_t *Out) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < 65536)
    Out[I] = op16(Op, I);
}

/// Upper words of the f64 results for upper input words First + I (lower
/// input word 0), and the OR of all lower result words.
__global__ void kSweep64(int Op, uint32_t *Out, uint32_t First, uint32_t N,
                         unsigned long long *LoOr) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  uint64_t R = op64(Op, uint64_t(First + I) << 32);
  Out[I] = uint32_t(R >> 32);
  if (uint32_t(R))
    atomicOr(LoOr, (unsigned long long)uint32_t(R));
}

//===-- Symmetry checks over all 2^32 inputs --------------------------------===//

#define CHECKS(X)                                                              \
  X(rcp_ftz_exponent) X(rcp_vs_ftz)                                            \
  X(rsqrt_ftz_exponent) X(rsqrt_vs_ftz)                                        \
  X(sqrt_ftz_exponent) X(sqrt_vs_ftz)                                          \
  X(ex2_ftz_trunc23) X(ex2_ftz_rn23) X(ex2_ftz_floor23) X(ex2_vs_ftz)          \
  X(lg2_ftz_add_rz) X(lg2_ftz_add_rn) X(lg2_ftz_add_rd) X(lg2_ftz_add_ru)     \
  X(lg2_vs_ftz)                                                                \
  X(sin_odd) X(cos_even) X(sin_vs_ftz) X(cos_vs_ftz)                           \
  X(sin_period) X(cos_period)                                                  \
  X(tanh_odd) X(tanh_is_x) X(tanh_is_one)                                      \
  X(tanh_f16x2_lanes) X(ex2_f16x2_lanes) X(tanh_bf16x2_lanes)                  \
  X(ex2_bf16x2_lanes)                                                          \
  X(rcp64_ftz_exponent) X(rcp64_ftz_low_word)                                  \
  X(rsqrt64_ftz_exponent) X(rsqrt64_ftz_low_word) X(rsqrt64_vs_ftz)

enum Check : int {
#define X(N) C_##N,
  CHECKS(X)
#undef X
  NumChecks
};
static const char *const CheckNames[] = {
#define X(N) #N,
    CHECKS(X)
#undef X
};

constexpr unsigned NumBuckets = 4096;
constexpr unsigned SamplesPerBucket = 4;
constexpr uint32_t Empty = 0xfffffffeu; // no MUFU result has these bits

/// The reference outputs the predictions are made of (device pointers).
struct Tabs {
  const uint32_t *Rcp;   ///< rcp.approx.ftz.f32 on [1,2): 2^23
  const uint32_t *Rsq;   ///< rsqrt.approx.ftz.f32 on [1,4): 2^24
  const uint32_t *Sqrt;  ///< sqrt.approx.ftz.f32 on [1,4): 2^24
  const uint32_t *Ex2;   ///< ex2.approx.ftz.f32 on [1,2): 2^23
  const uint32_t *Lg2;   ///< lg2.approx.ftz.f32 on [1,2): 2^23
  const uint32_t *H[NumOp16];     ///< the f16/bf16 instructions, all 2^16
  const uint32_t *Rcp64; ///< upper result words of rcp.approx.ftz.f64, [1,2): 2^20
  const uint32_t *Rsq64Ftz; ///< upper result words of rsqrt.approx.ftz.f64, [1,4): 2^21
  const uint32_t *SinT, *CosT; ///< sin/cos output per t = RZ(x / 2pi) bits, t in [2^-4, 2)
};

constexpr uint32_t TFirst = 0x3d800000u; // 2^-4
constexpr uint32_t TEnd = 0x40000000u;   // 2.0
constexpr float InvTwoPi = 0.15915493667125701904f; // 0x3e22f983

struct Outcome {
  bool Valid = false, Differ = false;
  uint32_t Bucket = 0;
  uint64_t X = 0, Act = 0, Pred = 0;
};

__device__ __forceinline__ uint32_t expOf(uint32_t X) { return (X >> 23) & 0xff; }

/// A result exponent field E with the mantissa bits of R: +-0 below the
/// normal range (flush), +-inf above it.
__device__ __forceinline__ uint32_t rebias(uint32_t R, int Delta) {
  int E = int(expOf(R)) + Delta;
  uint32_t S = R & 0x80000000u;
  if (E <= 0)
    return S;
  if (E >= 255)
    return S | 0x7f800000u;
  return S | (uint32_t(E) << 23) | (R & 0x7fffff);
}

__device__ Outcome evaluate(int C, const Tabs &T, uint32_t I) {
  Outcome O;
  O.X = I;
  O.Bucket = I >> 23;
  uint32_t S = I & 0x80000000u, E = expOf(I), M = I & 0x7fffff;
  bool Nan = E == 255 && M, Inf = E == 255 && !M;
  auto Set = [&](uint64_t Act, uint64_t Pred) {
    O.Valid = true;
    O.Act = Act;
    O.Pred = Pred;
    O.Differ = Act != Pred;
  };
  switch (C) {
  case C_rcp_ftz_exponent: {
    uint32_t P;
    if (Nan) P = 0x7fffffffu;
    else if (Inf) P = S;
    else if (E == 0) P = S | 0x7f800000u;
    else P = rebias(T.Rcp[M] | S, 127 - int(E));
    Set(op32(RCP_FTZ, I), P);
    break;
  }
  case C_rcp_vs_ftz: Set(op32(RCP, I), op32(RCP_FTZ, I)); break;
  case C_rsqrt_ftz_exponent: {
    uint32_t P;
    if (Nan || (S && (E || M) && E != 0)) P = 0x7fffffffu;
    else if (Inf) P = 0;
    else if (E == 0) P = S | 0x7f800000u;
    else {
      int U = int(E) - 127, Par = U & 1, K = (U - Par) / 2;
      P = rebias(T.Rsq[(uint32_t(Par) << 23) | M], -K);
    }
    Set(op32(RSQ_FTZ, I), P);
    break;
  }
  case C_rsqrt_vs_ftz: Set(op32(RSQ, I), op32(RSQ_FTZ, I)); break;
  case C_sqrt_ftz_exponent: {
    uint32_t P;
    if (Nan || (S && E != 0)) P = 0x7fffffffu;
    else if (Inf) P = 0x7f800000u;
    else if (E == 0) P = S;
    else {
      int U = int(E) - 127, Par = U & 1, K = (U - Par) / 2;
      P = rebias(T.Sqrt[(uint32_t(Par) << 23) | M], K);
    }
    Set(op32(SQRT_FTZ, I), P);
    break;
  }
  case C_sqrt_vs_ftz: Set(op32(SQRT, I), op32(SQRT_FTZ, I)); break;
  case C_ex2_ftz_trunc23:
  case C_ex2_ftz_rn23:
  case C_ex2_ftz_floor23: {
    uint32_t P;
    float X = __uint_as_float(I);
    if (Nan) P = 0x7fffffffu;
    else if (Inf) P = S ? 0 : 0x7f800000u;
    else if (X >= 128.0f) P = 0x7f800000u;
    else if (X <= -128.0f) P = 0;
    else {
      double Q = double(X) * 8388608.0; // exact
      double R = C == C_ex2_ftz_trunc23 ? trunc(Q)
                 : C == C_ex2_ftz_rn23  ? rint(Q)
                                        : floor(Q);
      long long Fixed = (long long)R;
      long long Int = Fixed >> 23; // floor
      uint32_t Frac = uint32_t(Fixed & 0x7fffff);
      P = rebias(T.Ex2[Frac], int(Int) - 1);
    }
    Set(op32(EX2_FTZ, I), P);
    break;
  }
  case C_ex2_vs_ftz: Set(op32(EX2, I), op32(EX2_FTZ, I)); break;
  case C_lg2_ftz_add_rz:
  case C_lg2_ftz_add_rn:
  case C_lg2_ftz_add_rd:
  case C_lg2_ftz_add_ru: {
    if (S || E == 0 || E == 255)
      break;
    double D = double(int(E) - 127) + double(__uint_as_float(T.Lg2[M]));
    float P = C == C_lg2_ftz_add_rz   ? __double2float_rz(D)
              : C == C_lg2_ftz_add_rn ? __double2float_rn(D)
              : C == C_lg2_ftz_add_rd ? __double2float_rd(D)
                                      : __double2float_ru(D);
    Set(op32(LG2_FTZ, I), __float_as_uint(P));
    break;
  }
  case C_lg2_vs_ftz: Set(op32(LG2, I), op32(LG2_FTZ, I)); break;
  case C_sin_odd:
    if (!S && !Nan)
      Set(op32(SIN, I | 0x80000000u), op32(SIN, I) ^ 0x80000000u);
    break;
  case C_cos_even:
    if (!S && !Nan)
      Set(op32(COS, I | 0x80000000u), op32(COS, I));
    break;
  case C_sin_vs_ftz: Set(op32(SIN, I), op32(SIN_FTZ, I)); break;
  case C_cos_vs_ftz: Set(op32(COS, I), op32(COS_FTZ, I)); break;
  case C_sin_period:
  case C_cos_period: {
    if (S || E == 255)
      break;
    float Tt = __fmul_rz(__uint_as_float(I), InvTwoPi);
    float F = Tt - floorf(Tt);
    uint32_t FB = __float_as_uint(F);
    if (FB < TFirst || FB >= TEnd)
      break;
    uint32_t Ref = (C == C_sin_period ? T.SinT : T.CosT)[FB - TFirst];
    if (Ref == Empty)
      break;
    Set(op32(C == C_sin_period ? SIN : COS, I), Ref);
    break;
  }
  case C_tanh_odd:
    if (!S && !Nan)
      Set(op32(TANH, I | 0x80000000u), op32(TANH, I) ^ 0x80000000u);
    break;
  case C_tanh_is_x: Set(op32(TANH, I), I); break;
  case C_tanh_is_one: Set(op32(TANH, I), S ? 0xbf800000u : 0x3f800000u); break;
  case C_tanh_f16x2_lanes:
  case C_ex2_f16x2_lanes:
  case C_tanh_bf16x2_lanes:
  case C_ex2_bf16x2_lanes: {
    int Op = C - C_tanh_f16x2_lanes;
    O.Bucket = I >> 20;
    Set(op16x2(Op, I), T.H[Op][I & 0xffff] | (T.H[Op][I >> 16] << 16));
    break;
  }
  case C_rcp64_ftz_exponent:
  case C_rsqrt64_ftz_exponent: {
    bool R = C == C_rcp64_ftz_exponent;
    O.Bucket = I >> 20;
    uint32_t E11 = (I >> 20) & 0x7ff, M20 = I & 0xfffff, S64 = I & 0x80000000u;
    uint32_t P;
    if (E11 == 0x7ff && M20) P = 0x7fffffffu;
    else if (E11 == 0x7ff) P = R ? S64 : (S64 ? 0x7fffffffu : 0);
    else if (E11 == 0) P = S64 | 0x7ff00000u;
    else if (!R && S64) P = 0x7fffffffu;
    else {
      int Delta, Idx;
      if (R) {
        Delta = 1023 - int(E11);
        Idx = int(M20);
      } else {
        int U = int(E11) - 1023, Par = U & 1;
        Delta = -(U - Par) / 2;
        Idx = (Par << 20) | int(M20);
      }
      uint32_t Base = (R ? T.Rcp64 : T.Rsq64Ftz)[Idx];
      int NE = int((Base >> 20) & 0x7ff) + Delta;
      P = NE <= 0      ? S64
          : NE >= 2047 ? (S64 | 0x7ff00000u)
                       : (S64 | (uint32_t(NE) << 20) | (Base & 0xfffff));
    }
    O.X = uint64_t(I) << 32;
    Set(op64(R ? RCP64_FTZ : RSQ64_FTZ, O.X), uint64_t(P) << 32);
    break;
  }
  case C_rcp64_ftz_low_word:
  case C_rsqrt64_ftz_low_word: {
    int Op = C == C_rcp64_ftz_low_word ? RCP64_FTZ : RSQ64_FTZ;
    O.Bucket = I >> 20;
    O.X = (uint64_t(I) << 32) | 0xffffffffu;
    Set(op64(Op, O.X), op64(Op, uint64_t(I) << 32));
    break;
  }
  case C_rsqrt64_vs_ftz:
    O.Bucket = I >> 20;
    O.X = (uint64_t(I) << 32) | (I * 2654435761u);
    Set(op64(RSQ64, O.X), op64(RSQ64_FTZ, O.X));
    break;
  }
  return O;
}

struct CheckOut {
  unsigned long long *Compared; ///< NumBuckets
  unsigned long long *Differ;   ///< NumBuckets
  unsigned *Slots;              ///< NumBuckets
  unsigned long long *Samples;  ///< NumBuckets * SamplesPerBucket * 3
};

__global__ void kCheck(int C, Tabs T, CheckOut Out) {
  __shared__ unsigned Cmp[NumBuckets], Dif[NumBuckets];
  for (unsigned B = threadIdx.x; B < NumBuckets; B += blockDim.x)
    Cmp[B] = Dif[B] = 0;
  __syncthreads();
  uint64_t Stride = uint64_t(gridDim.x) * blockDim.x;
  unsigned Lane = threadIdx.x & 31;
  for (uint64_t I = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       I < (uint64_t(1) << 32); I += Stride) {
    Outcome O = evaluate(C, T, uint32_t(I));
    unsigned First = __shfl_sync(0xffffffffu, O.Bucket, 0);
    bool Uniform = __all_sync(0xffffffffu, O.Bucket == First);
    unsigned VMask = __ballot_sync(0xffffffffu, O.Valid);
    unsigned DMask = __ballot_sync(0xffffffffu, O.Valid && O.Differ);
    if (Uniform) {
      if (Lane == 0 && VMask) {
        atomicAdd(&Cmp[First], __popc(VMask));
        if (DMask)
          atomicAdd(&Dif[First], __popc(DMask));
      }
    } else if (O.Valid) {
      atomicAdd(&Cmp[O.Bucket], 1u);
      if (O.Differ)
        atomicAdd(&Dif[O.Bucket], 1u);
    }
    if (O.Valid && O.Differ &&
        ((volatile unsigned *)Out.Slots)[O.Bucket] < SamplesPerBucket) {
      unsigned Slot = atomicAdd(&Out.Slots[O.Bucket], 1u);
      if (Slot < SamplesPerBucket) {
        unsigned long long *P =
            Out.Samples + (size_t(O.Bucket) * SamplesPerBucket + Slot) * 3;
        P[0] = O.X;
        P[1] = O.Act;
        P[2] = O.Pred;
      }
    }
  }
  __syncthreads();
  for (unsigned B = threadIdx.x; B < NumBuckets; B += blockDim.x) {
    if (Cmp[B])
      atomicAdd(&Out.Compared[B], (unsigned long long)Cmp[B]);
    if (Dif[B])
      atomicAdd(&Out.Differ[B], (unsigned long long)Dif[B]);
  }
}

/// The sin or cos output for every t = RZ(x * InvTwoPi) in [TFirst, TEnd)
/// that some positive x reaches; counts the t two inputs give different
/// outputs for (0 when the output depends on t alone).
__global__ void kFillT(int Op, uint32_t *Tab, unsigned long long *Conflicts) {
  uint32_t Last = 0x41500000u; // 13.0 > 2 * 2pi
  for (uint32_t I = blockIdx.x * blockDim.x + threadIdx.x; I < Last;
       I += gridDim.x * blockDim.x) {
    uint32_t TB = __float_as_uint(__fmul_rz(__uint_as_float(I), InvTwoPi));
    if (TB < TFirst || TB >= TEnd)
      continue;
    uint32_t Y = op32(Op, I);
    uint32_t Old = atomicCAS(&Tab[TB - TFirst], Empty, Y);
    if (Old != Empty && Old != Y)
      atomicAdd(Conflicts, 1ull);
  }
}

//===-- Host side -----------------------------------------------------------===//

static void writeSection(FILE *F, const char *Name, uint32_t First,
                         uint32_t Step, const std::vector<uint32_t> &V,
                         unsigned Order) {
  size_t N = V.size();
  std::vector<uint8_t> Planes(4 * N);
  uint32_t P1 = 0, P2 = 0; // previous output, previous first difference
  for (size_t I = 0; I < N; ++I) {
    uint32_t D1 = V[I] - P1, D = Order == 2 ? D1 - P2 : Order == 1 ? D1 : V[I];
    P1 = V[I];
    P2 = D1;
    uint32_t Z = (D << 1) ^ uint32_t(int32_t(D) >> 31);
    for (int B = 0; B < 4; ++B)
      Planes[B * N + I] = uint8_t(Z >> (8 * B));
  }
  char NameBuf[48] = {};
  std::strncpy(NameBuf, Name, sizeof(NameBuf) - 1);
  uint64_t Count = N;
  std::fwrite("MUFUSEC1", 1, 8, F);
  std::fwrite(NameBuf, 1, sizeof(NameBuf), F);
  std::fwrite(&First, 4, 1, F);
  std::fwrite(&Step, 4, 1, F);
  std::fwrite(&Count, 8, 1, F);
  std::fwrite(&Order, 4, 1, F);
  std::fwrite(Planes.data(), 1, Planes.size(), F);
  std::printf("section %s first=0x%08x step=%u n=%zu order=%u\n", Name, First,
              Step, N, Order);
}

static uint32_t *DevBuf; // scratch for sweeps, 2^25 words

static std::vector<uint32_t> sweep32(int Op, uint32_t First, uint32_t Step,
                                     uint32_t N) {
  kSweep32<<<4096, 256>>>(Op, DevBuf, First, Step, N);
  CUDA_CHECK(cudaGetLastError());
  std::vector<uint32_t> V(N);
  CUDA_CHECK(cudaMemcpy(V.data(), DevBuf, size_t(N) * 4, cudaMemcpyDeviceToHost));
  return V;
}

static uint32_t *deviceCopy(const std::vector<uint32_t> &V) {
  uint32_t *D;
  CUDA_CHECK(cudaMalloc(&D, V.size() * 4));
  CUDA_CHECK(cudaMemcpy(D, V.data(), V.size() * 4, cudaMemcpyHostToDevice));
  return D;
}

static FILE *openGroup(const std::string &Dir, const char *Name) {
  std::string Path = Dir + "/" + Name + ".sec";
  FILE *F = std::fopen(Path.c_str(), "wb");
  if (!F) {
    std::perror(Path.c_str());
    std::exit(1);
  }
  return F;
}

/// A sweep over [First, First + N * Step) written as a section, returned.
static std::vector<uint32_t> record(FILE *F, const char *Name, int Op,
                                    uint32_t First, uint32_t Step, uint32_t N,
                                    unsigned Order = 2) {
  std::vector<uint32_t> V = sweep32(Op, First, Step, N);
  writeSection(F, Name, First, Step, V, Order);
  return V;
}

int main(int Argc, char **Argv) {
  if (Argc != 2) {
    std::fprintf(stderr, "usage: %s OUTDIR\n", Argv[0]);
    return 2;
  }
  std::string Dir = Argv[1];
  cudaDeviceProp Prop;
  CUDA_CHECK(cudaGetDeviceProperties(&Prop, 0));
  int Driver = 0, Runtime = 0;
  CUDA_CHECK(cudaDriverGetVersion(&Driver));
  CUDA_CHECK(cudaRuntimeGetVersion(&Runtime));
  std::printf("gpu: %s (sm_%d%d, %d SMs) driver API %d runtime %d\n", Prop.name,
              Prop.major, Prop.minor, Prop.multiProcessorCount, Driver, Runtime);
  CUDA_CHECK(cudaMalloc(&DevBuf, size_t(1) << 27));

  const uint32_t One = 0x3f800000u, Two = 0x40000000u, Half = 0x3f000000u;
  const uint32_t M23 = 1u << 23;

  // Reference intervals, full (the fit needs every output there).
  FILE *G = openGroup(Dir, "alg");
  std::vector<uint32_t> Rcp = record(G, "rcp_ftz_1_2", RCP_FTZ, One, 1, M23);
  std::vector<uint32_t> Rsq = record(G, "rsqrt_ftz_1_4", RSQ_FTZ, One, 1, 2 * M23);
  std::vector<uint32_t> Sqrt = record(G, "sqrt_ftz_1_4", SQRT_FTZ, One, 1, 2 * M23);
  std::fclose(G);

  G = openGroup(Dir, "ex2");
  std::vector<uint32_t> Ex2 = record(G, "ex2_ftz_1_2", EX2_FTZ, One, 1, M23);
  record(G, "ex2_ftz_0.5_1", EX2_FTZ, Half, 1, M23);
  record(G, "ex2_ftz_-1_-2_step4", EX2_FTZ, 0x80000000u | One, 4, M23 / 4);
  // ex2 without .ftz where the result is subnormal: x in [-152, -125].
  record(G, "ex2_-125_-152", EX2, 0xc2fa0000u, 1, 0xc3180000u - 0xc2fa0000u + 1);
  std::fclose(G);

  G = openGroup(Dir, "lg2");
  std::vector<uint32_t> Lg2 = record(G, "lg2_ftz_1_2", LG2_FTZ, One, 1, M23);
  record(G, "lg2_ftz_2_4", LG2_FTZ, Two, 1, M23);
  record(G, "lg2_ftz_0.5_1", LG2_FTZ, Half, 1, M23);
  record(G, "lg2_subnormal_step8", LG2, 1, 8, M23 / 8);
  std::fclose(G);

  G = openGroup(Dir, "sin");
  record(G, "sin_0.5_8", SIN, Half, 1, 4 * M23);
  std::fclose(G);
  G = openGroup(Dir, "cos");
  record(G, "cos_0.5_1", COS, Half, 1, M23);
  record(G, "cos_4_8", COS, 0x40800000u, 1, M23);
  std::fclose(G);

  G = openGroup(Dir, "tanh");
  record(G, "tanh_0.5_2", TANH, Half, 1, 2 * M23);
  record(G, "tanh_2^-16_16_step16", TANH, 0x37800000u, 16,
         (0x41800000u - 0x37800000u) / 16);
  std::fclose(G);

  G = openGroup(Dir, "small");
  std::vector<uint32_t> H[NumOp16];
  static const char *const HNames[NumOp16] = {"tanh_f16", "ex2_f16",
                                              "tanh_bf16", "ex2_ftz_bf16"};
  for (int Op = 0; Op < NumOp16; ++Op) {
    kSweep16<<<256, 256>>>(Op, DevBuf);
    CUDA_CHECK(cudaGetLastError());
    H[Op].resize(65536);
    CUDA_CHECK(cudaMemcpy(H[Op].data(), DevBuf, 65536 * 4, cudaMemcpyDeviceToHost));
    writeSection(G, HNames[Op], 0, 1, H[Op], 0);
  }
  unsigned long long *LoOr;
  CUDA_CHECK(cudaMalloc(&LoOr, 8));
  auto Sweep64 = [&](const char *Name, int Op, uint32_t First, uint32_t N) {
    CUDA_CHECK(cudaMemset(LoOr, 0, 8));
    kSweep64<<<(N + 255) / 256, 256>>>(Op, DevBuf, First, N, LoOr);
    CUDA_CHECK(cudaGetLastError());
    std::vector<uint32_t> V(N);
    CUDA_CHECK(cudaMemcpy(V.data(), DevBuf, size_t(N) * 4, cudaMemcpyDeviceToHost));
    unsigned long long Lo;
    CUDA_CHECK(cudaMemcpy(&Lo, LoOr, 8, cudaMemcpyDeviceToHost));
    std::printf("f64 %s: OR of the lower result words 0x%08llx\n", Name, Lo);
    writeSection(G, Name, First, 1, V, 2);
    return V;
  };
  std::vector<uint32_t> Rcp64 = Sweep64("rcp64_ftz_hi_1_2", RCP64_FTZ, 0x3ff00000u, 1u << 20);
  Sweep64("rsqrt64_hi_1_4", RSQ64, 0x3ff00000u, 1u << 21);
  std::vector<uint32_t> Rsq64Ftz =
      Sweep64("rsqrt64_ftz_hi_1_4", RSQ64_FTZ, 0x3ff00000u, 1u << 21);
  Sweep64("rsqrt64_hi_subnormal_step1", RSQ64, 0x00000000u, 1u << 20);
  // The forms without .ftz where a subnormal is operand or result.
  record(G, "rcp_subnormal_step8", RCP, 1, 8, M23 / 8);
  record(G, "rcp_2^126_2^128_step8", RCP, 0x7e800000u, 8, M23 / 4);
  record(G, "rsqrt_subnormal_step8", RSQ, 1, 8, M23 / 8);
  record(G, "sqrt_subnormal_step8", SQRT, 1, 8, M23 / 8);
  record(G, "sin_2^-30_0.5_step64", SIN, 0x30800000u, 64, (Half - 0x30800000u) / 64);
  record(G, "cos_2^-30_0.5_step64", COS, 0x30800000u, 64, (Half - 0x30800000u) / 64);
  std::fclose(G);

  // The tables the checks predict from.
  Tabs T = {};
  T.Rcp = deviceCopy(Rcp);
  T.Rsq = deviceCopy(Rsq);
  T.Sqrt = deviceCopy(Sqrt);
  T.Ex2 = deviceCopy(Ex2);
  T.Lg2 = deviceCopy(Lg2);
  for (int Op = 0; Op < NumOp16; ++Op)
    T.H[Op] = deviceCopy(H[Op]);
  T.Rcp64 = deviceCopy(Rcp64);
  T.Rsq64Ftz = deviceCopy(Rsq64Ftz);
  size_t TN = TEnd - TFirst;
  uint32_t *SinT, *CosT;
  CUDA_CHECK(cudaMalloc(&SinT, TN * 4));
  CUDA_CHECK(cudaMalloc(&CosT, TN * 4));
  {
    std::vector<uint32_t> E(TN, Empty);
    CUDA_CHECK(cudaMemcpy(SinT, E.data(), TN * 4, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(CosT, E.data(), TN * 4, cudaMemcpyHostToDevice));
  }
  unsigned long long *Conf;
  CUDA_CHECK(cudaMalloc(&Conf, 16));
  CUDA_CHECK(cudaMemset(Conf, 0, 16));
  kFillT<<<8192, 256>>>(SIN, SinT, Conf);
  kFillT<<<8192, 256>>>(COS, CosT, Conf + 1);
  CUDA_CHECK(cudaDeviceSynchronize());
  unsigned long long ConfH[2];
  CUDA_CHECK(cudaMemcpy(ConfH, Conf, 16, cudaMemcpyDeviceToHost));
  std::printf("t-table conflicts: sin %llu cos %llu\n", ConfH[0], ConfH[1]);
  T.SinT = SinT;
  T.CosT = CosT;

  CheckOut Out;
  CUDA_CHECK(cudaMalloc(&Out.Compared, NumBuckets * 8));
  CUDA_CHECK(cudaMalloc(&Out.Differ, NumBuckets * 8));
  CUDA_CHECK(cudaMalloc(&Out.Slots, NumBuckets * 4));
  CUDA_CHECK(cudaMalloc(&Out.Samples, NumBuckets * SamplesPerBucket * 3 * 8));
  std::vector<unsigned long long> Cmp(NumBuckets), Dif(NumBuckets),
      Smp(NumBuckets * SamplesPerBucket * 3);
  std::vector<unsigned> Slots(NumBuckets);
  for (int C = 0; C < NumChecks; ++C) {
    CUDA_CHECK(cudaMemset(Out.Compared, 0, NumBuckets * 8));
    CUDA_CHECK(cudaMemset(Out.Differ, 0, NumBuckets * 8));
    CUDA_CHECK(cudaMemset(Out.Slots, 0, NumBuckets * 4));
    cudaEvent_t E0, E1;
    cudaEventCreate(&E0);
    cudaEventCreate(&E1);
    cudaEventRecord(E0);
    kCheck<<<Prop.multiProcessorCount * 8, 256>>>(C, T, Out);
    cudaEventRecord(E1);
    CUDA_CHECK(cudaDeviceSynchronize());
    float Ms = 0;
    cudaEventElapsedTime(&Ms, E0, E1);
    CUDA_CHECK(cudaMemcpy(Cmp.data(), Out.Compared, NumBuckets * 8, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(Dif.data(), Out.Differ, NumBuckets * 8, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(Slots.data(), Out.Slots, NumBuckets * 4, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(Smp.data(), Out.Samples, Smp.size() * 8, cudaMemcpyDeviceToHost));
    unsigned long long TC = 0, TD = 0;
    for (unsigned B = 0; B < NumBuckets; ++B) {
      TC += Cmp[B];
      TD += Dif[B];
    }
    std::printf("check %s compared=%llu differ=%llu ms=%.1f\n", CheckNames[C],
                TC, TD, Ms);
    for (unsigned B = 0; B < NumBuckets; ++B) {
      if (!Dif[B])
        continue;
      std::printf("  bucket %s 0x%03x compared=%llu differ=%llu\n",
                  CheckNames[C], B, Cmp[B], Dif[B]);
      for (unsigned S = 0; S < SamplesPerBucket && S < Slots[B]; ++S) {
        const unsigned long long *P = &Smp[(size_t(B) * SamplesPerBucket + S) * 3];
        std::printf("    sample %s x=0x%llx act=0x%llx pred=0x%llx\n",
                    CheckNames[C], P[0], P[1], P[2]);
      }
    }
    std::fflush(stdout);
  }
  std::printf("done\n");
  return 0;
}
