//===- PTXLexer.h - Tokens of an inline-PTX string --------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lexer of the inline-PTX translator, in the manner of MC's AsmLexer: it
/// turns the template string of a `call asm` into tokens that keep their
/// position.  It reads the template as clang writes it in IR (`$0` operands,
/// `$$` for a literal `$`, `${:uid}` for GCC's `%=`) and as it appears in a
/// header (`%0` operands, `%%` for a literal `%`).
///
/// A word is an identifier, an opcode with its dotted suffixes, a directive
/// (`.reg`), a type (`.f32`) or a register (`%tid.x`); `::` belongs to the
/// word (`.L1::no_allocate`).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXLEXER_H
#define SHFL_LOWERING_PTX_PTXLEXER_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>

namespace shfl {
namespace ptx {

/// A position in the template: byte offset, 1-based line and column.
struct SrcLoc {
  unsigned Offset = 0;
  unsigned Line = 1;
  unsigned Col = 1;
};

struct Token {
  enum Kind {
    Eof,
    Error,   ///< Text holds the message
    Word,    ///< Text holds the word, with `$$` and `%%` already unescaped
    Operand, ///< `$N`, `${N}` or `%N`: Int holds N
    Integer, ///< Int holds the value (two's complement of what was written)
    Float,   ///< `0fXXXXXXXX` (Width 32), `0dX...` (64), or decimal (Width 0,
             ///< Int holds the bits of the double)
    Comma, Semi, LBrace, RBrace, LBracket, RBracket, LParen, RParen, At,
    Bang, Pipe, Plus, Minus, Less, Greater, Colon
  };
  Kind K = Eof;
  std::string Text;
  uint64_t Int = 0;
  unsigned Width = 0;
  SrcLoc Loc;
  unsigned EndOffset = 0;
};

class Lexer {
public:
  explicit Lexer(llvm::StringRef Src) : Src(Src) {}

  /// The next token; Eof at the end (and for ever after).
  Token lex();
  llvm::StringRef source() const { return Src; }

private:
  char peek(unsigned Ahead = 0) const {
    return Pos + Ahead < Src.size() ? Src[Pos + Ahead] : '\0';
  }
  void advance(unsigned N = 1);
  void skipSpaceAndComments(Token &Err);
  Token make(Token::Kind K, const SrcLoc &Start);
  Token error(const SrcLoc &Start, const std::string &Msg);
  Token lexWord(const SrcLoc &Start);
  Token lexNumber(const SrcLoc &Start);
  Token lexDollar(const SrcLoc &Start);

  llvm::StringRef Src;
  unsigned Pos = 0;
  SrcLoc Cur;
};

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXLEXER_H
