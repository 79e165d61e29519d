//===- Valu.cpp - The generic vector ALU driver ---------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Executes a VALU instruction lane by lane from its table entry's lane
/// function, for every encoding the manuals describe ("Vector ALU
/// Operations"): VOP1/VOP2/VOPC (e32), VOP3 (e64, with abs/neg input
/// modifiers, omod, clamp and op_sel), SDWA (gfx9: byte/word selects,
/// sext, dst_sel/dst_unused), DPP16 and DPP8 (the source lane of src0), and
/// VOP3P (packed halves, op_sel/op_sel_hi, neg_lo/neg_hi).
///
/// Every active lane's sources are read before any lane's destination is
/// written, as the hardware reads a whole wave's operands first (an in-place
/// DPP move, `v_mov_b32_dpp v1, v1 row_shr:1`, reads the old values).
///
/// DPP16 (RDNA3 ISA guide 7.8 and CDNA3 ISA guide 9.x "Data Parallel
/// Processing"): a lane whose row or bank is disabled by row_mask/bank_mask
/// is not written; a lane whose source lane is out of its row (or wave) or
/// inactive (fi:0; gfx9 has no fi bit) reads 0 with bound_ctrl set and is
/// not written without it.  DPP8: lanes read within their group of 8; an
/// inactive source reads 0 unless fi:1.
///
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Handlers.h"
#include <cmath>

using namespace isaemu;

/// The source lane of DPP16 control \p Ctrl for \p Lane; false if the lane
/// has no source (out of its row or of the wave).
static bool dpp16Source(uint16_t Ctrl, unsigned Lane, unsigned WS, unsigned &Src) {
  const unsigned Row = Lane & ~15u, Idx = Lane & 15u;
  if (Ctrl <= 0xff) { // quad_perm
    Src = (Lane & ~3u) | ((Ctrl >> (2 * (Lane & 3))) & 3);
    return true;
  }
  unsigned N = Ctrl & 0xf;
  switch (Ctrl & 0xff0) {
  case 0x100: // row_shl
    Src = Lane + N;
    return N != 0 && Idx + N < 16;
  case 0x110: // row_shr
    Src = Lane - N;
    return N != 0 && Idx >= N;
  case 0x120: // row_ror
    Src = Row | ((Idx - N) & 15);
    return N != 0;
  case 0x150: // row_share (gfx10+) / row_newbcast (gfx90a, gfx94x)
    Src = Row | N;
    return true;
  case 0x160: // row_xmask (gfx10+)
    Src = Row | (Idx ^ N);
    return true;
  default:
    break;
  }
  switch (Ctrl) {
  case 0x130: // wave_shl:1
    Src = Lane + 1;
    return Lane + 1 < WS;
  case 0x134: // wave_rol:1
    Src = (Lane + 1) % WS;
    return true;
  case 0x138: // wave_shr:1
    Src = Lane - 1;
    return Lane >= 1;
  case 0x13c: // wave_ror:1
    Src = (Lane + WS - 1) % WS;
    return true;
  case 0x140: // row_mirror
    Src = Row | (15 - Idx);
    return true;
  case 0x141: // row_half_mirror
    Src = (Lane & ~7u) | (7 - (Lane & 7));
    return true;
  case 0x142: // row_bcast:15: each row reads lane 15 of the row before
    Src = Row - 1;
    return Row >= 16;
  case 0x143: // row_bcast:31: rows 2 and 3 read lane 31
    Src = 31;
    return Row >= 32;
  default:
    Src = Lane;
    return false;
  }
}

/// Whether \p Ctrl is a DPP16 control \p P has.
static bool dppCtrlLegal(uint16_t Ctrl, const ProcInfo &P) {
  if (Ctrl <= 0xff)
    return true;
  unsigned Hi = Ctrl & 0xff0;
  if (Hi == 0x100 || Hi == 0x110 || Hi == 0x120)
    return (Ctrl & 0xf) != 0;
  if (Ctrl == 0x140 || Ctrl == 0x141)
    return true;
  if (Ctrl == 0x130 || Ctrl == 0x134 || Ctrl == 0x138 || Ctrl == 0x13c ||
      Ctrl == 0x142 || Ctrl == 0x143)
    return P.G == Gen::GFX9;
  if (Hi == 0x150)
    return P.G != Gen::GFX9 || P.hasGFX90AInsts();
  if (Hi == 0x160)
    return P.G != Gen::GFX9;
  return false;
}

