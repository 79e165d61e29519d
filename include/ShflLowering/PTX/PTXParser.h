//===- PTXParser.h - The syntax tree of an inline-PTX string ----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A recursive-descent parser, in the manner of MC's AsmParser, from the
/// tokens of PTXLexer.h to a small syntax tree:
///
///   block     := '{' stmt* '}'
///   stmt      := block | label ':' | '.reg' type reg (',' reg)* ';'
///              | ['@' ['!'] pred] opcode [operand (',' operand)*] ';'
///   reg       := name ['<' integer '>']
///   operand   := ['!'] atom ['|' atom]
///   atom      := name | $N | %N | ['-'] integer | float | '_'
///              | '{' atom (',' atom)* '}' | '[' address ']'
///   address   := (name | $N | integer) [('+' | '-') integer]
///
/// Nothing is resolved here: names are looked up, opcodes matched against the
/// instruction table and operand counts checked by PTXSema.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXPARSER_H
#define SHFL_LOWERING_PTX_PTXPARSER_H

#include "ShflLowering/PTX/PTXLexer.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace shfl {
namespace ptx {

struct Operand {
  enum Kind {
    Name,    ///< a register, special register or label: Text
    AsmOp,   ///< $N / %N: Num
    Int,     ///< Value (already negated if written with '-')
    Float,   ///< Value holds the bits; Width 32, 64, or 0 (decimal: a double)
    Vector,  ///< Elems
    Address, ///< Elems[0] the base if any; Offset
    Sink     ///< '_'
  };
  Kind K = Name;
  SrcLoc Loc;
  std::string Text;
  unsigned Num = 0;
  uint64_t Value = 0;
  unsigned Width = 0;
  int64_t Offset = 0;
  bool Negated = false; ///< written `!p`
  std::vector<Operand> Elems;
  /// The second destination of `d|p`: zero or one element.
  std::vector<Operand> Dual;
};

struct Stmt {
  enum Kind { Instr, RegDecl, Label, Block };
  Kind K = Instr;
  SrcLoc Loc;
  unsigned EndOffset = 0;

  // Instr
  std::string Opcode; ///< with its suffixes: "shfl.sync.down.b32"
  SrcLoc OpcodeLoc;
  bool HasGuard = false;
  bool GuardNegated = false;
  std::string Guard;
  SrcLoc GuardLoc;
  std::vector<Operand> Ops;

  // RegDecl: `.reg .TYPE a, b<4>`; Count 0 means a plain name.
  std::string RegType; ///< without the dot
  SrcLoc RegTypeLoc;
  struct RegName {
    std::string Name;
    unsigned Count = 0;
    SrcLoc Loc;
  };
  std::vector<RegName> Regs;

  // Label: Name
  std::string Name;

  // Block
  std::vector<Stmt> Body;
};

/// A parse error: where, and what.
struct ParseError {
  SrcLoc Loc;
  std::string Message;
};

/// The whole template: the statements at the outermost level.
struct ParsedAsm {
  std::vector<Stmt> Body;
};

/// Parses \p Src; on failure returns false and fills \p Err.
bool parsePTX(llvm::StringRef Src, ParsedAsm &Out, ParseError &Err);

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXPARSER_H
