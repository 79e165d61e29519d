//===- PTXSema.cpp - Names, table rows and operand shapes resolved --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "ShflLowering/PTX/PTXSema.h"
#include "ShflLowering/PTX/PTXInstrTable.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>

using namespace llvm;
using namespace shfl::ptx;

//===----------------------------------------------------------------------===//
// Constraints
//===----------------------------------------------------------------------===//

bool shfl::ptx::constraintLetterInfo(char Letter, unsigned &Bits,
                                     bool &IsFloat) {
  IsFloat = false;
  switch (Letter) {
  case 'c': Bits = 8; return true;
  case 'h': Bits = 16; return true;
  case 'r': Bits = 32; return true;
  case 'l': Bits = 64; return true;
  case 'q': Bits = 128; return true;
  case 'n': Bits = 32; return true;
  case 'f': Bits = 32; IsFloat = true; return true;
  case 'd': Bits = 64; IsFloat = true; return true;
  default: return false;
  }
}

bool shfl::ptx::parseConstraintString(StringRef Constraints,
                                      AsmSignature &Sig, std::string &Err) {
  SmallVector<StringRef, 8> Parts;
  Constraints.split(Parts, ',');
  unsigned NumOutputs = 0;
  for (StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      continue;
    if (P.starts_with("~")) // clobbers
      continue;
    AsmOperandInfo Op;
    if (P.consume_front("=")) {
      Op.IsOutput = true;
      if (P.consume_front("&")) {
      }
      if (P.starts_with("*")) {
        Err = "memory operands are not supported";
        return false;
      }
    } else if (P.starts_with("*")) {
      Err = "memory operands are not supported";
      return false;
    }
    if (!P.empty() && isDigit(P[0])) {
      unsigned Tied = 0;
      if (P.getAsInteger(10, Tied) || Tied >= NumOutputs ||
          !Sig.Ops[Tied].IsOutput) {
        Err = "tied operand '" + P.str() + "' names no output";
        return false;
      }
      Op.TiedTo = int(Tied);
      Op.Letter = Sig.Ops[Tied].Letter;
      Op.Bits = Sig.Ops[Tied].Bits;
      Op.IsFloat = Sig.Ops[Tied].IsFloat;
      Sig.Ops.push_back(Op);
      continue;
    }
    if (P.size() != 1 || !constraintLetterInfo(P[0], Op.Bits, Op.IsFloat)) {
      Err = "constraint '" + P.str() + "' is not supported";
      return false;
    }
    Op.Letter = P[0];
    Op.IsImmediate = P[0] == 'n';
    if (Op.IsOutput) {
      if (Op.IsImmediate) {
        Err = "an output cannot be an immediate";
        return false;
      }
      if (NumOutputs != Sig.Ops.size()) {
        Err = "outputs must come before inputs";
        return false;
      }
      ++NumOutputs;
    }
    Sig.Ops.push_back(Op);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Special registers
//===----------------------------------------------------------------------===//

static const SpecialReg SRegs[] = {
    {"%laneid", 32, "laneid"},
    {"%warpid", 32, "warpid"},
    {"%nwarpid", 32, "nwarpid"},
    {"WARP_SZ", 32, "warpsize"},
    {"%lanemask_eq", 32, "lanemask.eq"},
    {"%lanemask_le", 32, "lanemask.le"},
    {"%lanemask_lt", 32, "lanemask.lt"},
    {"%lanemask_ge", 32, "lanemask.ge"},
    {"%lanemask_gt", 32, "lanemask.gt"},
    {"%tid.x", 32, "tid.x"},
    {"%tid.y", 32, "tid.y"},
    {"%tid.z", 32, "tid.z"},
    {"%ntid.x", 32, "ntid.x"},
    {"%ntid.y", 32, "ntid.y"},
    {"%ntid.z", 32, "ntid.z"},
    {"%ctaid.x", 32, "ctaid.x"},
    {"%ctaid.y", 32, "ctaid.y"},
    {"%ctaid.z", 32, "ctaid.z"},
    {"%nctaid.x", 32, "nctaid.x"},
    {"%nctaid.y", 32, "nctaid.y"},
    {"%nctaid.z", 32, "nctaid.z"},
    {"%smid", 32, "smid"},
    {"%nsmid", 32, "nsmid"},
    {"%gridid", 64, "gridid"},
    {"%clock", 32, "clock"},
    {"%clock64", 64, "clock64"},
    {"%globaltimer", 64, "globaltimer"},
    {"%globaltimer_lo", 32, "globaltimer.lo"},
    {"%dynamic_smem_size", 32, "dynamic_smem_size"},
    {"%total_smem_size", 32, "total_smem_size"},
    {"%aggr_smem_size", 32, "aggr_smem_size"},
    {"%reserved_smem_offset_begin", 32, "reserved_smem_offset_begin"},
    {"%reserved_smem_offset_end", 32, "reserved_smem_offset_end"},
    {"%reserved_smem_offset_cap", 32, "reserved_smem_offset_cap"},
    {"%reserved_smem_offset_0", 32, "reserved_smem_offset_0"},
    {"%reserved_smem_offset_1", 32, "reserved_smem_offset_1"},
#define ENVREG(N) {"%envreg" #N, 32, "envreg" #N}
    ENVREG(0),  ENVREG(1),  ENVREG(2),  ENVREG(3),  ENVREG(4),  ENVREG(5),
    ENVREG(6),  ENVREG(7),  ENVREG(8),  ENVREG(9),  ENVREG(10), ENVREG(11),
    ENVREG(12), ENVREG(13), ENVREG(14), ENVREG(15), ENVREG(16), ENVREG(17),
    ENVREG(18), ENVREG(19), ENVREG(20), ENVREG(21), ENVREG(22), ENVREG(23),
    ENVREG(24), ENVREG(25), ENVREG(26), ENVREG(27), ENVREG(28), ENVREG(29),
    ENVREG(30), ENVREG(31),
#undef ENVREG
};

ArrayRef<SpecialReg> shfl::ptx::specialRegisters() { return SRegs; }

static int findSpecialReg(StringRef Name) {
  for (unsigned I = 0; I < std::size(SRegs); ++I)
    if (SRegs[I].Name == Name)
      return int(I);
  return -1;
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

StringRef shfl::ptx::categoryName(SemaError::Category C) {
  switch (C) {
  case SemaError::Syntax: return "syntax";
  case SemaError::Unknown: return "unknown";
  case SemaError::Unsupported: return "unsupported";
  case SemaError::OutOfScope: return "out-of-scope";
  case SemaError::Operand: return "operand";
  }
  return "unsupported";
}

namespace {

class Sema {
public:
  Sema(StringRef Src, const AsmSignature &Sig, Program &Out, SemaError &Err)
      : Src(Src), Sig(Sig), Out(Out), Err(Err) {}

  bool run(const ParsedAsm &P) {
    Out.AsmWritten.assign(Sig.Ops.size(), false);
    return block(P.Body);
  }

private:
  struct Scope {
    StringMap<unsigned> Regs;
    StringMap<unsigned> Labels;
  };

  bool fail(SemaError::Category C, const SrcLoc &Loc, const Stmt *S,
            const Twine &Msg) {
    Err.Cat = C;
    Err.Loc = Loc;
    if (S) {
      Err.StmtBegin = S->Loc.Offset;
      Err.StmtEnd = S->EndOffset;
    } else {
      Err.StmtBegin = Err.StmtEnd = Loc.Offset;
    }
    Err.Message = Msg.str();
    return false;
  }

  bool block(const std::vector<Stmt> &Body);
  bool regDecl(const Stmt &S);
  bool instr(const Stmt &S);
  bool resolve(const Operand &O, const Stmt &S, bool WantLabel, ROperand &R);
  bool checkShape(RInstr &I, const Stmt &S);
  bool checkSlot(char Slot, ROperand &R, const Stmt &S, unsigned Index);
  bool checkValueDest(const ROperand &R, const Stmt &S, unsigned Index,
                      bool AllowSink);
  bool checkValueSource(const ROperand &R, const Stmt &S, unsigned Index);
  bool checkPredDest(const ROperand &R, const Stmt &S, unsigned Index);
  bool checkPredSource(const ROperand &R, const Stmt &S, unsigned Index);
  int lookupReg(StringRef Name) const {
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
      auto F = It->Regs.find(Name);
      if (F != It->Regs.end())
        return int(F->second);
    }
    return -1;
  }
  int lookupLabel(StringRef Name) const {
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
      auto F = It->Labels.find(Name);
      if (F != It->Labels.end())
        return int(F->second);
    }
    return -1;
  }
  std::string opName(const Stmt &S) const { return "'" + S.Opcode + "'"; }

  StringRef Src;
  const AsmSignature &Sig;
  Program &Out;
  SemaError &Err;
  SmallVector<Scope, 4> Scopes;
};

} // namespace

bool Sema::block(const std::vector<Stmt> &Body) {
  Scopes.emplace_back();
  // Labels are visible in the whole block, before and after their statement.
  for (const Stmt &S : Body) {
    if (S.K != Stmt::Label)
      continue;
    if (lookupLabel(S.Name) >= 0)
      return fail(SemaError::Operand, S.Loc, &S,
                  "label '" + S.Name + "' is defined twice");
    Scopes.back().Labels[S.Name] = Out.NumLabels++;
  }
  for (const Stmt &S : Body) {
    switch (S.K) {
    case Stmt::Block:
      if (!block(S.Body))
        return false;
      break;
    case Stmt::RegDecl:
      if (!regDecl(S))
        return false;
      break;
    case Stmt::Label: {
      RInstr L;
      L.LabelId = lookupLabel(S.Name);
      L.Src = &S;
      Out.Items.push_back(std::move(L));
      break;
    }
    case Stmt::Instr:
      if (!instr(S))
        return false;
      break;
    }
  }
  Scopes.pop_back();
  return true;
}

bool Sema::regDecl(const Stmt &S) {
  PTXType T = parseType(S.RegType);
  if (T == PTXType::Invalid)
    return fail(SemaError::Unsupported, S.RegTypeLoc, &S,
                "register type '." + S.RegType + "' is not supported");
  const PTXTypeInfo &TI = typeInfo(T);
  if (TI.Bits > 128 || (TI.Kind == PTXTypeKind::Float && TI.Bits < 16))
    return fail(SemaError::Unsupported, S.RegTypeLoc, &S,
                "register type '." + S.RegType + "' is not supported");
  auto Declare = [&](const std::string &Name, const SrcLoc &Loc) {
    if (Scopes.back().Regs.count(Name))
      return fail(SemaError::Operand, Loc, &S,
                  "register '" + Name + "' is declared twice in one block");
    RegInfo R;
    R.Name = Name;
    R.Bits = TI.Bits;
    R.IsPred = T == PTXType::Pred;
    Scopes.back().Regs[Name] = Out.Regs.size();
    Out.Regs.push_back(std::move(R));
    return true;
  };
  for (const Stmt::RegName &N : S.Regs) {
    if (N.Count == 0) {
      if (!Declare(N.Name, N.Loc))
        return false;
      continue;
    }
    for (unsigned I = 0; I < N.Count; ++I)
      if (!Declare(N.Name + std::to_string(I), N.Loc))
        return false;
  }
  return true;
}

bool Sema::resolve(const Operand &O, const Stmt &S, bool WantLabel,
                   ROperand &R) {
  R.Loc = O.Loc;
  R.Neg = O.Negated;
  switch (O.K) {
  case Operand::Name: {
    if (WantLabel) {
      int L = lookupLabel(O.Text);
      if (L >= 0) {
        R.K = ROperand::Label;
        R.Id = unsigned(L);
        break;
      }
      return fail(SemaError::Operand, O.Loc, &S,
                  "label '" + O.Text + "' is not defined in the asm statement");
    }
    int Reg = lookupReg(O.Text);
    if (Reg >= 0) {
      R.K = ROperand::Reg;
      R.Id = unsigned(Reg);
      break;
    }
    int SR = findSpecialReg(O.Text);
    if (SR >= 0) {
      R.K = ROperand::SReg;
      R.Id = unsigned(SR);
      break;
    }
    if (StringRef(O.Text).starts_with("%"))
      return fail(SemaError::Unsupported, O.Loc, &S,
                  "special register '" + O.Text + "' is not supported");
    return fail(SemaError::Operand, O.Loc, &S,
                "'" + O.Text + "' is not a declared register");
  }
  case Operand::AsmOp:
    if (O.Num >= Sig.Ops.size())
      return fail(SemaError::Operand, O.Loc, &S,
                  "operand $" + Twine(O.Num) + " does not exist (the asm "
                  "statement has " + Twine(Sig.Ops.size()) + " operands)");
    R.K = ROperand::Asm;
    R.Id = O.Num;
    break;
  case Operand::Int:
    R.K = ROperand::Imm;
    R.IVal = O.Value;
    break;
  case Operand::Float:
    R.K = ROperand::FImm;
    R.IVal = O.Value;
    R.FWidth = O.Width;
    break;
  case Operand::Sink:
    R.K = ROperand::Sink;
    break;
  case Operand::Vector:
    R.K = ROperand::Vec;
    for (const Operand &E : O.Elems) {
      ROperand RE;
      if (!resolve(E, S, false, RE))
        return false;
      R.Elems.push_back(std::move(RE));
    }
    break;
  case Operand::Address:
    R.K = ROperand::Addr;
    R.Offset = O.Offset;
    if (O.Elems.size() > 1)
      return fail(SemaError::OutOfScope, O.Loc, &S,
                  "tensor addresses (TMA) are not supported");
    if (!O.Elems.empty()) {
      const Operand &Base = O.Elems[0];
      if (Base.K == Operand::Name && lookupReg(Base.Text) < 0)
        return fail(SemaError::Unsupported, Base.Loc, &S,
                    "the address of a variable ('" + Base.Text +
                        "') is not supported");
      ROperand RB;
      if (!resolve(Base, S, false, RB))
        return false;
      R.Elems.push_back(std::move(RB));
    }
    break;
  }
  for (const Operand &D : O.Dual) {
    ROperand RD;
    if (!resolve(D, S, false, RD))
      return false;
    R.Dual.push_back(std::move(RD));
  }
  return true;
}

bool Sema::checkValueDest(const ROperand &R, const Stmt &S, unsigned Index,
                          bool AllowSink) {
  auto Bad = [&](const Twine &What) {
    return fail(SemaError::Operand, R.Loc, &S,
                "operand " + Twine(Index + 1) + " of " + opName(S) + " " +
                    What);
  };
  if (R.Neg)
    return Bad("cannot be negated");
  switch (R.K) {
  case ROperand::Reg:
    if (Out.Regs[R.Id].IsPred)
      return Bad("must be a value register, not a predicate");
    return true;
  case ROperand::Asm:
    Out.AsmWritten[R.Id] = true;
    return true;
  case ROperand::Sink:
    if (!AllowSink)
      return Bad("cannot be '_'");
    return true;
  default:
    return Bad("must be a register");
  }
}

bool Sema::checkValueSource(const ROperand &R, const Stmt &S, unsigned Index) {
  auto Bad = [&](const Twine &What) {
    return fail(SemaError::Operand, R.Loc, &S,
                "operand " + Twine(Index + 1) + " of " + opName(S) + " " +
                    What);
  };
  if (R.Neg)
    return Bad("cannot be negated");
  switch (R.K) {
  case ROperand::Reg:
    if (Out.Regs[R.Id].IsPred)
      return Bad("must be a value, not a predicate");
    return true;
  case ROperand::Asm:
  case ROperand::Imm:
  case ROperand::FImm:
  case ROperand::SReg:
    return true;
  default:
    return Bad("must be a register or an immediate");
  }
}

bool Sema::checkPredDest(const ROperand &R, const Stmt &S, unsigned Index) {
  if ((R.K == ROperand::Reg && Out.Regs[R.Id].IsPred && !R.Neg) ||
      R.K == ROperand::Sink)
    return true;
  return fail(SemaError::Operand, R.Loc, &S,
              "operand " + Twine(Index + 1) + " of " + opName(S) +
                  " must be a predicate register");
}

bool Sema::checkPredSource(const ROperand &R, const Stmt &S, unsigned Index) {
  if (R.K == ROperand::Reg && Out.Regs[R.Id].IsPred)
    return true;
  if (R.K == ROperand::Imm && (R.IVal == 0 || R.IVal == 1))
    return true;
  return fail(SemaError::Operand, R.Loc, &S,
              "operand " + Twine(Index + 1) + " of " + opName(S) +
                  " must be a predicate");
}

bool Sema::checkSlot(char Slot, ROperand &R, const Stmt &S, unsigned Index) {
  auto Bad = [&](const Twine &What) {
    return fail(SemaError::Operand, R.Loc, &S,
                "operand " + Twine(Index + 1) + " of " + opName(S) + " " +
                    What);
  };
  if (!R.Dual.empty() && Slot != 'D' && Slot != 'P')
    return Bad("cannot have a second destination ('|')");
  switch (Slot) {
  case 'd':
    return checkValueDest(R, S, Index, /*AllowSink=*/false);
  case 'D':
    if (!checkValueDest(R, S, Index, /*AllowSink=*/true))
      return false;
    if (!R.Dual.empty() && !checkPredDest(R.Dual[0], S, Index))
      return false;
    return true;
  case 'p':
    return checkPredDest(R, S, Index);
  case 'P':
    if (!checkPredDest(R, S, Index))
      return false;
    if (!R.Dual.empty() && !checkPredDest(R.Dual[0], S, Index))
      return false;
    return true;
  case 'a':
    return checkValueSource(R, S, Index);
  case 'q':
    return checkPredSource(R, S, Index);
  case 'X':
    if (R.K != ROperand::Vec)
      return checkValueDest(R, S, Index, /*AllowSink=*/false);
    for (ROperand &E : R.Elems)
      if (!checkValueDest(E, S, Index, /*AllowSink=*/true))
        return false;
    return true;
  case 'x':
    if (R.K != ROperand::Vec)
      return checkValueSource(R, S, Index);
    for (ROperand &E : R.Elems)
      if (!checkValueSource(E, S, Index))
        return false;
    return true;
  case 'm':
    if (R.K != ROperand::Addr)
      return Bad("must be an address '[...]'");
    if (!R.Elems.empty()) {
      const ROperand &B = R.Elems[0];
      if (B.K == ROperand::Reg && Out.Regs[B.Id].IsPred)
        return Bad("has a predicate as its address");
    }
    return true;
  case 'l':
    if (R.K != ROperand::Label)
      return Bad("must be a label");
    return true;
  case 'i':
    if (R.K == ROperand::Imm)
      return true;
    if (R.K == ROperand::Asm && !Sig.Ops[R.Id].IsOutput &&
        (Sig.Ops[R.Id].IsImmediate || Sig.Ops[R.Id].Const))
      return true;
    return Bad("must be an immediate");
  }
  return Bad("has an unknown shape");
}

bool Sema::checkShape(RInstr &I, const Stmt &S) {
  StringRef Shape = I.Row->Shape;
  size_t Q = Shape.find('?');
  std::string Slots = Shape.str();
  Slots.erase(std::remove(Slots.begin(), Slots.end(), '?'), Slots.end());
  unsigned Required = Q == StringRef::npos ? Slots.size() : unsigned(Q);
  unsigned N = I.Ops.size();
  if (N < Required || N > Slots.size()) {
    std::string Want = Required == Slots.size()
                           ? std::to_string(Required)
                           : std::to_string(Required) + " to " +
                                 std::to_string(Slots.size());
    return fail(SemaError::Operand, S.OpcodeLoc, &S,
                opName(S) + " takes " + Want + " operand" +
                    (Slots.size() == 1 && Required == 1 ? "" : "s") +
                    ", not " + std::to_string(N));
  }
  for (unsigned K = 0; K < N; ++K)
    if (!checkSlot(Slots[K], I.Ops[K], S, K))
      return false;
  return true;
}

bool Sema::instr(const Stmt &S) {
  SmallVector<StringRef, 6> Parts;
  StringRef(S.Opcode).split(Parts, '.');
  StringRef Name = Parts[0];
  ArrayRef<const InstrRow *> Rows = rowsFor(Name);
  if (Rows.empty()) {
    if (isOutOfScopeOpcode(Name))
      return fail(SemaError::OutOfScope, S.OpcodeLoc, &S,
                  "tensor-core/TMA/async-copy PTX is not supported ('" +
                      S.Opcode + "')");
    return fail(SemaError::Unknown, S.OpcodeLoc, &S,
                "unknown opcode '" + Name + "'");
  }
  RInstr I;
  I.Src = &S;
  SmallVector<PTXType, 3> Types;
  for (StringRef P : ArrayRef<StringRef>(Parts).drop_front()) {
    if (P.empty())
      return fail(SemaError::Syntax, S.OpcodeLoc, &S,
                  "empty suffix in '" + S.Opcode + "'");
    PTXType T = parseType(P);
    if (T != PTXType::Invalid) {
      Types.push_back(T);
      continue;
    }
    Mod M = parseMod(P);
    if (M == Mod::NumMods)
      return fail(SemaError::Unknown, S.OpcodeLoc, &S,
                  "unknown modifier '." + P + "' in '" + S.Opcode + "'");
    I.Mods.add(M);
  }
  // The asynchronous proxy (TMA, bulk copies, mbarrier transactions) is out
  // of scope whatever the opcode.
  if (I.Mods.has(Mod::async) || I.Mods.has(Mod::mbarrier_complete_tx_bytes) ||
      I.Mods.has(Mod::tensormap) || I.Mods.has(Mod::tensormap_generic))
    return fail(SemaError::OutOfScope, S.OpcodeLoc, &S,
                "tensor-core/TMA/async-copy PTX is not supported ('" +
                    S.Opcode + "')");
  if (Types.size() > 2)
    return fail(SemaError::Unsupported, S.OpcodeLoc, &S,
                "'" + S.Opcode + "' has more than two type suffixes");
  I.NumTypes = Types.size();
  for (unsigned K = 0; K < Types.size(); ++K)
    I.T[K] = Types[K];

  // The first row whose types accept the suffixes.
  for (const InstrRow *Row : Rows) {
    if (I.NumTypes < Row->MinTypes || I.NumTypes > Row->MaxTypes)
      continue;
    if (I.NumTypes >= 1 && !(Row->Types & bit(I.T[0])))
      continue;
    if (I.NumTypes >= 2 && !(Row->Types2 & bit(I.T[1])))
      continue;
    I.Row = Row;
    break;
  }
  if (!I.Row) {
    bool AllNeedTypes = true;
    for (const InstrRow *Row : Rows)
      AllNeedTypes &= Row->MinTypes > 0;
    if (I.NumTypes == 0 && AllNeedTypes)
      return fail(SemaError::Operand, S.OpcodeLoc, &S,
                  "'" + S.Opcode + "' lacks a type suffix");
    std::string Ts;
    for (unsigned K = 0; K < I.NumTypes; ++K)
      Ts += "." + typeInfo(I.T[K]).Name.str();
    return fail(SemaError::Unsupported, S.OpcodeLoc, &S,
                "type " + (Ts.empty() ? std::string("(none)") : Ts) +
                    " is not supported for '" + Name + "'");
  }
  ModSet Bad = I.Mods.minus(I.Row->Mods);
  if (!Bad.empty())
    return fail(SemaError::Unsupported, S.OpcodeLoc, &S,
                "modifier '." + modName(Bad.first()) +
                    "' is not supported for '" + S.Opcode + "'");

  if (S.HasGuard) {
    int G = lookupReg(S.Guard);
    if (G < 0 || !Out.Regs[G].IsPred)
      return fail(SemaError::Operand, S.GuardLoc, &S,
                  "guard '" + S.Guard + "' is not a predicate register");
    I.Guard = G;
    I.GuardNeg = S.GuardNegated;
  }

  StringRef Shape = I.Row->Shape;
  unsigned Slot = 0;
  for (const Operand &O : S.Ops) {
    while (Slot < Shape.size() && Shape[Slot] == '?')
      ++Slot;
    bool WantLabel = Slot < Shape.size() && Shape[Slot] == 'l';
    ROperand R;
    if (!resolve(O, S, WantLabel, R))
      return false;
    I.Ops.push_back(std::move(R));
    ++Slot;
  }
  if (!checkShape(I, S))
    return false;
  if (I.Row->Check) {
    std::string Why = I.Row->Check(I, Sig);
    if (!Why.empty())
      return fail(StringRef(Why).starts_with("tensor-core/TMA/async-copy")
                      ? SemaError::OutOfScope
                      : SemaError::Unsupported,
                  S.OpcodeLoc, &S, Why);
  }
  if (I.Row->Flags & PRF_Branch)
    Out.HasBranches = true;
  Out.Items.push_back(std::move(I));
  return true;
}

bool shfl::ptx::analyze(StringRef Src, const ParsedAsm &Parsed,
                        const AsmSignature &Sig, Program &Out,
                        SemaError &Err) {
  Sema S(Src, Sig, Out, Err);
  return S.run(Parsed);
}

bool shfl::ptx::checkTemplate(StringRef Src, const AsmSignature &Sig,
                              ParsedAsm &Parsed, Program &Out,
                              SemaError &Err) {
  ParseError PE;
  if (!parsePTX(Src, Parsed, PE)) {
    Err.Cat = SemaError::Syntax;
    Err.Loc = PE.Loc;
    Err.Message = PE.Message;
    // The statement: from the end of the one before (';', '{' or '}') to
    // the next ';' (or the end).
    size_t Prev = Src.substr(0, PE.Loc.Offset).find_last_of(";{}");
    Err.StmtBegin = Prev == StringRef::npos ? 0 : unsigned(Prev + 1);
    if (Err.StmtBegin >= PE.Loc.Offset)
      Err.StmtBegin = PE.Loc.Offset;
    size_t Semi = Src.find(';', PE.Loc.Offset);
    Err.StmtEnd = Semi == StringRef::npos ? Src.size() : Semi + 1;
    return false;
  }
  return analyze(Src, Parsed, Sig, Out, Err);
}
