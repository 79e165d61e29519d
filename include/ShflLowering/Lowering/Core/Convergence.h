//===- Convergence.h - Carrying convergence-control tokens ------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A function that uses convergence control tokens
/// (`llvm.experimental.convergence.*`) must give one to every convergent
/// call: the verifier rejects a function that mixes controlled and
/// uncontrolled convergent calls.  When a lowering replaces a convergent call
/// that carries a `"convergencectrl"` bundle, every convergent call it emits
/// in its place (a ds_bpermute, a ballot, a barrier) must carry the same
/// token, and a loop it builds needs its own token from
/// `llvm.experimental.convergence.loop` in the loop header.
///
/// The lowerings build their code with whatever IRBuilder they like;
/// ConvergenceCarrier records what they insert (through its inserter, or
/// as the range of instructions in front of the call) and, once the
/// lowering is done, recreates each recorded convergent call without a
/// token as the same call with the bundle.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_CONVERGENCE_H
#define SHFL_LOWERING_LOWERING_CORE_CONVERGENCE_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/ValueHandle.h"
#include <memory>

namespace shfl {

/// The token of \p CB's `"convergencectrl"` bundle, or null.
llvm::Value *convergenceToken(const llvm::CallBase &CB);

/// Whether a function of \p M calls a convergence-control intrinsic (entry,
/// anchor or loop).  A lowering that creates none keeps the answer valid.
bool moduleUsesConvergenceControl(const llvm::Module &M);

/// Whether \p F calls a convergence-control intrinsic: every convergent
/// call a transform adds to it then needs a `"convergencectrl"` token.
bool usesConvergenceControl(const llvm::Function &F);

/// Gives every convergent call without a token, in the functions of \p M
/// that use convergence control, a `convergence.anchor` in front of it (a
/// libdevice call that became a call of a convergent OCML function).
/// Returns how many calls it changed.
unsigned anchorUncontrolledConvergentCalls(llvm::Module &M);

/// Records the instructions a lowering emits for one call and gives the
/// convergent calls among them the call's convergence-control token.
/// A call without a token in a function that uses convergence control (an
/// inline-asm `bar.sync`, which is not convergent, becomes a convergent
/// s_barrier) gets a `convergence.anchor` in front of it; the anchor is
/// removed again if nothing takes it.  Without a token on the original call
/// in a function without convergence control the carrier records nothing
/// and does nothing.
class ConvergenceCarrier {
public:
  /// \p Orig is the call being lowered.  \p ModuleUsesControl false says
  /// that no function of the module uses convergence control
  /// (moduleUsesConvergenceControl()), which spares looking at the function.
  explicit ConvergenceCarrier(llvm::CallBase &Orig,
                              bool ModuleUsesControl = true);
  /// Erases the anchor made for the call if nothing took it.
  ~ConvergenceCarrier();
  ConvergenceCarrier(const ConvergenceCarrier &) = delete;
  ConvergenceCarrier &operator=(const ConvergenceCarrier &) = delete;

  /// The token of the original call (or the anchor made for it), or null.
  llvm::Value *token() const { return Token; }

  /// An inserter for an IRBuilder that records every instruction it inserts.
  llvm::IRBuilderCallbackInserter inserter();

  /// Records the instructions from \p First up to (not including) \p End,
  /// all in one block; for code inserted without the inserter.
  void recordRange(llvm::Instruction *First, llvm::Instruction *End);

  /// Emits `llvm.experimental.convergence.loop` with the original token at
  /// \p B's insertion point (the top of \p Header, after its phis) and makes
  /// it the token of the convergent calls recorded in \p Header.  Does
  /// nothing without a token.
  void enterLoop(llvm::IRBuilderBase &B, llvm::BasicBlock *Header);

  /// Gives every recorded convergent call without a token its token (the
  /// loop's inside a loop header enterLoop() was told of, the original's
  /// elsewhere).  Returns how many calls it changed.
  unsigned finish();

private:
  llvm::Value *Token = nullptr;
  /// The anchor made for a call without a token, erased by finish() if
  /// unused.
  llvm::WeakTrackingVH Anchor;
  /// Shared with the inserters, which may outlive a move of the carrier.
  std::shared_ptr<llvm::SmallVector<llvm::WeakTrackingVH, 16>> Emitted;
  llvm::DenseMap<llvm::BasicBlock *, llvm::Value *> LoopTokens;
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_CONVERGENCE_H
