//===- HGPUAsmPrinter.cpp - hgpu assembly and objects ---------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lowers MachineInstrs to MCInsts and emits them, as text (.s) or through
/// the code emitter (ELF).  After the code, the section .hgpu.info describes
/// each kernel for a loader (hgpu-sim):
///
///   .hgpu.info:  per kernel, in order
///     u32 name length, the name's bytes (no terminator), padding to 4
///     u32 param_size    bytes of parameters (the ld.param buffer)
///     u32 private_size  bytes of private memory per lane (the frame)
///     u32 shared_size   bytes of shared memory per block, static part
///
//===----------------------------------------------------------------------===//

#include "HGPU.h"
#include "HGPUTargetMachine.h"
#include "MCTargetDesc/HGPUInstPrinter.h"
#include "TargetInfo/HGPUTargetInfo.h"
#include "llvm/CodeGen/AsmPrinter.h"
#include "llvm/CodeGen/MachineFrameInfo.h"
#include "llvm/CodeGen/MachineInstr.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCSectionELF.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace llvm;

#define DEBUG_TYPE "hgpu-asm-printer"

namespace {

struct KernelInfo {
  std::string Name;
  uint32_t ParamSize;
  uint32_t PrivateSize;
};

class HGPUAsmPrinter : public AsmPrinter {
  std::vector<KernelInfo> Kernels;

public:
  HGPUAsmPrinter(TargetMachine &TM, std::unique_ptr<MCStreamer> Streamer)
      : AsmPrinter(TM, std::move(Streamer)) {}

  StringRef getPassName() const override { return "hgpu Assembly Printer"; }

  bool runOnMachineFunction(MachineFunction &MF) override {
    AsmPrinter::runOnMachineFunction(MF);
    const Function &F = MF.getFunction();
    const DataLayout &DL = F.getDataLayout();
    uint32_t Param = 0;
    for (const Argument &A : F.args()) {
      uint32_t Size = DL.getTypeAllocSize(A.getType());
      Param = alignTo(Param, Size ? Size : 1) + Size;
    }
    Kernels.push_back({F.getName().str(), Param,
                       static_cast<uint32_t>(MF.getFrameInfo().getStackSize())});
    return false;
  }

  void emitInstruction(const MachineInstr *MI) override {
    MCInst Inst;
    Inst.setOpcode(MI->getOpcode());
    for (const MachineOperand &MO : MI->operands()) {
      MCOperand Op;
      switch (MO.getType()) {
      case MachineOperand::MO_Register:
        if (MO.isImplicit())
          continue;
        Op = MCOperand::createReg(MO.getReg());
        break;
      case MachineOperand::MO_Immediate:
        Op = MCOperand::createImm(MO.getImm());
        break;
      case MachineOperand::MO_MachineBasicBlock:
        Op = MCOperand::createExpr(
            MCSymbolRefExpr::create(MO.getMBB()->getSymbol(), OutContext));
        break;
      case MachineOperand::MO_RegisterMask:
        continue;
      default:
        report_fatal_error("hgpu: an operand kind the printer does not know");
      }
      Inst.addOperand(Op);
    }
    EmitToStreamer(*OutStreamer, Inst);
  }

  void emitEndOfAsmFile(Module &M) override {
    MCSection *Info = OutContext.getELFSection(".hgpu.info", ELF::SHT_PROGBITS, 0);
    OutStreamer->switchSection(Info);
    uint32_t Shared = HGPU::sharedSize(M);
    for (const KernelInfo &K : Kernels) {
      OutStreamer->emitInt32(K.Name.size());
      OutStreamer->emitBytes(K.Name);
      OutStreamer->emitZeros(alignTo(K.Name.size(), 4) - K.Name.size());
      OutStreamer->emitInt32(K.ParamSize);
      OutStreamer->emitInt32(K.PrivateSize);
      OutStreamer->emitInt32(Shared);
    }
  }
};

} // namespace

extern "C" void LLVMInitializeHGPUAsmPrinter() {
  RegisterAsmPrinter<HGPUAsmPrinter> X(getTheHGPUTarget());
}
