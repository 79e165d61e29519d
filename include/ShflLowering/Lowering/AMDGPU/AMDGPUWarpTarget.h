//===- AMDGPUWarpTarget.h - 32-lane CUDA warps on AMDGPU waves --*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The AMDGPU side of the seam.  A CUDA warp is the whole wavefront on
/// wave32, and one 32-lane half of it on wave64.  Values move with
/// `llvm.amdgcn.ds.bpermute` at byte address `((physical & 32) | j) * 4`,
/// which is right on every generation: gfx9/CDNA and gfx12 address the whole
/// wave64 modulo 64, gfx10/11 wave64 only the caller's own half modulo 32,
/// and both reduce that address to the caller's half.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUWARPTARGET_H
#define SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUWARPTARGET_H

#include "ShflLowering/Lowering/AMDGPU/AMDGPUFastPaths.h"
#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/Error.h"
#include <map>

namespace shfl {

/// How up/down/bfly with a constant b move their value.
enum class AMDGPUShflStrategy {
  BPermute, ///< every lane pulls from its source (ds_bpermute); the default
  Permute,  ///< every lane pushes to its reader (ds_permute)
};

/// How redux.sync moves values between the lanes of its butterfly.
enum class AMDGPUReduxStrategy {
  DPP,      ///< quad_perm, row_half_mirror, row_mirror, then ds_swizzle
            ///< (gfx8/9) or v_permlanex16 (gfx10+); the default
  BPermute, ///< five ds_bpermute steps (lane ^ 1, 2, 4, 8, 16)
};

/// What the lowering needs to know about a function's AMDGPU subtarget.
struct AMDGPUSubtargetInfo {
  std::string CPU;       ///< target-cpu, or empty
  unsigned WaveSize = 0; ///< 32 or 64
  unsigned Major = 0;    ///< GFX generation, 0 if unknown
};

/// Determines the wave size of \p F: \p Requested (the pass parameter) if
/// given, else the function's target-cpu and target-features.  Fails when it
/// cannot be determined, when the two disagree, or when the processor has no
/// ds_bpermute (gfx6/gfx7).
/// \p PassName names the pass in the hint of the "cannot determine" error.
llvm::Expected<AMDGPUSubtargetInfo>
resolveAMDGPUSubtarget(const llvm::Function &F, std::optional<unsigned> Requested,
                       llvm::StringRef PassName = "nvvm-shfl-to-amdgpu");

/// Lane ids from mbcnt, movement through ds_bpermute / ds_permute.
class AMDGPUWarpTarget : public WarpTarget {
public:
  /// \p Major is the GFX generation (0 if unknown: then the DPP reduction
  /// assumes gfx8/9 and is only valid there).
  AMDGPUWarpTarget(unsigned WaveSize, AMDGPUShflStrategy Strategy,
                   unsigned Major = 0,
                   AMDGPUReduxStrategy Redux = AMDGPUReduxStrategy::DPP)
      : WaveSize(WaveSize), Strategy(Strategy), Major(Major), Redux(Redux) {}

  std::string describe() const override;
  LaneIds buildLaneIds(llvm::IRBuilderBase &B) override;
  llvm::Value *gather(llvm::IRBuilderBase &B, llvm::Value *Val, llvm::Value *Src,
                      const llvm::Twine &Name) override;
  llvm::StringRef gatherName() const override { return "ds_bpermute"; }
  /// A fast plan for constant b and c (fastPlan()).
  bool movesWithoutSource(const ShflCall &Call) override;
  ShflResult moveValue(llvm::IRBuilderBase &B, const ShflCall &Call,
                       const LaneIds &L, const SourceLane &S) override;

  // Warp-primitive hooks: llvm.amdgcn.ballot, readlane, a whole-wave-mode
  // butterfly for reductions, a wavefront-scope fence for __syncwarp.
  unsigned waveLanes() const override { return WaveSize; }
  llvm::Value *waveBallot(llvm::IRBuilderBase &B, llvm::Value *Pred,
                          const llvm::Twine &Name) override;
  llvm::Value *readLane(llvm::IRBuilderBase &B, llvm::Value *Val,
                        llvm::Value *Idx, const llvm::Twine &Name) override;
  llvm::Value *reduce(llvm::IRBuilderBase &B, ReduxOp Op, llvm::Value *Val,
                      const LaneIds &L, uint32_t Demanded,
                      const llvm::Twine &Name) override;
  llvm::Value *reduceTile(llvm::IRBuilderBase &B, ReduxOp Op, llvm::Value *Val,
                          unsigned Width, const llvm::Twine &Name) override;
  void warpSync(llvm::IRBuilderBase &B) override;

