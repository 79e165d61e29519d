//===- GPUTarget.cpp - The AMDGPU generation the emulator models ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "ShflLowering/Semantics/HGPUIntrinsics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/TargetParser/TargetParser.h"

using namespace llvm;
using namespace wemu;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

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

namespace {
/// Matches any minor version or stepping.
constexpr unsigned Any = ~0u;

/// The memory limits of each generation, exact processors first.  LDS is
/// what one workgroup can address (llc: "local memory (N) exceeds limit");
/// the scratch of a wave is the largest COMPUTE_TMPRING_SIZE.WAVESIZE
/// (13 bits of 1 KiB on gfx8-gfx10, 15 bits of 256 bytes on gfx11, 18 bits
/// of 256 bytes on gfx12), which llc divides by the wave size for its
/// "stack frame size (N) exceeds limit".
struct GenerationLimits {
  unsigned Major, Minor, Stepping;
  uint64_t LDS;
  uint64_t WaveScratch;
};
const GenerationLimits Generations[] = {
    {9, 5, 0, 160 * 1024, 1024 * 8191},       // gfx950
    {12, 5, 0, 320 * 1024, 256 * 262143},     // gfx1250
    {8, Any, Any, 64 * 1024, 1024 * 8191},    //
    {9, Any, Any, 64 * 1024, 1024 * 8191},    //
    {10, Any, Any, 64 * 1024, 1024 * 8191},   //
    {11, Any, Any, 64 * 1024, 256 * 32767},   //
    {12, Any, Any, 64 * 1024, 256 * 262143},  //
};
} // namespace

TargetLimits GPUTarget::limits() const {
  TargetLimits L;
  if (isHGPU())
    return L; // no LDS, no private limit; workgroups of at most 1024
  for (const GenerationLimits &G : Generations)
    if (G.Major == Major && (G.Minor == Any || G.Minor == Minor) &&
        (G.Stepping == Any || G.Stepping == Stepping)) {
      L.LDSPerWorkgroup = G.LDS;
      L.PrivatePerLane = G.WaveScratch / WaveSize;
      break;
    }
  return L;
}
