//===- AMDGPUFastPaths.h - DPP/permlane/swizzle shuffles -------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Per-call fast paths for shuffles whose b and c are constants.  The PTX
/// model turns b and c into a fixed lane pattern (lane i reads lane want[i],
/// or keeps its own value); findFastPlan() looks for the cheapest exact
/// sequence of cross-lane ALU moves (DPP16, DPP8, v_permlanex16, ds_swizzle,
/// readlane) that realises the pattern on the target, and emitFastPlan()
/// writes it.  All costs and per-generation controls are in the one table of
/// AMDGPUFastPaths.cpp.
///
/// Exactness, lane by lane, against the ds_bpermute path:
///  - a lane that reads an in-range source gets its value, or 0 when the
///    source lane is inactive (bpermute reads 0 there): every move is emitted
///    with bound_ctrl (DPP16 and permlanex16, fi = 0), DPP8 and ds_swizzle
///    read 0 from inactive lanes by definition, and readlane is guarded by
///    the source lane's EXEC bit (except a readlane of lane 0 where the
///    lanes are those of the launch, a prefix of the wave: see
///    emitFastPlan);
///  - a lane whose source is out of range keeps its own value: it is either
///    not written by the move (row/bank mask, `old` = the own value), reads
///    itself, or is restored by a select on a constant lane mask;
///  - a value never travels through an intermediate lane (a lane that might
///    be inactive), so the inactive-source rule holds for every move;
///    except in a Chain (or a ChainBlend's chain) or a Merge, which
///    findFastPlan() takes only where the active lanes are a prefix of the
///    wave and the intermediate lane is below the reader or the source (a
///    Merge: at or below the reader);
///  - on wave64 the two 32-lane halves get the same pattern and the plan is
///    checked on all 64 lanes, so no move mixes the halves.
/// The predicate is not touched here; it stays the PTX model's.
///
/// When the caller knows that only some lanes' results are used (the
/// demanded lanes of LaneDemand.h), these rules hold on those lanes; the
/// others may read anything a move gives them, never an undefined value.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUFASTPATHS_H
#define SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUFASTPATHS_H

#include "ShflLowering/Lowering/Core/IntrinsicDecls.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include <cstdint>
#include <optional>
#include <string>

namespace shfl {

/// The cross-lane instructions of an AMDGPU processor that the fast paths
/// use.  All false means "unknown processor": no fast path.
struct AMDGPUXLaneFeatures {
  bool DPP16 = false;       ///< quad_perm, row_shl/shr/ror, mirrors (gfx8+)
  bool WaveShifts = false;  ///< wave_shl/shr/rol/ror:1, row_bcast (gfx8/9)
  bool RowNewBcast = false; ///< row_newbcast:n (gfx90a, gfx94x, gfx950)
  bool RowShare = false;    ///< row_share:n (gfx10+)
  bool RowXMask = false;    ///< row_xmask:n (gfx10+)
  bool DPP8 = false;        ///< v_mov_b32_dpp8 (gfx10+)
  bool PermlaneX16 = false; ///< v_permlanex16_b32 (gfx10+)
  bool Swizzle = false;     ///< ds_swizzle_b32 bitmask mode (gfx8+)

  /// The features of processor \p CPU (e.g. "gfx90a"); none if unknown.
  static AMDGPUXLaneFeatures get(llvm::StringRef CPU);
  bool any() const { return DPP16; }
};

/// One cross-lane move of x.
struct XMove {
  enum KindTy : uint8_t { DPP, DPP8, PermlaneX16, Swizzle } Kind = DPP;
  uint32_t Ctrl = 0;     ///< dpp_ctrl, or the ds_swizzle offset
  uint8_t RowMask = 0xf; ///< DPP16 only
  uint8_t BankMask = 0xf;
  uint64_t Sel = 0; ///< DPP8 selector, or permlanex16 {src2:src1}

