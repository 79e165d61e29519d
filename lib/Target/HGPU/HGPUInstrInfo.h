//===- HGPUInstrInfo.h - hgpu instructions ----------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPUINSTRINFO_H
#define SHFL_TARGET_HGPU_HGPUINSTRINFO_H

#include "HGPURegisterInfo.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/CodeGen/TargetInstrInfo.h"

#define GET_INSTRINFO_HEADER
#include "HGPUGenInstrInfo.inc"

namespace llvm {
class HGPUSubtarget;

class HGPUInstrInfo : public HGPUGenInstrInfo {
public:
  HGPUInstrInfo(const HGPUSubtarget &STI, const HGPURegisterInfo &RI);

  void copyPhysReg(MachineBasicBlock &MBB, MachineBasicBlock::iterator MI,
                   const DebugLoc &DL, SHFL_COPYPHYSREG_REG DestReg,
                   SHFL_COPYPHYSREG_REG SrcReg, bool KillSrc SHFL_COPYPHYSREG_RENAMABLE_PARAMS) const override;
  void storeRegToStackSlot(SHFL_STORE_SPILL_PARAMS) const override;
  void loadRegFromStackSlot(SHFL_LOAD_SPILL_PARAMS) const override;
};

} // namespace llvm

#endif