static uint64_t signBit(VT T) {
  switch (T) {
  case VT::F64:
  case VT::B64:
    return uint64_t(1) << 63;
  case VT::F16:
  case VT::B16:
    return 0x8000;
  default:
    return 0x80000000u;
  }
}

static bool isFloat(VT T) { return T == VT::F32 || T == VT::F64 || T == VT::F16; }

/// SDWA source select (the manuals' SDWA_SEL): bytes, words or the dword.
static uint64_t sdwaSelect(uint64_t V, uint8_t Sel, bool Sext) {
  if (Sel <= 3) {
    uint64_t B = (V >> (8 * Sel)) & 0xff;
    return Sext ? static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(B))) : B;
  }
  if (Sel <= 5) {
    uint64_t W = (V >> (16 * (Sel - 4))) & 0xffff;
    return Sext ? static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(W))) : W;
  }
  return V & 0xffffffffu;
}

/// Flushes a denormal input or output to a signed zero when MODE.FP_DENORM
/// says so (bit 0 of the two-bit field: input denormals allowed, bit 1:
/// output denormals allowed).
static uint64_t flushDenorm(uint64_t V, VT T, uint32_t Mode, bool Output) {
  if (T == VT::F32) {
    unsigned F = (Mode >> 4) & 3;
    if (!(F & (Output ? 2 : 1)) && fp::isDenorm32(V))
      return V & 0x80000000u;
  } else if (T == VT::F64 || T == VT::F16) {
    unsigned F = (Mode >> 6) & 3;
    if (!(F & (Output ? 2 : 1)) &&
        (T == VT::F64 ? fp::isDenorm64(V) : fp::isDenorm16(V)))
      return V & signBit(T);
  }
  return V;
}

/// Output modifiers of float results: omod, then clamp to [0, 1].
static uint64_t outputMods(uint64_t R, VT T, const Modifiers &M, bool DX10Clamp) {
  if (!isFloat(T) || (!M.OMod && !M.Clamp))
    return R;
  double V = T == VT::F32 ? fp::f32(R) : T == VT::F64 ? fp::f64(R) : fp::h2f(static_cast<uint16_t>(R));
  if (M.OMod && !std::isnan(V))
    V *= M.OMod == 1 ? 2.0 : M.OMod == 2 ? 4.0 : 0.5;
  if (M.Clamp) {
    if (std::isnan(V)) {
      if (DX10Clamp)
        V = 0.0;
    } else {
      V = V < 0.0 ? 0.0 : V > 1.0 ? 1.0 : V; // -0.0 clamps to +0.0
      if (V == 0.0)
        V = 0.0;
    }
  }
  if (std::isnan(V))
    return R; // the NaN unchanged
  if (T == VT::F32)
    return fp::bits(static_cast<float>(V));
  if (T == VT::F64)
    return fp::bits(V);
  return fp::d2h(V);
}

/// Reads source \p K for \p Lane (the lane whose registers are read, which
/// DPP may have moved), with op_sel, SDWA selects and input modifiers.
static uint64_t fetchSource(const Wave &W, const Inst &I, const OpDesc &D, int K,
                            unsigned Lane, uint32_t Mode) {
  const Operand &O = I.Ops[I.L.Src[K]];
  VT T = D.Src[K];
  uint64_t V = readLane(W, O, Lane, dwordsOf(T));
  // SDWA selects from the whole 32-bit register, before a 16-bit operand
  // takes its low half (v_add_f16_sdwa src0_sel:WORD_1 adds the high halves).
  if (I.E == Enc::SDWA && K < 2)
    V = sdwaSelect(V, K == 0 ? I.M.Src0Sel : I.M.Src1Sel, O.Sext);
  if (T == VT::F16 || T == VT::B16) {
    if (O.Half == 0 && O.K != Operand::Const && (I.M.OpSel >> K & 1))
      V >>= 16;
    V &= 0xffff;
  } else if (dwordsOf(T) == 1) {
    V &= 0xffffffffu;
  }
  if (O.Abs)
    V &= ~signBit(T);
  if (O.Neg)
    V ^= signBit(T);
  if (isFloat(T) && !(D.Flags & F_NoDenormFlush))
    V = flushDenorm(V, T, Mode, false);
  return V;
}

