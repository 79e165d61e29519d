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
/// A block with several fix-ups in a row (CUB's double sums and scans, one
/// per step) pays a test and a branch per step that way.  Where one NaN
/// test of the value the steps end in can stand for all of them, the pass
/// instead runs the block without the fix-ups and, only in a wave where a
/// lane's end value is a NaN, runs the fix-ups and what depends on them
/// again from the chain's inputs:
///
///   <the steps, each fix-up replaced by the value it tests>
///   %nan.end = fcmp uno double %end.fast, %end.fast
///   %nan.ballot = call iN @llvm.amdgcn.ballot.iN(i1 %nan.end)
///   br (%nan.ballot != 0), label %nan.chain, label %nan.cont  ; unlikely
/// nan.chain:
///   <the fix-ups, their NaN arms and what depends on them, again: *.fix>
/// nan.cont:
///   %end = phi [ %end.fast, <the block> ], [ %end.fix, %nan.chain ]
///
/// A value is "Strong" if a NaN of it in a lane makes the end a NaN in that
/// lane: the end, an operand of an operation that passes a NaN on to a
/// Strong result (fadd, fsub, fmul, fdiv, fma, sqrt, fneg, fabs, the
/// conversions, a bitcast to or from the integer of its width; not with
/// `nnan`), a fix-up's tested value where the fix-up is Strong, and a
/// select's arm where the select is Strong and each of its arms is that
/// value or such an operation of it (`select p, (fadd x, y), x`: a step).
/// A fix-up of the chain must be Strong or read only as an arm of Strong
/// selects (where a select picks it, its NaN is the end's).  The fix-ups
/// change only NaNs' payloads, so without them the same lanes hold NaNs;
/// where no lane's end is a NaN, no fix-up's tested value that anything
/// reads is a NaN, so each fix-up would have picked it: the block without
/// the fix-ups computes the same bits.  The copy holds only instructions
/// without side effects or memory reads (cross-lane intrinsics included:
/// the branch is uniform); a chain whose dependent instructions include a
/// store, say, is not made, and its fix-ups are branched one by one.
///
/// A fix-up is a select whose condition is a NaN test of a value (NaNTests.h,
/// either polarity) and whose other arm is that value (bitcasts aside).
/// For a fix-up alone, the instructions that move are those of the
/// select's block that only the select's NaN arm uses, directly or through
/// each other, without side effects, memory reads or convergence; the pass
/// branches only where at least MinSunk (3) of them move, so f32, f16 and
/// bf16 fix-ups, which select a constant NaN, stay selects when alone.
///
/// Chains on every AMDGPU processor; single fix-ups only on those that run
/// f64 at the f32 rate (runsF64AtFullRate: gfx90a, gfx940-942, gfx950),
/// where the test is one v_cmp_class and the branch waits for little.  On
/// gfx1100 and gfx1200 the test is a 64-bit integer compare, the f64
/// addition slow, and llvm-mca charged a branch per fix-up more than it
/// saves on most of CUB's double primitives (lib-bench on gfx1200: the
/// warp scans 1135 -> 1183 and 1195 -> 1243 cycles, the block scan 5465 ->
/// 5527), where one test per chain saves (1135 -> 1047, 1195 -> 1108,
/// 5465 -> 5377).
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
