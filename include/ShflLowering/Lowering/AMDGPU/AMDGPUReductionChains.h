//===- AMDGPUReductionChains.h - Integer shuffle reductions -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Warp reductions written as chains of constant shuffles, recognised as a
/// whole (issue 13, section 3).  A chain is
///
///   v1 = op(v0, shfl(v0, b1, c1)); v2 = op(v1, shfl(v1, b2, c2)); ...
///
/// with one integer op (add, and, or, xor, smin, smax, umin, umax), i32
/// values, full-mask `llvm.nvvm.shfl.sync.*` calls and constant b and c.
/// The xor butterfly of any order, and the shfl_down tree whose total only
/// lane 0 passes on (LaneDemand.h), are such chains.
///
/// What the chain computes is worked out symbolically: for each CUDA lane,
/// how many times each lane's v0 enters its result (the PTX model gives the
/// lane each step reads; a lane out of range reads itself).  If on every
/// demanded lane that is "each lane of my aligned group of W lanes, once"
/// (W = 2 ... 32; any number of times for the idempotent and/or/min/max, an
/// odd number for xor), the chain is that group reduction, and since an
/// integer op is associative and commutative, any order of the operations
/// is exact.  It is then emitted as the shortest known sequence
/// (shared/reference/dpp-sequences.md): DPP quad_perm [1,0,3,2] and
/// [2,3,0,1], row_half_mirror and row_mirror within rows of 16, then across
/// the two rows of each 32-lane warp v_permlanex16 (gfx10+), row_bcast:15,
/// wave_shl:1 and row_newbcast:15 confined to their warp (gfx90a, gfx94x),
/// or ds_swizzle SWAP16 (other gfx8/9).  No move crosses the 32-lane halves
/// of a wave64.  Float chains are left to the per-call lowering: their order
/// of additions is CUDA's and must stay.
///
/// A full member mask means every lane of the warp takes part, as CUDA
/// requires; the DPP moves read an inactive source as the op's identity.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUREDUCTIONCHAINS_H
#define SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUREDUCTIONCHAINS_H

#include "ShflLowering/Lowering/AMDGPU/AMDGPUFastPaths.h"

namespace llvm {
class Function;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace shfl {

/// Rewrites the integer reduction chains of \p F for a target with the
/// cross-lane instructions \p X (either wave size: no move leaves its
/// 32-lane warp); the chains' shuffles and ops that are left unused are
/// erased.  Returns the number of chains rewritten.
unsigned rewriteReductionChains(llvm::Function &F, const AMDGPUXLaneFeatures &X,
                                llvm::OptimizationRemarkEmitter *ORE);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUREDUCTIONCHAINS_H
