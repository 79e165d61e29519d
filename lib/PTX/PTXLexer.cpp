//===- PTXLexer.cpp - Tokens of an inline-PTX string ----------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXLexer.h"
#include "llvm/ADT/StringExtras.h"
#include <cstdlib>
#include <cstring>

using namespace llvm;
using namespace shfl::ptx;

void Lexer::advance(unsigned N) {
  for (unsigned I = 0; I < N && Pos < Src.size(); ++I, ++Pos) {
    if (Src[Pos] == '\n') {
      ++Cur.Line;
      Cur.Col = 1;
    } else {
      ++Cur.Col;
    }
  }
  Cur.Offset = Pos;
}

Token Lexer::make(Token::Kind K, const SrcLoc &Start) {
  Token T;
  T.K = K;
  T.Loc = Start;
  T.EndOffset = Pos;
  return T;
}

Token Lexer::error(const SrcLoc &Start, const std::string &Msg) {
  Token T = make(Token::Error, Start);
  T.Text = Msg;
  // An error ends the input: the parser stops at the first one.
  Pos = Src.size();
  Cur.Offset = Pos;
  return T;
}

void Lexer::skipSpaceAndComments(Token &Err) {
  while (Pos < Src.size()) {
    char C = peek();
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\v' ||
        C == '\f') {
      advance();
    } else if (C == '/' && peek(1) == '/') {
      while (Pos < Src.size() && peek() != '\n')
        advance();
    } else if (C == '/' && peek(1) == '*') {
      SrcLoc Start = Cur;
      advance(2);
      while (Pos < Src.size() && !(peek() == '*' && peek(1) == '/'))
        advance();
      if (Pos >= Src.size()) {
        Err = error(Start, "unterminated comment");
        return;
      }
      advance(2);
    } else {
      return;
    }
  }
}

static bool isWordStart(char C) {
  return isAlpha(C) || C == '_' || C == '.';
}
static bool isWordChar(char C) { return isAlnum(C) || C == '_' || C == '.'; }

/// Appends the `$`/`%` escapes that may appear inside a word; returns false
/// if the text at the cursor is none of them.
static bool takeEscape(StringRef Rest, std::string &Out, unsigned &Len) {
  if (Rest.starts_with("$$") || Rest.starts_with("%%")) {
    Out += Rest[0];
    Len = 2;
    return true;
  }
  if (Rest.starts_with("${:uid}")) {
    // GCC's `%=`: a number unique to this asm statement.  One statement is
    // translated at a time, so any fixed spelling is unique.
    Out += "uid";
    Len = 7;
    return true;
  }
  return false;
}

Token Lexer::lexWord(const SrcLoc &Start) {
  std::string Text;
  while (Pos < Src.size()) {
    unsigned Len = 0;
    if (takeEscape(Src.substr(Pos), Text, Len)) {
      advance(Len);
      continue;
    }
    char C = peek();
    if (isWordChar(C) || (C == '%' && Text.empty())) {
      Text += C;
      advance();
      continue;
    }
    if (C == ':' && peek(1) == ':') {
      Text += "::";
      advance(2);
      continue;
    }
    // `$` inside a word (e.g. `a$b`) is a PTX identifier character too.
    if (C == '$' && !Text.empty() && !isDigit(peek(1)) && peek(1) != '{') {
      Text += C;
      advance();
      continue;
    }
    break;
  }
  Token T = make(Token::Word, Start);
  T.Text = std::move(Text);
  return T;
}

Token Lexer::lexNumber(const SrcLoc &Start) {
  StringRef Rest = Src.substr(Pos);
  // Hexadecimal float literals: 0fXXXXXXXX (f32), 0dXXXXXXXXXXXXXXXX (f64).
  if (Rest.size() >= 2 && Rest[0] == '0' &&
      (Rest[1] == 'f' || Rest[1] == 'F' || Rest[1] == 'd' || Rest[1] == 'D')) {
    bool Is64 = Rest[1] == 'd' || Rest[1] == 'D';
    unsigned Digits = Is64 ? 16 : 8;
    StringRef Hex = Rest.substr(2, Digits);
    uint64_t V = 0;
    if (Hex.size() != Digits || Hex.getAsInteger(16, V) ||
        (Rest.size() > 2 + Digits && isAlnum(Rest[2 + Digits])))
      return error(Start, std::string("malformed ") + (Is64 ? "0d" : "0f") +
                              " float literal (expected " +
                              std::to_string(Digits) + " hex digits)");
    advance(2 + Digits);
    Token T = make(Token::Float, Start);
    T.Int = V;
    T.Width = Is64 ? 64 : 32;
    return T;
  }
  // Decimal floating-point literals: digits '.' digits [e[+-]digits] or
  // digits e[+-]digits.
  unsigned I = 0;
  while (I < Rest.size() && isDigit(Rest[I]))
    ++I;
  bool IsFloat = false;
  if (I < Rest.size() && Rest[I] == '.' && I + 1 < Rest.size() &&
      isDigit(Rest[I + 1])) {
    IsFloat = true;
    ++I;
    while (I < Rest.size() && isDigit(Rest[I]))
      ++I;
  }
  if (I < Rest.size() && (Rest[I] == 'e' || Rest[I] == 'E') &&
      !(Rest.size() > 1 && (Rest[1] == 'x' || Rest[1] == 'X'))) {
    unsigned J = I + 1;
    if (J < Rest.size() && (Rest[J] == '+' || Rest[J] == '-'))
      ++J;
    if (J < Rest.size() && isDigit(Rest[J])) {
      IsFloat = true;
      I = J;
      while (I < Rest.size() && isDigit(Rest[I]))
        ++I;
    }
  }
  if (IsFloat) {
    std::string Spelling = Rest.substr(0, I).str();
    double D = std::strtod(Spelling.c_str(), nullptr);
    advance(I);
    Token T = make(Token::Float, Start);
    std::memcpy(&T.Int, &D, sizeof(D));
    T.Width = 0;
    return T;
  }
  // Integers: 0x hex, 0b binary, 0 octal, decimal; an optional U suffix.
  unsigned Radix = 10;
  unsigned Skip = 0;
  if (Rest.size() > 1 && Rest[0] == '0' && (Rest[1] == 'x' || Rest[1] == 'X')) {
    Radix = 16;
    Skip = 2;
  } else if (Rest.size() > 1 && Rest[0] == '0' &&
             (Rest[1] == 'b' || Rest[1] == 'B')) {
    Radix = 2;
    Skip = 2;
  } else if (Rest.size() > 1 && Rest[0] == '0' && isDigit(Rest[1])) {
    Radix = 8;
    Skip = 1;
  }
  unsigned End = Skip;
  while (End < Rest.size() && isAlnum(Rest[End]) && Rest[End] != 'U' &&
         Rest[End] != 'u')
    ++End;
  StringRef Digits = Rest.substr(Skip, End - Skip);
  uint64_t V = 0;
  if (Radix != 10 && Digits.empty() && Radix == 8)
    Digits = "0";
  if (Digits.empty() || Digits.getAsInteger(Radix, V))
    return error(Start, "malformed integer literal '" +
                            Rest.substr(0, End).str() + "'");
  if (End < Rest.size() && (Rest[End] == 'U' || Rest[End] == 'u'))
    ++End;
  if (End < Rest.size() && (isAlnum(Rest[End]) || Rest[End] == '_'))
    return error(Start, "malformed integer literal '" +
                            Rest.substr(0, End + 1).str() + "'");
  advance(End);
  Token T = make(Token::Integer, Start);
  T.Int = V;
  return T;
}

Token Lexer::lexDollar(const SrcLoc &Start) {
  // `$N`, `${N}`; `$$` and `${:uid}` start a word.
  StringRef Rest = Src.substr(Pos);
  unsigned Len = 1;
  StringRef Num;
  if (Rest.starts_with("${")) {
    size_t Close = Rest.find('}');
    if (Close == StringRef::npos)
      return error(Start, "unterminated '${'");
    StringRef Inner = Rest.substr(2, Close - 2);
    if (Inner.contains(':'))
      return error(Start, "operand modifier '" + Rest.substr(0, Close + 1).str() +
                              "' is not supported");
    Num = Inner;
    Len = Close + 1;
  } else {
    unsigned I = 1;
    while (I < Rest.size() && isDigit(Rest[I]))
      ++I;
    Num = Rest.substr(1, I - 1);
    Len = I;
  }
  unsigned N = 0;
  if (Num.empty() || Num.getAsInteger(10, N))
    return error(Start, "malformed operand reference");
  advance(Len);
  Token T = make(Token::Operand, Start);
  T.Int = N;
  return T;
}

Token Lexer::lex() {
  Token Err;
  skipSpaceAndComments(Err);
  if (Err.K == Token::Error)
    return Err;
  SrcLoc Start = Cur;
  if (Pos >= Src.size())
    return make(Token::Eof, Start);
  char C = peek();
  StringRef Rest = Src.substr(Pos);
  if (C == '$') {
    if (Rest.starts_with("$$") || Rest.starts_with("${:uid}"))
      return lexWord(Start);
    return lexDollar(Start);
  }
  if (C == '%') {
    if (isDigit(peek(1))) {
      // Header form of an operand: %N.
      unsigned I = 1;
      while (I < Rest.size() && isDigit(Rest[I]))
        ++I;
      unsigned N = 0;
      if (Rest.substr(1, I - 1).getAsInteger(10, N))
        return error(Start, "malformed operand reference");
      advance(I);
      Token T = make(Token::Operand, Start);
      T.Int = N;
      return T;
    }
    if (peek(1) == '%' || isAlpha(peek(1)) || peek(1) == '_')
      return lexWord(Start);
    return error(Start, "unexpected '%'");
  }
  if (isDigit(C))
    return lexNumber(Start);
  if (isWordStart(C))
    return lexWord(Start);
  Token::Kind K;
  switch (C) {
  case ',': K = Token::Comma; break;
  case ';': K = Token::Semi; break;
  case '{': K = Token::LBrace; break;
  case '}': K = Token::RBrace; break;
  case '[': K = Token::LBracket; break;
  case ']': K = Token::RBracket; break;
  case '(': K = Token::LParen; break;
  case ')': K = Token::RParen; break;
  case '@': K = Token::At; break;
  case '!': K = Token::Bang; break;
  case '|': K = Token::Pipe; break;
  case '+': K = Token::Plus; break;
  case '-': K = Token::Minus; break;
  case '<': K = Token::Less; break;
  case '>': K = Token::Greater; break;
  case ':': K = Token::Colon; break;
  default: {
    std::string Shown = isPrint(C) ? std::string(1, C)
                                   : "\\x" + utohexstr(uint8_t(C), true);
    return error(Start, "unexpected character '" + Shown + "'");
  }
  }
  advance();
  return make(K, Start);
}
