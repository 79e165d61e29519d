//===- Decoder.cpp - AMDGPU machine code to Inst --------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MC layer (disassembler and instruction printer of the AMDGPU target
/// in LLVM's library) and the parser of the printed syntax.  The syntax is
/// LLVM's documented AMDGPU assembler syntax (AMDGPUOperandSyntax.rst and
/// AMDGPUModifierSyntax.rst); anything else stops at Inst::Unsupported.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/IsaEmu/Decoder.h"
#include "IsaError.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

extern "C" {
void LLVMInitializeAMDGPUTargetInfo();
void LLVMInitializeAMDGPUTargetMC();
void LLVMInitializeAMDGPUDisassembler();
}

using namespace llvm;
using namespace isaemu;
using isaemu::detail::fail;

struct Decoder::Impl {
  Triple TT{"amdgcn-amd-amdhsa"};
  MCTargetOptions Options;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCDisassembler> Dis;
  std::unique_ptr<MCInstPrinter> Printer;
};

Decoder::Decoder(std::unique_ptr<Impl> I) : P(std::move(I)) {}
Decoder::~Decoder() = default;

Expected<std::unique_ptr<Decoder>> Decoder::create(StringRef CPU, bool Wave64) {
  static bool Initialized = [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
    return true;
  }();
  (void)Initialized;
  auto I = std::make_unique<Impl>();
  std::string Err;
  const Target *T = shfl::compat::lookupTarget(I->TT, Err);
  if (!T)
    return fail("the AMDGPU target is not in this LLVM: " + Err);
  I->MRI.reset(T->createMCRegInfo(SHFL_MC_TRIPLE_ARG(I->TT)));
  if (I->MRI)
    I->MAI.reset(T->createMCAsmInfo(*I->MRI, SHFL_MC_TRIPLE_ARG(I->TT), I->Options));
  I->STI.reset(T->createMCSubtargetInfo(SHFL_MC_TRIPLE_ARG(I->TT), CPU,
                                        Wave64 ? "+wavefrontsize64" : "+wavefrontsize32"));
  I->MII.reset(T->createMCInstrInfo());
  if (!I->MRI || !I->MAI || !I->STI || !I->MII)
    return fail("cannot create the AMDGPU MC layer for '" + CPU + "'");
  if (!I->STI->isCPUStringValid(CPU))
    return fail("the AMDGPU disassembler does not know processor '" + CPU + "'");
  I->Ctx = std::make_unique<MCContext>(I->TT, I->MAI.get(), I->MRI.get(), I->STI.get(),
                                       nullptr, &I->Options);
  I->Dis.reset(T->createMCDisassembler(*I->STI, *I->Ctx));
  I->Printer.reset(T->createMCInstPrinter(I->TT, 0, *I->MAI, *I->MII, *I->MRI));
  if (!I->Dis || !I->Printer)
    return fail("the AMDGPU target has no disassembler or instruction printer");
  return std::unique_ptr<Decoder>(new Decoder(std::move(I)));
}

std::unique_ptr<Inst> Decoder::decode(ArrayRef<uint8_t> Bytes, uint64_t VA) const {
  auto I = std::make_unique<Inst>();
  I->VA = VA;
  MCInst MI;
  uint64_t Size = 0;
  if (Bytes.size() < 4 ||
      P->Dis->getInstruction(MI, Size, Bytes, VA, nulls()) != MCDisassembler::Success ||
      Size == 0) {
    I->Size = 4;
    I->Text = "<invalid>";
    if (Bytes.size() >= 4)
      I->Text = "<invalid encoding 0x" +
                utohexstr(uint32_t(Bytes[0]) | uint32_t(Bytes[1]) << 8 |
                          uint32_t(Bytes[2]) << 16 | uint32_t(Bytes[3]) << 24) +
                ">";
    I->Mnemonic = I->Base = I->Text;
    I->Unsupported = "the disassembler cannot decode it";
    return I;
  }
  I->Size = static_cast<uint8_t>(Size);
  std::string Text;
  raw_string_ostream OS(Text);
  P->Printer->printInst(&MI, VA, "", *P->STI, OS);
  OS.flush();
  for (const MCOperand &Op : MI)
    if (Op.isImm())
      I->Imms.push_back(Op.getImm());
  parseInstText(StringRef(Text).trim(), *I);
  return I;
}

