//===- PTXFnsModel.h - The PTX fns.b32 model, in plain C++ ------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The reference semantics of PTX `fns.b32 d, mask, base, offset` (find the
/// n-th set bit), which `llvm.nvvm.fns` is and CUDA's coalesced groups use to
/// turn a rank into a lane.  It is written as the PTX ISA text states it,
/// loop and all, so that it can judge the lowering (nvvm-warp-to-amdgpu
/// emits a branch-free form) and be checked against an NVIDIA GPU
/// (test/hardware/fns_sweep.cu, which compiles this header as device code).
///
///   d = 0xffffffff
///   offset == 0:  d = mask[base] ? base : 0xffffffff
///   otherwise:    walk pos = base, base+1, ... (offset > 0) or base,
///                 base-1, ... (offset < 0) while 0 <= pos < 32, and stop at
///                 the |offset|-th set bit: d = pos
///
/// The ISA leaves `base > 31` undefined; this project defines 0xffffffff
/// there (the loop's own answer: the walk starts outside the register),
/// which is what an NVIDIA H200 returns in every case recorded
/// (test/hardware/results/fns_sweep_summary.txt).  The H200 agrees with
/// this model on every other case recorded (4 x 9 (base, offset) pairs
/// over all 2^32 masks, and the FnsSweepSpec.h domain) except one corner:
/// for offset = INT32_MIN, where the text's |offset| overflows, the H200
/// returns a bit position (0 in the cases it listed) and never 0xffffffff;
/// the rule behind it is not known, so the model and the lowering keep the
/// text's 0xffffffff there.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_PTXFNSMODEL_H
#define SHFL_LOWERING_SEMANTICS_PTXFNSMODEL_H

#include <stdint.h>

#if defined(__CUDACC__)
#define SHFL_FNS_MODEL_FN __host__ __device__ inline
#else
#define SHFL_FNS_MODEL_FN inline
#endif

namespace shfl {
namespace ptx {

constexpr uint32_t FnsNotFound = 0xffffffffu;

/// The ISA's loop for base in [0, 31].  `offset` is the .s32 operand.
SHFL_FNS_MODEL_FN uint32_t fnsISA(uint32_t Mask, uint32_t Base, int32_t Offset) {
  uint32_t D = FnsNotFound;
  if (Offset == 0) {
    if ((Mask >> Base) & 1u)
      D = Base;
    return D;
  }
  int32_t Pos = static_cast<int32_t>(Base);
  // |offset| - 1, computed without overflow for INT32_MIN.
  uint32_t Count = Offset > 0 ? static_cast<uint32_t>(Offset) - 1u
                              : static_cast<uint32_t>(-(Offset + 1));
  const int32_t Inc = Offset > 0 ? 1 : -1;
  while (Pos >= 0 && Pos < 32) {
    if ((Mask >> Pos) & 1u) {
      if (Count == 0) {
        D = static_cast<uint32_t>(Pos);
        break;
      }
      --Count;
    }
    Pos += Inc;
  }
  return D;
}

/// True when the ISA defines the result (base <= 31).
SHFL_FNS_MODEL_FN bool fnsDefined(uint32_t Base) { return Base <= 31u; }

/// This project's result for every operand: the ISA where it is defined,
/// 0xffffffff for base > 31.
SHFL_FNS_MODEL_FN uint32_t fnsModel(uint32_t Mask, uint32_t Base, int32_t Offset) {
  return fnsDefined(Base) ? fnsISA(Mask, Base, Offset) : FnsNotFound;
}

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_PTXFNSMODEL_H
