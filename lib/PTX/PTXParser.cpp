//===- PTXParser.cpp - The syntax tree of an inline-PTX string ------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXParser.h"

using namespace llvm;
using namespace shfl::ptx;

namespace {

/// Blocks nest as deep as the input says; past this the input is refused
/// rather than the host stack risked.
constexpr unsigned MaxDepth = 64;

class Parser {
public:
  explicit Parser(StringRef Src) : Lex(Src) { Tok = Lex.lex(); }

  bool parseAll(ParsedAsm &Out, ParseError &Err);

private:
  void next() { Tok = Lex.lex(); }
  bool fail(const SrcLoc &Loc, const std::string &Msg) {
    if (!Failed) {
      Failed = true;
      E.Loc = Loc;
      E.Message = Msg;
    }
    return false;
  }
  /// Fails on a lexer error token, with its message.
  bool checkLexError() {
    if (Tok.K == Token::Error)
      return fail(Tok.Loc, Tok.Text);
    return true;
  }
  bool expect(Token::Kind K, const char *What) {
    if (!checkLexError())
      return false;
    if (Tok.K != K)
      return fail(Tok.Loc, std::string("expected ") + What);
    next();
    return true;
  }

  bool parseStmts(std::vector<Stmt> &Body, bool InBlock, unsigned Depth);
  bool parseStmt(std::vector<Stmt> &Body, unsigned Depth);
  bool parseRegDecl(Stmt &S);
  bool parseInstr(Stmt &S);
  bool parseOperand(Operand &Op, bool AllowVector);
  bool parseAtom(Operand &Op, bool AllowVector);
  bool parseAddress(Operand &Op);
  /// The end of a statement: ';', or (leniently) the '}' or end of input
  /// that follows a last statement written without one.
  bool endStmt(Stmt &S);

  Lexer Lex;
  Token Tok;
  bool Failed = false;
  ParseError E;
};

} // namespace

bool Parser::parseAll(ParsedAsm &Out, ParseError &Err) {
  bool OK = parseStmts(Out.Body, /*InBlock=*/false, 0);
  if (!OK || Failed) {
    Err = E;
    return false;
  }
  return true;
}

bool Parser::parseStmts(std::vector<Stmt> &Body, bool InBlock,
                        unsigned Depth) {
  while (true) {
    if (!checkLexError())
      return false;
    if (Tok.K == Token::Eof) {
      if (InBlock)
        return fail(Tok.Loc, "expected '}' before the end of the asm string");
      return true;
    }
    if (Tok.K == Token::RBrace) {
      if (!InBlock)
        return fail(Tok.Loc, "unmatched '}'");
      return true;
    }
    if (!parseStmt(Body, Depth))
      return false;
  }
}

bool Parser::endStmt(Stmt &S) {
  if (!checkLexError())
    return false;
  if (Tok.K == Token::Semi) {
    S.EndOffset = Tok.EndOffset;
    next();
    return true;
  }
  if (Tok.K == Token::RBrace || Tok.K == Token::Eof) {
    S.EndOffset = Tok.Loc.Offset;
    return true;
  }
  return fail(Tok.Loc, "expected ';' after the statement");
}

bool Parser::parseStmt(std::vector<Stmt> &Body, unsigned Depth) {
  if (Tok.K == Token::Semi) { // empty statement
    next();
    return true;
  }
  if (Tok.K == Token::LBrace) {
    if (Depth >= MaxDepth)
      return fail(Tok.Loc, "blocks nested too deeply");
    Stmt S;
    S.K = Stmt::Block;
    S.Loc = Tok.Loc;
    next();
    if (!parseStmts(S.Body, /*InBlock=*/true, Depth + 1))
      return false;
    S.EndOffset = Tok.EndOffset;
    next(); // '}'
    Body.push_back(std::move(S));
    return true;
  }
  Stmt S;
  S.Loc = Tok.Loc;
  if (Tok.K == Token::Word &&
      (Tok.Text == ".reg" || StringRef(Tok.Text).starts_with(".reg."))) {
    S.K = Stmt::RegDecl;
    if (Tok.Text == ".reg") {
      next();
    } else {
      // `.reg.b16 x;`: the type is written without a space.
      Tok.Text = Tok.Text.substr(4);
      Tok.Loc.Offset += 4;
      Tok.Loc.Col += 4;
    }
    if (!parseRegDecl(S))
      return false;
    Body.push_back(std::move(S));
    return true;
  }
  if (Tok.K == Token::Word && !Tok.Text.empty() && Tok.Text[0] == '.')
    return fail(Tok.Loc, "directive '" + Tok.Text + "' is not supported");
  if (Tok.K == Token::Word) {
    // A label is a name followed by ':'.
    Token Word = Tok;
    next();
    if (Tok.K == Token::Colon) {
      S.K = Stmt::Label;
      S.Name = Word.Text;
      S.EndOffset = Tok.EndOffset;
      next();
      Body.push_back(std::move(S));
      return true;
    }
    S.K = Stmt::Instr;
    S.Opcode = Word.Text;
    S.OpcodeLoc = Word.Loc;
    if (!parseInstr(S))
      return false;
    Body.push_back(std::move(S));
    return true;
  }
  if (Tok.K == Token::At) {
    S.K = Stmt::Instr;
    S.HasGuard = true;
    next();
    if (Tok.K == Token::Bang) {
      S.GuardNegated = true;
      next();
    }
    if (!checkLexError())
      return false;
    if (Tok.K != Token::Word)
      return fail(Tok.Loc, "expected a predicate after '@'");
    S.Guard = Tok.Text;
    S.GuardLoc = Tok.Loc;
    next();
    if (!checkLexError())
      return false;
    if (Tok.K != Token::Word)
      return fail(Tok.Loc, "expected an instruction after the guard");
    S.Opcode = Tok.Text;
    S.OpcodeLoc = Tok.Loc;
    next();
    if (!parseInstr(S))
      return false;
    Body.push_back(std::move(S));
    return true;
  }
  if (!checkLexError())
    return false;
  return fail(Tok.Loc, "expected a statement");
}

bool Parser::parseRegDecl(Stmt &S) {
  if (!checkLexError())
    return false;
  if (Tok.K != Token::Word || Tok.Text.size() < 2 || Tok.Text[0] != '.')
    return fail(Tok.Loc, "expected a type after '.reg'");
  S.RegType = StringRef(Tok.Text).drop_front().str();
  S.RegTypeLoc = Tok.Loc;
  next();
  while (true) {
    if (!checkLexError())
      return false;
    if (Tok.K != Token::Word || Tok.Text.empty() || Tok.Text[0] == '.')
      return fail(Tok.Loc, "expected a register name");
    Stmt::RegName R;
    R.Name = Tok.Text;
    R.Loc = Tok.Loc;
    next();
    if (Tok.K == Token::Less) {
      next();
      if (!checkLexError())
        return false;
      if (Tok.K != Token::Integer || Tok.Int == 0 || Tok.Int > 4096)
        return fail(Tok.Loc, "expected a register count between 1 and 4096");
      R.Count = unsigned(Tok.Int);
      next();
      if (!expect(Token::Greater, "'>'"))
        return false;
    }
    S.Regs.push_back(std::move(R));
    if (Tok.K != Token::Comma)
      break;
    next();
  }
  return endStmt(S);
}

bool Parser::parseInstr(Stmt &S) {
  if (!checkLexError())
    return false;
  if (Tok.K != Token::Semi && Tok.K != Token::RBrace && Tok.K != Token::Eof) {
    while (true) {
      Operand Op;
      if (!parseOperand(Op, /*AllowVector=*/true))
        return false;
      S.Ops.push_back(std::move(Op));
      if (!checkLexError())
        return false;
      if (Tok.K != Token::Comma)
        break;
      next();
    }
  }
  return endStmt(S);
}

bool Parser::parseOperand(Operand &Op, bool AllowVector) {
  bool Neg = false;
  SrcLoc Start = Tok.Loc;
  if (Tok.K == Token::Bang) {
    Neg = true;
    next();
  }
  if (!parseAtom(Op, AllowVector))
    return false;
  Op.Negated = Neg;
  if (Neg)
    Op.Loc = Start;
  if (Tok.K == Token::Pipe) {
    next();
    Operand Second;
    if (!parseAtom(Second, /*AllowVector=*/false))
      return false;
    Op.Dual.push_back(std::move(Second));
  }
  return true;
}

