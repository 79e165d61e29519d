//===- ShflSweepSpec.h - The test set of the shfl.sync hardware sweep -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Defines, once, the set of `shfl.sync` tests that the hardware sweep
/// (test/hardware/shfl_sweep.cu) runs on an NVIDIA GPU, the per-lane inputs of
/// each test, and the byte layout and digest of its result table.  The CUDA
/// program and the CPU checker (tools/dev/ptx-model-check) both include this
/// header, so the checker can recompute from PTXShflModel.h alone the digest
/// the hardware produced.  Like the model it compiles as CUDA and plain C++.
///
/// A test is one full warp (32 lanes, membermask 0xffffffff) executing one
/// `shfl.sync.<mode>.b32 d|p, a, b, c, 0xffffffff`.  Tests are grouped in
/// sections, run in this order:
///
///   0 sweep     4 modes x b in [0,64) x c in [0,8192), b and c warp-uniform;
///               test T: mode = T >> 19, b = (T >> 13) & 63, c = T & 8191.
///   1 rand      2^20 tests, mode = T & 3, warp-uniform random 32-bit b and c.
///   2 randlaneb 2^18 tests, mode = T & 3, random 32-bit b per lane,
///               warp-uniform random 32-bit c.
///   3 randlanebc 2^16 tests, mode = T & 3, random 32-bit b and c per lane.
///
/// Every random word, and the input `a` of every lane, is
///   low32(splitmix64(SweepSeed ^ (Section << 48 | T << 8 | Lane << 2 | Slot)))
/// with Slot 0 for a, 1 for b, 2 for c; warp-uniform b and c use Lane 0.
///
/// Result table: per test, in section and test order, the 32 lane values d
/// as little-endian uint32 (lane 0 first), then the predicate mask as a
/// little-endian uint32 (bit i = p of lane i): 132 bytes per test.  The
/// digest is 64-bit FNV-1a over those bytes, per section and over the whole
/// table (which is exactly the file `shfl_sweep --dump` writes).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_SHFLSWEEPSPEC_H
#define SHFL_LOWERING_SEMANTICS_SHFLSWEEPSPEC_H

#include "ShflLowering/Semantics/PTXShflModel.h"

namespace shfl {
namespace sweep {

/// The seed of every random word of the sweep.
constexpr uint64_t SweepSeed = 0x5348464c53574550ull; // "SHFLSWEP"

enum Section : unsigned { Sweep = 0, Rand = 1, RandLaneB = 2, RandLaneBC = 3 };
constexpr unsigned NumSections = 4;

/// Bytes of one test's record in the result table.
constexpr unsigned RecordBytes = 4 * ptx::WarpSize + 4;

SHFL_MODEL_FN const char *sectionName(unsigned S) {
  return S == Sweep ? "sweep"
         : S == Rand ? "rand"
         : S == RandLaneB ? "randlaneb"
                          : "randlanebc";
}

SHFL_MODEL_FN uint32_t sectionTests(unsigned S) {
  return S == Sweep ? ptx::NumModes * 64u * 8192u
         : S == Rand ? (1u << 20)
         : S == RandLaneB ? (1u << 18)
                          : (1u << 16);
}

SHFL_MODEL_FN uint64_t splitmix64(uint64_t X) {
  X += 0x9e3779b97f4a7c15ull;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ull;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebull;
  return X ^ (X >> 31);
}

/// The random word of (section, test, lane, slot); see the file comment.
SHFL_MODEL_FN uint32_t word(unsigned S, uint32_t T, uint32_t Lane,
                            uint32_t Slot) {
  uint64_t Key = (uint64_t(S) << 48) | (uint64_t(T) << 8) |
                 (uint64_t(Lane & 31u) << 2) | (Slot & 3u);
  return static_cast<uint32_t>(splitmix64(SweepSeed ^ Key));
}

SHFL_MODEL_FN ptx::Mode testMode(unsigned S, uint32_t T) {
  return static_cast<ptx::Mode>(S == Sweep ? (T >> 19) & 3u : T & 3u);
}

/// The `a` operand of lane `Lane` in test `T`.
SHFL_MODEL_FN uint32_t testA(unsigned S, uint32_t T, uint32_t Lane) {
  return word(S, T, Lane, 0);
}

/// The `b` operand of lane `Lane` in test `T`.
SHFL_MODEL_FN uint32_t testB(unsigned S, uint32_t T, uint32_t Lane) {
  if (S == Sweep)
    return (T >> 13) & 63u;
  return word(S, T, S >= RandLaneB ? Lane : 0u, 1);
}

/// The `c` operand of lane `Lane` in test `T`.
SHFL_MODEL_FN uint32_t testC(unsigned S, uint32_t T, uint32_t Lane) {
  if (S == Sweep)
    return T & 8191u;
  return word(S, T, S == RandLaneBC ? Lane : 0u, 2);
}

/// The model's record of test `T`: 32 values and the predicate mask.
SHFL_MODEL_FN void modelRecord(unsigned S, uint32_t T, uint32_t *Val,
                               uint32_t &PredMask) {
  uint32_t A[ptx::WarpSize], B[ptx::WarpSize], C[ptx::WarpSize];
  bool P[ptx::WarpSize];
  for (uint32_t L = 0; L < ptx::WarpSize; ++L) {
    A[L] = testA(S, T, L);
    B[L] = testB(S, T, L);
    C[L] = testC(S, T, L);
  }
  ptx::evaluateWarp(testMode(S, T), A, B, C, Val, P);
  PredMask = 0;
  for (uint32_t L = 0; L < ptx::WarpSize; ++L)
    PredMask |= uint32_t(P[L]) << L;
}

/// 64-bit FNV-1a, fed little-endian 32-bit words.
struct Fnv1a64 {
  uint64_t H = 0xcbf29ce484222325ull;
  SHFL_MODEL_FN void addByte(uint8_t Byte) {
    H ^= Byte;
    H *= 0x100000001b3ull;
  }
  SHFL_MODEL_FN void add32(uint32_t W) {
    for (unsigned I = 0; I < 4; ++I)
      addByte(static_cast<uint8_t>(W >> (8 * I)));
  }
  /// Adds one test's record, in the table's byte order.
  SHFL_MODEL_FN void addRecord(const uint32_t *Val, uint32_t PredMask) {
    for (uint32_t L = 0; L < ptx::WarpSize; ++L)
      add32(Val[L]);
    add32(PredMask);
  }
};

} // namespace sweep
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_SHFLSWEEPSPEC_H
