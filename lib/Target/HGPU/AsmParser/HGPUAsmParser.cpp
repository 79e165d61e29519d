//===- HGPUAsmParser.cpp - parse hgpu assembly ----------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hgpu assembler: it reads what HGPUInstPrinter prints, so that llc's
/// .s output assembles to the object llc writes itself (hgpu-mc, and the
/// tests in test/hgpu/mc).  The instruction matcher is generated from the
/// same records as the printer and the encoder (-gen-asm-matcher); this file
/// splits a statement into the operands the matcher compares:
///
///   add.32 r1, r2, 5          registers, immediates
///   ld.global.b32 r4, [d2+8]  '[', register, '+', immediate, ']'
///   shfl.xor r7|p0, r4, 1, 32 '|' before the predicate output
///   mov.u32 r2, %tid.x        a special register, by name (HGPUSRegs.h)
///   @p0 bra .LBB0_1           '@' (the matcher's mnemonic), the guard, and
///   @!p0 bra .LBB0_1          the guarded mnemonic as a token; '!' negates
///
/// Everything else (labels, sections, .long data such as .hgpu.info) is the
/// generic ELF assembler's.
///
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "MCTargetDesc/HGPUSRegs.h"
#include "ShflLowering/Support/Compat.h"
#include "TargetInfo/HGPUTargetInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCParsedAsmOperand.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

using namespace llvm;

#define DEBUG_TYPE "hgpu-asm-parser"

namespace {

/// One parsed operand: a token of the syntax, a register, or an immediate
/// (a constant, a special register's number, or a label expression).
class HGPUOperand : public MCParsedAsmOperand {
  enum KindTy { Token, Register, Immediate } Kind;
  StringRef Tok;
  MCRegister Reg;
  const MCExpr *Imm = nullptr;
  bool IsSReg = false; ///< an immediate written as %name
  SMLoc Start, End;

  HGPUOperand(KindTy K, SMLoc S, SMLoc E) : Kind(K), Start(S), End(E) {}

  /// The value of a constant immediate, if the operand is one.
  std::optional<int64_t> constant() const {
    if (Kind != Immediate || IsSReg)
      return std::nullopt;
    if (const auto *CE = dyn_cast<MCConstantExpr>(Imm))
      return CE->getValue();
    return std::nullopt;
  }

public:
  static std::unique_ptr<HGPUOperand> createToken(StringRef Str, SMLoc S) {
    auto Op = std::unique_ptr<HGPUOperand>(new HGPUOperand(Token, S, S));
    Op->Tok = Str;
    return Op;
  }
  static std::unique_ptr<HGPUOperand> createReg(MCRegister Reg, SMLoc S,
                                                SMLoc E) {
    auto Op = std::unique_ptr<HGPUOperand>(new HGPUOperand(Register, S, E));
    Op->Reg = Reg;
    return Op;
  }
  static std::unique_ptr<HGPUOperand> createImm(const MCExpr *Val, SMLoc S,
                                                SMLoc E, bool IsSReg = false) {
    auto Op = std::unique_ptr<HGPUOperand>(new HGPUOperand(Immediate, S, E));
    Op->Imm = Val;
    Op->IsSReg = IsSReg;
    return Op;
  }

  bool isToken() const override { return Kind == Token; }
  bool isReg() const override { return Kind == Register; }
  bool isImm() const override { return Kind == Immediate; }
  bool isMem() const override { return false; }
  StringRef getToken() const {
    assert(isToken() && "not a token");
    return Tok;
  }
  MCRegister getReg() const override {
    assert(isReg() && "not a register");
    return Reg;
  }
  SMLoc getStartLoc() const override { return Start; }
  SMLoc getEndLoc() const override { return End; }

