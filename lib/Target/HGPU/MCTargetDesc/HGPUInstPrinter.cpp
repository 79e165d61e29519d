//===- HGPUInstPrinter.cpp - print hgpu MCInsts ---------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/HGPUInstPrinter.h"
#include "MCTargetDesc/HGPUSRegs.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

#define DEBUG_TYPE "hgpu-asm-printer"

#include "HGPUGenAsmWriter.inc"

void HGPUInstPrinter::printInst(const MCInst *MI, uint64_t Address,
                                StringRef Annot, const MCSubtargetInfo &STI,
                                raw_ostream &O) {
  printInstruction(MI, Address, O);
  printAnnotation(O, Annot);
}

void HGPUInstPrinter::printRegName(raw_ostream &O,
                                   MCRegister Reg) SHFL_MC_PRINTREGNAME_CONST {
  O << getRegisterName(Reg);
}

void HGPUInstPrinter::printOperand(const MCInst *MI, unsigned OpNo,
                                   raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isReg()) {
    printRegName(O, Op.getReg());
  } else if (Op.isImm()) {
    O << Op.getImm();
  } else {
    assert(Op.isExpr() && "unknown operand kind");
    SHFL_MC_PRINT_EXPR(MAI, O, *Op.getExpr());
  }
}

void HGPUInstPrinter::printOperand(const MCInst *MI, uint64_t Address,
                                   unsigned OpNo, raw_ostream &O) {
  // A branch target: a label, or after disassembly a displacement, printed
  // as the absolute address when the address is known.
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isImm() && PrintBranchImmAsAddress) {
    O << formatHex(Address + Op.getImm());
    return;
  }
  printOperand(MI, OpNo, O);
}

void HGPUInstPrinter::printSRegOperand(const MCInst *MI, unsigned OpNo,
                                       raw_ostream &O) {
  const MCOperand &Op = MI->getOperand(OpNo);
  if (Op.isImm())
    if (const HGPU::SReg *R = HGPU::findSReg(Op.getImm())) {
      O << '%' << R->AsmName;
      return;
    }
  printOperand(MI, OpNo, O);
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE
