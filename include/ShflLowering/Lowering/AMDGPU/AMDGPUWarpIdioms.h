//===- AMDGPUWarpIdioms.h - Whole warp idioms on AMDGPU ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Chains of shuffles that together compute one warp-wide result, recognised
/// and lowered as a whole before `nvvm-shfl-to-amdgpu` lowers the calls one
/// by one.  Today: the guarded inclusive up-scan of CUB's WarpScanShfl and of
/// the CUDA programming guide,
///
///   for d in 1, 2, 4, 8, 16:
///     {y, p} = shfl.sync.up.i32p(0xffffffff, v, d, 0)    (or .i32, no p)
///     v      = (p or laneid >= d) ? op(v, y) : v
///
/// and its mirror, CUB's WarpReduceShfl over a whole warp (lane i ends with
/// the op over lanes i..31),
///
///   for d in 1, 2, 4, 8, 16:
///     {y, p} = shfl.sync.down.i32p(0xffffffff, v, d, 31)  (or .i32, no p)
///     v      = (p or laneid <= 31 - d) ? op(v, y) : v
///
/// for an integer op (add, and, or, xor, smin, smax, umin, umax), which
/// becomes four DPP row_shr (row_shl) steps inside the 16-lane rows and one
/// step across the two rows of each 32-lane warp (up: row_bcast:15 on
/// gfx8/9; down: wave_shl:1 and row_newbcast:15 on gfx90a/gfx94x; both:
/// v_permlanex16 on gfx10+).  docs/warp-idioms.md lists the accepted forms
/// and why the result is exact.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUWARPIDIOMS_H
#define SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUWARPIDIOMS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace llvm {
class Function;
class Module;
class OptimizationRemarkEmitter;
} // namespace llvm

namespace shfl {

/// Lowers every recognised warp idiom in the functions of \p M whose target
/// (wave size \p WaveSize if given, else each function's attributes; the
/// processor from `target-cpu`) has the cross-lane instructions the idiom's
/// sequence needs.  Functions whose target cannot be resolved are left to
/// the per-call lowering, which reports them.  \p GetORE gives each
/// function's remark emitter.  Returns true if the module changed.
bool lowerAMDGPUWarpIdioms(
    llvm::Module &M, std::optional<unsigned> WaveSize,
    llvm::function_ref<llvm::OptimizationRemarkEmitter &(llvm::Function &)>
        GetORE);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUWARPIDIOMS_H