//===----------------------------------------------------------------------===//
// The text parser
//===----------------------------------------------------------------------===//

/// Splits \p S at top-level separators \p Sep (outside (), [] and quotes).
static SmallVector<StringRef, 8> splitTop(StringRef S, char Sep) {
  SmallVector<StringRef, 8> Out;
  int Depth = 0;
  bool Quote = false;
  size_t Start = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    if (C == '"')
      Quote = !Quote;
    else if (!Quote && (C == '(' || C == '['))
      ++Depth;
    else if (!Quote && (C == ')' || C == ']'))
      --Depth;
    else if (!Quote && Depth == 0 && C == Sep) {
      Out.push_back(S.slice(Start, I).trim());
      Start = I + 1;
    }
  }
  Out.push_back(S.drop_front(Start).trim());
  return Out;
}

/// Splits at top-level whitespace.
static SmallVector<StringRef, 8> splitSpaces(StringRef S) {
  SmallVector<StringRef, 8> Out;
  int Depth = 0;
  bool Quote = false;
  size_t Start = 0;
  bool InTok = false;
  for (size_t I = 0; I <= S.size(); ++I) {
    char C = I < S.size() ? S[I] : ' ';
    bool Space = !Quote && Depth == 0 && (C == ' ' || C == '\t');
    if (I < S.size()) {
      if (C == '"')
        Quote = !Quote;
      else if (!Quote && (C == '(' || C == '['))
        ++Depth;
      else if (!Quote && (C == ')' || C == ']'))
        --Depth;
    }
    if (Space) {
      if (InTok)
        Out.push_back(S.slice(Start, I));
      InTok = false;
    } else if (!InTok) {
      InTok = true;
      Start = I;
    }
  }
  return Out;
}

/// Named scalar registers and special sources of the printed syntax.
static const struct {
  const char *Name;
  Operand::Kind K;
  unsigned Reg;
  unsigned Dwords;
  SpecialSrc Spec;
} NamedRegs[] = {
    {"vcc", Operand::SGPR, sreg::VccLo, 2, SpecialSrc::SharedBase},
    {"vcc_lo", Operand::SGPR, sreg::VccLo, 1, SpecialSrc::SharedBase},
    {"vcc_hi", Operand::SGPR, sreg::VccHi, 1, SpecialSrc::SharedBase},
    {"exec", Operand::SGPR, sreg::ExecLo, 2, SpecialSrc::SharedBase},
    {"exec_lo", Operand::SGPR, sreg::ExecLo, 1, SpecialSrc::SharedBase},
    {"exec_hi", Operand::SGPR, sreg::ExecHi, 1, SpecialSrc::SharedBase},
    {"m0", Operand::SGPR, sreg::M0, 1, SpecialSrc::SharedBase},
    {"null", Operand::SGPR, sreg::Null, 1, SpecialSrc::SharedBase},
    {"flat_scratch", Operand::SGPR, sreg::FlatScratchLo, 2, SpecialSrc::SharedBase},
    {"flat_scratch_lo", Operand::SGPR, sreg::FlatScratchLo, 1, SpecialSrc::SharedBase},
    {"flat_scratch_hi", Operand::SGPR, sreg::FlatScratchHi, 1, SpecialSrc::SharedBase},
    {"xnack_mask", Operand::SGPR, sreg::XnackMaskLo, 2, SpecialSrc::SharedBase},
    {"xnack_mask_lo", Operand::SGPR, sreg::XnackMaskLo, 1, SpecialSrc::SharedBase},
    {"xnack_mask_hi", Operand::SGPR, sreg::XnackMaskHi, 1, SpecialSrc::SharedBase},
    {"scc", Operand::SCC, 0, 1, SpecialSrc::SharedBase},
    {"src_shared_base", Operand::Special, 0, 1, SpecialSrc::SharedBase},
    {"src_shared_limit", Operand::Special, 0, 1, SpecialSrc::SharedLimit},
    {"src_private_base", Operand::Special, 0, 1, SpecialSrc::PrivateBase},
    {"src_private_limit", Operand::Special, 0, 1, SpecialSrc::PrivateLimit},
    {"src_pops_exiting_wave_id", Operand::Special, 0, 1, SpecialSrc::PopsExitingWaveId},
    {"src_vccz", Operand::Special, 0, 1, SpecialSrc::Vccz},
    {"src_execz", Operand::Special, 0, 1, SpecialSrc::Execz},
    {"src_scc", Operand::Special, 0, 1, SpecialSrc::Scc},
};

/// `v12`, `v[4:7]`, `s[0:1]`, `ttmp3`, `a2`, with an optional `.l`/`.h`.
static bool parseRegister(StringRef T, Operand &Op) {
  for (const auto &N : NamedRegs)
    if (T == N.Name) {
      Op.K = N.K;
      Op.Reg = static_cast<uint16_t>(N.Reg);
      Op.Dwords = static_cast<uint8_t>(N.Dwords);
      Op.Spec = N.Spec;
      return true;
    }
  if (T.consume_back(".l"))
    Op.Half = 1;
  else if (T.consume_back(".h"))
    Op.Half = 2;
  unsigned Base = 0;
  if (T.consume_front("ttmp")) {
    Op.K = Operand::SGPR;
    Base = sreg::Ttmp0;
  } else if (T.consume_front("v")) {
    Op.K = Operand::VGPR;
  } else if (T.consume_front("a")) {
    Op.K = Operand::AGPR;
  } else if (T.consume_front("s")) {
    Op.K = Operand::SGPR;
  } else {
    return false;
  }
  unsigned Lo, Hi;
  if (T.consume_front("[")) {
    StringRef L, H;
    std::tie(L, H) = T.split(':');
    if (!H.consume_back("]") || L.getAsInteger(10, Lo) || H.getAsInteger(10, Hi) || Hi < Lo)
      return false;
  } else {
    if (T.empty() || T.getAsInteger(10, Lo))
      return false;
    Hi = Lo;
  }
  Op.Reg = static_cast<uint16_t>(Base + Lo);
  Op.Dwords = static_cast<uint8_t>(Hi - Lo + 1);
  return true;
}

/// An inline float constant as printed (the manuals' inline constant table).
static bool parseFloatConst(StringRef T, double &V) {
  bool Neg = T.consume_front("-");
  if (T.starts_with("0.1591549")) // 1/(2*pi)
    V = 0.15915494309189532;
  else if (T == "0.5")
    V = 0.5;
  else if (T == "1.0")
    V = 1.0;
  else if (T == "2.0")
    V = 2.0;
  else if (T == "4.0")
    V = 4.0;
  else if (T == "0.0")
    V = 0.0;
  else
    return false;
  if (Neg)
    V = -V;
  return true;
}

static bool parseOperand(StringRef T, Operand &Op) {
  T = T.trim();
  if (T == "off") {
    Op.K = Operand::Off;
    return true;
  }
  // Constants: "-4", "64", "0x3f800000", "1.0", "-0.5".
  if (!T.empty() && (isDigit(T[0]) || (T[0] == '-' && T.size() > 1 && isDigit(T[1])))) {
    Op.K = Operand::Const;
    if (parseFloatConst(T, Op.Flt)) {
      Op.FloatConst = true;
      return true;
    }
    StringRef U = T;
    bool Neg = U.consume_front("-");
    if (U.starts_with("0x")) {
      uint64_t V;
      if (U.drop_front(2).getAsInteger(16, V))
        return false;
      Op.Literal = true;
      Op.Int = Neg ? -static_cast<int64_t>(V) : static_cast<int64_t>(V);
      return true;
    }
    int64_t V;
    if (T.getAsInteger(10, V))
      return false;
    Op.Int = V;
    return true;
  }
  // lit(X) / lit64(X): a literal the printer marks because its value would
  // also fit an inline constant.
  if (T.consume_front("lit(") || T.consume_front("lit64(")) {
    if (!T.consume_back(")") || !parseOperand(T, Op) || Op.K != Operand::Const)
      return false;
    Op.Literal = true;
    return true;
  }
  // Input modifiers: -x, |x|, -|x|, neg(x), abs(x), sext(x).
  if (T.consume_front("neg(")) {
    if (!T.consume_back(")"))
      return false;
    Op.Neg = true;
    return parseOperand(T, Op);
  }
  if (T.consume_front("abs(")) {
    if (!T.consume_back(")"))
      return false;
    Op.Abs = true;
    return parseOperand(T, Op);
  }
  if (T.consume_front("sext(")) {
    if (!T.consume_back(")"))
      return false;
    Op.Sext = true;
    return parseOperand(T, Op);
  }
  if (T.consume_front("-")) {
    Op.Neg = true;
    return parseOperand(T, Op);
  }
  if (T.starts_with("|") && T.ends_with("|") && T.size() > 2) {
    Op.Abs = true;
    return parseOperand(T.drop_front().drop_back(), Op);
  }
  return parseRegister(T, Op);
}

