//===- Toy.td - A vendor warp target of the find_package test -*- tablegen -*-===//
//
// The least a target needs: the lane id and the lane-indexed gather.
//
//===----------------------------------------------------------------------===//

include "llvm/Target/Target.td"
include "ShflLowering/Target/ShflTarget.td"

def Toy : WarpTargetInfo<"toy", 32, [{
A toy GPU with 32-lane warps: one CUDA warp per warp.
}]>;

def : WarpSubtarget<"toy1", [], "the only toy">;

let TargetPrefix = "toy" in {
def int_toy_lane_id
    : DefaultAttrsIntrinsic<[llvm_i32_ty], [], [IntrNoMem, IntrSpeculatable]>,
      WarpIntrinsic<WarpLaneIdPrimitive, [], [{
Returns L, the index of the executing lane in its warp, in [0, 31].
}]>;

def int_toy_gather
    : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty],
                [IntrNoMem, IntrConvergent, IntrWillReturn, IntrNoCallback,
                 IntrNoFree]>,
      WarpIntrinsic<WarpGatherPrimitive, [], [{
gather(value, lane): lane L returns value[lane[L] & 31], or 0 if that lane is
not active.
}]>;
}
