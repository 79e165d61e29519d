//===- HGPUFrameLowering.h - hgpu frames ------------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A kernel's frame is its lanes' private memory.  Each lane has its own,
/// addressed from 0, and hgpu has no calls, so every frame object gets a
/// fixed address when the frame is laid out: there is no stack pointer,
/// no prologue and no epilogue.  The frame's size is the kernel's
/// private_size in .hgpu.info.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPUFRAMELOWERING_H
#define SHFL_TARGET_HGPU_HGPUFRAMELOWERING_H

#include "ShflLowering/Support/Compat.h"
#include "llvm/CodeGen/TargetFrameLowering.h"

namespace llvm {

class HGPUFrameLowering : public TargetFrameLowering {
public:
  HGPUFrameLowering()
      : TargetFrameLowering(StackGrowsUp, Align(8), /*LocalAreaOffset=*/0) {}

  void emitPrologue(MachineFunction &, MachineBasicBlock &) const override {}
  void emitEpilogue(MachineFunction &, MachineBasicBlock &) const override {}

protected:
  bool SHFL_HASFP_HOOK(const MachineFunction &) const override { return false; }
};

} // namespace llvm

#endif
