//===- HGPURegisterInfo.cpp - hgpu registers ------------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "HGPURegisterInfo.h"
#include "HGPUFrameLowering.h"
#include "HGPU.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

using namespace llvm;

#define GET_REGINFO_TARGET_DESC
#include "HGPUGenRegisterInfo.inc"

HGPURegisterInfo::HGPURegisterInfo() : HGPUGenRegisterInfo(/*RA=*/0) {}

const MCPhysReg *
HGPURegisterInfo::getCalleeSavedRegs(const MachineFunction *) const {
  // No calls, so nothing is callee-saved.
  static const MCPhysReg None[] = {0};
  return None;
}

BitVector HGPURegisterInfo::getReservedRegs(const MachineFunction &) const {
  return BitVector(getNumRegs());
}

bool HGPURegisterInfo::eliminateFrameIndex(MachineBasicBlock::iterator II,
                                           int, unsigned FIOperandNum,
                                           RegScavenger *) const {
  // Frame objects have fixed private addresses (HGPUFrameLowering.h): the
  // frame index becomes that address, an immediate.  The instructions that
  // take one are mov.b32 (an alloca's address) and the spill loads and
  // stores, whose address is their only immediate.
  MachineInstr &MI = *II;
  const MachineFrameInfo &MFI = MI.getMF()->getFrameInfo();
  int FI = MI.getOperand(FIOperandNum).getIndex();
  MI.getOperand(FIOperandNum).ChangeToImmediate(MFI.getObjectOffset(FI));
  return false;
}

Register HGPURegisterInfo::getFrameRegister(const MachineFunction &) const {
  return Register();
}
