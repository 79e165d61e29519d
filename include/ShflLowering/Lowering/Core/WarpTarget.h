//===- WarpTarget.h - The seam: which lane vs. how to move it ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one seam of the project.  Lowering a warp shuffle is split in two:
///
///  1. *Which lane to read* (target independent): computeSourceLane() turns
///     the PTX operands b and c into a source lane and a validity predicate,
///     following PTXShflModel.h exactly and folding constant operands.
///  2. *How this target moves the value* (WarpTarget): the lane ids of the
///     executing lane, a gather of a 32-bit value from a lane, and optional
///     hooks through which a target replaces parts of the generic sequence
///     (a native shuffle, a push-permute, DPP).
///
/// AMDGPU wave32 and wave64 implement WarpTarget in AMDGPUWarpTarget.h; other
/// targets (the TableGen-described hgpu target, faster AMDGPU paths) plug in
/// here too.  lowerShuffle() is the only place that combines the two halves.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_WARPTARGET_H
#define SHFL_LOWERING_LOWERING_CORE_WARPTARGET_H

#include "ShflLowering/Semantics/PTXShflModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/ValueHandle.h"
#include <optional>
#include <string>
#include <tuple>

namespace shfl {

using ShflMode = ptx::Mode;

/// The executing lane, as the target numbers it.
///
/// `Lane` is the CUDA lane id in [0, 32).  `Self` is the lane's index in the
/// target's own lane space (the physical lane of the wavefront), arranged so
/// that CUDA lane j of the caller's 32-lane warp has index `(Self & ~31) | j`.
/// When the warp is the whole wavefront, Self and Lane are the same value.
struct LaneIds {
  llvm::Value *Lane = nullptr;
  llvm::Value *Self = nullptr;
  bool selfIsLane() const { return Self == Lane; }
};

/// The parts of the range checks that one function's calls have built, so
/// that a later call with the same operands takes them instead of building
/// them again: a 64-bit or struct shuffle is several calls with one `b` and
/// `c`, and a helper's runtime width reaches all its shuffles as one `c`.
///
/// A part stands right before the call that built it, so it dominates the
/// calls after that one in its block.  The user lowers a block's calls in
/// program order, and a part is taken only by a call of the block it stands
/// in, so only those calls take it.  Parts are held through weak handles: a
/// fast path deletes the checks it does not need.
class SharedChecks {
public:
  /// What a part computes (computeSourceLane()'s values).
  enum Part : uint8_t {
    BVal,     ///< b & 31
    SegMask,  ///< (c >> 8) & 31
    NotSeg,   ///< ~segmask
    Clamp,    ///< c & 31 & ~segmask
    SegLane,  ///< lane & segmask
    MaxLane,  ///< seglane | clamp
    IdxHi,    ///< bval & ~segmask
    Keep,     ///< segmask | ~31
    SelfBase, ///< Self & keep
    J,        ///< the CUDA source lane
    SelfJ,    ///< the source in the Self space
    Valid,    ///< the range check
  };