static bool parseInt(StringRef V, int64_t &Out) {
  bool Neg = V.consume_front("-");
  uint64_t U;
  if (V.starts_with("0x") ? V.drop_front(2).getAsInteger(16, U) : V.getAsInteger(10, U))
    return false;
  Out = Neg ? -static_cast<int64_t>(U) : static_cast<int64_t>(U);
  return true;
}

/// `[a,b,c]` of 0/1 bits, bit i from element i.
static bool parseBitList(StringRef V, uint8_t &Out) {
  if (!V.consume_front("[") || !V.consume_back("]"))
    return false;
  SmallVector<StringRef, 4> Parts;
  V.split(Parts, ',');
  Out = 0;
  for (size_t I = 0; I < Parts.size(); ++I) {
    unsigned B;
    if (Parts[I].trim().getAsInteger(10, B) || B > 1)
      return false;
    Out |= B << I;
  }
  return true;
}

/// `[s0,...,sN-1]`, N lane selects of log2(N) bits each (quad_perm: 4 of
/// 2 bits, dpp8: 8 of 3 bits), select i at bit i * log2(N).
static bool parseLaneSelects(StringRef V, unsigned N, uint32_t &Out) {
  if (!V.consume_front("[") || !V.consume_back("]"))
    return false;
  SmallVector<StringRef, 8> Parts;
  V.split(Parts, ',');
  if (Parts.size() != N)
    return false;
  const unsigned Bits = N == 4 ? 2 : 3;
  Out = 0;
  for (unsigned K = 0; K < N; ++K) {
    unsigned S;
    if (Parts[K].trim().getAsInteger(10, S) || S >= N)
      return false;
    Out |= S << (Bits * K);
  }
  return true;
}

static bool parseSdwaSel(StringRef V, uint8_t &Out) {
  static const char *Names[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                "WORD_0", "WORD_1", "DWORD"};
  for (unsigned I = 0; I < 7; ++I)
    if (V == Names[I]) {
      Out = static_cast<uint8_t>(I);
      return true;
    }
  return false;
}

