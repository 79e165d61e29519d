//===- SignedZeroProducts.h - Keep -0 through AMDGPU's mix patterns -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMDGPU's instruction selection turns an f32 product that is rounded to
/// half, `fptrunc (fmul x, y) to half`, into v_fma_mixlo_f16 (gfx9+ with
/// fma-mix) or v_mad_mixlo_f16 with a +0 addend (VOP3PInstructions.td,
/// MadFmaMixFP16Pats; LLVM 19 and 22 alike, whether or not the fmul has
/// nsz).  An fma of a -0 product and +0 is +0, so a product that is -0 (a
/// negative value times 0, or one that underflows to -0) comes out +0 where
/// IEEE multiplication, the IR, and CUDA give -0.  The ISA-level emulator
/// shows it (test/isa-emu/fma-mix-signed-zero.ll; CUDA's
/// __float2half_rn(x * c) and __hmul in test/e2e/kernels/math_convert.cu and
/// half_shfl.cu).  The IR-level emulator cannot: the IR is right.
///
/// This rewrites such an fmul without nsz into `llvm.fma(x, y, -0.0)`, the
/// same value for every input (-0 is the additive identity), which the mix
/// pattern selects with the -0 addend in a register.  InstCombine folds it
/// back into an fmul, so it runs after the last InstCombine: at the end of
/// nvvm-to-amdgpu (the opt flow's last step) and in the plugin's
/// OptimizerLast callback of clang's pipeline.  Also as the pass
/// `amdgpu-signed-zero-products`.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_SIGNEDZEROPRODUCTS_H
#define SHFL_LOWERING_LOWERING_AMDGPU_SIGNEDZEROPRODUCTS_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// Rewrites the products of \p M that AMDGPU would select with a +0 addend;
/// returns whether it changed anything.
bool protectSignedZeroProducts(llvm::Module &M);

struct SignedZeroProductsOptions {};
llvm::Expected<SignedZeroProductsOptions>
parseSignedZeroProductsOptions(llvm::StringRef Params);

class SignedZeroProductsPass : public llvm::PassInfoMixin<SignedZeroProductsPass> {
public:
  explicit SignedZeroProductsPass(SignedZeroProductsOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_SIGNEDZEROPRODUCTS_H