  /// The part \p P of (\p Mode, \p B, \p C) that a call in \p BB, after
  /// the calls lowered so far, can use, or null.
  llvm::Value *find(Part P, ShflMode Mode, const llvm::Value *B,
                    const llvm::Value *C, const llvm::BasicBlock *BB) const;
  /// Records \p V as part \p P of (\p Mode, \p B, \p C); constants are not
  /// recorded.
  void add(Part P, ShflMode Mode, const llvm::Value *B, const llvm::Value *C,
           llvm::Value *V);
  /// Forgets every part (on to another function).
  void clear() { Parts.clear(); }

private:
  using Key = std::tuple<unsigned, const llvm::Value *, const llvm::Value *>;
  llvm::DenseMap<Key, llvm::WeakVH> Parts;
};

/// One shuffle to lower, with its operands already in i32 form.
struct ShflCall {
  ShflMode Mode;
  llvm::Value *Val; ///< The 32-bit payload (floats are bitcast to i32).
  llvm::Value *B;   ///< Lane / delta / xor mask operand.
  llvm::Value *C;   ///< Packed clamp and segment mask.
  std::string Name; ///< Prefix for the names of new values.
  /// Whether the caller uses the predicate; if not, lowerShuffle() drops the
  /// range check that only the predicate needed.
  bool NeedPred = true;
  /// The CUDA lanes whose value result is used (LaneDemand.h); a target may
  /// give the other lanes any defined value.
  uint32_t Demanded = ~0u;
  /// Whether the call runs with the lanes its wave was launched with
  /// (FunctionCaches.h's LaunchLaneBlocks): then lane 0 of a warp is active
  /// wherever any lane of the warp is.
  bool LaunchLanes = false;
  /// The parts of the range checks of the function's earlier calls, which
  /// were lowered in program order; without them (null) every check is
  /// built anew.
  SharedChecks *Shared = nullptr;
};

/// A warp reduction (redux.sync).  The float ops take float values; FMin and
/// FMax ignore NaN inputs, the *NaN forms propagate them.
enum class ReduxOp { Add, SMin, SMax, UMin, UMax, And, Or, Xor, FMin, FMax,
                     FMinNaN, FMaxNaN };

/// What is statically known about the validity predicate.
enum class Validity { AllLanes, NoLane, PerLane };

/// Result of the "which lane" half.
struct SourceLane {
  Validity Known = Validity::PerLane;
  llvm::Value *Valid = nullptr; ///< i1; a constant unless Known == PerLane.
  /// The source in the target's lane space, assuming the lane is valid
  /// (`(Self & ~31) | j`); null when Known == NoLane.
  llvm::Value *SelfJ = nullptr;
};

/// Result of a lowered shuffle.
struct ShflResult {
  llvm::Value *Val = nullptr;  ///< i32
  llvm::Value *Pred = nullptr; ///< i1
  llvm::StringRef Strategy;    ///< How the value moved, for remarks.
};

/// With constant b and c, decides the predicate for all 32 lanes from the
/// PTX model: every lane, no lane, or some.  std::nullopt if b or c is not a
/// constant.
std::optional<Validity> staticValidity(const ShflCall &Call);

/// Computes the source lane and validity of \p Call for the lane \p L,
/// exactly as PTXShflModel.h does.  Constant b and c are decided here for all
/// 32 lanes, so the emitted code holds no statically true or false check.
///
/// Without \p NeedSource (constant b and c only), SelfJ is not built, nor
/// the check unless the call returns its predicate (Valid is then null where
/// it is not a constant); a call whose every lane reads itself gets SelfJ =
/// L.Self, decided from the PTX model, as the folded source would be.
SourceLane computeSourceLane(llvm::IRBuilderBase &B, const ShflCall &Call,
                             const LaneIds &L, bool NeedSource = true);

/// How a target moves a 32-bit value between the lanes of a CUDA warp.
class WarpTarget {
public:
  virtual ~WarpTarget();

  /// A short description for remarks and debug output ("amdgpu wave64").
  virtual std::string describe() const = 0;

  /// Emits the lane ids at \p B's insertion point (the function entry); the
  /// driver emits them once per function and reuses them for every call.
  virtual LaneIds buildLaneIds(llvm::IRBuilderBase &B) = 0;

  /// Reads the i32 \p Val of the lane whose index (in the Self space of
  /// LaneIds) is \p Src.
  virtual llvm::Value *gather(llvm::IRBuilderBase &B, llvm::Value *Val,
                              llvm::Value *Src, const llvm::Twine &Name) = 0;

  /// The name of the instruction gather() uses, for remarks.
  virtual llvm::StringRef gatherName() const = 0;

  /// Lowers the whole shuffle with a native instruction of the target, if it
  /// has one for this call.  The default declines.
  virtual std::optional<ShflResult> lowerNative(llvm::IRBuilderBase &B,
                                                const ShflCall &Call,
                                                const LaneIds &L);

  /// Whether moveValue() moves \p Call's value without its source lane
  /// (SourceLane::SelfJ): a fast path whose moves follow from constant b and
  /// c.  lowerShuffle() then builds only what the predicate needs.  The
  /// default says no.
  virtual bool movesWithoutSource(const ShflCall &Call) { return false; }

