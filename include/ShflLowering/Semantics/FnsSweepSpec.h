//===- FnsSweepSpec.h - The fns.b32 test domain, in plain C++ ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The operands on which `fns.b32` is checked, shared by the NVIDIA program
/// (test/hardware/fns_sweep.cu), the emulator test of the lowering
/// (test/nvvm-warp-to-amdgpu/fns-emulator.test) and ptx-model-check, so that
/// all three walk the same inputs in the same order.
///
/// The domain: every base in [0, 31], every offset in [-33, 33] plus
/// INT32_MIN, -1000, 1000 and INT32_MAX (beyond +-32 the search always runs
/// off the register), and for each a mask from every 12-bit seed under four
/// embeddings: the seed repeated at bits 0, 10 and 20; its complement; the
/// seed in the top bits with its high half again at the bottom; and a
/// 32-bit mix of the seed.  That is 4096 * 4 * 32 * 71 = 37,224,448 cases.
///
/// Thread t of a launch of T threads takes the seeds t, t + T, ...; for each
/// seed it walks embedding, base, offset in that order and folds every
/// result into an FNV-1a 64 digest (the 4 little-endian bytes of d).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_FNSSWEEPSPEC_H
#define SHFL_LOWERING_SEMANTICS_FNSSWEEPSPEC_H

#include <stdint.h>

#if defined(__CUDACC__)
#define SHFL_FNS_SPEC_FN __host__ __device__ inline
#else
#define SHFL_FNS_SPEC_FN inline
#endif

namespace shfl {
namespace fnsspec {

constexpr uint32_t NumSeeds = 4096;
constexpr uint32_t NumEmbeddings = 4;
constexpr uint32_t NumBases = 32;
constexpr uint32_t NumOffsets = 71;

SHFL_FNS_SPEC_FN uint32_t mix32(uint32_t X) {
  X ^= X >> 16;
  X *= 0x7feb352du;
  X ^= X >> 15;
  X *= 0x846ca68bu;
  X ^= X >> 16;
  return X;
}

SHFL_FNS_SPEC_FN uint32_t mask(uint32_t Seed, uint32_t Embedding) {
  const uint32_t Rep = Seed | Seed << 10 | Seed << 20;
  switch (Embedding) {
  case 0:
    return Rep;
  case 1:
    return ~Rep;
  case 2:
    return Seed << 20 | Seed >> 6;
  default:
    return mix32(Seed * 0x9e3779b9u + 1u);
  }
}

SHFL_FNS_SPEC_FN int32_t offset(uint32_t I) {
  if (I < 67)
    return static_cast<int32_t>(I) - 33;
  switch (I) {
  case 67:
    return INT32_MIN;
  case 68:
    return -1000;
  case 69:
    return 1000;
  default:
    return INT32_MAX;
  }
}

constexpr uint64_t FNVOffset = 0xcbf29ce484222325ull;
constexpr uint64_t FNVPrime = 0x100000001b3ull;

SHFL_FNS_SPEC_FN uint64_t fold(uint64_t H, uint32_t D) {
  for (int B = 0; B < 4; ++B) {
    H ^= (D >> (8 * B)) & 0xffu;
    H *= FNVPrime;
  }
  return H;
}

/// The digest of thread \p T of \p NumThreads, with \p Fns(mask, base,
/// offset) computing each result.
template <typename FnsT>
SHFL_FNS_SPEC_FN uint64_t threadDigest(uint32_t T, uint32_t NumThreads, FnsT Fns) {
  uint64_t H = FNVOffset;
  for (uint32_t S = T; S < NumSeeds; S += NumThreads)
    for (uint32_t E = 0; E < NumEmbeddings; ++E) {
      const uint32_t M = mask(S, E);
      for (uint32_t B = 0; B < NumBases; ++B)
        for (uint32_t O = 0; O < NumOffsets; ++O)
          H = fold(H, Fns(M, B, offset(O)));
    }
  return H;
}

} // namespace fnsspec
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_FNSSWEEPSPEC_H
