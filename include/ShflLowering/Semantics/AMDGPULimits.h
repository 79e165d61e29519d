//===- AMDGPULimits.h - Memory limits of each AMDGPU generation -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The memory limits that llc enforces per processor, shared by the
/// retargeting pass (which refuses an alloca that can never fit) and the
/// emulator (which enforces them at run time).
///
/// LDS is what one workgroup can address (llc: "local memory (N) exceeds
/// limit").  The scratch of a wave is the largest COMPUTE_TMPRING_SIZE.WAVESIZE
/// (GCNSubtarget::getMaxWaveScratchSize: 13 bits of 1 KiB on gfx8-gfx10,
/// 15 bits of 256 bytes on gfx11, 18 bits of 256 bytes on gfx12); llc divides
/// it by the wave size for its "stack frame size (N) exceeds limit (L)".
/// Measured with llc 19 and 22: L = 131056 on gfx90a (wave64), 262136 on
/// gfx1100 wave32, 2097144 on gfx1200 wave32.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SEMANTICS_AMDGPULIMITS_H
#define SHFL_LOWERING_SEMANTICS_AMDGPULIMITS_H

#include <cstdint>
#include <optional>

namespace shfl {

struct AMDGPUMemoryLimits {
  uint64_t LDSPerWorkgroup; ///< bytes
  uint64_t WaveScratch;     ///< bytes of private memory per wave

  /// The private memory one lane can have (llc's stack frame limit).
  uint64_t privatePerLane(unsigned WaveSize) const {
    return WaveScratch / WaveSize;
  }
};

/// The limits of the processor with ISA version \p Major.\p Minor.\p Stepping
/// (llvm::AMDGPU::getIsaVersion), or nothing before gfx8.
std::optional<AMDGPUMemoryLimits>
getAMDGPUMemoryLimits(unsigned Major, unsigned Minor, unsigned Stepping);

} // namespace shfl

#endif // SHFL_LOWERING_SEMANTICS_AMDGPULIMITS_H
