//===- PTXShflModel.h - The PTX shfl.sync model, in plain C++ ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The reference semantics of PTX `shfl.sync.{idx,up,down,bfly}.b32` for one
/// lane of a 32-lane warp, written once and used everywhere: by the lowering
/// pass (to fold constant operands), by the conformance suite (to judge the
/// emulator's lane results) and by the CUDA program that checks the model
/// against NVIDIA hardware (test/hardware).  It has no LLVM dependency and
/// compiles as CUDA device code.
///
///   bval = b & 31; cval = c & 31; segmask = (c >> 8) & 31
///   maxLane = (lane & segmask) | (cval & ~segmask); minLane = lane & segmask
///   idx:  j = minLane | (bval & ~segmask); valid = j <= maxLane
///   up:   j = lane - bval;                 valid = j >= maxLane (signed)
///   down: j = lane + bval;                 valid = j <= maxLane
///   bfly: j = lane ^ bval;                 valid = j <= maxLane
///   result = valid ? a[j] : a[lane]
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_PTXSHFLMODEL_H
#define SHFL_LOWERING_SEMANTICS_PTXSHFLMODEL_H

#include <stdint.h>

#if defined(__CUDACC__)
#define SHFL_MODEL_FN __host__ __device__ inline
#else
#define SHFL_MODEL_FN inline
#endif

namespace shfl {
namespace ptx {

/// The four shuffle modes, in the order PTX lists them.
enum Mode : unsigned { Idx = 0, Up = 1, Down = 2, Bfly = 3 };
constexpr unsigned NumModes = 4;
constexpr unsigned WarpSize = 32;

/// Where one lane reads from: the candidate lane `J` (possibly outside
/// [0, 32) when not valid) and the PTX predicate.
struct Source {
  int J;
  bool Valid;
};

SHFL_MODEL_FN Source sourceLane(Mode M, uint32_t Lane, uint32_t B, uint32_t C) {
  const int BVal = static_cast<int>(B & 31u);
  const int CVal = static_cast<int>(C & 31u);
  const int SegMask = static_cast<int>((C >> 8) & 31u);
  const int L = static_cast<int>(Lane & 31u);
  const int MaxLane = (L & SegMask) | (CVal & ~SegMask);
  const int MinLane = L & SegMask;
  Source S{L, false};
  switch (M) {
  case Idx:
    S.J = MinLane | (BVal & ~SegMask);
    S.Valid = S.J <= MaxLane;
    break;
  case Up:
    S.J = L - BVal;
    S.Valid = S.J >= MaxLane;
    break;
  case Down:
    S.J = L + BVal;
    S.Valid = S.J <= MaxLane;
    break;
  case Bfly:
    S.J = L ^ BVal;
    S.Valid = S.J <= MaxLane;
    break;
  }
  return S;
}

/// The lanes (bit i: lane i) whose predicate is true for constant b and c.
SHFL_MODEL_FN uint32_t validLanes(Mode M, uint32_t B, uint32_t C) {
  uint32_t Valid = 0;
  for (uint32_t Lane = 0; Lane < WarpSize; ++Lane)
    if (sourceLane(M, Lane, B, C).Valid)
      Valid |= 1u << Lane;
  return Valid;
}

/// The lane whose value lane `Lane` ends up with: `J` if valid, else itself.
SHFL_MODEL_FN uint32_t resultLane(Mode M, uint32_t Lane, uint32_t B, uint32_t C) {
  Source S = sourceLane(M, Lane, B, C);
  return S.Valid ? static_cast<uint32_t>(S.J) : (Lane & 31u);
}

/// Evaluates one whole warp: Out[i] / Pred[i] for the 32 lanes of In.
SHFL_MODEL_FN void evaluateWarp(Mode M, const uint32_t *In, const uint32_t *B,
                                const uint32_t *C, uint32_t *Out, bool *Pred) {
  for (uint32_t I = 0; I < WarpSize; ++I) {
    Source S = sourceLane(M, I, B[I], C[I]);
    Out[I] = S.Valid ? In[S.J] : In[I];
    Pred[I] = S.Valid;
  }
}

SHFL_MODEL_FN const char *modeName(Mode M) {
  return M == Idx ? "idx" : M == Up ? "up" : M == Down ? "down" : "bfly";
}

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_PTXSHFLMODEL_H
