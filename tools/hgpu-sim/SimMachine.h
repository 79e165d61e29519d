//===- SimMachine.h - hgpu-sim: the machine ---------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hgpu machine of docs/hgpu-isa.md: per-lane registers and PCs, warps
/// scheduled lowest PC first, block and warp barriers, and checked memory.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TOOLS_HGPU_SIM_SIMMACHINE_H
#define SHFL_TOOLS_HGPU_SIM_SIMMACHINE_H

#include "SimObject.h"
#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include <cstdint>
#include <vector>

namespace hgpusim {

/// One block's run of one kernel; runBlock executes it.
struct Machine {
  const KernelDesc &K;
  const std::vector<Inst> &Code;
  std::vector<wemu::MemoryRegion> Buffers;
  const uint8_t *ArgBlock;
  wemu::Dim3 GridDim, BlockDim;
  uint64_t MaxSteps;
  bool Trace;
  uint32_t Ctaid[3] = {};
  std::vector<uint8_t> Shared;
  uint64_t Steps = 0;

  [[noreturn]] void fault(const Inst &I, uint64_t PC, unsigned LaneIdx,
                          const llvm::Twine &Msg);
  /// The bytes [Addr, Addr + N) of global memory, or null outside the
  /// buffers.
  uint8_t *global(uint64_t Addr, unsigned N);
};

/// Runs the block M.Ctaid to completion (M.Shared must be sized).
void runBlock(Machine &M);

} // namespace hgpusim

#endif
