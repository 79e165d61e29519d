//===- HGPUInstrInfo.cpp - hgpu instructions ------------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "HGPUInstrInfo.h"
#include "HGPU.h"
#include "HGPUSubtarget.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"

using namespace llvm;

#define GET_INSTRINFO_CTOR_DTOR
#include "HGPUGenInstrInfo.inc"

HGPUInstrInfo::HGPUInstrInfo(const HGPUSubtarget &STI,
                             const HGPURegisterInfo &RI)
    : HGPUGenInstrInfo(SHFL_GEN_INSTRINFO_ARGS(STI, RI)) {
  (void)STI;
  (void)RI;
}

namespace {
/// One row per register class: its copy, spill and reload instructions.
struct RegClassOps {
  const TargetRegisterClass *RC;
  unsigned Copy, Spill, Reload;
};
const RegClassOps ClassOps[] = {
    {&HGPU::GPR32RegClass, HGPU::MOV32rr, HGPU::ST_SPILL32, HGPU::LD_SPILL32},
    {&HGPU::GPR64RegClass, HGPU::MOV64rr, HGPU::ST_SPILL64, HGPU::LD_SPILL64},
    {&HGPU::PREDRegClass, HGPU::MOVPrr, 0, 0},
};

const RegClassOps *opsFor(const TargetRegisterClass *RC) {
  for (const RegClassOps &O : ClassOps)
    if (O.RC->hasSubClassEq(RC))
      return &O;
  return nullptr;
}

const RegClassOps *opsForPhys(MCRegister Reg) {
  for (const RegClassOps &O : ClassOps)
    if (O.RC->contains(Reg))
      return &O;
  return nullptr;
}

void unsupported(const MachineFunction &MF, const Twine &What) {
  const Function &F = MF.getFunction();
  F.getContext().diagnose(DiagnosticInfoUnsupported(F, What));
}
} // namespace

void HGPUInstrInfo::copyPhysReg(MachineBasicBlock &MBB,
                                MachineBasicBlock::iterator MI,
                                const DebugLoc &DL,
                                SHFL_COPYPHYSREG_REG DestReg,
                                SHFL_COPYPHYSREG_REG SrcReg,
                                bool KillSrc SHFL_COPYPHYSREG_RENAMABLE_PARAMS) const {
  const RegClassOps *D = opsForPhys(MCRegister(DestReg));
  if (!D || D != opsForPhys(MCRegister(SrcReg))) {
    unsupported(*MBB.getParent(), "hgpu: a copy between register classes");
    return;
  }
  BuildMI(MBB, MI, DL, get(D->Copy), DestReg)
      .addReg(SrcReg, getKillRegState(KillSrc));
}

void HGPUInstrInfo::storeRegToStackSlot(SHFL_STORE_SPILL_PARAMS) const {
  const RegClassOps *O = opsFor(RC);
  MachineFunction &MF = *MBB.getParent();
  if (!O || !O->Spill) {
    unsupported(MF, "hgpu: spilling a predicate register (more than 32 live "
                    "predicates)");
    return;
  }
  DebugLoc DL = MI != MBB.end() ? MI->getDebugLoc() : DebugLoc();
  BuildMI(MBB, MI, DL, get(O->Spill))
      .addFrameIndex(FI)
      .addReg(SrcReg, getKillRegState(IsKill));
}

void HGPUInstrInfo::loadRegFromStackSlot(SHFL_LOAD_SPILL_PARAMS) const {
  const RegClassOps *O = opsFor(RC);
  MachineFunction &MF = *MBB.getParent();
  if (!O || !O->Reload) {
    unsupported(MF, "hgpu: reloading a predicate register (more than 32 live "
                    "predicates)");
    return;
  }
  DebugLoc DL = MI != MBB.end() ? MI->getDebugLoc() : DebugLoc();
  BuildMI(MBB, MI, DL, get(O->Reload), DestReg).addFrameIndex(FI);
}
