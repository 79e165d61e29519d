//===- HGPUWarpTarget.cpp - CUDA warps on the hypothetical hgpu -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/HGPU/HGPUWarpTarget.h"
#include "ShflLowering/Semantics/HGPUNativeShfl.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "nvvm-shfl-to-hgpu"

using namespace llvm;
using namespace llvm::PatternMatch;
using namespace shfl;

STATISTIC(NumNativeRuntimeC,
          "Number of shuffles left to the gather because c is not a constant");
STATISTIC(NumNativeIrregular,
          "Number of shuffles left to the gather because c's segments are not "
          "power-of-two aligned");

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<hgpu::Subtarget>
shfl::resolveHGPUSubtarget(const Function &F,
                           std::optional<hgpu::Subtarget> Requested) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  std::optional<hgpu::Subtarget> FromCPU;
  if (CPU.starts_with(hgpu::getTargetPrefix())) {
    FromCPU = hgpu::lookupSubtarget(CPU);
    if (!FromCPU)
      return fail("unknown hgpu subtarget '" + CPU + "' (expected " +
                  hgpu::describeSubtargets() + ")");
  }
  if (Requested && FromCPU && *Requested != *FromCPU)
    return fail("the pass was asked for " + hgpu::getSubtargetName(*Requested) +
                ", but the function's target-cpu is '" + CPU + "'");
  if (Requested)
    return *Requested;
  if (FromCPU)
    return *FromCPU;
  return fail("cannot determine the hgpu subtarget: the function has no hgpu "
              "target-cpu; use -passes='nvvm-shfl-to-hgpu<SUBTARGET>' with "
              "SUBTARGET " + hgpu::describeSubtargets());
}

Error shfl::checkHGPUDeclarations(Module &M) {
  for (hgpu::Intrinsic ID : hgpu::allIntrinsics()) {
    const WarpIntrinsicDesc &D = hgpu::getIntrinsicDesc(ID);
    if (!M.getFunction(D.Name))
      continue;
    if (Expected<Function *> F = getOrInsertWarpIntrinsic(M, D); !F)
      return F.takeError();
  }
  return Error::success();
}

HGPUWarpTarget::HGPUWarpTarget(hgpu::Subtarget ST) : ST(ST) {
  for (unsigned M = 0; M < ptx::NumModes; ++M) {
    std::optional<hgpu::Primitive> P = hgpu::getShflPrimitive(ptx::Mode(M));
    std::optional<hgpu::Intrinsic> ID =
        P ? hgpu::getIntrinsicFor(ST, *P) : std::nullopt;
    if (!ID)
      continue;
    NativeStrategy[M] = hgpu::getIntrinsicName(*ID).str();
    ClampStrategy[M] = NativeStrategy[M] + " + clamp";
  }
}

std::string HGPUWarpTarget::describe() const {
  return hgpu::getSubtargetName(ST).str();
}

Function *HGPUWarpTarget::declare(Module &M, hgpu::Primitive P) const {
  std::optional<hgpu::Intrinsic> ID = hgpu::getIntrinsicFor(ST, P);
  assert(ID && "the subtarget lacks the primitive");
  // checkHGPUDeclarations() has ruled out a conflicting declaration.
  return cantFail(getOrInsertWarpIntrinsic(M, hgpu::getIntrinsicDesc(*ID)));
}

LaneIds HGPUWarpTarget::buildLaneIds(IRBuilderBase &B) {
  Module &M = *B.GetInsertBlock()->getModule();
  LaneIds L;
  L.Lane = L.Self =
      B.CreateCall(declare(M, hgpu::Primitive::LaneId), {}, "lane.id");
  return L;
}

Value *HGPUWarpTarget::gather(IRBuilderBase &B, Value *Val, Value *Src,
                              const Twine &Name) {
  // A lane index, not a byte address: no shift, unlike ds_bpermute.  The
  // gather reads only the low five bits of it, so a mask by 31 in front
  // (`__shfl_sync(m, v, b)` is a gather from b & 31) is dropped.
  Module &M = *B.GetInsertBlock()->getModule();
  Value *Lane = Src;
  Value *Unmasked = nullptr;
  if (match(Src, m_And(m_Value(Unmasked), m_SpecificInt(31))))
    Lane = Unmasked;
  Value *Moved =
      B.CreateCall(declare(M, hgpu::Primitive::Gather), {Val, Lane}, Name);
  if (auto *Mask = dyn_cast<Instruction>(Src); Mask && Lane != Src &&
                                               Mask->use_empty())
    Mask->eraseFromParent();
  return Moved;
}

StringRef HGPUWarpTarget::gatherName() const {
  return hgpu::getIntrinsicName(*hgpu::getIntrinsicFor(ST, hgpu::Primitive::Gather));
}

std::optional<ShflResult> HGPUWarpTarget::lowerNative(IRBuilderBase &B,
                                                      const ShflCall &Call,
                                                      const LaneIds &L) {
  LastMiss = "";
  std::optional<hgpu::Primitive> P = hgpu::getShflPrimitive(Call.Mode);
  if (!P || !hgpu::getIntrinsicFor(ST, *P))
    return std::nullopt; // no native shuffle on this subtarget

  auto *CC = dyn_cast<ConstantInt>(Call.C);
  if (!CC) {
    ++NumNativeRuntimeC;
    LastMiss = "c is not a constant";
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << Call.Name
                      << ": runtime c, using the gather\n");
    return std::nullopt;
  }
  hgpu::NativeShflPlan Plan =
      hgpu::planNativeShfl(Call.Mode, static_cast<uint32_t>(CC->getZExtValue()));
  if (!Plan.Native) {
    ++NumNativeIrregular;
    LastMiss = "c's segment mask is not that of power-of-two segments";
    LLVM_DEBUG(dbgs() << DEBUG_TYPE << ": " << Call.Name
                      << ": irregular segment mask, using the gather\n");
    return std::nullopt;
  }
  std::optional<Validity> Known = staticValidity(Call);
  if (Known == Validity::NoLane)
    return std::nullopt; // the generic path keeps every lane's own value

  Module &M = *B.GetInsertBlock()->getModule();
  const std::string &N = Call.Name;
  Value *Pair = B.CreateCall(declare(M, *P),
                             {Call.Val, Call.B, B.getInt32(Plan.Width)},
                             N + ".native");
  Value *Moved = B.CreateExtractValue(Pair, 0, N + ".native.val");
  NativeParts.push_back(Moved);
  ShflResult R;
  R.Strategy = NativeStrategy[Call.Mode];
  if (Known == Validity::AllLanes) {
    // Every lane reads its source: the native predicate is true as well.
    R.Val = Moved;
    R.Pred = B.getTrue();
    return R;
  }
  if (Plan.ExactPredicate) {
    R.Val = Moved;
    R.Pred = B.CreateExtractValue(Pair, 1, N + ".valid");
    NativeParts.push_back(R.Pred);
    return R;
  }
  // The clamp lies inside the segment, so PTX's predicate is stricter than
  // the native one (and implies it): compute it, and keep the lane's own
  // value where it is false.
  SourceLane S = computeSourceLane(B, Call, L);
  R.Val = S.Known == Validity::AllLanes
              ? Moved
              : B.CreateSelect(S.Valid, Moved, Call.Val, N + ".clamped");
  R.Pred = S.Valid;
  R.Strategy = ClampStrategy[Call.Mode];
  return R;
}

void HGPUWarpTarget::deleteUnusedResults() {
  for (WeakVH &V : NativeParts)
    if (V)
      RecursivelyDeleteTriviallyDeadInstructions(V);
  NativeParts.clear();
}
