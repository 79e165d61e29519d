//===- GPUTarget.cpp - The AMDGPU generation the emulator models ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "Error.h"
#include "ShflLowering/Semantics/AMDGPULimits.h"
#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/TargetParser/TargetParser.h"

using namespace llvm;
using namespace wemu;

using wemu::detail::fail;

/// An hgpu subtarget: its warp size is the table's, and it has no features
/// to choose (the subtarget fixes them).
static Expected<GPUTarget> getHGPU(StringRef CPU, StringRef Attrs) {
  if (!Attrs.trim().empty())
    return fail("'" + CPU + "' takes no -mattr (got '" + Attrs +
                "'); the hgpu subtarget fixes its features and warps have " +
                Twine(shfl::hgpu::getWarpSize()) + " lanes");
  GPUTarget T;
  T.Arch = GPUArch::HGPU;
  T.CPU = CPU.str();
  T.WaveSize = shfl::hgpu::getWarpSize();
  return T;
}

Expected<GPUTarget> GPUTarget::get(StringRef CPU, StringRef Attrs) {
  if (shfl::hgpu::lookupSubtarget(CPU))
    return getHGPU(CPU, Attrs);
  AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(CPU);
  if (Kind == AMDGPU::GK_NONE)
    return fail("unknown processor '" + CPU + "' (use -mcpu=gfxNNN, or " +
                shfl::hgpu::describeSubtargets() + " for hgpu)");
  AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(CPU);
  GPUTarget T;
  T.CPU = CPU.str();
  T.Major = ISA.Major;
  T.Minor = ISA.Minor;
  T.Stepping = ISA.Stepping;
  if (T.Major < 8)
    return fail("'" + CPU + "' is not modelled (gfx8 or later is required)");

  bool Can32 = AMDGPU::getArchAttrAMDGCN(Kind) & AMDGPU::FEATURE_WAVE32;
  bool Can64 = !(T.Major == 12 && T.Minor >= 5); // gfx1250 is wave32 only
  bool Want32 = false, Want64 = false;
  SmallVector<StringRef, 8> Features;
  Attrs.split(Features, ',', -1, false);
  for (StringRef F : Features) {
    F = F.trim();
    if (F == "+wavefrontsize32")
      Want32 = true;
    else if (F == "+wavefrontsize64")
      Want64 = true;
    else if (F == "-wavefrontsize32")
      Want64 = true;
    else if (F == "-wavefrontsize64")
      Want32 = true;
  }
  if (Want32 && Want64)
    return fail("must specify exactly one of wavefrontsize32 and wavefrontsize64");
  if (Want32 && !Can32)
    return fail("'" + CPU + "' does not support wave32");
  if (Want64 && !Can64)
    return fail("'" + CPU + "' does not support wave64");
  T.WaveSize = Want64 ? 64 : Want32 ? 32 : (Can32 ? 32 : 64);
  return T;
}

StringRef GPUTarget::archName() const { return isHGPU() ? "hgpu" : "AMDGPU"; }

std::string GPUTarget::describe() const {
  if (isHGPU())
    return (CPU + " (" + Twine(WaveSize) + "-lane warps)").str();
  return (CPU + " wave" + Twine(WaveSize)).str();
}

TargetLimits GPUTarget::limits() const {
  TargetLimits L;
  if (isHGPU())
    return L; // no LDS, no private limit; workgroups of at most 1024
  if (auto G = shfl::getAMDGPUMemoryLimits(Major, Minor, Stepping)) {
    L.LDSPerWorkgroup = G->LDSPerWorkgroup;
    L.PrivatePerLane = G->privatePerLane(WaveSize);
  }
  return L;
}
