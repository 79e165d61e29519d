//===- HGPUNativeShfl.h - PTX shuffles as hgpu native shuffles --*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// When the native segmented shuffle llvm.hgpu.shfl.<mode>(value, b, W)
/// reproduces PTX `shfl.sync.<mode> b, c`, in plain C++ (no LLVM), so the
/// lowering and its CPU check (test/hgpu/Unit) share one decision.
///
/// Let c be a constant whose segment mask is that of W-lane segments,
/// segmask = ~(W - 1) & 31 for a power of two W, and let m = c & (W - 1) be
/// the clamp.  For lane L with S = L & ~(W - 1), PTX has minLane = S and
/// maxLane = S + m, so
///
///   idx:  j = S | (b & (W - 1)) valid = j <= S + m   native: always valid
///   up:   j = L - b             valid = j >= S + m   native: j >= S
///   down: j = L + b             valid = j <= S + m   native: j <= S + W - 1
///   bfly: j = L ^ b             valid = j <= S + m   native: j <= S + W - 1
///
/// (b taken modulo 32 on both sides).  The source lane j is PTX's in every
/// mode, and PTX's predicate implies the native one; they are equal when the
/// clamp is the segment's edge (m = 0 for up, m = W - 1 for the others, which
/// is what CUDA's __shfl*_sync(mask, v, b, width) emit).  Otherwise the
/// lowering computes PTX's predicate and selects the caller's own value where
/// it is false.  A c that is not a constant, or whose segment mask is not of
/// that form, leaves the shuffle to the gather.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_HGPUNATIVESHFL_H
#define SHFL_LOWERING_SEMANTICS_HGPUNATIVESHFL_H

#include "ShflLowering/Semantics/PTXShflModel.h"
#include <stdint.h>

namespace shfl {
namespace hgpu {

/// How to lower a PTX shuffle with constant c onto the native shuffle.
struct NativeShflPlan {
  bool Native = false;  ///< c's segment mask is that of power-of-two segments
  uint32_t Width = 0;   ///< the segment width W, the intrinsic's immediate
  uint32_t Clamp = 0;   ///< m = c & (W - 1)
  /// The clamp is the segment's edge: the native predicate is PTX's.
  bool ExactPredicate = false;
};

inline NativeShflPlan planNativeShfl(ptx::Mode M, uint32_t C) {
  NativeShflPlan P;
  const uint32_t SegMask = (C >> 8) & 31u;
  const uint32_t LaneBits = ~SegMask & 31u; // W - 1, if W is a power of two
  if (LaneBits & (LaneBits + 1u))
    return P; // the lane bits are not the low bits: no power-of-two segment
  P.Native = true;
  P.Width = LaneBits + 1u;
  P.Clamp = C & LaneBits;
  P.ExactPredicate = M == ptx::Up ? P.Clamp == 0 : P.Clamp == LaneBits;
  return P;
}

} // namespace hgpu
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_HGPUNATIVESHFL_H
