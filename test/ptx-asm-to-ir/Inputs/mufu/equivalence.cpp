//===- equivalence.cpp - The translated MUFU forms beside MUFUPTX.h -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the functions of forms.ll, as ptx-asm-to-ir translated them, beside
// the models they implement (include/ShflLowering/Semantics/MUFUPTX.h) on
// 2^20 operands per instruction: a stride through all bit patterns, every
// sign-and-exponent bucket, and the specials (zeros, subnormals, infinities,
// NaNs, powers of two).  Prints "NAME: N inputs, K differ" per instruction
// and exits non-zero if any differs.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/MUFUPTX.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>

using namespace shfl::mufu;

#define F32_1(N) extern "C" float N(float);
#define F32_2(N) extern "C" float N(float, float);
F32_1(rcp_approx_f32) F32_1(rcp_approx_ftz_f32) F32_1(rsqrt_approx_f32)
F32_1(rsqrt_approx_ftz_f32) F32_1(sqrt_approx_f32) F32_1(sqrt_approx_ftz_f32)
F32_1(ex2_approx_f32) F32_1(ex2_approx_ftz_f32) F32_1(lg2_approx_f32)
F32_1(lg2_approx_ftz_f32) F32_1(sin_approx_f32) F32_1(cos_approx_ftz_f32)
F32_2(div_approx_f32) F32_2(div_approx_ftz_f32) F32_2(div_full_f32)
F32_2(div_full_ftz_f32)
extern "C" double rcp_approx_ftz_f64(double);
extern "C" double rsqrt_approx_f64(double);
extern "C" double rsqrt_approx_ftz_f64(double);
extern "C" uint16_t ex2_approx_f16(uint16_t);
extern "C" uint16_t ex2_approx_ftz_bf16(uint16_t);

template <typename T, typename B> static B bitsOf(T V) {
  B R;
  std::memcpy(&R, &V, sizeof(R));
  return R;
}
template <typename T, typename B> static T fromBits(B V) {
  T R;
  std::memcpy(&R, &V, sizeof(R));
  return R;
}

static uint64_t mix(uint64_t X) {
  X += 0x9e3779b97f4a7c15ull;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
  return X ^ (X >> 31);
}

/// Operand K of 2^20: the specials first, then a stride through the 32-bit
/// patterns that visits every bucket.
static uint32_t operand32(uint32_t K) {
  static const uint32_t Specials[] = {
      0x00000000, 0x80000000, 0x00000001, 0x807fffff, 0x00800000, 0x3f800000,
      0xbf800000, 0x40800000, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000,
      0xffffffff, 0x7f000000, 0x7e800001, 0x42fc0000, 0xc2fc0001, 0x43000000,
      0xc3160000, 0x3e22f983, 0x40c90fdb, 0x00ffffff};
  if (K < sizeof(Specials) / sizeof(Specials[0]))
    return Specials[K];
  return uint32_t(K * 4093u + uint32_t(mix(K)) % 4093u);
}

static int Failed = 0;

static void report(const char *Name, unsigned Differ, uint64_t In, uint64_t Got,
                   uint64_t Want) {
  std::printf("%s: %u inputs, %u differ\n", Name, 1u << 20, Differ);
  if (Differ) {
    std::printf("  first: 0x%" PRIx64 " -> translated 0x%" PRIx64
                ", model 0x%" PRIx64 "\n", In, Got, Want);
    Failed = 1;
  }
}

