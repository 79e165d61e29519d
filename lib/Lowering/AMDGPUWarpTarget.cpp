//===- AMDGPUWarpTarget.cpp - 32-lane CUDA warps on AMDGPU waves ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/AMDGPUWarpTarget.h"
#include "ShflLowering/Compat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/ConstantRange.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/TargetParser.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace shfl;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<AMDGPUSubtargetInfo>
shfl::resolveAMDGPUSubtarget(const Function &F, std::optional<unsigned> Requested) {
  AMDGPUSubtargetInfo Info;
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  SmallVector<StringRef, 16> FeatureList;
  Features.split(FeatureList, ',', -1, false);
  bool Has32 = is_contained(FeatureList, "+wavefrontsize32");
  bool Has64 = is_contained(FeatureList, "+wavefrontsize64");
  if (Has32 && Has64)
    return fail("target-features has both +wavefrontsize32 and +wavefrontsize64");

  // What the function's own attributes say; 0 if they say nothing.
  unsigned FromAttrs = Has64 ? 64 : Has32 ? 32 : 0;
  AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(CPU);
  Triple TT(F.getParent()->getTargetTriple());
  if (Kind == AMDGPU::GK_NONE && !CPU.empty() && TT.isAMDGCN())
    return fail("unknown AMDGPU processor '" + CPU + "'");
  if (Kind != AMDGPU::GK_NONE) {
    Info.CPU = CPU.str();
    AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(CPU);
    Info.Major = ISA.Major;
    if (ISA.Major < 8)
      return fail("'" + CPU + "' has no ds_bpermute (gfx8 or later is required)");
    bool Can32 = AMDGPU::getArchAttrAMDGCN(Kind) & AMDGPU::FEATURE_WAVE32;
    bool Can64 = !(ISA.Major == 12 && ISA.Minor >= 5); // gfx1250: wave32 only
    if (Has32 && !Can32)
      return fail("'" + CPU + "' does not support wave32");
    if (Has64 && !Can64)
      return fail("'" + CPU + "' does not support wave64");
    if (!FromAttrs)
      FromAttrs = Can32 ? 32 : 64; // gfx10+ default to wave32
  }

  if (Requested) {
    if (FromAttrs && FromAttrs != *Requested)
      return fail("the pass was asked for wave" + Twine(*Requested) +
                  ", but the function's target attributes select wave" +
                  Twine(FromAttrs) +
                  (CPU.empty() ? Twine("") : Twine(" ('") + CPU + "')"));
    Info.WaveSize = *Requested;
    return Info;
  }
  if (!FromAttrs)
    return fail("cannot determine the wavefront size: the function has no AMDGPU "
                "target-cpu or +wavefrontsize feature; use "
                "-passes='nvvm-shfl-to-amdgpu<wave32>' or '<wave64>'");
  Info.WaveSize = FromAttrs;
  return Info;
}

std::string AMDGPUWarpTarget::describe() const {
  return ("amdgpu wave" + Twine(WaveSize)).str();
}

/// Marks a lane-id call with the range of its result, [0, Limit).  Folding in
/// the pass (and later InstCombine and ISel) then knows, for instance, that
/// `lane & 31` is the lane itself on wave32.
static CallInst *withLaneRange(CallInst *CI, unsigned Limit) {
  CI->addRetAttr(Attribute::get(CI->getContext(), Attribute::Range,
                                ConstantRange(APInt(32, 0), APInt(32, Limit))));
  return CI;
}

LaneIds AMDGPUWarpTarget::buildLaneIds(IRBuilderBase &B) {
  Module &M = *B.GetInsertBlock()->getModule();
  Value *AllOnes = B.getInt32(~0u);
  CallInst *Lo = withLaneRange(
      B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::amdgcn_mbcnt_lo),
                   {AllOnes, B.getInt32(0)},
                   WaveSize == 32 ? "lane.id" : "lane.id.lo"),
      32);
  LaneIds L;
  if (WaveSize == 32) {
    L.Lane = L.Self = Lo;
    return L;
  }
  // wave64: Self is the physical lane, the CUDA lane its low five bits.
  L.Self = withLaneRange(
      B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::amdgcn_mbcnt_hi),
                   {AllOnes, Lo}, "wave.lane.id"),
      64);
  L.Lane = B.CreateAnd(L.Self, 31, "lane.id");
  return L;
}

Value *AMDGPUWarpTarget::gather(IRBuilderBase &B, Value *Val, Value *Src,
                                const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  Value *Addr = B.CreateShl(Src, 2, Src->getName() + ".addr");
  return B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::amdgcn_ds_bpermute),
                      {Addr, Val}, Name);
}

ShflResult AMDGPUWarpTarget::moveValue(IRBuilderBase &B, const ShflCall &Call,
                                       const LaneIds &L, const SourceLane &S) {
  auto *BConst = dyn_cast<ConstantInt>(Call.B);
  if (Strategy != AMDGPUShflStrategy::Permute || Call.Mode == ptx::Idx || !BConst)
    return WarpTarget::moveValue(B, Call, L, S);

  // Push instead of pull: lane k sends its value to the lane that reads k.
  // The map k -> reader is a bijection of the wave (an add, a sub or a xor
  // by a constant, modulo the addressed lanes), so no two lanes ever write
  // one slot.  A lane whose own read is not valid ignores what it got.
  Module &M = *B.GetInsertBlock()->getModule();
  Value *BVal = B.getInt32(BConst->getZExtValue() & 31);
  const std::string &N = Call.Name;
  Value *Dst = nullptr;
  switch (Call.Mode) {
  case ptx::Up: // reader of k is k + b
    Dst = B.CreateAdd(L.Self, BVal, N + ".dst");
    break;
  case ptx::Down: // reader of k is k - b
    Dst = B.CreateSub(L.Self, BVal, N + ".dst");
    break;
  case ptx::Bfly: // xor is its own inverse: the reader of k is k's source
    Dst = S.SelfJ;
    break;
  case ptx::Idx:
    llvm_unreachable("idx is a gather");
  }
  Value *Addr = B.CreateShl(Dst, 2, N + ".dst.addr");
  Value *Pushed =
      B.CreateCall(compat::getIntrinsicDecl(M, Intrinsic::amdgcn_ds_permute),
                   {Addr, Call.Val}, N + ".pushed");
  ShflResult R;
  R.Val = S.Known == Validity::AllLanes
              ? Pushed
              : B.CreateSelect(S.Valid, Pushed, Call.Val, N + ".moved");
  R.Pred = S.Valid;
  R.Strategy = "ds_permute";
  return R;
}