static bool laneMaskBit(const Wave &W, const Operand &O, unsigned Lane) {
  uint64_t M = readScalar(W, O, W.WaveSize == 64 ? 2 : 1);
  return M >> Lane & 1;
}

/// Writes a 16-bit or SDWA result into the 32-bit destination register.
static uint32_t merge16(uint32_t Old, uint64_t R, const Inst &I, const OpDesc &D,
                        const ProcInfo &P) {
  if (I.M.OpSel & 8)
    return (Old & 0xffff) | (static_cast<uint32_t>(R) << 16);
  if (P.G == Gen::GFX9 && !(D.Flags & F_KeepHi16Gfx9))
    return static_cast<uint32_t>(R) & 0xffff;
  return (Old & 0xffff0000u) | (static_cast<uint32_t>(R) & 0xffff);
}

static uint32_t sdwaDst(uint32_t Old, uint64_t R, const Modifiers &M) {
  uint8_t Sel = M.DstSel;
  if (Sel == 6)
    return static_cast<uint32_t>(R);
  unsigned Shift = Sel <= 3 ? 8 * Sel : 16 * (Sel - 4);
  unsigned Width = Sel <= 3 ? 8 : 16;
  uint32_t Mask = ((1u << Width) - 1) << Shift;
  uint32_t V = (static_cast<uint32_t>(R) << Shift) & Mask;
  switch (M.DstUnused) {
  case 2: // UNUSED_PRESERVE
    return (Old & ~Mask) | V;
  case 1: { // UNUSED_SEXT: the selected field sign-extended upwards
    uint32_t Top = 1u << (Shift + Width - 1);
    if ((V & Top) && Shift + Width < 32)
      V |= ~((Top << 1) - 1);
    return V;
  }
  default: // UNUSED_PAD
    return V;
  }
}

