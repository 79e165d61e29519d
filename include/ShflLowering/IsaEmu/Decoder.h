//===- Decoder.h - AMDGPU machine code to Inst ------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes AMDGPU machine code with LLVM's MC disassembler for one processor
/// and wave size, prints each instruction with the AMDGPU instruction printer
/// and parses the text into an Inst (Inst.h).  Binding an Inst to the
/// generation's table is the caller's (OpTable.h).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_ISAEMU_DECODER_H
#define SHFL_LOWERING_ISAEMU_DECODER_H

#include "ShflLowering/IsaEmu/Inst.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace isaemu {

class Decoder {
public:
  ~Decoder();
  /// An MC disassembler for \p CPU (as llc's -mcpu) in wave64 or wave32.
  static llvm::Expected<std::unique_ptr<Decoder>> create(llvm::StringRef CPU,
                                                         bool Wave64);

  /// Decodes the instruction at \p Bytes (virtual address \p VA).  An
  /// invalid encoding gives an Inst with Size 4 and a reason in Unsupported.
  std::unique_ptr<Inst> decode(llvm::ArrayRef<uint8_t> Bytes, uint64_t VA) const;

  struct Impl;

private:
  explicit Decoder(std::unique_ptr<Impl> I);
  std::unique_ptr<Impl> P;
};

/// Parses printed instruction text (`v_add_u32_dpp v2, v2, v2 quad_perm:...`)
/// into \p I's mnemonic, operands and modifiers.  Something it cannot parse
/// sets I.Unsupported.
void parseInstText(llvm::StringRef Text, Inst &I);

} // namespace isaemu

#endif // SHFL_LOWERING_ISAEMU_DECODER_H