/// One modifier token; false if unknown.
static bool parseModifier(StringRef T, Inst &I) {
  Modifiers &M = I.M;
  StringRef Key, Val;
  std::tie(Key, Val) = T.split(':');
  int64_t N = 0;
  // Flags.
  static const struct {
    const char *Name;
    bool Modifiers::*Flag;
  } Flags[] = {{"offen", &Modifiers::Offen}, {"idxen", &Modifiers::Idxen},
               {"glc", &Modifiers::Glc},     {"slc", &Modifiers::Slc},
               {"dlc", &Modifiers::Dlc},     {"gds", &Modifiers::Gds},
               {"lds", &Modifiers::Lds},     {"tfe", &Modifiers::Tfe},
               {"clamp", &Modifiers::Clamp}, {"row_mirror", nullptr},
               {"nv", &Modifiers::Nv}};
  if (Val.empty() && !T.contains(':')) {
    if (T == "row_mirror" || T == "row_half_mirror") {
      M.DppCtrl = T == "row_mirror" ? 0x140 : 0x141;
      I.E = Enc::DPP16;
      return true;
    }
    for (const auto &F : Flags)
      if (T == F.Name && F.Flag) {
        M.*F.Flag = true;
        return true;
      }
    // Cache-policy bits (gfx90a scc, gfx940 sc0/sc1/nt): no effect on the
    // values a single-device emulator computes.
    if (T == "scc" || T == "sc0" || T == "sc1" || T == "nt") {
      M.CachePolicy = 1;
      return true;
    }
    return false;
  }
  if (Key == "offset") {
    if (Val.starts_with("swizzle(")) // the pattern is taken from the MCInst
      return true;
    if (!parseInt(Val, N))
      return false;
    M.Offset = static_cast<int32_t>(N);
    return true;
  }
  if (Key == "offset0" || Key == "offset1") {
    if (!parseInt(Val, N))
      return false;
    (Key == "offset0" ? M.Offset : M.Offset1) = static_cast<int32_t>(N);
    return true;
  }
  if (Key == "th" || Key == "scope") {
    M.CachePolicy = 1;
    return true;
  }
  if (Key == "mul" || Key == "div") {
    if (!parseInt(Val, N))
      return false;
    if (Key == "div" && N == 2)
      M.OMod = 3;
    else if (Key == "mul" && (N == 2 || N == 4))
      M.OMod = N == 2 ? 1 : 2;
    else
      return false;
    return true;
  }
  if (Key == "op_sel")
    return parseBitList(Val, M.OpSel);
  if (Key == "op_sel_hi") {
    M.OpSelHiGiven = true;
    return parseBitList(Val, M.OpSelHi);
  }
  if (Key == "neg_lo")
    return parseBitList(Val, M.NegLo);
  if (Key == "neg_hi")
    return parseBitList(Val, M.NegHi);
  // DPP16 controls (the DPP_CTRL encodings of the manuals' DPP tables).
  if (Key == "quad_perm") {
    uint32_t Ctrl;
    if (!parseLaneSelects(Val, 4, Ctrl))
      return false;
    M.DppCtrl = static_cast<uint16_t>(Ctrl);
    I.E = Enc::DPP16;
    return true;
  }
  static const struct {
    const char *Name;
    uint16_t Base;
    int64_t Min, Max;
  } Shifts[] = {{"row_shl", 0x100, 1, 15},    {"row_shr", 0x110, 1, 15},
                {"row_ror", 0x120, 1, 15},    {"row_share", 0x150, 0, 15},
                {"row_newbcast", 0x150, 0, 15}, {"row_xmask", 0x160, 0, 15}};
  for (const auto &S : Shifts)
    if (Key == S.Name) {
      if (!parseInt(Val, N) || N < S.Min || N > S.Max)
        return false;
      M.DppCtrl = static_cast<uint16_t>(S.Base + N);
      I.E = Enc::DPP16;
      return true;
    }
  static const struct {
    const char *Name;
    uint16_t Ctrl;
  } WaveCtrls[] = {{"wave_shl", 0x130}, {"wave_rol", 0x134}, {"wave_shr", 0x138},
                   {"wave_ror", 0x13c}};
  for (const auto &W : WaveCtrls)
    if (Key == W.Name) {
      if (Val != "1")
        return false;
      M.DppCtrl = W.Ctrl;
      I.E = Enc::DPP16;
      return true;
    }
  if (Key == "row_bcast") {
    if (Val != "15" && Val != "31")
      return false;
    M.DppCtrl = Val == "15" ? 0x142 : 0x143;
    I.E = Enc::DPP16;
    return true;
  }
  if (Key == "row_mask" || Key == "bank_mask") {
    if (!parseInt(Val, N) || N < 0 || N > 15)
      return false;
    (Key == "row_mask" ? M.RowMask : M.BankMask) = static_cast<uint8_t>(N);
    return true;
  }
  if (Key == "bound_ctrl") {
    // "bound_ctrl:0" on gfx8-gfx10 is the old spelling of the enabled bit
    // (AMDGPUModifierSyntax.rst, "bound_ctrl"); the printer writes
    // bound_ctrl:1 when the bit is set.
    if (Val != "0" && Val != "1")
      return false;
    M.BoundCtrl = true;
    return true;
  }
  if (Key == "fi") {
    if (!parseInt(Val, N) || N < 0 || N > 1)
      return false;
    M.FetchInactive = N == 1;
    return true;
  }
  if (Key == "dpp8") {
    if (!parseLaneSelects(Val, 8, M.Dpp8Sel))
      return false;
    I.E = Enc::DPP8;
    return true;
  }
  if (Key == "dst_sel")
    return parseSdwaSel(Val, M.DstSel);
  if (Key == "src0_sel")
    return parseSdwaSel(Val, M.Src0Sel);
  if (Key == "src1_sel")
    return parseSdwaSel(Val, M.Src1Sel);
  if (Key == "dst_unused") {
    if (Val == "UNUSED_PAD")
      M.DstUnused = 0;
    else if (Val == "UNUSED_SEXT")
      M.DstUnused = 1;
    else if (Val == "UNUSED_PRESERVE")
      M.DstUnused = 2;
    else
      return false;
    return true;
  }
  return false;
}