Status isaemu::computeVALU(Exec &X, ValuOut &Out) {
  const Inst &I = X.I;
  const OpDesc &D = X.D;
  Wave &W = X.W;
  const unsigned WS = W.WaveSize;
  const uint64_t ExecMask = W.execMask();
  const bool IsFloatOp = isFloat(D.Dst) || isFloat(D.Src[0]);
  if (IsFloatOp && (W.Mode & 0xf) != 0)
    return X.M.fault(W, I, "the rounding mode in MODE (" + std::to_string(W.Mode & 0xf) +
                               ") is not modelled; only round to nearest even is");
  // DPP: which lanes are written and where src0 comes from.
  uint64_t Enabled = ExecMask;
  unsigned SrcLane[64];
  uint64_t ZeroSrc0 = 0; // bound_ctrl / DPP8: src0 reads 0 in these lanes
  for (unsigned L = 0; L < WS; ++L)
    SrcLane[L] = L;
  if (I.E == Enc::DPP16) {
    if (!dppCtrlLegal(I.M.DppCtrl, X.M.Proc))
      return X.M.fault(W, I, "DPP control " + std::to_string(I.M.DppCtrl) +
                                 " does not exist on " + X.M.Proc.CPU);
    bool FI = I.M.FetchInactive && X.M.Proc.G != Gen::GFX9;
    for (unsigned L = 0; L < WS; ++L) {
      if (!(ExecMask >> L & 1))
        continue;
      if (!(I.M.RowMask >> (L / 16) & 1) || !(I.M.BankMask >> ((L / 4) & 3) & 1)) {
        Enabled &= ~(uint64_t(1) << L);
        continue;
      }
      unsigned S;
      bool Valid = dpp16Source(I.M.DppCtrl, L, WS, S) && S < WS;
      if (Valid && !FI && !(ExecMask >> S & 1))
        Valid = false;
      if (Valid) {
        SrcLane[L] = S;
      } else if (I.M.BoundCtrl) {
        ZeroSrc0 |= uint64_t(1) << L;
      } else {
        Enabled &= ~(uint64_t(1) << L);
      }
    }
  } else if (I.E == Enc::DPP8) {
    for (unsigned L = 0; L < WS; ++L) {
      unsigned S = (L & ~7u) | ((I.M.Dpp8Sel >> (3 * (L & 7))) & 7);
      SrcLane[L] = S;
      if (!I.M.FetchInactive && !(ExecMask >> S & 1))
        ZeroSrc0 |= uint64_t(1) << L;
    }
  }

  uint64_t *Res = Out.Res;
  uint64_t Mask = 0; // lane-mask result (compare, carry out, VCC out)
  LaneIO IO;
  IO.Clamp = I.M.Clamp;
  IO.IEEE = X.M.Proc.G == Gen::GFX12 ? true : (W.Mode >> 9 & 1);
  IO.DX10Clamp = W.Mode >> 8 & 1;
  IO.Mode = W.Mode;
  const Operand *MaskOp = I.L.Mask >= 0 ? &I.Ops[I.L.Mask] : nullptr;
  uint64_t MaskBits = MaskOp ? readScalar(W, *MaskOp, WS == 64 ? 2 : 1) : 0;
  uint64_t Vcc = W.vccMask();
  for (unsigned L = 0; L < WS; ++L) {
    if (!(Enabled >> L & 1))
      continue;
    IO.Lane = L;
    for (int K = 0; K < D.NSrc; ++K) {
      if (K == 0 && (ZeroSrc0 >> L & 1)) {
        IO.S[0] = 0;
        continue;
      }
      IO.S[K] = fetchSource(W, I, D, K, K == 0 ? SrcLane[L] : L, W.Mode);
    }
    if (D.Flags & F_ReadDst) { // v_fmac, v_mac: the destination is the addend
      const Operand &DO = I.Ops[I.L.Dst];
      uint64_t Old = readLane(W, DO, L, dwordsOf(D.Dst));
      if (D.Dst == VT::F16 && DO.Half == 0 && (I.M.OpSel & 8))
        Old >>= 16;
      if (D.Dst == VT::F16)
        Old &= 0xffff;
      else if (dwordsOf(D.Dst) == 1)
        Old &= 0xffffffffu;
      IO.S[D.NSrc] = Old;
    }
    IO.CarryIn = (D.Flags & F_VccIn) ? (Vcc >> L & 1) : (MaskBits >> L & 1);
    IO.CarryOut = false;
    uint64_t R = D.Lane(IO);
    if (D.Flags & F_Cmp)
      R = R != 0;
    else if (isFloat(D.Dst)) {
      R = outputMods(R, D.Dst, I.M, IO.DX10Clamp);
      if (!(D.Flags & F_NoDenormFlush))
        R = flushDenorm(R, D.Dst, W.Mode, true);
    }
    Res[L] = R;
    if ((D.Flags & F_Cmp) ? R != 0 : IO.CarryOut)
      Mask |= uint64_t(1) << L;
  }
  Out.Enabled = Enabled;
  Out.Mask = Mask;
  return Status::Next;
}