  unsigned getWaveSize() const { return WaveSize; }

  /// Enables the constant-operand fast paths (AMDGPUFastPaths.h) with the
  /// cross-lane instructions of \p F; they apply with the bpermute strategy.
  void setFastPaths(const AMDGPUXLaneFeatures &F) {
    XLane = F;
    FastPathsOn = true;
  }

  /// The cross-lane instructions of the processor, for the DPP reduction
  /// (reduce()) without the fast paths.
  void setCrossLane(const AMDGPUXLaneFeatures &F) { XLane = F; }

  /// Why the last moveValue() took the generic path and no fast path; empty
  /// when it took a fast path.  For the missed remarks.
  /// The reason of a lane pattern without a plan is worked out here, on
  /// first request (explainNoFastPlan runs the search for other processors),
  /// so that lowering without missed remarks does not pay for it.
  llvm::StringRef lastFastPathMiss();

private:
  /// The first \p Steps (1 to 5) steps of the redux butterfly, lane ^ 1, 2,
  /// 4, 8, 16, in whole wave mode: reduce() takes all five, reduceTile()
  /// those within the tile.  Only the lanes of \p Demanded (CUDA lanes of
  /// each warp) need the result.
  llvm::Value *butterfly(llvm::IRBuilderBase &B, ReduxOp Op, llvm::Value *Val,
                         unsigned Steps, uint32_t Demanded,
                         const llvm::Twine &Name);
  /// The fast plan of a call with a constant `c` and a constant `b` or one
  /// computed from the lane id alone (LaneFunction.h), if one is cheaper
  /// than the generic path; plans are cached per lane pattern.
  const FastPlan *fastPlan(const ShflCall &Call);
  /// Whether ds_bpermute takes its source lane modulo 32, within the
  /// caller's 32-lane half: wave32, and gfx10/11 in wave64.
  bool permuteReadsWarpLane() const;
  /// The lane pattern of the constant-operand shuffle (Mode, b, c), its
  /// demanded lanes and whether it runs with the launch's lanes
  /// (ShflCall::LaunchLanes), the key of Plans and Misses; finds its plan,
  /// or why there is none, when new.
  std::string fastPlanKey(ShflMode Mode, uint32_t BV, uint32_t CV,
                          uint32_t Demanded, bool LaunchLanes);
  /// The same for a lane pattern given as the lane each CUDA lane reads.
  std::string fastPlanKey(llvm::ArrayRef<int> Want, uint32_t Demanded,
                          bool LaunchLanes);

  unsigned WaveSize;
  AMDGPUShflStrategy Strategy;
  unsigned Major;
  AMDGPUReduxStrategy Redux;
  AMDGPUXLaneFeatures XLane;
  bool FastPathsOn = false;
  /// Per lane pattern: the plan, or why there is none.
  std::map<std::string, std::optional<FastPlan>> Plans;
  /// A lane pattern without a plan: its inputs, and why, once asked.
  struct Miss {
    int Want[32];
    uint32_t Demanded = 0;
    std::optional<std::string> Why;
  };
  std::map<std::string, Miss> Misses;
  /// Per (mode | launch lanes << 8, b, c, demanded lanes): its lane
  /// pattern's entries in Plans
  /// and Misses (the maps' nodes stay put), so that a repeated shuffle skips
  /// the lane model.
  struct PlanMemo {
    const std::optional<FastPlan> *Plan = nullptr;
    Miss *NoPlan = nullptr;
  };
  llvm::DenseMap<std::tuple<unsigned, uint32_t, uint32_t, uint32_t>, PlanMemo>
      ByOperands;
  /// Why fastPlan() last found no plan: a fixed text, or empty.
  llvm::StringRef LastMiss;
  /// With an empty LastMiss after a miss: the lane pattern that has no plan.
  Miss *LastNoPlan = nullptr;
  /// The intrinsics every lowered call uses, looked up once per module.
  IntrinsicDecls Decls;
  /// The attributes of a lane-id call whose result lies in [0, 32) and in
  /// [0, 64) (withLaneRange()), made once: every function builds lane ids.
  llvm::AttributeList LaneRange[2];
  /// Marks \p CI, a lane-id call without attributes, with the range of its
  /// result, [0, \p Limit) for a Limit of 32 or 64.
  llvm::CallInst *withLaneRange(llvm::CallInst *CI, unsigned Limit);
};

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_AMDGPU_AMDGPUWARPTARGET_H
