//===- NaNPayloadDemand.h - Drop NaN fix-ups that nothing reads -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// PTX fixes the NaN an f32, f16 or bf16 operation returns: `add.f32` gives
/// the canonical 0x7fffffff, where LLVM's fadd leaves the payload
/// unspecified.  So the inline-PTX translator follows each such operation
/// with a fix-up select:
///
///   %s = select (isnan %r), <NaN constant>, %r
///
/// In a chain of PTX additions, as in CUB's warp reduction, most fix-ups are
/// read only by the next addition, whose own fix-up replaces any NaN it
/// makes.  Whether the first one ran changes nothing a program can see,
/// because an addition's result is a NaN exactly when an operand is, whatever
/// the operand's payload.
///
/// This pass asks, for each fix-up, whether the payload of a NaN it returns
/// can reach anything the program sees (its *NaN payload demand*, as
/// BDCE's demanded bits), and replaces the fix-ups that no one reads with
/// %r.  It follows the value through the operations that give a NaN of the
/// same format for a NaN (bitcasts to and from the integer of its width,
/// phis, select arms, fneg, fabs, the sign bit cleared, flipped or set,
/// arithmetic, minimumnum/maximumnum (a NaN operand, signalling or not,
/// gives a NaN only with another, either one's), and the lane moves of the
/// AMDGPU and NVVM intrinsics: DPP, ds_bpermute, readlane, permlane,
/// shfl.sync).  It stops, with the payload not read, at
///
///   - an fcmp, or an integer compare that tests for a NaN (the translator's
///     isNaN: `(bits & ~sign) > inf`), which see only whether it is a NaN;
///   - a select arm that the select replaces when the value is a NaN (the
///     next fix-up), or that a constant condition never picks (the
///     lowerings' `select true` for a guard that holds on every lane).
///
/// add.f64's rule is not a fix-up of this kind: its NaN is an operand's
/// payload quieted (ptxfp::nanResult), so the next addition reads it.
/// Anything else, a store, a call, a return, an integer operation, or more
/// than MaxVisited values, counts as reading it.  The values a select
/// picks and the NaN-ness of every value are unchanged, so the program's
/// output is too.  A fix-up whose NaN is read stays: the last addition of a
/// reduction, and every step of a scan (the lanes that keep their value
/// store it).
///
/// Unless two or more of them are read only through one select: a scan's
/// step d is `p ? fix(r + a) : a`, each step's select picks the previous
/// one's value on the lanes below d, so every step's fix-up ends in the last
/// select (the chain of selects that take it as an arm).  Where each
/// fix-up's payload reaches nothing but that select, the fix-ups go and one
/// fix-up of the select's value stands for them, on the lanes where its tree
/// of selects picks one of them (an `or` of the conditions that lead there;
/// a lane that picks another leaf, lane 0 of a scan, which adds nothing,
/// keeps its NaN's payload).  Not when another leaf of the tree carries a
/// payload of the group, which the one fix-up would not see.  A lane's
/// value is then the one it had, bit for bit: the tree picks the same leaf,
/// a leaf outside the group is unchanged, and a group leaf is a NaN exactly
/// where it was and fixed where it is.
///
/// nvvm-shfl-to-amdgpu runs it with its fast paths once every shuffle is
/// lowered (the lane moves are in their final form then), before lane
/// versioning weighs its two copies; `<no-fast-paths>`, the general path
/// the benchmarks check exactness against, keeps every fix-up.  Also the
/// pass `nan-payload-demand`.  hgpu's moves are not in its table yet,
/// so nvvm-shfl-to-hgpu does not run it.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_NANPAYLOADDEMAND_H
#define SHFL_LOWERING_LOWERING_CORE_NANPAYLOADDEMAND_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace shfl {

/// Replaces the NaN fix-up selects of \p F whose NaN payload nothing reads
/// by the value they fix; returns whether it changed anything.
bool dropUndemandedNaNFixups(llvm::Function &F);

/// The same for every function of \p M with a body.
bool dropUndemandedNaNFixups(llvm::Module &M);

struct NaNPayloadDemandOptions {};
llvm::Expected<NaNPayloadDemandOptions>
parseNaNPayloadDemandOptions(llvm::StringRef Params);

class NaNPayloadDemandPass : public llvm::PassInfoMixin<NaNPayloadDemandPass> {
public:
  explicit NaNPayloadDemandPass(NaNPayloadDemandOptions = {}) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_NANPAYLOADDEMAND_H
