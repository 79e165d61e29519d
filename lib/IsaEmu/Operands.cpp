//===- Operands.cpp - Operand access and binding --------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reading and writing operands, and binding a decoded instruction to its
/// table entry: the VALU operand layout (which printed operand is the
/// destination, the carry-out, each source) and the value of each constant
/// for the type the instruction reads it as.  Inline constants are the
/// manuals' table ("Inline Constants": integers -16..64, the float
/// constants 0.5, 1.0, 2.0, 4.0, their negatives and 1/(2*pi), each in the
/// operand's own format); a 32-bit literal is the high half of an f64
/// operand and zero-extended for a 64-bit integer one.
///
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Machine.h"
#include <cstring>
#include <string>

using namespace isaemu;

unsigned isaemu::dwordsOf(VT T) {
  switch (T) {
  case VT::B64:
  case VT::F64:
  case VT::PKF32:
    return 2;
  case VT::B96:
    return 3;
  case VT::B128:
    return 4;
  default:
    return 1;
  }
}

static uint64_t specialValue(const Wave &W, SpecialSrc S, unsigned Dwords) {
  uint64_t V = 0;
  switch (S) {
  case SpecialSrc::SharedBase:
    V = SharedAperture;
    break;
  case SpecialSrc::SharedLimit:
    V = SharedAperture + ApertureSize - 1;
    break;
  case SpecialSrc::PrivateBase:
    V = PrivateAperture;
    break;
  case SpecialSrc::PrivateLimit:
    V = PrivateAperture + ApertureSize - 1;
    break;
  case SpecialSrc::PopsExitingWaveId:
    return 0;
  case SpecialSrc::Vccz:
    return W.vccMask() == 0;
  case SpecialSrc::Execz:
    return W.execMask() == 0;
  case SpecialSrc::Scc:
    return W.SCC;
  }
  // As a 32-bit operand the aperture registers give the high half of the
  // 64-bit address (what a flat pointer's high dword holds).
  return Dwords == 1 ? V >> 32 : V;
}

static uint64_t constBits(const Operand &O, VT T);

uint64_t isaemu::readScalar(const Wave &W, const Operand &O, unsigned Dwords) {
  switch (O.K) {
  case Operand::SGPR: {
    auto Reg = [&](unsigned R) -> uint64_t {
      if (R == sreg::Null || R >= sreg::Count)
        return 0;
      if (R == sreg::ExecHi && W.WaveSize == 32)
        return 0;
      return W.S[R];
    };
    uint64_t V = Reg(O.Reg);
    if (Dwords == 2)
      V |= Reg(O.Reg == sreg::Null ? sreg::Null : O.Reg + 1u) << 32;
    return V;
  }
  case Operand::Const:
    if (Dwords == 1)
      return O.Bits & 0xffffffffu;
    // A 64-bit read of a constant resolved for a 32-bit operand (the
    // handlers' own operands): an integer as a 64-bit integer.
    return O.BitsDwords == 2 ? O.Bits : constBits(O, VT::B64);
  case Operand::SCC:
    return W.SCC;
  case Operand::Special:
    return specialValue(W, O.Spec, Dwords);
  default:
    return 0;
  }
}

void isaemu::writeScalar(Wave &W, const Operand &O, uint64_t V, unsigned Dwords) {
  if (O.K == Operand::SCC) {
    W.SCC = V & 1;
    return;
  }
  if (O.K != Operand::SGPR)
    return;
  auto Set = [&](unsigned R, uint32_t X) {
    if (R == sreg::Null || R >= sreg::Count)
      return;
    if (R == sreg::ExecHi && W.WaveSize == 32)
      X = 0;
    W.S[R] = X;
  };
  Set(O.Reg, static_cast<uint32_t>(V));
  if (Dwords == 2 && O.Reg != sreg::Null)
    Set(O.Reg + 1u, static_cast<uint32_t>(V >> 32));
}

