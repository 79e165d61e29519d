//===- HGPUSubtarget.h - hgpu1 and hgpu2 ------------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_HGPUSUBTARGET_H
#define SHFL_TARGET_HGPU_HGPUSUBTARGET_H

#include "HGPUFrameLowering.h"
#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "HGPUISelLowering.h"
#include "HGPUInstrInfo.h"
#include "HGPURegisterInfo.h"
#include "llvm/CodeGen/SelectionDAGTargetInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#define GET_SUBTARGETINFO_HEADER
#include "HGPUGenSubtargetInfo.inc"

namespace llvm {
class HGPUTargetMachine;

class HGPUSubtarget : public HGPUGenSubtargetInfo {
  // Set by ParseSubtargetFeatures from HGPU.td's features.
  bool HasNativeShfl = false;

  HGPUFrameLowering FrameLowering;
  HGPURegisterInfo RegInfo;
  HGPUInstrInfo InstrInfo;
  HGPUTargetLowering TLInfo;
  SelectionDAGTargetInfo TSInfo;

public:
  HGPUSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                const HGPUTargetMachine &TM);

  void ParseSubtargetFeatures(StringRef CPU, StringRef TuneCPU, StringRef FS);
  /// Reads the features before the members that depend on them are built.
  HGPUSubtarget &initializeSubtargetDependencies(StringRef CPU, StringRef FS);

  bool hasNativeShfl() const { return HasNativeShfl; }

  const HGPUFrameLowering *getFrameLowering() const override {
    return &FrameLowering;
  }
  const HGPUInstrInfo *getInstrInfo() const override { return &InstrInfo; }
  const HGPURegisterInfo *getRegisterInfo() const override { return &RegInfo; }
  const HGPUTargetLowering *getTargetLowering() const override {
    return &TLInfo;
  }
  const SelectionDAGTargetInfo *getSelectionDAGInfo() const override {
    return &TSInfo;
  }
};

} // namespace llvm

#endif
