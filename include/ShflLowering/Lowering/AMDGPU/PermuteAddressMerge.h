//===- PermuteAddressMerge.h - ds_bpermute addresses as a bit merge -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A shuffle with a runtime lane b on a wave64 gfx9 (or gfx12) target reads
/// lane (Self & ~31) | (b & 31): the CUDA warp's half of the wave, b's lane
/// within it.  InstCombine canonicalises that merge of two values under one
/// mask to
///
///   %hi = and i32 %self, 32          ; ~31, narrowed by the known bits
///   %lo = and i32 %b, 31
///   %j  = or disjoint i32 %hi, %lo
///   %addr = shl i32 %j, 2
///
/// and AMDGPU's instruction selection, which knows the merge only as
/// `(y & m) | (z & ~m)` or `z ^ ((y ^ z) & m)`, no longer sees it once the
/// second mask is narrowed: v_and_b32 and v_and_or_b32 instead of one
/// v_bfi_b32.  The three-operation chain sits between the load of b and
/// the ds_bpermute, one more than HIP's (inexact) v_add_lshl_u32.
///
/// This pass, run at the end of clang's optimisation pipeline (the plugin's
/// OptimizerLast callback, when the pipeline has nvvm-shfl-to-amdgpu), after
/// the last InstCombine, or in the opt flow's second step
/// (docs/pass-order.md), rewrites such an `or` in the address of a
/// ds_bpermute or ds_permute to the xor form
///
///   %j = xor i32 %self, (and (xor i32 %b, %self), 31)
///
/// which is the same value wherever the bits outside both masks are known
/// to be zero in the operand whose mask is narrowed (computeKnownBits: the
/// wave lane is below 64).  llc then selects v_bfi_b32.  Where both
/// operands qualify (the lowering's own `(self & -32) | (b & 31)`), the
/// smaller mask is kept, an inline constant of v_bfi_b32.  Only the address
/// (or its operand of a shift left) of those two intrinsics is looked at,
/// outside optnone functions.  (The fix at the right depth is AMDGPU's
/// instruction selection matching the merge through known bits; out of
/// tree, the IR form is the lever.)
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_PERMUTEADDRESSMERGE_H
#define SHFL_LOWERING_LOWERING_AMDGPU_PERMUTEADDRESSMERGE_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

struct PermuteAddressMergeOptions {};
llvm::Expected<PermuteAddressMergeOptions>
parsePermuteAddressMergeOptions(llvm::StringRef Params);

class PermuteAddressMergePass
    : public llvm::PassInfoMixin<PermuteAddressMergePass> {
public:
  explicit PermuteAddressMergePass(PermuteAddressMergeOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_PERMUTEADDRESSMERGE_H
