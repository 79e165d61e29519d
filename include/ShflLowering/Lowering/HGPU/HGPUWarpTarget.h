//===- HGPUWarpTarget.h - CUDA warps on the hypothetical hgpu ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hgpu side of the seam (WarpTarget.h).  An hgpu warp is one CUDA warp,
/// so the lane id is one intrinsic and Self == Lane.  Values move with the
/// lane-indexed llvm.hgpu.gather; on subtargets with the native segmented
/// shuffle, lowerNative() uses llvm.hgpu.shfl.<mode> for every shuffle whose
/// c is a constant describing power-of-two segments (HGPUNativeShfl.h).
/// Every intrinsic is found through the generated table by the primitive it
/// implements, never by name.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_HGPU_HGPUWARPTARGET_H
#define SHFL_LOWERING_LOWERING_HGPU_HGPUWARPTARGET_H

#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// Determines the hgpu subtarget of \p F: \p Requested (the pass parameter)
/// and/or the function's "target-cpu" when it names an hgpu subtarget (a
/// target-cpu of another target, such as sm_80, is ignored).  Fails when
/// neither says, when the target-cpu is an unknown hgpu subtarget, or when
/// the two disagree.
llvm::Expected<hgpu::Subtarget>
resolveHGPUSubtarget(const llvm::Function &F,
                     std::optional<hgpu::Subtarget> Requested);

/// Checks that every hgpu intrinsic \p M already has is declared with the
/// table's type, so that the lowering can call it.
llvm::Error checkHGPUDeclarations(llvm::Module &M);

/// Lane id from llvm.hgpu.lane.id, movement through llvm.hgpu.gather or the
/// native llvm.hgpu.shfl.<mode>.
class HGPUWarpTarget : public WarpTarget {
public:
  explicit HGPUWarpTarget(hgpu::Subtarget ST);

  std::string describe() const override;
  LaneIds buildLaneIds(llvm::IRBuilderBase &B) override;
  llvm::Value *gather(llvm::IRBuilderBase &B, llvm::Value *Val, llvm::Value *Src,
                      const llvm::Twine &Name) override;
  llvm::StringRef gatherName() const override;
  std::optional<ShflResult> lowerNative(llvm::IRBuilderBase &B,
                                        const ShflCall &Call,
                                        const LaneIds &L) override;

  hgpu::Subtarget getSubtarget() const { return ST; }
  /// Why the last lowerNative() call declined on a subtarget that has the
  /// native shuffle ("" if it did not decline, or has none), for remarks.
  llvm::StringRef lastNativeMiss() const { return LastMiss; }

  /// Deletes the parts of native results that no user took (the predicate
  /// of a shuffle without one, say); call once the driver is done.
  void deleteUnusedResults();

private:
  llvm::Function *declare(llvm::Module &M, hgpu::Primitive P) const;

  hgpu::Subtarget ST;
  llvm::StringRef LastMiss;
  /// The extractvalues of native calls, which may end up without users.
  llvm::SmallVector<llvm::WeakVH, 16> NativeParts;
  /// Remark strategies, per PTX mode: "llvm.hgpu.shfl.up" and
  /// "llvm.hgpu.shfl.up + clamp".
  std::string NativeStrategy[ptx::NumModes], ClampStrategy[ptx::NumModes];
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_HGPU_HGPUWARPTARGET_H
