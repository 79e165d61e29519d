//===- NaNFixupBranches.h - NaN fix-ups behind a uniform branch -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PTX's f64 arithmetic returns, for a NaN result, an operand's NaN quieted
/// (ptxfp::nanResult: `add.f64` the second operand's if it is a NaN, else
/// the first's, else 0xfff8000000000000), where LLVM's fadd leaves the NaN
/// unspecified.  So the inline-PTX translator follows each such operation
/// with a fix-up whose NaN is computed from the operands:
///
///   %r   = fadd double %a, %b
///   %n   = <three NaN tests, two quieting ors, two selects of %a, %b>
///   %s   = select (isnan %r), %n, %r
///
/// On gfx90a that is 11 instructions per addition (three class tests, two
/// ORs and six v_cndmask for the 64-bit selects), 55 of the 100 of CUB's
/// double warp sum, although a wave none of whose lanes makes a NaN needs
/// only the test of the sum.
/// This pass puts the NaN's computation behind a branch that only such a
/// wave takes:
///
///   %nan.ballot = call iN @llvm.amdgcn.ballot.iN(i1 (isnan %r))
///   %nan.any    = icmp ne iN %nan.ballot, 0
///   br %nan.any, label %nan.fix, label %nan.cont   ; unlikely
/// nan.fix:
///   %n = ...                    ; what only the fix-up used
///   %s.nan = select (isnan %r), %n, %r
///   br label %nan.cont
/// nan.cont:
///   %s = phi [ %s.nan, %nan.fix ], [ %r, <the block before> ]
///
/// The branch is uniform: the ballot is taken by the lanes that execute the
/// select, and is the same on each of them.  Where it is zero, no lane that
/// executes the select tests a NaN, so the select picks %r on each of them,
/// which the phi gives; elsewhere the select runs as before.  The lanes'
/// values are the same bit for bit.  llc selects the ballot and the compare
/// as the class test's vcc and one `s_cbranch_vccnz`.
///
/// A fix-up is a select whose condition is a NaN test of a value (NaNTests.h,
/// either polarity) and whose other arm is that value (bitcasts aside).
/// The instructions that move are those of the select's block that only the
/// select's NaN arm uses, directly or through each other, without side
/// effects, memory reads or convergence; the pass branches only where at
/// least MinSunk (3) of them move.  f32, f16 and bf16 fix-ups select a
/// constant NaN and stay selects.
///
/// Only in functions for the processors that run f64 at the f32 rate
/// (runsF64AtFullRate: gfx90a, gfx940-942, gfx950), where the test is one
/// v_cmp_class and the branch waits for little.  On gfx1100 and gfx1200
/// the test is a 64-bit integer compare, the f64 addition slow, and
/// llvm-mca charged the branches more than they save on most of CUB's
/// double primitives (lib-bench on gfx1200: the warp scans 1135 -> 1183
/// and 1195 -> 1243 cycles, the block scan 5465 -> 5527).
/// A function whose wave size cannot be determined
/// (resolveAMDGPUSubtarget), an optnone function and one with convergence
/// control tokens (where a new ballot would need one) are left as they are.
///
/// InstCombine and SimplifyCFG would fold the diamond back into a select,
/// so the pass runs after the last of them: in the plugin's OptimizerLast
/// callback of clang's pipeline (when the pipeline has nvvm-to-amdgpu),
/// after amdgpu-nan-class-tests, and as the pass `amdgpu-nan-fixup-branches`
/// at the end of the opt flow.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_NANFIXUPBRANCHES_H
#define SHFL_LOWERING_LOWERING_AMDGPU_NANFIXUPBRANCHES_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// Puts the NaN computation of \p M's costly NaN fix-ups behind a uniform
/// branch; returns whether it changed anything.
bool branchAroundNaNFixups(llvm::Module &M);

struct NaNFixupBranchesOptions {};
llvm::Expected<NaNFixupBranchesOptions>
parseNaNFixupBranchesOptions(llvm::StringRef Params);

class NaNFixupBranchesPass : public llvm::PassInfoMixin<NaNFixupBranchesPass> {
public:
  explicit NaNFixupBranchesPass(NaNFixupBranchesOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_NANFIXUPBRANCHES_H