  /// The lane that wave lane \p I reads, or -1 if none (outside the row or
  /// the wave: the lane gets 0).
  int source(int I, unsigned Wave) const;
  std::string describe(const AMDGPUXLaneFeatures &F) const;
};

/// An exact sequence for one lane pattern.
///
///   Single:   out = M1(old = x)
///   Pair:     out = M2(old = M1(old = x))      (M2 a masked DPP16 move)
///   Blend:    out = CrossLanes ? M1 : M2(old = x)
///   ReadLane: out = the half's lane Lane, if active, else 0
///   Chain:    out = M2(old = t, t), t = M1(x)   (M2 a masked DPP16 move;
///             only with the launch's lanes, see findFastPlan)
///   ChainBlend: out = CrossLanes ? M3(M1(x)) : M2(old = x)   (a Blend whose
///             cross lanes come from a chain of two DPP16 moves; only with
///             the launch's lanes, as Chain)
///   Merge:    out = M3(old = M2(old = x), M1(x))   (M3 a masked DPP16 move
///             without bound_ctrl: where its source lane is outside the
///             row, the lane keeps M2's value; a Blend without the lane
///             mask; only with the launch's lanes, and M3's source lane is
///             at or below its reader, so it is active wherever the reader
///             is)
///   Own:      out = x (no demanded lane reads another lane)
///
/// followed, if SelfLanes is not 0, by `out = SelfLanes ? x : out`.
struct FastPlan {
  enum KindTy : uint8_t {
    Single,
    Pair,
    Blend,
    ReadLane,
    Chain,
    ChainBlend,
    Merge,
    Own
  } Kind = Single;
  XMove M1, M2;
  XMove M3;                ///< ChainBlend: the chain's second move;
                           ///< Merge: the move that merges M1 into M2
  uint64_t CrossLanes = 0; ///< Blend, ChainBlend: the lanes that take M1
  uint64_t SelfLanes = 0;  ///< lanes restored to their own value
  unsigned Lane = 0;       ///< ReadLane: the CUDA lane read
  unsigned Cost = 0;       ///< in the units of the cost table
  std::string Name;        ///< for remarks and debug output
};

/// The cost of the generic ds_bpermute path, in the same units: a plan is
/// used only if it is cheaper.
unsigned bpermuteCost();

/// Finds the cheapest exact plan for the CUDA lane pattern \p Want (32
/// entries: the lane that CUDA lane i reads, or i itself where the read is
/// out of range) on a wave of \p Wave lanes, or std::nullopt.  The plan is
/// exact on the CUDA lanes of \p Demanded (bit i: lane i of each warp,
/// LaneDemand.h); the other lanes get a defined value, any one.
///
/// \p LaunchLanes: the shuffle runs with the lanes its wave was launched
/// with, a prefix of the wave (FunctionCaches.h's LaunchLaneBlocks).  Then
/// a value may also travel through a second lane (a Chain of two DPP16
/// moves, alone or for a Blend's cross lanes): lane i gets x[k] through
/// lane j, and j is active wherever i and k are when j <= max(i, k); if k
/// is inactive both moves give 0 there, as ds_bpermute does.
std::optional<FastPlan> findFastPlan(const AMDGPUXLaneFeatures &F,
                                     unsigned Wave, llvm::ArrayRef<int> Want,
                                     uint32_t Demanded = ~0u,
                                     bool LaunchLanes = false);

/// Why findFastPlan() found no plan for \p Want on a target with \p F: the
/// cross-lane instructions the target lacks, when a reference generation
/// (gfx90a for gfx8/9, gfx1030 for gfx10+) has a plan with them, else that
/// no sequence of the table beats ds_bpermute.  For the missed remarks.
std::string explainNoFastPlan(const AMDGPUXLaneFeatures &F, unsigned Wave,
                              llvm::ArrayRef<int> Want,
                              uint32_t Demanded = ~0u);

/// Emits \p P for the i32 value \p X; returns the moved i32.  The
/// intrinsics come from \p Decls.  \p LaunchLanes: the code runs with the
/// lanes its wave was launched with (FunctionCaches.h's LaunchLaneBlocks),
/// so a readlane of each warp's lane 0 needs no EXEC test: that lane is
/// active wherever a lane of its warp is.
llvm::Value *emitFastPlan(llvm::IRBuilderBase &B, const FastPlan &P,
                          llvm::Value *X, unsigned Wave, bool LaunchLanes,
                          IntrinsicDecls &Decls, const llvm::Twine &Name);

/// An i1 that is true on the lanes of the constant wave lane mask \p Mask
/// (bit i: wave lane i; on wave32 the low 32 bits), as
/// llvm.amdgcn.inverse.ballot: one scalar constant, no VALU.
llvm::Value *emitLaneMask(llvm::IRBuilderBase &B, uint64_t Mask,
                          unsigned Wave, IntrinsicDecls &Decls,
                          const llvm::Twine &Name);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUFASTPATHS_H
