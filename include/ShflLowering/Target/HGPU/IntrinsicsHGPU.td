//===- IntrinsicsHGPU.td - hgpu cross-lane intrinsics ----*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The intrinsics of the hypothetical hgpu target.  Each record is an ordinary
// LLVM Intrinsic (types, properties, the TargetPrefix) plus a WarpIntrinsic
// that names the primitive it implements, the features it needs, and its
// exact semantics.  The Doc strings are the specification: the emulator and
// include/ShflLowering/Semantics/HGPUSemantics.h implement them word for word.
//
// Common terms used below, for a call executed by the active lanes of a warp:
//   L        the executing lane, in [0, 32)
//   x[k]     operand x as supplied by lane k to the same dynamic instance of
//            the call
//   active   lane k is executing this dynamic instance of the call
//
// An out-of-tree project cannot add intrinsic IDs to LLVM, so these are
// declared in IR as functions named llvm.hgpu.* carrying the attributes the
// properties below give (see docs/hgpu.md); their Intrinsic::ID is
// not_intrinsic.
//
//===----------------------------------------------------------------------===//

let TargetPrefix = "hgpu" in {

def int_hgpu_lane_id
    : DefaultAttrsIntrinsic<[llvm_i32_ty], [], [IntrNoMem, IntrSpeculatable]>,
      WarpIntrinsic<WarpLaneIdPrimitive, [], [{
Returns L, the index of the executing lane within its warp, an integer in
[0, 31].  It reads no operand of another lane and is not convergent.
}]>;

// Cross-lane operations are not nosync (they communicate between lanes), so
// they list their properties like llvm.amdgcn.ds.bpermute instead of using
// DefaultAttrsIntrinsic.
def int_hgpu_gather
    : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty],
                [IntrNoMem, IntrConvergent, IntrWillReturn, IntrNoCallback,
                 IntrNoFree]>,
      WarpIntrinsic<WarpGatherPrimitive, [], [{
Lane-indexed gather: gather(value, lane).  Each active lane L computes the
source lane s = lane[L] & 31 (the low five bits of its own lane operand; the
other bits are ignored; the operand is a lane index, not a byte address) and
returns value[s].  If lane s is not active, lane L receives 0.
}]>;

// The native segmented shuffles.  For the four of them, with W = width
// (an immediate power of two), k = b[L] & 31, S = L & ~(W - 1) (the first
// lane of L's segment) and E = S + W - 1 (its last lane), each active lane L
// computes a source lane j and a predicate valid, and returns
//   { valid ? value[j] : value[L], valid }.
// If valid holds and lane j is not active, the value is 0.

def int_hgpu_shfl_idx
    : Intrinsic<[llvm_i32_ty, llvm_i1_ty], [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty],
                [IntrNoMem, IntrConvergent, IntrWillReturn, IntrNoCallback,
                 IntrNoFree, ImmArg<ArgIndex<2>>]>,
      WarpIntrinsic<WarpShflIdxPrimitive, [FeatureNativeShfl], [{
Segmented indexed shuffle: shfl.idx(value, b, width) -> {i32, i1}.  width is
an immediate in {1, 2, 4, 8, 16, 32}; any other width is invalid IR.  With
W = width, k = b[L] & 31 and S = L & ~(W - 1): j = S | (k & (W - 1)) and
valid = true.  Lane L returns {value[j], true}; value[j] is 0 if lane j is not
active.
}]>;

def int_hgpu_shfl_up
    : Intrinsic<[llvm_i32_ty, llvm_i1_ty], [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty],
                [IntrNoMem, IntrConvergent, IntrWillReturn, IntrNoCallback,
                 IntrNoFree, ImmArg<ArgIndex<2>>]>,
      WarpIntrinsic<WarpShflUpPrimitive, [FeatureNativeShfl], [{
Segmented shuffle up: shfl.up(value, b, width) -> {i32, i1}.  width is an
immediate in {1, 2, 4, 8, 16, 32}; any other width is invalid IR.  With
W = width, k = b[L] & 31 and S = L & ~(W - 1): j = L - k (a signed integer)
and valid = (j >= S).  Lane L returns {valid ? value[j] : value[L], valid};
the value is 0 if valid holds and lane j is not active.
}]>;

def int_hgpu_shfl_down
    : Intrinsic<[llvm_i32_ty, llvm_i1_ty], [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty],
                [IntrNoMem, IntrConvergent, IntrWillReturn, IntrNoCallback,
                 IntrNoFree, ImmArg<ArgIndex<2>>]>,
      WarpIntrinsic<WarpShflDownPrimitive, [FeatureNativeShfl], [{
Segmented shuffle down: shfl.down(value, b, width) -> {i32, i1}.  width is an
immediate in {1, 2, 4, 8, 16, 32}; any other width is invalid IR.  With
W = width, k = b[L] & 31, S = L & ~(W - 1) and E = S + W - 1: j = L + k and
valid = (j <= E).  Lane L returns {valid ? value[j] : value[L], valid}; the
value is 0 if valid holds and lane j is not active.
}]>;

def int_hgpu_shfl_xor
    : Intrinsic<[llvm_i32_ty, llvm_i1_ty], [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty],
                [IntrNoMem, IntrConvergent, IntrWillReturn, IntrNoCallback,
                 IntrNoFree, ImmArg<ArgIndex<2>>]>,
      WarpIntrinsic<WarpShflBflyPrimitive, [FeatureNativeShfl], [{
Segmented butterfly shuffle: shfl.xor(value, b, width) -> {i32, i1}.  width
is an immediate in {1, 2, 4, 8, 16, 32}; any other width is invalid IR.  With
W = width, k = b[L] & 31, S = L & ~(W - 1) and E = S + W - 1: j = L ^ k and
valid = (j <= E).  Note that k is not reduced modulo W: a lane may read a lane
of a lower segment (valid) but never one of a higher segment (not valid).
Lane L returns {valid ? value[j] : value[L], valid}; the value is 0 if valid
holds and lane j is not active.
}]>;

} // TargetPrefix = "hgpu"
