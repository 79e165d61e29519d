//===- HGPUAsmPrinter.cpp - hgpu assembly and objects ---------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lowers MachineInstrs to MCInsts and emits them, as text (.s) or through
/// the code emitter (ELF).  After the code, the section .hgpu.info describes
/// each kernel for a loader (hgpu-sim).  All fields are little-endian u32;
/// a string is its length, its bytes (no terminator), then zeros to a
/// multiple of 4:
///
///   .hgpu.info:
///     u32 version (1), string subtarget (hgpu1 or hgpu2), u32 kernel count
///     per kernel:
///       string name
///       u32 param_size    bytes of parameters (the ld.param buffer)
///       u32 private_size  bytes of private memory per lane (the frame)
///       u32 shared_size   bytes of shared memory per block, static part
///       u32 param count, then per parameter:
///         u32 kind (0 pointer, 1 integer, 2 float), u32 size, u32 offset
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

struct ParamInfo {
  uint32_t Kind, Size, Offset;
};

struct KernelInfo {
  std::string Name;
  uint32_t ParamSize;
  uint32_t PrivateSize;
  std::vector<ParamInfo> Params;
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
    // The layout of HGPUTargetLowering::LowerFormalArguments.
    KernelInfo K{F.getName().str(), 0,
                 static_cast<uint32_t>(MF.getFrameInfo().getStackSize()), {}};
    for (const Argument &A : F.args()) {
      uint32_t Size = DL.getTypeAllocSize(A.getType());
      uint32_t Offset = alignTo(K.ParamSize, Size ? Size : 1);
      uint32_t Kind = A.getType()->isPointerTy() ? 0
                      : A.getType()->isFloatTy() ? 2
                                                 : 1;
      K.Params.push_back({Kind, Size, Offset});
      K.ParamSize = Offset + Size;
    }
    Kernels.push_back(std::move(K));
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
    auto EmitString = [&](StringRef S) {
      OutStreamer->emitInt32(S.size());
      OutStreamer->emitBytes(S);
      OutStreamer->emitZeros(alignTo(S.size(), 4) - S.size());
    };
    uint32_t Shared = HGPU::sharedSize(M);
    OutStreamer->emitInt32(1);
    EmitString(TM.getTargetCPU().empty() ? StringRef("hgpu1") : TM.getTargetCPU());
    OutStreamer->emitInt32(Kernels.size());
    for (const KernelInfo &K : Kernels) {
      EmitString(K.Name);
      OutStreamer->emitInt32(K.ParamSize);
      OutStreamer->emitInt32(K.PrivateSize);
      OutStreamer->emitInt32(Shared);
      OutStreamer->emitInt32(K.Params.size());
      for (const ParamInfo &P : K.Params) {
        OutStreamer->emitInt32(P.Kind);
        OutStreamer->emitInt32(P.Size);
        OutStreamer->emitInt32(P.Offset);
      }
    }
  }
};

} // namespace

extern "C" void LLVMInitializeHGPUAsmPrinter() {
  RegisterAsmPrinter<HGPUAsmPrinter> X(getTheHGPUTarget());
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE
