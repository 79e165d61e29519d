//===- PTXSema.h - Names, table rows and operand shapes resolved -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The checking half of the translator.  It takes the syntax tree of one asm
/// template and the operands that clang's constraint string gives it, and
/// produces a flat program: every name resolved (scoped registers, the asm
/// operands, special registers, labels), every instruction matched to its row
/// of the instruction table, with its types, modifiers and operands checked.
/// Whatever it accepts, the IR builders translate; whatever it refuses comes
/// with the statement, the column and the reason.  The coverage tool runs
/// this half alone.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXSEMA_H
#define SHFL_LOWERING_PTX_PTXSEMA_H

#include "ShflLowering/PTX/PTXParser.h"
#include "ShflLowering/PTX/PTXTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace shfl {
namespace ptx {

struct InstrRow;

/// One operand of the asm statement ($N), as its constraint describes it.
struct AsmOperandInfo {
  bool IsOutput = false;
  char Letter = 0;     ///< the constraint letter: r l h c f d n q
  unsigned Bits = 32;  ///< the register width it binds to
  bool IsFloat = false;
  int TiedTo = -1;     ///< an input tied to output N ("0")
  /// The value is a compile-time constant ('n', or a constant argument).
  bool IsImmediate = false;
  std::optional<uint64_t> Const;
};

/// The operands of one asm statement, in $N order: outputs first.
struct AsmSignature {
  std::vector<AsmOperandInfo> Ops;
};

/// The width and type of a constraint letter: r 32, l 64, h 16, c 8, q 128,
/// f 32 (float), d 64 (float), n an immediate.  Returns false for a letter
/// the translator does not take.
bool constraintLetterInfo(char Letter, unsigned &Bits, bool &IsFloat);

/// Parses clang's constraint string ("=r,=r,r,0,~{memory}") into a signature
/// whose widths come from the letters; \p Err says what is wrong otherwise.
/// The IR path refines widths and constants from the call.
bool parseConstraintString(llvm::StringRef Constraints, AsmSignature &Sig,
                           std::string &Err);

/// A register of the program.
struct RegInfo {
  std::string Name;
  unsigned Bits = 32;
  bool IsPred = false;
};

/// A resolved operand.
struct ROperand {
  enum Kind { None, Reg, Asm, Imm, FImm, SReg, Vec, Addr, Sink, Label };
  Kind K = None;
  unsigned Id = 0;   ///< Reg: register; Asm: operand number; SReg: index;
                     ///< Label: label number
  uint64_t IVal = 0; ///< Imm: the value; FImm: the bits
  unsigned FWidth = 0; ///< FImm: 32, 64, or 0 for a decimal literal (a double)
  int64_t Offset = 0;  ///< Addr
  bool Neg = false;    ///< `!p`
  std::vector<ROperand> Elems; ///< Vec: elements; Addr: the base, if any
  std::vector<ROperand> Dual;  ///< the `|p` of a dual destination
  SrcLoc Loc;
};

/// One item of the program: an instruction, or a label (Row == nullptr).
struct RInstr {
  const InstrRow *Row = nullptr;
  PTXType T[2] = {PTXType::Invalid, PTXType::Invalid};
  unsigned NumTypes = 0;
  ModSet Mods;
  std::vector<ROperand> Ops;
  int Guard = -1; ///< predicate register, or -1
  bool GuardNeg = false;
  int LabelId = -1; ///< for a label item
  const Stmt *Src = nullptr;
  bool has(Mod M) const { return Mods.has(M); }
};

/// A special register that instructions may read (PTX's %tid.x, ...).
struct SpecialReg {
  llvm::StringLiteral Name;      ///< as written, with the '%'
  unsigned Bits;
  llvm::StringLiteral Intrinsic; ///< llvm.nvvm.read.ptx.sreg.<...>, or a
                                 ///< constant's decimal value for WARP_SZ
};
llvm::ArrayRef<SpecialReg> specialRegisters();

/// The checked program of one asm template.
struct Program {
  std::vector<RegInfo> Regs;
  std::vector<RInstr> Items;
  unsigned NumLabels = 0;
  bool HasBranches = false;
  /// Per asm operand: written by some instruction (an input then needs a
  /// local copy).
  std::vector<bool> AsmWritten;
};

/// Why a template was refused.
struct SemaError {
  enum Category {
    Syntax,      ///< the parser failed
    Unknown,     ///< unknown opcode or modifier
    Unsupported, ///< known but not translated (type, modifier, form)
    OutOfScope,  ///< tensor-core / TMA / async-copy PTX
    Operand      ///< operand count or shape
  };
  Category Cat = Unsupported;
  SrcLoc Loc;           ///< where in the template
  unsigned StmtBegin = 0, StmtEnd = 0; ///< the statement's text
  std::string Message;
};

/// Checks \p Parsed (the template \p Src) against \p Sig; fills \p Out, or
/// \p Err and returns false.
bool analyze(llvm::StringRef Src, const ParsedAsm &Parsed,
             const AsmSignature &Sig, Program &Out, SemaError &Err);

/// Parse and analyze in one step; a parse error becomes a Syntax SemaError.
bool checkTemplate(llvm::StringRef Src, const AsmSignature &Sig,
                   ParsedAsm &Parsed, Program &Out, SemaError &Err);

/// The category's word in reports ("unsupported", "out-of-scope", ...).
llvm::StringRef categoryName(SemaError::Category C);

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXSEMA_H