uint64_t isaemu::readLane(const Wave &W, const Operand &O, unsigned Lane, unsigned Dwords) {
  if (O.K == Operand::VGPR || O.K == Operand::AGPR) {
    const std::vector<uint32_t> &F = O.K == Operand::VGPR ? W.V : W.A;
    unsigned N = O.K == Operand::VGPR ? W.NumV : W.NumA;
    auto Reg = [&](unsigned R) -> uint64_t {
      return R < N ? F[R * W.WaveSize + Lane] : 0;
    };
    uint64_t V = Reg(O.Reg);
    if (O.Half == 2)
      return V >> 16;
    if (O.Half == 1)
      return V & 0xffff;
    if (Dwords >= 2)
      V |= Reg(O.Reg + 1u) << 32;
    return V;
  }
  return readScalar(W, O, Dwords);
}

void isaemu::writeLane(Wave &W, const Operand &O, unsigned Lane, uint64_t V,
                       unsigned Dwords) {
  if (O.K != Operand::VGPR && O.K != Operand::AGPR)
    return;
  std::vector<uint32_t> &F = O.K == Operand::VGPR ? W.V : W.A;
  unsigned N = O.K == Operand::VGPR ? W.NumV : W.NumA;
  auto Set = [&](unsigned R, uint32_t X) {
    if (R < N)
      F[R * W.WaveSize + Lane] = X;
  };
  if (O.Half) {
    if (O.Reg >= N)
      return;
    uint32_t &D = F[O.Reg * W.WaveSize + Lane];
    D = O.Half == 2 ? (D & 0xffff) | (static_cast<uint32_t>(V) << 16)
                    : (D & 0xffff0000u) | (static_cast<uint32_t>(V) & 0xffff);
    return;
  }
  Set(O.Reg, static_cast<uint32_t>(V));
  for (unsigned K = 1; K < Dwords; ++K)
    Set(O.Reg + K, K == 1 ? static_cast<uint32_t>(V >> 32) : 0);
}

//===----------------------------------------------------------------------===//
// Binding
//===----------------------------------------------------------------------===//

/// The bits constant \p O has as an operand of type \p T.
static uint64_t constBits(const Operand &O, VT T) {
  if (O.FloatConst) {
    double D = O.Flt;
    switch (T) {
    case VT::F64:
    case VT::B64:
      return fp::bits(D);
    case VT::F16:
    case VT::B16:
      return fp::d2h(D);
    case VT::PK16:
    case VT::PKF16: {
      uint64_t H = fp::d2h(D);
      return H | H << 16;
    }
    case VT::PKF32: {
      uint64_t F = fp::bits(static_cast<float>(D));
      return F | F << 32;
    }
    default:
      return fp::bits(static_cast<float>(D));
    }
  }
  int64_t V = O.Int;
  if (O.Literal) {
    uint64_t L = static_cast<uint32_t>(V);
    switch (T) {
    case VT::F64:
      return L << 32;
    case VT::F16:
    case VT::B16:
      return L & 0xffff;
    case VT::PKF32:
      return L | L << 32;
    default:
      return L;
    }
  }
  // An inline integer, sign-extended to the operand's width.
  switch (T) {
  case VT::F64:
  case VT::B64:
    return static_cast<uint64_t>(V);
  case VT::F16:
  case VT::B16:
    return static_cast<uint64_t>(V) & 0xffff;
  case VT::PK16:
  case VT::PKF16: {
    uint64_t H = static_cast<uint64_t>(V) & 0xffff;
    return H | H << 16;
  }
  case VT::PKF32: {
    uint64_t F = static_cast<uint32_t>(V);
    return F | F << 32;
  }
  default:
    return static_cast<uint32_t>(V);
  }
}

