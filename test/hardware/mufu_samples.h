//===- mufu_samples.h - Inputs of the MUFU model samples --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Defines, once, the instructions that test/hardware/mufu_check.cu compares
/// with the MUFU models on the GPU, and the inputs of the samples it writes
/// for CI (test/hardware/results/mufu/samples.bin).  Two programs include
/// it and must agree on every input: mufu_check.cu, which records the GPU's
/// outputs, and tools/dev/mufu-model-check, which compares the host models
/// with them.
///
/// Sample K of a form (K < SamplesPerForm) takes its operand's sign and
/// exponent from K >> 7 (all 512 of f32; f64: K >> 4, 4096 upper-word
/// buckets) and the leading significand bits from the low bits of K, so
/// that every table segment of every exponent is sampled; the rest is
/// splitmix64 of the form and K.  One sample in eight per bucket has a zero
/// fraction below its segment bits (powers of two and segment starts).  A
/// second operand (the division's dividend) is random bits.
///
/// samples.bin holds, form after form, SamplesPerForm outputs of Bytes
/// each, little-endian.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TEST_HARDWARE_MUFU_SAMPLES_H
#define SHFL_TEST_HARDWARE_MUFU_SAMPLES_H

#include <stdint.h>

#if defined(__CUDACC__)
#define MUFU_SAMPLES_FN __host__ __device__ inline
#else
#define MUFU_SAMPLES_FN inline
#endif

namespace mufusamples {

#define MUFU_FORMS(X)                                                          \
  X(rcp_approx_f32, 1, 4) X(rcp_approx_ftz_f32, 1, 4)                          \
  X(rsqrt_approx_f32, 1, 4) X(rsqrt_approx_ftz_f32, 1, 4)                      \
  X(sqrt_approx_f32, 1, 4) X(sqrt_approx_ftz_f32, 1, 4)                        \
  X(ex2_approx_f32, 1, 4) X(ex2_approx_ftz_f32, 1, 4)                          \
  X(lg2_approx_f32, 1, 4) X(lg2_approx_ftz_f32, 1, 4)                          \
  X(sin_approx_f32, 1, 4) X(cos_approx_f32, 1, 4)                              \
  X(tanh_approx_f32, 1, 4)                                                     \
  X(div_approx_f32, 2, 4) X(div_approx_ftz_f32, 2, 4)                          \
  X(div_full_f32, 2, 4) X(div_full_ftz_f32, 2, 4)                              \
  X(rcp_approx_ftz_f64, 1, 8) X(rsqrt_approx_f64, 1, 8)                        \
  X(rsqrt_approx_ftz_f64, 1, 8)

enum Form : int {
#define MUFU_FORM_ENUM(N, Ops, Bytes) N,
  MUFU_FORMS(MUFU_FORM_ENUM)
#undef MUFU_FORM_ENUM
  NumForms
};

/// The row name of test/hardware/ptx_arith_rows.def.
static const char *const FormNames[] = {
#define MUFU_FORM_NAME(N, Ops, Bytes) #N,
    MUFU_FORMS(MUFU_FORM_NAME)
#undef MUFU_FORM_NAME
};

/// Operands (1 or 2) and result bytes (4 or 8) of form F.
MUFU_SAMPLES_FN unsigned formOperands(int F) {
  switch (F) {
#define MUFU_FORM_OPS(N, Ops, Bytes) case N: return Ops;
    MUFU_FORMS(MUFU_FORM_OPS)
#undef MUFU_FORM_OPS
  }
  return 0;
}
MUFU_SAMPLES_FN unsigned formBytes(int F) {
  switch (F) {
#define MUFU_FORM_BYTES(N, Ops, Bytes) case N: return Bytes;
    MUFU_FORMS(MUFU_FORM_BYTES)
#undef MUFU_FORM_BYTES
  }
  return 0;
}

constexpr uint32_t SamplesPerForm = 65536;

MUFU_SAMPLES_FN uint64_t splitmix64(uint64_t X) {
  X += 0x9e3779b97f4a7c15ull;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
  return X ^ (X >> 31);
}

/// The operands (bits, zero-extended) of sample K of form F.
MUFU_SAMPLES_FN void sampleInput(int F, uint32_t K, uint64_t Ops[2]) {
  uint64_t H = splitmix64((uint64_t(F) << 32) | K);
  bool Round = ((H >> 60) & 7) == 0;
  if (formBytes(F) == 8) {
    uint64_t Hi = (uint64_t(K >> 4) << 20) | (uint64_t(K & 15) << 16) |
                  (Round ? 0 : (H & 0xffff));
    uint64_t Lo = Round ? 0 : (H >> 16) & 0xffffffffu;
    Ops[0] = (Hi << 32) | Lo;
    Ops[1] = 0;
    return;
  }
  uint32_t M = ((K & 127) << 16) | (Round ? 0 : uint32_t(H & 0xffff));
  Ops[0] = (uint64_t(K >> 7) << 23) | M;
  Ops[1] = uint32_t(splitmix64(H) >> 7);
  if (formOperands(F) == 2) {
    // The division's divisor is the patterned operand.
    uint64_t T = Ops[0];
    Ops[0] = Ops[1];
    Ops[1] = T;
  }
}

} // namespace mufusamples

#endif // SHFL_TEST_HARDWARE_MUFU_SAMPLES_H