void isaemu::writeVALU(Exec &X, const ValuOut &Out) {
  const Inst &I = X.I;
  const OpDesc &D = X.D;
  Wave &W = X.W;
  const unsigned WS = W.WaveSize;
  const uint64_t Enabled = Out.Enabled, Mask = Out.Mask;
  const uint64_t *Res = Out.Res;
  if (D.Flags & F_Cmp) {
    if (I.L.SDst >= 0)
      writeScalar(W, I.Ops[I.L.SDst], Mask, WS == 64 ? 2 : 1);
    if (D.Flags & F_CmpX)
      W.setExec(Mask);
    return;
  }
  if (I.L.SDst >= 0)
    writeScalar(W, I.Ops[I.L.SDst], Mask, WS == 64 ? 2 : 1);
  if (I.L.Dst < 0)
    return;
  const Operand &DstOp = I.Ops[I.L.Dst];
  const unsigned DW = dwordsOf(D.Dst);
  const bool Is16 = D.Dst == VT::F16 || D.Dst == VT::B16;
  for (unsigned L = 0; L < WS; ++L) {
    if (!(Enabled >> L & 1))
      continue;
    if (DstOp.K == Operand::SGPR) { // VOP3 with a scalar destination
      writeScalar(W, DstOp, Res[L], DW);
      continue;
    }
    if (I.E == Enc::SDWA) {
      uint32_t Old = static_cast<uint32_t>(readLane(W, DstOp, L, 1));
      writeLane(W, DstOp, L, sdwaDst(Old, Res[L], I.M), 1);
    } else if (Is16 && DstOp.Half == 0) {
      uint32_t Old = static_cast<uint32_t>(readLane(W, DstOp, L, 1));
      writeLane(W, DstOp, L, merge16(Old, Res[L], I, D, X.M.Proc), 1);
    } else {
      writeLane(W, DstOp, L, Res[L], DW);
    }
  }
}

Status isaemu::execVALU(Exec &X) {
  ValuOut Out;
  Status S = computeVALU(X, Out);
  if (S == Status::Next)
    writeVALU(X, Out);
  return S;
}

/// VOP3P: each half of the packed operands through the element operation.
Status isaemu::execPacked(Exec &X) {
  const Inst &I = X.I;
  const OpDesc &D = X.D;
  Wave &W = X.W;
  const unsigned WS = W.WaveSize;
  const uint64_t ExecMask = W.execMask();
  const bool Wide = D.Dst == VT::PKF32 || D.Src[0] == VT::PKF32;
  const unsigned EBits = Wide ? 32 : 16;
  const uint64_t EMask = Wide ? 0xffffffffull : 0xffff;
  const bool Float = D.Src[0] == VT::PKF16 || D.Src[0] == VT::PKF32;
  if (Float && (W.Mode & 0xf) != 0)
    return X.M.fault(W, I, "the rounding mode in MODE is not modelled");
  const VT EType = Wide ? VT::F32 : Float ? VT::F16 : VT::B16;
  uint64_t Res[64];
  LaneIO IO;
  IO.Clamp = I.M.Clamp;
  IO.IEEE = X.M.Proc.G == Gen::GFX12 ? true : (W.Mode >> 9 & 1);
  IO.DX10Clamp = W.Mode >> 8 & 1;
  IO.Mode = W.Mode;
  for (unsigned L = 0; L < WS; ++L) {
    if (!(ExecMask >> L & 1))
      continue;
    IO.Lane = L;
    uint64_t Src[3] = {};
    for (int K = 0; K < D.NSrc; ++K)
      Src[K] = readLane(W, I.Ops[I.L.Src[K]], L, Wide ? 2 : 1);
    uint64_t R = 0;
    for (unsigned H = 0; H < 2; ++H) {
      for (int K = 0; K < D.NSrc; ++K) {
        bool Hi = (H ? I.M.OpSelHi : I.M.OpSel) >> K & 1;
        uint64_t V = (Src[K] >> (Hi ? EBits : 0)) & EMask;
        if (Float && ((H ? I.M.NegHi : I.M.NegLo) >> K & 1))
          V ^= uint64_t(1) << (EBits - 1);
        if (Float)
          V = flushDenorm(V, EType, W.Mode, false);
        IO.S[K] = V;
      }
      uint64_t E = D.Lane(IO) & EMask;
      if (Float && I.M.Clamp) {
        Modifiers CM;
        CM.Clamp = true;
        E = outputMods(E, EType, CM, IO.DX10Clamp);
      }
      if (Float)
        E = flushDenorm(E, EType, W.Mode, true);
      R |= E << (H ? EBits : 0);
    }
    Res[L] = R;
  }
  const Operand &DstOp = I.Ops[I.L.Dst];
  for (unsigned L = 0; L < WS; ++L)
    if (ExecMask >> L & 1)
      writeLane(W, DstOp, L, Res[L], Wide ? 2 : 1);
  return Status::Next;
}
