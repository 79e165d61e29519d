//===- NaNClassTests.h - Test for a NaN with v_cmp_class --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The inline-PTX translator tests for a NaN on the bits, `(bits & ~sign) >
/// inf` (PTXFloat.cpp), so that no floating-point fold can change which NaN
/// a fix-up picks.  AMDGPU selects that as a `v_and_b32`, the infinity in a
/// register (`s_mov_b32`) and a `v_cmp_gt_u32`, or for an f64 a
/// `v_cmp_gt_u64` on a register pair; one `v_cmp_class_f32` / `_f64` with
/// the mask of the two NaN classes gives the same answer.  Each PTX f32
/// addition carries one such test, each f64 one three.
///
/// This pass replaces every f32 NaN test of that shape (NaNTests.h,
/// matchIntNaNTest) with `llvm.amdgcn.class(x, 3)`, or its complement with
/// the mask of the other eight classes; and every f64 one in the functions
/// for gfx90a, gfx940-942 and gfx950, which run f64 at the f32 rate.
/// Elsewhere v_cmp_class_f64 is a slow double-precision instruction: on
/// gfx1100 it made CUB's double warp sum 261 llvm-mca cycles slower (972 to
/// 1233), so the integer test stays there.  InstCombine turns
/// the class test into `fcmp uno`, so the pass runs after the last
/// InstCombine: in the plugin's OptimizerLast callback of clang's pipeline
/// (when the pipeline has nvvm-to-amdgpu), and as the pass
/// `amdgpu-nan-class-tests` at the end of the opt flow.  f16 and bf16 tests
/// stay (wave-emu has no f16 class test).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_NANCLASSTESTS_H
#define SHFL_LOWERING_LOWERING_AMDGPU_NANCLASSTESTS_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Function;
} // namespace llvm

namespace shfl {

/// Whether \p F's processor runs f64 instructions at the f32 rate: gfx90a,
/// gfx940-942 and gfx950 (CDNA 2 and 3).  Elsewhere v_cmp_class_f64 is a
/// slow double-precision instruction; llvm-mca charges it more than the
/// integer test on gfx1100 and gfx1200.
bool runsF64AtFullRate(const llvm::Function &F);

/// Rewrites the integer NaN tests of \p M as class tests where they are
/// cheaper;
/// returns whether it changed anything.
bool useClassForNaNTests(llvm::Module &M);

struct NaNClassTestsOptions {};
llvm::Expected<NaNClassTestsOptions>
parseNaNClassTestsOptions(llvm::StringRef Params);

class NaNClassTestsPass : public llvm::PassInfoMixin<NaNClassTestsPass> {
public:
  explicit NaNClassTestsPass(NaNClassTestsOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_NANCLASSTESTS_H
