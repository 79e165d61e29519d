//===- GPUTarget.cpp - The AMDGPU generation the emulator models ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "WaveEmu/GPUTarget.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/TargetParser/TargetParser.h"

using namespace llvm;
using namespace wemu;

static Error fail(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<GPUTarget> GPUTarget::get(StringRef CPU, StringRef Attrs) {
  AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(CPU);
  if (Kind == AMDGPU::GK_NONE)
    return fail("unknown AMDGPU processor '" + CPU + "' (use -mcpu=gfxNNN)");
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

std::string GPUTarget::describe() const {
  return (CPU + " wave" + Twine(WaveSize)).str();
}