#define CHECK_F32_1(N, MODEL)                                                  \
  do {                                                                         \
    unsigned D = 0;                                                            \
    uint64_t I0 = 0, G0 = 0, W0 = 0;                                           \
    for (uint32_t K = 0; K < (1u << 20); ++K) {                                \
      uint32_t A = operand32(K);                                               \
      uint32_t Got = bitsOf<float, uint32_t>(N(fromBits<float>(A)));           \
      uint32_t Want = MODEL;                                                   \
      if (Got != Want && !D++) {                                               \
        I0 = A;                                                                \
        G0 = Got;                                                              \
        W0 = Want;                                                             \
      }                                                                        \
    }                                                                          \
    report(#N, D, I0, G0, W0);                                                 \
  } while (0)

#define CHECK_F32_2(N, MODEL)                                                  \
  do {                                                                         \
    unsigned D = 0;                                                            \
    uint64_t I0 = 0, G0 = 0, W0 = 0;                                           \
    for (uint32_t K = 0; K < (1u << 20); ++K) {                                \
      uint32_t Bv = operand32(K), A = uint32_t(mix(K ^ 0xd1f)) >> (K & 7);     \
      uint32_t Got = bitsOf<float, uint32_t>(                                  \
          N(fromBits<float>(A), fromBits<float>(Bv)));                         \
      uint32_t Want = MODEL;                                                   \
      if (Got != Want && !D++) {                                               \
        I0 = (uint64_t(A) << 32) | Bv;                                         \
        G0 = Got;                                                              \
        W0 = Want;                                                             \
      }                                                                        \
    }                                                                          \
    report(#N, D, I0, G0, W0);                                                 \
  } while (0)

#define CHECK_F64(N, MODEL)                                                    \
  do {                                                                         \
    unsigned D = 0;                                                            \
    uint64_t I0 = 0, G0 = 0, W0 = 0;                                           \
    for (uint32_t K = 0; K < (1u << 20); ++K) {                                \
      uint64_t A = (uint64_t(operand32(K)) << 32) |                            \
                   uint32_t(mix(K));                                           \
      uint64_t Got = bitsOf<double, uint64_t>(N(fromBits<double>(A)));         \
      uint64_t Want = MODEL;                                                   \
      if (Got != Want && !D++) {                                               \
        I0 = A;                                                                \
        G0 = Got;                                                              \
        W0 = Want;                                                             \
      }                                                                        \
    }                                                                          \
    report(#N, D, I0, G0, W0);                                                 \
  } while (0)

#define CHECK_16(N, MODEL)                                                     \
  do {                                                                         \
    unsigned D = 0;                                                            \
    uint64_t I0 = 0, G0 = 0, W0 = 0;                                           \
    for (uint32_t K = 0; K < (1u << 20); ++K) {                                \
      uint16_t A = uint16_t(K);                                                \
      uint16_t Got = N(A);                                                     \
      uint16_t Want = MODEL;                                                   \
      if (Got != Want && !D++) {                                               \
        I0 = A;                                                                \
        G0 = Got;                                                              \
        W0 = Want;                                                             \
      }                                                                        \
    }                                                                          \
    report(#N, D, I0, G0, W0);                                                 \
  } while (0)

int main() {
  CHECK_F32_1(rcp_approx_f32, ptxRcpApproxF32(A, 0));
  CHECK_F32_1(rcp_approx_ftz_f32, ptxRcpApproxF32(A, 1));
  CHECK_F32_1(rsqrt_approx_f32, ptxRsqrtApproxF32(A, 0));
  CHECK_F32_1(rsqrt_approx_ftz_f32, ptxRsqrtApproxF32(A, 1));
  CHECK_F32_1(sqrt_approx_f32, ptxSqrtApproxF32(A, 0));
  CHECK_F32_1(sqrt_approx_ftz_f32, ptxSqrtApproxF32(A, 1));
  CHECK_F32_1(ex2_approx_f32, ptxEx2ApproxF32(A, 0));
  CHECK_F32_1(ex2_approx_ftz_f32, ptxEx2ApproxF32(A, 1));
  CHECK_F32_1(lg2_approx_f32, ptxLg2ApproxF32(A, 0));
  CHECK_F32_1(lg2_approx_ftz_f32, ptxLg2ApproxF32(A, 1));
  CHECK_F32_1(sin_approx_f32, ptxSinApproxF32(A));
  CHECK_F32_1(cos_approx_ftz_f32, ptxCosApproxF32(A));
  CHECK_F32_2(div_approx_f32, ptxDivApproxF32(A, Bv, 0));
  CHECK_F32_2(div_approx_ftz_f32, ptxDivApproxF32(A, Bv, 1));
  CHECK_F32_2(div_full_f32, ptxDivFullF32(A, Bv, 0));
  CHECK_F32_2(div_full_ftz_f32, ptxDivFullF32(A, Bv, 1));
  CHECK_F64(rcp_approx_ftz_f64, ptxRcpApproxFtzF64(A));
  CHECK_F64(rsqrt_approx_f64, ptxRsqrtApproxF64(A));
  CHECK_F64(rsqrt_approx_ftz_f64, ptxRsqrtApproxFtzF64(A));
  CHECK_16(ex2_approx_f16, ptxEx2ApproxF16(A));
  CHECK_16(ex2_approx_ftz_bf16, ptxEx2ApproxFtzBF16(A));
  return Failed;
}
