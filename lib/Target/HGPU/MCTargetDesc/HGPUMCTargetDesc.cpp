//===- HGPUMCTargetDesc.cpp - hgpu MC layer registration ------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "MCTargetDesc/HGPUInstPrinter.h"
#include "TargetInfo/HGPUTargetInfo.h"
#include "llvm/MC/MCAsmInfoELF.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"

using namespace llvm;

#define GET_INSTRINFO_MC_DESC
#define GET_INSTRINFO_MC_HELPERS
#define ENABLE_INSTR_PREDICATE_VERIFIER
#include "HGPUGenInstrInfo.inc"

#define GET_SUBTARGETINFO_MC_DESC
#include "HGPUGenSubtargetInfo.inc"

#define GET_REGINFO_MC_DESC
#include "HGPUGenRegisterInfo.inc"

namespace {

/// hgpu assembly: ELF sections, `//` comments, `.L` local labels.
class HGPUMCAsmInfo : public MCAsmInfoELF {
public:
  explicit HGPUMCAsmInfo(const Triple &) {
    CodePointerSize = 8;
    CalleeSaveStackSlotSize = 4;
    IsLittleEndian = true;
    CommentString = "//";
    PrivateGlobalPrefix = ".L";
    PrivateLabelPrefix = ".L";
    SupportsDebugInformation = false;
    UsesELFSectionDirectiveForBSS = true;
    MinInstAlignment = 8;
  }
};

MCAsmInfo *createHGPUMCAsmInfo(const MCRegisterInfo &, const Triple &TT,
                               const MCTargetOptions &) {
  return new HGPUMCAsmInfo(TT);
}

MCInstrInfo *createHGPUMCInstrInfo() {
  auto *X = new MCInstrInfo();
  InitHGPUMCInstrInfo(X);
  return X;
}

MCRegisterInfo *createHGPUMCRegisterInfo(const Triple &) {
  auto *X = new MCRegisterInfo();
  InitHGPUMCRegisterInfo(X, /*RA=*/0);
  return X;
}

MCSubtargetInfo *createHGPUMCSubtargetInfo(const Triple &TT, StringRef CPU,
                                           StringRef FS) {
  return createHGPUMCSubtargetInfoImpl(TT, CPU.empty() ? "hgpu1" : CPU,
                                       /*TuneCPU=*/CPU, FS);
}

MCInstPrinter *createHGPUMCInstPrinter(const Triple &, unsigned,
                                       const MCAsmInfo &MAI,
                                       const MCInstrInfo &MII,
                                       const MCRegisterInfo &MRI) {
  return new HGPUInstPrinter(MAI, MII, MRI);
}

} // namespace

extern "C" void LLVMInitializeHGPUTargetMC() {
  Target &T = getTheHGPUTarget();
  TargetRegistry::RegisterMCAsmInfo(T, createHGPUMCAsmInfo);
  TargetRegistry::RegisterMCInstrInfo(T, createHGPUMCInstrInfo);
  TargetRegistry::RegisterMCRegInfo(T, createHGPUMCRegisterInfo);
  TargetRegistry::RegisterMCSubtargetInfo(T, createHGPUMCSubtargetInfo);
  TargetRegistry::RegisterMCInstPrinter(T, createHGPUMCInstPrinter);
  TargetRegistry::RegisterMCCodeEmitter(T, createHGPUMCCodeEmitter);
  TargetRegistry::RegisterMCAsmBackend(T, createHGPUAsmBackend);
}