  // The predicates of the operand classes (HGPUInstrInfo.td).  An immediate
  // must be a constant: hgpu objects have no relocations.
  bool isImm32() const {
    std::optional<int64_t> V = constant();
    return V && (isInt<32>(*V) || isUInt<32>(*V));
  }
  bool isSImm32() const {
    std::optional<int64_t> V = constant();
    return V && isInt<32>(*V);
  }
  bool isWidth() const {
    std::optional<int64_t> V = constant();
    return V && *V >= 1 && *V <= 32 && isPowerOf2_64(*V);
  }
  bool isLane() const {
    std::optional<int64_t> V = constant();
    return V && *V >= 0 && *V <= 31;
  }
  bool isSReg() const { return Kind == Immediate && IsSReg; }
  /// A label, or a displacement in bytes (as hgpu-sim --disassemble prints).
  bool isBrTarget() const {
    if (Kind != Immediate || IsSReg)
      return false;
    std::optional<int64_t> V = constant();
    return !isa<MCConstantExpr>(Imm) || isInt<32>(*V);
  }

  void addRegOperands(MCInst &Inst, unsigned N) const {
    assert(N == 1 && "one register");
    Inst.addOperand(MCOperand::createReg(getReg()));
  }
  void addImmOperands(MCInst &Inst, unsigned N) const {
    assert(N == 1 && isImm() && "one immediate");
    if (const auto *CE = dyn_cast<MCConstantExpr>(Imm))
      Inst.addOperand(MCOperand::createImm(CE->getValue()));
    else
      Inst.addOperand(MCOperand::createExpr(Imm));
  }

  void print(raw_ostream &OS SHFL_MC_OPERAND_PRINT_MAI_PARAM) const override {
    switch (Kind) {
    case Token:
      OS << "token '" << Tok << "'";
      break;
    case Register:
      OS << "register " << Reg.id();
      break;
    case Immediate:
      OS << (IsSReg ? "special register " : "immediate ");
      if (const auto *CE = dyn_cast<MCConstantExpr>(Imm))
        OS << CE->getValue();
      else
        OS << "(expression)";
      break;
    }
  }
};

class HGPUAsmParser : public MCTargetAsmParser {
#define GET_ASSEMBLER_HEADER
#include "HGPUGenAsmMatcher.inc"

  bool parseGuard(OperandVector &Operands, StringRef Name, SMLoc NameLoc);
  bool parseOperand(OperandVector &Operands);

public:
  enum HGPUMatchResultTy {
    Match_Dummy = FIRST_TARGET_MATCH_RESULT_TY,
#define GET_OPERAND_DIAGNOSTIC_TYPES
#include "HGPUGenAsmMatcher.inc"
  };

  HGPUAsmParser(const MCSubtargetInfo &STI, MCAsmParser &Parser,
                const MCInstrInfo &MII, const MCTargetOptions &Options)
      : MCTargetAsmParser(Options, STI, MII) {
    setAvailableFeatures(ComputeAvailableFeatures(STI.getFeatureBits()));
  }

  bool parseRegister(MCRegister &Reg, SMLoc &StartLoc, SMLoc &EndLoc) override;
  ParseStatus tryParseRegister(MCRegister &Reg, SMLoc &StartLoc,
                               SMLoc &EndLoc) override;
  bool SHFL_MC_PARSE_INSTRUCTION(ParseInstructionInfo &Info, StringRef Name,
                                 SMLoc NameLoc,
                                 OperandVector &Operands) override;
  bool SHFL_MC_MATCH_AND_EMIT(SMLoc IDLoc, unsigned &Opcode,
                              OperandVector &Operands, MCStreamer &Out,
                              uint64_t &ErrorInfo,
                              bool MatchingInlineAsm) override;
#if SHFL_MC_HAS_TOKEN_START_OF_STATEMENT
  /// A guarded instruction starts with '@'.
  bool tokenIsStartOfStatement(AsmToken::TokenKind Kind) override {
    return Kind == AsmToken::At;
  }
#endif
};

} // namespace

#define GET_REGISTER_MATCHER
#define GET_SUBTARGET_FEATURE_NAME
#define GET_MATCHER_IMPLEMENTATION
#include "HGPUGenAsmMatcher.inc"