bool Parser::parseAtom(Operand &Op, bool AllowVector) {
  if (!checkLexError())
    return false;
  Op.Loc = Tok.Loc;
  switch (Tok.K) {
  case Token::Word:
    if (Tok.Text == "_") {
      Op.K = Operand::Sink;
    } else {
      Op.K = Operand::Name;
      Op.Text = Tok.Text;
    }
    next();
    return true;
  case Token::Operand:
    Op.K = Operand::AsmOp;
    Op.Num = unsigned(Tok.Int);
    next();
    return true;
  case Token::Minus:
    next();
    if (!checkLexError())
      return false;
    if (Tok.K == Token::Integer) {
      Op.K = Operand::Int;
      Op.Value = uint64_t(0) - Tok.Int;
      next();
      return true;
    }
    if (Tok.K == Token::Float && Tok.Width == 0) {
      Op.K = Operand::Float;
      Op.Value = Tok.Int ^ (uint64_t(1) << 63);
      next();
      return true;
    }
    return fail(Tok.Loc, "expected a number after '-'");
  case Token::Integer:
    Op.K = Operand::Int;
    Op.Value = Tok.Int;
    next();
    return true;
  case Token::Float:
    Op.K = Operand::Float;
    Op.Value = Tok.Int;
    Op.Width = Tok.Width;
    next();
    return true;
  case Token::LBrace: {
    if (!AllowVector)
      return fail(Tok.Loc, "a vector operand is not allowed here");
    Op.K = Operand::Vector;
    next();
    while (true) {
      Operand E;
      if (!parseAtom(E, /*AllowVector=*/false))
        return false;
      Op.Elems.push_back(std::move(E));
      if (!checkLexError())
        return false;
      if (Tok.K != Token::Comma)
        break;
      next();
    }
    return expect(Token::RBrace, "'}' or ',' in the vector operand");
  }
  case Token::LBracket:
    Op.K = Operand::Address;
    next();
    return parseAddress(Op);
  default:
    return fail(Tok.Loc, "expected an operand");
  }
}

bool Parser::parseAddress(Operand &Op) {
  if (!checkLexError())
    return false;
  if (Tok.K == Token::Integer) {
    Op.Offset = int64_t(Tok.Int);
    next();
    return expect(Token::RBracket, "']'");
  }
  Operand Base;
  if (Tok.K == Token::Word) {
    Base.K = Operand::Name;
    Base.Text = Tok.Text;
  } else if (Tok.K == Token::Operand) {
    Base.K = Operand::AsmOp;
    Base.Num = unsigned(Tok.Int);
  } else {
    return fail(Tok.Loc, "expected a register, an operand or an integer "
                         "address");
  }
  Base.Loc = Tok.Loc;
  Op.Elems.push_back(std::move(Base));
  next();
  if (Tok.K == Token::Plus || Tok.K == Token::Minus) {
    bool Minus = Tok.K == Token::Minus;
    next();
    // `[r+-4]` is written by some generators.
    if (Tok.K == Token::Minus) {
      Minus = !Minus;
      next();
    }
    if (!checkLexError())
      return false;
    if (Tok.K != Token::Integer)
      return fail(Tok.Loc, "expected an integer offset");
    Op.Offset = Minus ? -int64_t(Tok.Int) : int64_t(Tok.Int);
    next();
  }
  // A tensor address `[tensorMap, {coordinates}]` (TMA): kept as a second
  // element so that the statement is refused by its opcode, not its syntax.
  if (Tok.K == Token::Comma) {
    next();
    Operand Coords;
    if (!parseAtom(Coords, /*AllowVector=*/true))
      return false;
    Op.Elems.push_back(std::move(Coords));
  }
  return expect(Token::RBracket, "']'");
}

bool shfl::ptx::parsePTX(StringRef Src, ParsedAsm &Out, ParseError &Err) {
  Parser P(Src);
  return P.parseAll(Out, Err);
}
