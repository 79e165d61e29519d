//===- HGPURegisterInfo.h - hgpu registers ----------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPUREGISTERINFO_H
#define SHFL_TARGET_HGPU_HGPUREGISTERINFO_H

#define GET_REGINFO_HEADER
#include "HGPUGenRegisterInfo.inc"

namespace llvm {

class HGPURegisterInfo : public HGPUGenRegisterInfo {
public:
  HGPURegisterInfo();

  const MCPhysReg *getCalleeSavedRegs(const MachineFunction *MF) const override;
  BitVector getReservedRegs(const MachineFunction &MF) const override;
  bool eliminateFrameIndex(MachineBasicBlock::iterator MI, int SPAdj,
                           unsigned FIOperandNum,
                           RegScavenger *RS = nullptr) const override;
  Register getFrameRegister(const MachineFunction &MF) const override;
};

} // namespace llvm

#endif
