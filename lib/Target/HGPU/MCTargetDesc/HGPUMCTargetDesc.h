//===- HGPUMCTargetDesc.h - hgpu MC layer -----------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine-code layer of hgpu: register, instruction and subtarget
/// descriptions (generated), and the factories of the printer, the code
/// emitter and the assembler backend.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TARGET_HGPU_MCTARGETDESC_HGPUMCTARGETDESC_H
#define SHFL_TARGET_HGPU_MCTARGETDESC_HGPUMCTARGETDESC_H

#include <cstdint>
#include <memory>

namespace llvm {
class MCAsmBackend;
class MCCodeEmitter;
class MCContext;
class MCInstrInfo;
class MCObjectTargetWriter;
class MCRegisterInfo;
class MCSubtargetInfo;
class MCTargetOptions;
class Target;

MCCodeEmitter *createHGPUMCCodeEmitter(const MCInstrInfo &MCII, MCContext &Ctx);
MCAsmBackend *createHGPUAsmBackend(const Target &T, const MCSubtargetInfo &STI,
                                   const MCRegisterInfo &MRI,
                                   const MCTargetOptions &Options);
std::unique_ptr<MCObjectTargetWriter> createHGPUELFObjectWriter();

namespace HGPU {
/// The ELF machine number of hgpu objects ('H' 'G').  No registry assigns
/// one to a hypothetical GPU; hgpu-sim checks it.
constexpr uint16_t EM_HGPU = 0x4847;
/// Every instruction is one 64-bit word.
constexpr unsigned InstBytes = 8;
} // namespace HGPU
} // namespace llvm

#define GET_REGINFO_ENUM
#include "HGPUGenRegisterInfo.inc"

#define GET_INSTRINFO_ENUM
#define GET_INSTRINFO_MC_HELPER_DECLS
#include "HGPUGenInstrInfo.inc"

#define GET_SUBTARGETINFO_ENUM
#include "HGPUGenSubtargetInfo.inc"

#endif
