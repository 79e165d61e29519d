//===- SimObject.h - hgpu-sim: objects and decoded code ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What hgpu-sim reads from an hgpu ELF object (.text and .hgpu.info, see
/// lib/Target/HGPU/HGPUAsmPrinter.cpp), and the kernel's instructions as the
/// backend's MC disassembler decodes them.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TOOLS_HGPU_SIM_SIMOBJECT_H
#define SHFL_TOOLS_HGPU_SIM_SIMOBJECT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Object/ELFObjectFile.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class MCDisassembler;
class MCInstPrinter;
class MCRegisterInfo;
class MCSubtargetInfo;
} // namespace llvm

namespace hgpusim {

/// Prints "hgpu-sim: error: MSG" and exits with status 1.
[[noreturn]] void die(const llvm::Twine &Msg);

struct Param {
  uint32_t Kind, Size, Offset; ///< kind: 0 pointer, 1 integer, 2 float
};

struct KernelDesc {
  std::string Name;
  uint32_t ParamSize = 0, PrivateSize = 0, SharedSize = 0;
  std::vector<Param> Params;
  llvm::ArrayRef<uint8_t> Code;
};

struct ObjectInfo {
  std::string CPU;
  std::vector<KernelDesc> Kernels;
};

/// Reads .hgpu.info and each kernel's code.
ObjectInfo readObject(const llvm::object::ELF64LEObjectFile &Obj);

/// An operand: a register (class and number) or an immediate.
struct Operand {
  enum Kind : uint8_t { R, D, P, Imm } K = Imm;
  int64_t V = 0;
};

struct Inst {
  unsigned Opcode = 0;
  llvm::SmallVector<Operand, 5> Ops;
  std::string Text; ///< as printed, for --trace, --disassemble and errors
};

/// Decodes every instruction of \p K; an undecodable word is an error.
std::vector<Inst> decode(const KernelDesc &K, const llvm::MCDisassembler &Dis,
                         const llvm::MCRegisterInfo &MRI,
                         llvm::MCInstPrinter *Printer,
                         const llvm::MCSubtargetInfo &STI);

} // namespace hgpusim

#endif
