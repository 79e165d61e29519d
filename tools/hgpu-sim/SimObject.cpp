//===- SimObject.cpp - hgpu-sim: objects and decoded code -----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "SimObject.h"
#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hgpusim {

[[noreturn]] void die(const Twine &Msg) {
  errs() << "hgpu-sim: error: " << Msg << "\n";
  exit(1);
}

//===----------------------------------------------------------------------===//
// The object file
//===----------------------------------------------------------------------===//

ObjectInfo readObject(const object::ELF64LEObjectFile &Obj) {
  ObjectInfo Info;
  StringRef InfoBytes;
  StringRef Text;
  for (const object::SectionRef &S : Obj.sections()) {
    Expected<StringRef> Name = S.getName();
    if (!Name)
      die(toString(Name.takeError()));
    if (*Name == ".hgpu.info" || *Name == ".text") {
      Expected<StringRef> C = S.getContents();
      if (!C)
        die(toString(C.takeError()));
      (*Name == ".text" ? Text : InfoBytes) = *C;
    }
  }
  if (InfoBytes.empty())
    die("the object has no .hgpu.info section (not made by llc -march=hgpu)");
  size_t Pos = 0;
  auto U32 = [&]() -> uint32_t {
    if (Pos + 4 > InfoBytes.size())
      die(".hgpu.info is truncated");
    uint32_t V = support::endian::read32le(InfoBytes.data() + Pos);
    Pos += 4;
    return V;
  };
  auto Str = [&]() -> std::string {
    uint32_t N = U32();
    if (Pos + N > InfoBytes.size())
      die(".hgpu.info is truncated");
    std::string S = InfoBytes.substr(Pos, N).str();
    Pos += alignTo(N, 4);
    return S;
  };
  if (uint32_t V = U32(); V != 1)
    die(".hgpu.info version " + Twine(V) + " (this simulator reads 1)");
  Info.CPU = Str();
  for (uint32_t K = U32(); K; --K) {
    KernelDesc D;
    D.Name = Str();
    D.ParamSize = U32();
    D.PrivateSize = U32();
    D.SharedSize = U32();
    for (uint32_t P = U32(); P; --P) {
      Param X;
      X.Kind = U32();
      X.Size = U32();
      X.Offset = U32();
      D.Params.push_back(X);
    }
    Info.Kernels.push_back(std::move(D));
  }
  for (const object::SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    Expected<uint64_t> Addr = Sym.getAddress();
    if (!Name || !Addr) {
      consumeError(Name.takeError());
      consumeError(Addr.takeError());
      continue;
    }
    uint64_t Size = object::ELFSymbolRef(Sym).getSize();
    for (KernelDesc &D : Info.Kernels)
      if (D.Name == *Name && *Addr + Size <= Text.size())
        D.Code = ArrayRef<uint8_t>(
            reinterpret_cast<const uint8_t *>(Text.data()) + *Addr, Size);
  }
  return Info;
}

//===----------------------------------------------------------------------===//
// Decoded instructions
//===----------------------------------------------------------------------===//

std::vector<Inst> decode(const KernelDesc &K, const MCDisassembler &Dis,
                         const MCRegisterInfo &MRI, MCInstPrinter *Printer,
                         const MCSubtargetInfo &STI) {
  std::vector<Inst> Out;
  for (uint64_t PC = 0; PC < K.Code.size(); PC += HGPU::InstBytes) {
    MCInst MI;
    uint64_t Size = 0;
    if (Dis.getInstruction(MI, Size, K.Code.slice(PC), PC, nulls()) !=
        MCDisassembler::Success)
      die("'" + K.Name + "' +" + Twine(PC) + ": not an instruction of " +
          STI.getCPU() + ": 0x" +
          utohexstr(support::endian::read64le(K.Code.data() + PC)));
    Inst I;
    I.Opcode = MI.getOpcode();
    for (const MCOperand &Op : MI) {
      Operand O;
      if (Op.isReg()) {
        MCRegister Reg = Op.getReg();
        O.V = MRI.getEncodingValue(Reg);
        O.K = MRI.getRegClass(HGPU::GPR32RegClassID).contains(Reg)   ? Operand::R
              : MRI.getRegClass(HGPU::GPR64RegClassID).contains(Reg) ? Operand::D
                                                                    : Operand::P;
      } else {
        O.V = Op.getImm();
      }
      I.Ops.push_back(O);
    }
    raw_string_ostream OS(I.Text);
    Printer->printInst(&MI, PC, "", STI, OS);
    Out.push_back(std::move(I));
  }
  return Out;
}

} // namespace hgpusim