/// The VALU layout: [vdst] [sdst] src0..srcN-1 [mask].
static bool layoutVALU(Inst &I, const OpDesc &D) {
  const int N = static_cast<int>(I.Ops.size());
  int Pos = 0;
  if (D.Flags & F_Cmp) {
    // VOPC: an optional lane-mask destination (absent for v_cmpx on
    // gfx10+, which writes only EXEC).
    if (N == D.NSrc + 1)
      I.L.SDst = static_cast<int8_t>(Pos++);
    else if (N != D.NSrc)
      return false;
  } else {
    if (D.Dst != VT::None)
      I.L.Dst = static_cast<int8_t>(Pos++);
    if (D.Flags & (F_CarryOut | F_VccOut))
      I.L.SDst = static_cast<int8_t>(Pos++);
  }
  for (int K = 0; K < D.NSrc; ++K)
    I.L.Src[K] = static_cast<int8_t>(Pos++);
  if (D.Flags & (F_CarryIn | F_Cndmask))
    I.L.Mask = static_cast<int8_t>(Pos++);
  return Pos == N;
}

static void bindOne(Inst &I, Gen G, unsigned WaveSize, bool DualHalf) {
  if (!I.Unsupported.empty())
    return;
  std::string Key = I.Base;
  if (DualHalf) {
    // A VOPD half (v_dual_add_f32) is its VOP2/VOP1 instruction.
    if (Key.compare(0, 7, "v_dual_") != 0) {
      I.Unsupported = "malformed VOPD half '" + I.Mnemonic + "'";
      return;
    }
    Key = "v_" + Key.substr(7);
  }
  const OpDesc *D = lookupOp(G, Key.data(), Key.size());
  if (D && DualHalf && (D->Flags & F_Cndmask) && I.Ops.size() == 3) {
    // v_dual_cndmask_b32 selects by VCC (wave32 only).
    Operand Vcc;
    Vcc.K = Operand::SGPR;
    Vcc.Reg = sreg::VccLo;
    Vcc.Dwords = WaveSize == 64 ? 2 : 1;
    I.Ops.push_back(Vcc);
  }
  if (!D) {
    I.Unsupported = "instruction '" + I.Mnemonic + "' is not modelled";
    return;
  }
  bool IsValu = D->Flags & F_Valu;
  if (IsValu && !layoutVALU(I, *D)) {
    I.Unsupported = "unexpected operands of '" + I.Mnemonic + "'";
    return;
  }
  if (IsValu && (D->Flags & F_Packed) && !I.M.OpSelHiGiven)
    I.M.OpSelHi = 0x7; // the default op_sel_hi:[1,1,1]
  // Constants: VALU sources by their types, everything else as the
  // handler's Src types say (32-bit by default).
  for (size_t K = 0; K < I.Ops.size(); ++K) {
    Operand &O = I.Ops[K];
    if (O.K != Operand::Const)
      continue;
    VT T = VT::B32;
    if (IsValu) {
      for (int S = 0; S < 3; ++S)
        if (I.L.Src[S] == static_cast<int>(K))
          T = D->Src[S];
    } else {
      // Scalar and other handlers: sources follow the destination.
      size_t Idx = K ? K - 1 : 0;
      if (D->Dst == VT::None)
        Idx = K;
      if (Idx < 3 && D->Src[Idx] != VT::None)
        T = D->Src[Idx];
    }
    O.Bits = constBits(O, T);
    O.BitsDwords = static_cast<uint8_t>(dwordsOf(T));
  }
  I.Op = D;
}

void isaemu::bindInst(Inst &I, Gen G, unsigned WaveSize) {
  if (I.X && I.Y) {
    bindOne(*I.X, G, WaveSize, true);
    bindOne(*I.Y, G, WaveSize, true);
    if (!I.X->Unsupported.empty())
      I.Unsupported = I.X->Unsupported;
    else if (!I.Y->Unsupported.empty())
      I.Unsupported = I.Y->Unsupported;
    else
      I.Op = lookupOp(G, "v_dual", 6);
    if (!I.Op && I.Unsupported.empty())
      I.Unsupported = "VOPD is not modelled on this generation";
    return;
  }
  bindOne(I, G, WaveSize, false);
}
