//===- GPUTarget.h - The AMDGPU generation the emulator models --*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Which AMDGPU processor and wave size wave-emu emulates, and the
/// per-generation facts its lane semantics depend on (which DPP controls and
/// permlane instructions exist, how ds_bpermute addresses lanes).  The
/// processor is named as llc names it (`-mcpu=gfx90a`) and the wave size is
/// chosen like llc's `-mattr=+wavefrontsize64`.
///
/// The emulator also runs the project's hypothetical TableGen-described
/// target, hgpu (`-mcpu=hgpu1`, `-mcpu=hgpu2`; docs/hgpu.md): one wave is one
/// hgpu warp, and which intrinsics a subtarget has comes from the generated
/// tables (ShflLowering/Semantics/HGPUIntrinsics.h).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_GPUTARGET_H
#define SHFL_LOWERING_WAVEEMU_GPUTARGET_H

#include "ShflLowering/WaveEmu/Checks.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace wemu {

/// How ds_bpermute / ds_permute turn a byte address into a lane.
enum class PermuteAddressing {
  Wave64,   ///< (addr / 4) % 64 over the whole wave (gfx9/CDNA, gfx12 wave64)
  Wave32,   ///< (addr / 4) % 32 (every wave32)
  HalfWave, ///< (addr / 4) % 32 within the caller's half (gfx10/11 wave64)
};

/// The instruction set of the emulated processor.
enum class GPUArch {
  AMDGCN, ///< an AMDGPU processor; llvm.amdgcn.* intrinsics
  HGPU,   ///< an hgpu subtarget; llvm.hgpu.* intrinsics
};

/// An AMDGPU processor plus a wave size, or an hgpu subtarget.
struct GPUTarget {
  GPUArch Arch = GPUArch::AMDGCN;
  std::string CPU;
  unsigned Major = 0, Minor = 0, Stepping = 0;
  unsigned WaveSize = 64;

  /// Parses \p CPU (gfx8 or later, or an hgpu subtarget) and \p Attrs, a
  /// comma separated feature list as llc's -mattr takes it; only the
  /// wavefrontsize features matter, and an hgpu subtarget takes none.
  static llvm::Expected<GPUTarget> get(llvm::StringRef CPU, llvm::StringRef Attrs);

  bool isHGPU() const { return Arch == GPUArch::HGPU; }
  /// "AMDGPU" or "hgpu", for diagnostics.
  llvm::StringRef archName() const;

  bool hasPermlane16() const { return Major >= 10; }
  bool hasPermlane64() const { return Major >= 11; }
  bool hasPermlaneVar() const { return Major >= 12; }
  bool hasDPP8() const { return Major >= 10; }
  /// wave_shl/rol/shr/ror:1 and row_bcast:15/31 (gfx8/9 only).
  bool hasDPPWaveShifts() const { return Major <= 9; }
  /// dpp_ctrl 0x150-0x15f: row_newbcast (gfx90a, gfx94x, gfx950) or
  /// row_share (gfx10+).
  bool hasDPPRowShare() const {
    return Major >= 10 || (Major == 9 && (Minor >= 4 || Stepping == 10));
  }
  bool hasDPPRowXMask() const { return Major >= 10; }
  PermuteAddressing permuteAddressing() const {
    if (WaveSize == 32)
      return PermuteAddressing::Wave32;
    return (Major == 10 || Major == 11) ? PermuteAddressing::HalfWave
                                        : PermuteAddressing::Wave64;
  }
  /// "gfx90a wave64", "hgpu2 (32-lane warps)".
  std::string describe() const;

  /// The processor's limits: LDS per workgroup, private memory per lane
  /// (at this wave size) and workgroup size, as llc enforces them for the
  /// same -mcpu / -mattr.  hgpu defines no LDS and no private limit.
  TargetLimits limits() const;
};

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_GPUTARGET_H
