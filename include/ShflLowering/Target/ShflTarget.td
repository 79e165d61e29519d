//===- ShflTarget.td - Classes for describing a warp target -*- tablegen -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The vocabulary a target description uses to tell shfl-lowering which of its
// intrinsics implement the primitives of the lowering seam (WarpTarget.h),
// and which subtargets have them.  It builds on LLVM's own classes:
//
//   * intrinsics are ordinary `Intrinsic` / `DefaultAttrsIntrinsic` records
//     (llvm/IR/Intrinsics.td) that also derive from WarpIntrinsic;
//   * features are `SubtargetFeature` records and subtargets are `Processor`
//     records (llvm/Target/Target.td), so the same records can later feed
//     llvm-tblgen -gen-subtarget and ISel patterns of a real backend.
//
// shfl-tblgen -gen-warp-intrinsics turns a description into X-macro tables;
// it checks every record against the rules below and reports a violation at
// the record.  A target description includes llvm/Target/Target.td first.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Primitives: what the lowering needs from a target.
//===----------------------------------------------------------------------===//

/// One operation of the lowering seam.  Every intrinsic that implements it
/// must have exactly this signature (the C++ lowering builds calls with it).
class WarpPrimitive<string enum, list<LLVMType> ret_types,
                    list<LLVMType> param_types> {
  /// The C++ enumerator (shfl::<target>::Primitive::<Enum>).
  string Enum = enum;
  list<LLVMType> RetTypes = ret_types;
  list<LLVMType> ParamTypes = param_types;
  /// Every subtarget must have an intrinsic for it.
  bit Required = false;
  /// It moves values between lanes, so its intrinsic must be IntrConvergent.
  bit CrossLane = false;
  /// Parameters that must be immediates (ImmArg<ArgIndex<N>>).
  list<int> ImmArgs = [];
  /// For a native shuffle: the PTX mode it implements (idx, up, down, bfly).
  string PTXMode = "";
  /// The contract the lowering relies on; the intrinsic's Doc refines it.
  string Doc = "";
}

def WarpLaneIdPrimitive : WarpPrimitive<"LaneId", [llvm_i32_ty], []> {
  let Required = true;
  let Doc = "the CUDA lane id of the executing lane, in [0, 32)";
}

def WarpGatherPrimitive
    : WarpPrimitive<"Gather", [llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty]> {
  let Required = true;
  let CrossLane = true;
  let Doc = "(value, lane): the value of another lane of the warp, addressed "
            "by lane index";
}

/// A native segmented shuffle: (value, b, immediate segment width) returning
/// {value, valid}.
class WarpSegmentedShflPrimitive<string enum, string mode>
    : WarpPrimitive<enum, [llvm_i32_ty, llvm_i1_ty],
                    [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty]> {
  let CrossLane = true;
  let ImmArgs = [2];
  let PTXMode = mode;
  let Doc = "shfl." # mode # " within power-of-two segments, clamped at the "
            "segment edge, with a validity predicate";
}

def WarpShflIdxPrimitive : WarpSegmentedShflPrimitive<"ShflIdx", "idx">;
def WarpShflUpPrimitive : WarpSegmentedShflPrimitive<"ShflUp", "up">;
def WarpShflDownPrimitive : WarpSegmentedShflPrimitive<"ShflDown", "down">;
def WarpShflBflyPrimitive : WarpSegmentedShflPrimitive<"ShflBfly", "bfly">;

//===----------------------------------------------------------------------===//
// Target, intrinsics and subtargets.
//===----------------------------------------------------------------------===//

/// The target itself; a description has exactly one.
class WarpTargetInfo<string prefix, int warp_size, string doc> {
  /// The intrinsic namespace: intrinsics are named llvm.<Prefix>.*, and their
  /// records set TargetPrefix to it.
  string Prefix = prefix;
  /// Lanes per warp.  The lowering supports 32 (one CUDA warp per warp).
  int WarpSize = warp_size;
  string Doc = doc;
}

/// Mixed into an Intrinsic record: which primitive it implements, which
/// subtarget features it needs, and its exact semantics.  The Doc is the
/// specification the emulator implements, so it must be complete.
class WarpIntrinsic<WarpPrimitive primitive, list<SubtargetFeature> features,
                    string doc> {
  WarpPrimitive Primitive = primitive;
  list<SubtargetFeature> RequiredFeatures = features;
  string Doc = doc;
}

/// A subtarget: a Processor (so -mcpu= and -gen-subtarget can use it later)
/// with documentation.  It has every WarpIntrinsic whose RequiredFeatures it
/// has (directly or through SubtargetFeature::Implies).
class WarpSubtarget<string name, list<SubtargetFeature> features, string doc>
    : Processor<name, NoItineraries, features> {
  string Doc = doc;
}