/// True for a name spelled like a register (r7, d3, p0), valid or not.
static bool looksLikeRegister(StringRef Name) {
  return Name.size() > 1 && StringRef("rdp").contains(Name[0]) &&
         all_of(Name.drop_front(), [](char C) { return isDigit(C); });
}

ParseStatus HGPUAsmParser::tryParseRegister(MCRegister &Reg, SMLoc &StartLoc,
                                            SMLoc &EndLoc) {
  const AsmToken &Tok = getTok();
  if (Tok.isNot(AsmToken::Identifier))
    return ParseStatus::NoMatch;
  Reg = MatchRegisterName(Tok.getString());
  if (!Reg)
    return ParseStatus::NoMatch;
  StartLoc = Tok.getLoc();
  EndLoc = Tok.getEndLoc();
  Lex();
  return ParseStatus::Success;
}

bool HGPUAsmParser::parseRegister(MCRegister &Reg, SMLoc &StartLoc,
                                  SMLoc &EndLoc) {
  if (!tryParseRegister(Reg, StartLoc, EndLoc).isSuccess())
    return Error(getTok().getLoc(), "expected a register");
  return false;
}

bool HGPUAsmParser::parseOperand(OperandVector &Operands) {
  const AsmToken &Tok = getTok();
  SMLoc S = Tok.getLoc();

  // The punctuation of the syntax: tokens the matcher compares.
  static const struct {
    AsmToken::TokenKind Kind;
    const char *Spelling;
  } Punctuation[] = {{AsmToken::LBrac, "["},
                     {AsmToken::RBrac, "]"},
                     {AsmToken::Plus, "+"},
                     {AsmToken::Pipe, "|"},
                     {AsmToken::Exclaim, "!"}};
  for (const auto &P : Punctuation)
    if (Tok.is(P.Kind)) {
      Operands.push_back(HGPUOperand::createToken(P.Spelling, S));
      Lex();
      return false;
    }

  // A special register: %name.
  if (Tok.is(AsmToken::Percent)) {
    Lex();
    const AsmToken &NameTok = getTok();
    if (NameTok.isNot(AsmToken::Identifier))
      return Error(S, "expected a special register name after '%'");
    StringRef Name = NameTok.getString();
    for (const HGPU::SReg &R : HGPU::specialRegisters())
      if (R.AsmName == Name) {
        SMLoc E = NameTok.getEndLoc();
        Lex();
        Operands.push_back(HGPUOperand::createImm(
            MCConstantExpr::create(R.Number, getContext()), S, E,
            /*IsSReg=*/true));
        return false;
      }
    return Error(S, "unknown special register '%" + Name + "'");
  }

  MCRegister Reg;
  SMLoc E;
  if (tryParseRegister(Reg, S, E).isSuccess()) {
    Operands.push_back(HGPUOperand::createReg(Reg, S, E));
    return false;
  }
  if (Tok.is(AsmToken::Identifier) && looksLikeRegister(Tok.getString()))
    return Error(S, "unknown register '" + Tok.getString() + "'");

  // An immediate or a label.
  const MCExpr *Expr;
  if (getParser().parseExpression(Expr, E))
    return true;
  Operands.push_back(HGPUOperand::createImm(Expr, S, E));
  return false;
}

