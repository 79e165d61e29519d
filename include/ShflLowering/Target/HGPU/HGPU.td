//===- HGPU.td - The hypothetical hgpu warp target -------*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Top-level description of hgpu, a hypothetical GPU with 32-lane warps that
// shows how a vendor target plugs into shfl-lowering.  This file holds what a
// real backend keeps in lib/Target/<T>/<T>.td (features and processors); the
// intrinsics are in IntrinsicsHGPU.td, as LLVM keeps them in
// include/llvm/IR/Intrinsics<T>.td.
//
//   shfl-tblgen -gen-warp-intrinsics -I <llvm>/include -I <repo>/include HGPU.td
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"
include "ShflLowering/Target/ShflTarget.td"

def HGPUWarp : WarpTargetInfo<"hgpu", 32, [{
A hypothetical GPU.  Threads run in warps of 32 lanes, numbered 0 to 31; a
warp is always exactly one CUDA warp.  Cross-lane intrinsics are executed by
the active lanes of the warp together (they are convergent); a lane that is
not active neither supplies a value nor receives a result.  In the intrinsic
descriptions, L is the executing lane, x[k] is operand x as lane k supplied
it to the same dynamic instance of the call, and lane k is active if it
executes that instance.  All arithmetic is on mathematical integers.
}]>;

//===----------------------------------------------------------------------===//
// Subtarget features
//===----------------------------------------------------------------------===//

def FeatureNativeShfl
    : SubtargetFeature<"native-shfl", "HasNativeShfl", "true",
                       "Has the segmented shuffles llvm.hgpu.shfl.{idx,up,down,xor}">;

//===----------------------------------------------------------------------===//
// Subtargets
//===----------------------------------------------------------------------===//

def : WarpSubtarget<"hgpu1", [],
                    "first generation: lane id and the lane-indexed gather only">;
def : WarpSubtarget<"hgpu2", [FeatureNativeShfl],
                    "second generation: adds the native segmented shuffles">;

include "ShflLowering/Target/HGPU/IntrinsicsHGPU.td"
