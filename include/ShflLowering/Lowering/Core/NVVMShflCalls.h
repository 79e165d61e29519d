//===- NVVMShflCalls.h - Finding and rewriting llvm.nvvm.shfl calls -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The target-independent driver shared by every shuffle-lowering pass: it
/// recognises the 16 `llvm.nvvm.shfl.sync.*` intrinsics and the 16 legacy
/// `llvm.nvvm.shfl.*`, checks their signatures, converts the payload to i32,
/// asks a WarpTarget to lower each call, and rebuilds the result (value and
/// predicate).  Problems are reported as `error:` diagnostics on the call;
/// nothing aborts.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_NVVMSHFLCALLS_H
#define SHFL_LOWERING_LOWERING_CORE_NVVMSHFLCALLS_H

#include "ShflLowering/Lowering/Core/FunctionCaches.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"

namespace llvm {
class CallInst;
class DiagnosticLocation;
class Instruction;
class OptimizationRemark;
} // namespace llvm

namespace shfl {

/// One of the 32 NVVM shuffle intrinsics.
struct NVVMShflKind {
  ShflMode Mode = ptx::Idx;
  bool IsSync = true;   ///< llvm.nvvm.shfl.sync.* (with a membermask)
  bool IsFloat = false; ///< f32 payload
  bool HasPred = false; ///< returns {value, i1}
  /// Type suffix as in the intrinsic name: i32, f32, i32p or f32p.
  llvm::StringRef typeSuffix() const;
  /// "shfl.sync.bfly.i32" and the like.
  std::string shortName() const;
};

/// True if \p Name is in the `llvm.nvvm.shfl.` namespace, recognised or not.
bool isNVVMShflName(llvm::StringRef Name);

/// Classifies a declaration in the `llvm.nvvm.shfl.` namespace; fails with a
/// message if the mode, the type suffix or the signature is not one of the 32
/// known forms.
llvm::Expected<NVVMShflKind> classifyNVVMShfl(const llvm::Function &Decl);

/// What the driver tells its pass about each lowered call, before the call is
/// erased (so remarks can point at it).
struct LoweredShfl {
  NVVMShflKind Kind;
  std::string TargetDesc;
  llvm::StringRef Strategy;
  /// The cost of the lowering: the IR instructions emitted at the call (the
  /// lane ids, computed once per function, are not counted).
  unsigned NumInstrs = 0;
};

/// The "ShuffleLowered" remark of pass \p PassName for a lowered call: the
/// intrinsic, its mode and type, the target, how the value moved and the
/// number of instructions that took.  Shared
/// so that every shuffle pass reports calls the same way.  \p PassName is a
/// DEBUG_TYPE literal; the remark keeps the pointer.
llvm::OptimizationRemark shuffleLoweredRemark(const char *PassName,
                                              const llvm::CallInst &CI,
                                              const LoweredShfl &L);

/// Where a remark about the lowered call \p CI points: the user's call site,
/// i.e. the outermost location \p CI was inlined at (a shuffle inside a
/// header's __shfl_sync is reported at the line that calls __shfl_sync).
llvm::DiagnosticLocation callSiteLocation(const llvm::Instruction &CI);

using LoweredCallback =
    llvm::function_ref<void(const llvm::CallInst &, const LoweredShfl &)>;

struct RewriteStatus {
  bool Changed = false;
  bool HadErrors = false;
};

/// Lowers every NVVM shuffle call in \p M through the targets \p GetTarget
/// gives, and erases the declarations left without uses.  With
/// \p LaneDemand, each constant-operand call tells its target which lanes of
/// its result are used (ShflCall::Demanded, LaneDemand.h), found on the
/// module as it is before the first call is lowered; and a constant-operand
/// call whose predicate is used only through extractvalue, on lanes where
/// PTX's model makes it true, gets `true` for it (CUB's `@p add` steps of
/// a reduction whose total only lane 0 stores).
RewriteStatus rewriteNVVMShuffles(llvm::Module &M, TargetProvider GetTarget,
                                  LoweredCallback OnLowered,
                                  bool LaneDemand = false);

/// Where a shuffle's predicate is false, PTX gives the lane its own value
/// (PTXShflModel.h: `valid ? a[j] : a[lane]`).  So in `select p, x, r`,
/// with {r, p} the result of one shuffle of `a`, the false arm reads `a`:
/// CUB's `@p add` step (`shfl.sync.up.b32 r|p` then `@p add.f32 r, r, x`)
/// becomes `p ? r + a : a`, r is then used only where p holds, and a
/// constant-operand shuffle's result needs no own-value select for its
/// out-of-range lanes (LaneDemand.h).  Returns whether a select changed.
bool pickOwnValueWhereOutOfRange(llvm::Module &M);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_NVVMSHFLCALLS_H
