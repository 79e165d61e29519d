//===- PermuteAddressMerge.cpp - ds_bpermute addresses as a bit merge -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// See PermuteAddressMerge.h.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/PermuteAddressMerge.h"
#include "ShflLowering/Support/PassParams.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

#define DEBUG_TYPE "permute-address-merge"
STATISTIC(NumMerged, "ds_bpermute/ds_permute addresses rewritten as a masked "
                     "merge (v_bfi_b32)");

/// Whether the bits of \p V outside \p Masks are known to be zero.
static bool onlyIn(const Value *V, const APInt &Masks, const DataLayout &DL) {
  return (~Masks).isSubsetOf(computeKnownBits(V, DL).Zero);
}

/// If \p Or is `(X & M) | (Y & N)`, M and N disjoint constants, and Y has no
/// bit outside both (or X, the roles swapped), it is `(X & M) | (Y & ~M)`:
/// replaces it with `Y ^ ((X ^ Y) & M)`.  Y is used twice there, so an
/// undef Y, which each use may see differently, is frozen first.  Returns
/// whether it did.
static bool rewriteMerge(BinaryOperator &Or, const DataLayout &DL) {
  Value *X, *Y;
  const APInt *M, *N;
  if (!match(&Or, m_Or(m_And(m_Value(X), m_APInt(M)),
                       m_And(m_Value(Y), m_APInt(N)))) ||
      M->intersects(*N) || isa<Constant>(X) || isa<Constant>(Y))
    return false;
  APInt Both = *M | *N;
  bool YFits = onlyIn(Y, Both, DL);
  if (!YFits && !onlyIn(X, Both, DL))
    return false;
  // Either way round is the same value; the smaller mask is more likely an
  // inline constant of v_bfi_b32 (31, not -32).
  if (!YFits || (M->ugt(*N) && onlyIn(X, Both, DL))) {
    std::swap(X, Y);
    M = N;
  }
  IRBuilder<> B(&Or);
  std::string Name = Or.getName().str();
  auto Part = [&](const char *Suffix) {
    return Name.empty() ? std::string() : Name + Suffix;
  };
  if (!isGuaranteedNotToBeUndef(Y))
    Y = B.CreateFreeze(Y, Part(".keep"));
  Value *Diff = B.CreateXor(X, Y, Part(".diff"));
  Value *Low = B.CreateAnd(Diff, ConstantInt::get(Or.getType(), *M),
                           Part(".low"));
  Value *Merged = B.CreateXor(Y, Low);
  Merged->takeName(&Or);
  LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << Or << " -> " << *Merged << "\n");
  Or.replaceAllUsesWith(Merged);
  RecursivelyDeleteTriviallyDeadInstructions(&Or);
  ++NumMerged;
  return true;
}

/// The `or` that computes the lane of address \p Addr: \p Addr itself or
/// the operand of its shift left by a constant.
static BinaryOperator *laneMerge(Value *Addr) {
  Value *J = Addr;
  match(Addr, m_Shl(m_Value(J), m_ConstantInt()));
  auto *Or = dyn_cast<BinaryOperator>(J);
  return Or && Or->getOpcode() == Instruction::Or ? Or : nullptr;
}

PreservedAnalyses PermuteAddressMergePass::run(Module &M,
                                               ModuleAnalysisManager &) {
  const DataLayout &DL = M.getDataLayout();
  bool Changed = false;
  for (Function &Decl : M) {
    Intrinsic::ID ID = Decl.getIntrinsicID();
    if (ID != Intrinsic::amdgcn_ds_bpermute && ID != Intrinsic::amdgcn_ds_permute)
      continue;
    for (User *U : Decl.users()) {
      auto *II = dyn_cast<IntrinsicInst>(U);
      // optnone code is left as written, as LLVM's own passes leave it.
      if (!II || II->getCalledFunction() != &Decl || II->arg_size() != 2 ||
          II->getFunction()->hasOptNone())
        continue;
      if (BinaryOperator *Or = laneMerge(II->getArgOperand(0)))
        Changed |= rewriteMerge(*Or, DL);
    }
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

Expected<PermuteAddressMergeOptions>
shfl::parsePermuteAddressMergeOptions(StringRef Params) {
  return parseNoParams<PermuteAddressMergeOptions>("permute-address-merge",
                                                   Params);
}
