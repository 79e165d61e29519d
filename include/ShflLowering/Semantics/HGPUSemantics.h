//===- HGPUSemantics.h - Reference semantics of the hgpu intrinsics -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hgpu intrinsics, executed for a whole warp on the CPU, written from
/// their TableGen Doc strings (Target/HGPU/IntrinsicsHGPU.td) and nothing
/// else.  No LLVM dependency: the emulator and the CPU checks include it.
///
/// A call is evaluated for one dynamic instance: `Active` has bit k set if
/// lane k executes it; per-lane operands are arrays of 32; results are
/// written for active lanes only.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_HGPUSEMANTICS_H
#define SHFL_LOWERING_SEMANTICS_HGPUSEMANTICS_H

#include <stdint.h>

namespace shfl {
namespace hgpu {
namespace sem {

constexpr uint32_t WarpSize = 32;
constexpr uint32_t AllLanes = 0xffffffffu;

inline bool isActive(uint32_t Active, uint32_t Lane) {
  return (Active >> Lane) & 1u;
}

/// llvm.hgpu.lane.id: L.
inline uint32_t laneId(uint32_t Lane) { return Lane; }

/// llvm.hgpu.gather(value, lane): value[lane[L] & 31], or 0 if that lane is
/// not active.
inline void gather(uint32_t Active, const uint32_t *Value, const uint32_t *LaneOp,
                   uint32_t *Out) {
  for (uint32_t L = 0; L < WarpSize; ++L) {
    if (!isActive(Active, L))
      continue;
    const uint32_t S = LaneOp[L] & 31u;
    Out[L] = isActive(Active, S) ? Value[S] : 0u;
  }
}

/// The modes of llvm.hgpu.shfl.{idx,up,down,xor}.
enum class ShflMode { Idx, Up, Down, Xor };

/// A width the native shuffle accepts: 1, 2, 4, 8, 16 or 32.
inline bool isValidWidth(uint32_t W) {
  return W >= 1 && W <= 32 && (W & (W - 1)) == 0;
}

/// Source lane j and predicate of lane \p L; \p W must be a valid width.
struct ShflSource {
  int J;
  bool Valid;
};

inline ShflSource shflSource(ShflMode M, uint32_t L, uint32_t B, uint32_t W) {
  const int K = static_cast<int>(B & 31u);
  const int Lane = static_cast<int>(L);
  const int Mask = static_cast<int>(W - 1);
  const int S = Lane & ~Mask;
  const int E = S + Mask;
  ShflSource R{Lane, false};
  switch (M) {
  case ShflMode::Idx:
    R.J = S | (K & Mask);
    R.Valid = true;
    break;
  case ShflMode::Up:
    R.J = Lane - K;
    R.Valid = R.J >= S;
    break;
  case ShflMode::Down:
    R.J = Lane + K;
    R.Valid = R.J <= E;
    break;
  case ShflMode::Xor:
    R.J = Lane ^ K;
    R.Valid = R.J <= E;
    break;
  }
  return R;
}

/// llvm.hgpu.shfl.<mode>(value, b, width): {valid ? value[j] : value[L],
/// valid}, with value[j] read as 0 if lane j is not active.  Returns false
/// (and writes nothing) for an invalid width.
inline bool shfl(ShflMode M, uint32_t Active, const uint32_t *Value,
                 const uint32_t *B, uint32_t W, uint32_t *Out, bool *Pred) {
  if (!isValidWidth(W))
    return false;
  for (uint32_t L = 0; L < WarpSize; ++L) {
    if (!isActive(Active, L))
      continue;
    const ShflSource S = shflSource(M, L, B[L], W);
    Pred[L] = S.Valid;
    if (!S.Valid)
      Out[L] = Value[L];
    else
      Out[L] = isActive(Active, static_cast<uint32_t>(S.J))
                   ? Value[S.J]
                   : 0u;
  }
  return true;
}

} // namespace sem
} // namespace hgpu
} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_HGPUSEMANTICS_H