/// Mnemonics whose operands the printer writes symbolically (hwreg(...),
/// sendmsg(...), vmcnt(...), branch offsets, ...): their values come from
/// the MCInst (Inst::Imms) and the text's operands are not parsed.
static bool hasSymbolicOperands(StringRef M) {
  return M.starts_with("s_waitcnt") || M.starts_with("s_wait_") ||
         M.starts_with("s_sendmsg") || M.starts_with("s_branch") ||
         M.starts_with("s_cbranch") || M == "s_delay_alu" || M == "s_nop" ||
         M == "s_sleep" || M == "s_setprio" || M == "s_trap" ||
         M == "s_clause" || M == "s_waitcnt_depctr" || M == "s_inst_prefetch" ||
         M == "s_set_inst_prefetch_distance" || M == "s_denorm_mode" ||
         M == "s_round_mode" || M == "s_code_end" || M == "s_endpgm" ||
         M == "s_barrier" || M == "s_icache_inv" || M == "s_dcache_inv" ||
         M == "s_dcache_wb" || M == "s_ttracedata" || M == "s_sethalt" ||
         M == "s_version" || M == "s_barrier_signal" || M == "s_barrier_wait" ||
         M == "s_singleuse_vdst" || M == "s_wait_idle" || M == "s_wait_event";
}

void isaemu::parseInstText(StringRef Text, Inst &I) {
  I.Text = Text.str();
  // VOPD: "X :: Y".
  size_t Dual = Text.find(" :: ");
  if (Dual != StringRef::npos) {
    I.X = std::make_unique<Inst>();
    I.Y = std::make_unique<Inst>();
    I.X->VA = I.Y->VA = I.VA;
    I.X->Size = I.Y->Size = I.Size;
    parseInstText(Text.take_front(Dual).trim(), *I.X);
    parseInstText(Text.drop_front(Dual + 4).trim(), *I.Y);
    I.Mnemonic = I.X->Mnemonic + "::" + I.Y->Mnemonic;
    I.Base = "v_dual";
    I.Text = Text.str();
    if (!I.X->Unsupported.empty())
      I.Unsupported = I.X->Unsupported;
    else if (!I.Y->Unsupported.empty())
      I.Unsupported = I.Y->Unsupported;
    return;
  }
  StringRef Mn, Rest;
  size_t Sp = Text.find_first_of(" \t");
  Mn = Text.take_front(Sp);
  Rest = Sp == StringRef::npos ? StringRef() : Text.drop_front(Sp).trim();
  I.Mnemonic = Mn.str();
  StringRef Base = Mn;
  if (Base.consume_back("_e64_dpp"))
    I.E = Enc::DPP16; // (DPP8 is set again by its modifier)
  else if (Base.consume_back("_e32"))
    I.E = Enc::E32;
  else if (Base.consume_back("_e64"))
    I.E = Enc::E64;
  else if (Base.consume_back("_dpp"))
    I.E = Enc::DPP16;
  else if (Base.consume_back("_sdwa"))
    I.E = Enc::SDWA;
  I.Base = Base.str();
  if (hasSymbolicOperands(Base))
    return;
  if (Rest.empty())
    return;
  // Operands are separated by ", "; the modifiers follow the last operand,
  // separated by spaces.
  SmallVector<StringRef, 8> Words = splitSpaces(Rest);
  size_t W = 0;
  SmallVector<StringRef, 6> OpTexts;
  while (W < Words.size()) {
    StringRef Word = Words[W++];
    bool More = Word.consume_back(",");
    // A word may hold several operands glued with commas ("v1,v2").
    for (StringRef Part : splitTop(Word, ','))
      if (!Part.empty())
        OpTexts.push_back(Part);
    if (!More)
      break;
  }
  for (StringRef T : OpTexts) {
    // hwreg(...) of s_getreg/s_setreg: its value is the MCInst's immediate.
    if (T.starts_with("hwreg("))
      continue;
    Operand Op;
    if (!parseOperand(T, Op)) {
      // A modifier glued to the operand list (VOP3 with no operands).
      if (parseModifier(T, I))
        continue;
      I.Unsupported = ("operand '" + T + "' is not understood").str();
      return;
    }
    I.Ops.push_back(Op);
  }
  for (; W < Words.size(); ++W)
    if (!parseModifier(Words[W], I)) {
      I.Unsupported = ("modifier '" + Words[W] + "' is not modelled").str();
      return;
    }
}