/// A guarded instruction: '@', optionally '!', the predicate register, then
/// the guarded mnemonic, which the matcher compares as a token.  The lexer
/// hands over "@p0" as one identifier where '@' cannot start a statement by
/// itself (LLVM before 22; see Compat.h).
bool HGPUAsmParser::parseGuard(OperandVector &Operands, StringRef Name,
                               SMLoc NameLoc) {
  Operands.push_back(HGPUOperand::createToken("@", NameLoc));
  if (Name.size() > 1) {
    StringRef RegName = Name.drop_front();
    SMLoc S = SMLoc::getFromPointer(NameLoc.getPointer() + 1);
    MCRegister Reg = MatchRegisterName(RegName);
    if (!Reg)
      return Error(S, "expected a predicate register after '@'");
    Operands.push_back(HGPUOperand::createReg(
        Reg, S, SMLoc::getFromPointer(S.getPointer() + RegName.size())));
  } else {
    if (getTok().is(AsmToken::Exclaim)) {
      Operands.push_back(HGPUOperand::createToken("!", getTok().getLoc()));
      Lex();
    }
    MCRegister Reg;
    SMLoc S, E;
    if (!tryParseRegister(Reg, S, E).isSuccess())
      return Error(getTok().getLoc(), "expected a predicate register after '@'");
    Operands.push_back(HGPUOperand::createReg(Reg, S, E));
  }
  if (getTok().isNot(AsmToken::Identifier))
    return Error(getTok().getLoc(), "expected an instruction after the guard");
  Operands.push_back(
      HGPUOperand::createToken(getTok().getString(), getTok().getLoc()));
  Lex();
  return false;
}

bool HGPUAsmParser::SHFL_MC_PARSE_INSTRUCTION(ParseInstructionInfo &,
                                              StringRef Name, SMLoc NameLoc,
                                              OperandVector &Operands) {
  if (Name.starts_with("@")) {
    if (parseGuard(Operands, Name, NameLoc))
      return true;
  } else {
    Operands.push_back(HGPUOperand::createToken(Name, NameLoc));
  }
  while (getTok().isNot(AsmToken::EndOfStatement)) {
    if (parseOperand(Operands))
      return true;
    if (getTok().is(AsmToken::Comma)) {
      Lex();
      if (getTok().is(AsmToken::EndOfStatement))
        return Error(getTok().getLoc(), "expected an operand after ','");
    }
  }
  Lex(); // the end of the statement
  return false;
}

bool HGPUAsmParser::SHFL_MC_MATCH_AND_EMIT(SMLoc IDLoc, unsigned &Opcode,
                                           OperandVector &Operands,
                                           MCStreamer &Out,
                                           uint64_t &ErrorInfo,
                                           bool MatchingInlineAsm) {
  MCInst Inst;
  FeatureBitset MissingFeatures;
  unsigned Result = MatchInstructionImpl(Operands, Inst, ErrorInfo,
                                         MissingFeatures, MatchingInlineAsm);
  switch (Result) {
  case Match_Success:
    Inst.setLoc(IDLoc);
    Out.emitInstruction(Inst, getSTI());
    Opcode = Inst.getOpcode();
    return false;
  case Match_MnemonicFail:
    return Error(IDLoc, "unknown instruction '" +
                            static_cast<HGPUOperand &>(*Operands[0]).getToken() +
                            "'");
  case Match_MissingFeature: {
    std::string Msg = "instruction requires";
    for (unsigned I = 0, E = MissingFeatures.size(); I != E; ++I)
      if (MissingFeatures[I])
        Msg += std::string(" ") + getSubtargetFeatureName(I);
    Msg += ", which -mcpu=" + getSTI().getCPU().str() + " lacks";
    return Error(IDLoc, Msg);
  }
  default:
    break;
  }

  // An operand is wrong: point at it.
  SMLoc Loc = IDLoc;
  if (ErrorInfo != ~0ULL) {
    if (ErrorInfo >= Operands.size())
      return Error(IDLoc, "too few operands for instruction");
    Loc = Operands[ErrorInfo]->getStartLoc();
  }
  if (const char *Diag =
          getMatchKindDiag(static_cast<HGPUMatchResultTy>(Result)))
    return Error(Loc, Diag);
  return Error(Loc, "invalid operand for instruction");
}

extern "C" void LLVMInitializeHGPUAsmParser() {
  RegisterMCAsmParser<HGPUAsmParser> X(getTheHGPUTarget());
}

// The next file of a unity batch (shfl_unity_build) defines its own.
#undef DEBUG_TYPE