  /// Moves the value once the source lane is known.  The default selects the
  /// caller's own lane where the source is not valid (unless no demanded
  /// lane is out of range: ShflCall::Demanded) and gathers from it;
  /// targets override this for push-style or DPP movement.
  virtual ShflResult moveValue(llvm::IRBuilderBase &B, const ShflCall &Call,
                               const LaneIds &L, const SourceLane &S);

  // Hooks of the other warp primitives (vote, match, redux, ...), used by
  // nvvm-warp-to-amdgpu through NVVMWarpCalls.h.  Every hook has a default,
  // so a target implements only what it can do natively; a hook that returns
  // null makes the driver report the primitive as unsupported on the target.

  /// Lanes of the target's execution unit (a multiple of 32); the unit holds
  /// waveLanes() / 32 CUDA warps, numbered by `Self >> 5`.
  virtual unsigned waveLanes() const { return 32; }

  /// A ballot of the whole execution unit: an iN (N = waveLanes()) whose bit
  /// k is set when lane k (Self space) is active and \p Pred is true there.
  /// The result is uniform.  The default returns null (no ballot).
  virtual llvm::Value *waveBallot(llvm::IRBuilderBase &B, llvm::Value *Pred,
                                  const llvm::Twine &Name);

  /// The caller's 32-lane warp's bits of the unit-wide mask \p WaveMask, as an
  /// i32 (bit j = CUDA lane j).  The default shifts by `Self & ~31`.
  virtual llvm::Value *warpBits(llvm::IRBuilderBase &B, llvm::Value *WaveMask,
                                const LaneIds &L, const llvm::Twine &Name);

  /// The ballot of the caller's warp: bit j set when CUDA lane j of the
  /// caller's warp is active and \p Pred holds there.  The default is
  /// warpBits(waveBallot()); null if the target has no ballot.
  virtual llvm::Value *ballot(llvm::IRBuilderBase &B, llvm::Value *Pred,
                              const LaneIds &L, const llvm::Twine &Name);

  /// Reads \p Val (i32 or i64) from lane \p Idx (Self space, i32), where
  /// \p Idx is the same on every active lane.  The default uses gather().
  virtual llvm::Value *readLane(llvm::IRBuilderBase &B, llvm::Value *Val,
                                llvm::Value *Idx, const llvm::Twine &Name);

  /// Reduces \p Val (i32, or float for the float ops) with \p Op over the
  /// active lanes of the caller's warp.  The active lanes among \p Demanded
  /// (bit i: CUDA lane i of each warp; LaneDemand.h) get the result; the
  /// others may get any value.  The default returns null (no reduction).
  virtual llvm::Value *reduce(llvm::IRBuilderBase &B, ReduxOp Op,
                              llvm::Value *Val, const LaneIds &L,
                              uint32_t Demanded, const llvm::Twine &Name);

  /// Reduces \p Val (i32) with the integer op \p Op within each tile of
  /// \p Width (2, 4, 8 or 16) consecutive CUDA lanes: every active lane
  /// gets the op over the active lanes of its own tile.  The default
  /// returns null (the caller falls back to a general lowering).
  virtual llvm::Value *reduceTile(llvm::IRBuilderBase &B, ReduxOp Op,
                                  llvm::Value *Val, unsigned Width,
                                  const llvm::Twine &Name);

  /// Emits a warp barrier with memory ordering among the warp's lanes
  /// (`__syncwarp`).  The default is a system-scope acq_rel fence.
  virtual void warpSync(llvm::IRBuilderBase &B);
};

/// The identity element of \p Op for values of type \p Ty.
llvm::Constant *reduxIdentity(ReduxOp Op, llvm::Type *Ty);

/// Combines two values of \p Op's type with \p Op.
llvm::Value *applyReduxOp(llvm::IRBuilderBase &B, ReduxOp Op, llvm::Value *X,
                          llvm::Value *Y, const llvm::Twine &Name);

/// Lowers one shuffle on \p T: the native path if the target takes it, else
/// computeSourceLane() followed by WarpTarget::moveValue().
ShflResult lowerShuffle(llvm::IRBuilderBase &B, WarpTarget &T,
                        const ShflCall &Call, const LaneIds &L);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_WARPTARGET_H
