//===- HGPUDisassembler.cpp - decode hgpu instructions --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MC disassembler, generated from the same records as the encoder
/// (-gen-disassembler).  hgpu-sim decodes with it, and MC tests use it to
/// round-trip encodings.
///
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "TargetInfo/HGPUTargetInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDecoderOps.h"
#include "ShflLowering/Support/Compat.h"
#if SHFL_MC_HAS_DECODER_H
#include "llvm/MC/MCDecoder.h"
#endif
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Endian.h"

using namespace llvm;
using namespace llvm::MCD;

typedef MCDisassembler::DecodeStatus DecodeStatus;

namespace {

class HGPUDisassembler : public MCDisassembler {
public:
  HGPUDisassembler(const MCSubtargetInfo &STI, MCContext &Ctx)
      : MCDisassembler(STI, Ctx) {}

  DecodeStatus getInstruction(MCInst &MI, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t Address,
                              raw_ostream &CStream) const override;
};

} // namespace

template <unsigned N>
static DecodeStatus decodeReg(MCInst &Inst, uint64_t Enc, const unsigned (&Regs)[N]) {
  if (Enc >= N)
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createReg(Regs[Enc]));
  return MCDisassembler::Success;
}

static const unsigned GPR32Regs[] = {
#define R(I) HGPU::R##I
    R(0),  R(1),  R(2),  R(3),  R(4),  R(5),  R(6),  R(7),  R(8),  R(9),
    R(10), R(11), R(12), R(13), R(14), R(15), R(16), R(17), R(18), R(19),
    R(20), R(21), R(22), R(23), R(24), R(25), R(26), R(27), R(28), R(29),
    R(30), R(31), R(32), R(33), R(34), R(35), R(36), R(37), R(38), R(39),
    R(40), R(41), R(42), R(43), R(44), R(45), R(46), R(47), R(48), R(49),
    R(50), R(51), R(52), R(53), R(54), R(55), R(56), R(57), R(58), R(59),
    R(60), R(61), R(62), R(63)
#undef R
};
static const unsigned GPR64Regs[] = {
#define D(I) HGPU::D##I
    D(0),  D(1),  D(2),  D(3),  D(4),  D(5),  D(6),  D(7),  D(8),  D(9),
    D(10), D(11), D(12), D(13), D(14), D(15), D(16), D(17), D(18), D(19),
    D(20), D(21), D(22), D(23), D(24), D(25), D(26), D(27), D(28), D(29),
    D(30), D(31)
#undef D
};
static const unsigned PREDRegs[] = {
#define P(I) HGPU::P##I
    P(0),  P(1),  P(2),  P(3),  P(4),  P(5),  P(6),  P(7),  P(8),  P(9),
    P(10), P(11), P(12), P(13), P(14), P(15), P(16), P(17), P(18), P(19),
    P(20), P(21), P(22), P(23), P(24), P(25), P(26), P(27), P(28), P(29),
    P(30), P(31)
#undef P
};

static DecodeStatus DecodeGPR32RegisterClass(MCInst &Inst, uint64_t Enc,
                                             uint64_t, const MCDisassembler *) {
  return decodeReg(Inst, Enc, GPR32Regs);
}
static DecodeStatus DecodeGPR64RegisterClass(MCInst &Inst, uint64_t Enc,
                                             uint64_t, const MCDisassembler *) {
  return decodeReg(Inst, Enc, GPR64Regs);
}
static DecodeStatus DecodePREDRegisterClass(MCInst &Inst, uint64_t Enc,
                                            uint64_t, const MCDisassembler *) {
  return decodeReg(Inst, Enc, PREDRegs);
}

/// A branch displacement: a signed 32-bit byte offset from the branch.
static DecodeStatus decodeBranchTarget(MCInst &Inst, uint64_t Imm, uint64_t,
                                       const MCDisassembler *) {
  Inst.addOperand(MCOperand::createImm(SignExtend64<32>(Imm)));
  return MCDisassembler::Success;
}

/// A 64-bit instruction's immediate: the 32-bit field, sign-extended.
static DecodeStatus decodeSImm32(MCInst &Inst, uint64_t Imm, uint64_t,
                                 const MCDisassembler *) {
  Inst.addOperand(MCOperand::createImm(SignExtend64<32>(Imm)));
  return MCDisassembler::Success;
}

/// A shuffle width: 1, 2, 4, 8, 16 or 32; anything else is not an hgpu
/// instruction.
static DecodeStatus decodeWidth(MCInst &Inst, uint64_t Imm, uint64_t,
                                const MCDisassembler *) {
  if (Imm == 0 || Imm > 32 || (Imm & (Imm - 1)))
    return MCDisassembler::Fail;
  Inst.addOperand(MCOperand::createImm(Imm));
  return MCDisassembler::Success;
}

#include "HGPUGenDisassemblerTables.inc"

DecodeStatus HGPUDisassembler::getInstruction(MCInst &MI, uint64_t &Size,
                                              ArrayRef<uint8_t> Bytes,
                                              uint64_t Address,
                                              raw_ostream &) const {
  if (Bytes.size() < HGPU::InstBytes) {
    Size = 0;
    return MCDisassembler::Fail;
  }
  Size = HGPU::InstBytes;
  uint64_t Word = support::endian::read64le(Bytes.data());
  return decodeInstruction(DecoderTableHGPU64, MI, Word, Address, this, STI);
}

static MCDisassembler *createHGPUDisassembler(const Target &,
                                              const MCSubtargetInfo &STI,
                                              MCContext &Ctx) {
  return new HGPUDisassembler(STI, Ctx);
}

extern "C" void LLVMInitializeHGPUDisassembler() {
  TargetRegistry::RegisterMCDisassembler(getTheHGPUTarget(),
                                         createHGPUDisassembler);
}
