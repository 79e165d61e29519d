//===- HGPUSubtarget.cpp - hgpu1 and hgpu2 --------------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "HGPUSubtarget.h"
#include "HGPUTargetMachine.h"

using namespace llvm;

#define DEBUG_TYPE "hgpu-subtarget"

#define GET_SUBTARGETINFO_TARGET_DESC
#define GET_SUBTARGETINFO_CTOR
#include "HGPUGenSubtargetInfo.inc"

static StringRef cpuOrDefault(StringRef CPU) {
  return CPU.empty() || CPU == "generic" ? "hgpu1" : CPU;
}

HGPUSubtarget::HGPUSubtarget(const Triple &TT, StringRef CPU, StringRef FS,
                             const HGPUTargetMachine &TM)
    : HGPUGenSubtargetInfo(TT, cpuOrDefault(CPU), cpuOrDefault(CPU), FS),
      FrameLowering(), RegInfo(), InstrInfo(*this, RegInfo),
      TLInfo(TM, initializeSubtargetDependencies(CPU, FS)) {}

HGPUSubtarget &HGPUSubtarget::initializeSubtargetDependencies(StringRef CPU,
                                                              StringRef FS) {
  ParseSubtargetFeatures(cpuOrDefault(CPU), cpuOrDefault(CPU), FS);
  return *this;
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE
