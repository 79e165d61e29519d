//===- CrossLane.cpp - Cross-lane instructions ----------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The instructions that move data between lanes outside DPP:
///
///  * v_readlane_b32 / v_writelane_b32: lane S1[5:0] (wave64) or S1[4:0]
///    (wave32), whatever EXEC says; v_readfirstlane_b32: the lowest active
///    lane, lane 0 if none (RDNA3 guide 16.x V_READFIRSTLANE_B32).
///  * v_permlane16_b32 / v_permlanex16_b32 (gfx10+): 4-bit selects from
///    {S2, S1} per lane of a row; x16 reads the other row of the pair.  A
///    source lane that is inactive is read only with FI (op_sel[0]);
///    otherwise the lane gets 0 with BOUND_CTRL (op_sel[1]) and is not
///    written without it.
///  * v_permlane64_b32 (gfx11+): lane i reads lane i ^ 32 whatever its EXEC;
///    a no-op in wave32.
///  * ds_bpermute_b32 / ds_permute_b32: the lane is (addr + offset) / 4
///    modulo 64 (gfx9, gfx12 wave64) or 32 (wave32); on gfx10/gfx11 wave64
///    modulo 32 within the lane's own half (the hardware runs a wave64 as
///    two halves: LLVM's supportsWaveWideBPermute, Mesa ACO).  An inactive
///    source reads 0; permute's unwritten lanes get 0 and the highest
///    source lane wins.
///  * ds_swizzle_b32: bitmask mode (and/or/xor within 32 lanes) and
///    quad-perm mode; an inactive source reads 0.  The rotate and FFT modes
///    (offset >= 0xc000) stop the run.
///  * VOPD (gfx11+): both halves read their sources before either writes.
///  * v_fma_mix*: f16 or f32 sources by op_sel_hi, an f32 fma, an f32 or
///    f16 result; v_pk_mov_b32 (gfx90a+): each half from op_sel.
///
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Handlers.h"
#include <cmath>

using namespace isaemu;

/// Writes \p Res[L] (\p Dwords registers) into the destination of every
/// lane L that \p E enables: the results a cross-lane instruction computed
/// from the sources before writing any lane.
template <typename T>
static void writeActive(Wave &W, const Operand &Dst, uint64_t E, const T *Res,
                        unsigned Dwords = 1) {
  for (unsigned L = 0; L < W.WaveSize; ++L)
    if (E >> L & 1)
      writeLane(W, Dst, L, Res[L], Dwords);
}

Status isaemu::execReadLane(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 3)
    return X.M.fault(W, I, "unexpected operands");
  unsigned Lane = static_cast<unsigned>(readScalar(W, I.Ops[2], 1)) & (W.WaveSize - 1);
  writeScalar(W, I.Ops[0], readLane(W, I.Ops[1], Lane, 1), 1);
  return Status::Next;
}

Status isaemu::execReadFirstLane(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 2)
    return X.M.fault(W, I, "unexpected operands");
  uint64_t E = W.execMask();
  unsigned Lane = 0;
  if (E)
    while (!(E >> Lane & 1))
      ++Lane;
  writeScalar(W, I.Ops[0], readLane(W, I.Ops[1], Lane, 1), 1);
  return Status::Next;
}

Status isaemu::execWriteLane(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 3)
    return X.M.fault(W, I, "unexpected operands");
  unsigned Lane = static_cast<unsigned>(readScalar(W, I.Ops[2], 1)) & (W.WaveSize - 1);
  writeLane(W, I.Ops[0], Lane, readScalar(W, I.Ops[1], 1), 1);
  return Status::Next;
}

Status isaemu::execPermlane16(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 4)
    return X.M.fault(W, I, "unexpected operands");
  const bool Cross = X.D.Aux == 1;
  const bool FI = I.M.OpSel & 1, BC = I.M.OpSel >> 1 & 1;
  uint64_t Sel = readScalar(W, I.Ops[2], 1) | readScalar(W, I.Ops[3], 1) << 32;
  const uint64_t E = W.execMask();
  uint32_t Src[64];
  for (unsigned L = 0; L < W.WaveSize; ++L)
    Src[L] = static_cast<uint32_t>(readLane(W, I.Ops[1], L, 1));
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(E >> L & 1))
      continue;
    unsigned Row = L / 16;
    if (Cross)
      Row ^= 1;
    unsigned S = Row * 16 + static_cast<unsigned>((Sel >> (4 * (L % 16))) & 0xf);
    if (!FI && !(E >> S & 1)) {
      if (BC)
        writeLane(W, I.Ops[0], L, 0, 1);
      continue;
    }
    writeLane(W, I.Ops[0], L, Src[S], 1);
  }
  return Status::Next;
}

Status isaemu::execPermlane64(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 2)
    return X.M.fault(W, I, "unexpected operands");
  if (W.WaveSize == 32)
    return Status::Next;
  uint32_t Src[64];
  for (unsigned L = 0; L < 64; ++L)
    Src[L] = static_cast<uint32_t>(readLane(W, I.Ops[1], L, 1));
  uint32_t Res[64];
  for (unsigned L = 0; L < 64; ++L)
    Res[L] = Src[L ^ 32];
  writeActive(W, I.Ops[0], W.execMask(), Res);
  return Status::Next;
}

/// The lane ds_bpermute/ds_permute address \p A selects for lane \p L.
static unsigned permuteLane(const Exec &X, uint32_t A, unsigned L) {
  unsigned Idx = A / 4;
  const unsigned WS = X.W.WaveSize;
  if (WS == 32)
    return Idx % 32;
  if (X.M.Proc.G == Gen::GFX10 || X.M.Proc.G == Gen::GFX11)
    return (L & 32) | (Idx % 32);
  return Idx % 64;
}

Status isaemu::execBPermute(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 3)
    return X.M.fault(W, I, "unexpected operands");
  const uint64_t E = W.execMask();
  uint32_t Res[64];
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(E >> L & 1))
      continue;
    uint32_t A = static_cast<uint32_t>(readLane(W, I.Ops[1], L, 1)) +
                 static_cast<uint32_t>(I.M.Offset);
    unsigned S = permuteLane(X, A, L);
    Res[L] = (E >> S & 1) ? static_cast<uint32_t>(readLane(W, I.Ops[2], S, 1)) : 0;
  }
  writeActive(W, I.Ops[0], E, Res);
  return Status::Next;
}

Status isaemu::execPermute(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 3)
    return X.M.fault(W, I, "unexpected operands");
  const uint64_t E = W.execMask();
  uint32_t Tmp[64] = {};
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(E >> L & 1))
      continue;
    uint32_t A = static_cast<uint32_t>(readLane(W, I.Ops[1], L, 1)) +
                 static_cast<uint32_t>(I.M.Offset);
    Tmp[permuteLane(X, A, L)] = static_cast<uint32_t>(readLane(W, I.Ops[2], L, 1));
  }
  writeActive(W, I.Ops[0], E, Tmp);
  return Status::Next;
}

Status isaemu::execSwizzle(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 2 || I.Imms.empty())
    return X.M.fault(W, I, "unexpected operands");
  const uint32_t Off = static_cast<uint32_t>(I.Imms[0]) & 0xffff;
  if (Off >= 0xc000)
    return X.M.fault(W, I, "ds_swizzle rotate and FFT modes (offset " + hex(Off) +
                               ") are not modelled");
  const uint64_t E = W.execMask();
  uint32_t Res[64];
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(E >> L & 1))
      continue;
    unsigned S;
    if (Off & 0x8000) {
      S = (L & ~3u) | ((Off >> (2 * (L & 3))) & 3);
    } else {
      unsigned And = Off & 0x1f, Or = (Off >> 5) & 0x1f, Xor = (Off >> 10) & 0x1f;
      S = ((((L & 0x1f) & And) | Or) ^ Xor) | (L & 0x20);
    }
    Res[L] = (E >> S & 1) ? static_cast<uint32_t>(readLane(W, I.Ops[1], S, 1)) : 0;
  }
  writeActive(W, I.Ops[0], E, Res);
  return Status::Next;
}

Status isaemu::execVOPD(Exec &X) {
  const Inst &I = X.I;
  if (!I.X || !I.Y || !I.X->Op || !I.Y->Op)
    return X.M.fault(X.W, I, "malformed VOPD instruction");
  Exec EX{X.M, X.WG, X.W, *I.X, *I.X->Op};
  Exec EY{X.M, X.WG, X.W, *I.Y, *I.Y->Op};
  ValuOut OX, OY;
  Status S = computeVALU(EX, OX);
  if (S != Status::Next)
    return S;
  S = computeVALU(EY, OY);
  if (S != Status::Next)
    return S;
  writeVALU(EX, OX);
  writeVALU(EY, OY);
  return Status::Next;
}

Status isaemu::execFmaMix(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 4)
    return X.M.fault(W, I, "unexpected operands");
  if (W.Mode & 0xf)
    return X.M.fault(W, I, "the rounding mode in MODE is not modelled");
  const uint64_t E = W.execMask();
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(E >> L & 1))
      continue;
    float S[3];
    for (unsigned K = 0; K < 3; ++K) {
      const Operand &O = I.Ops[1 + K];
      uint64_t V = readLane(W, O, L, 1);
      float F;
      if (I.M.OpSelHi >> K & 1) { // an f16 source, the half op_sel picks
        uint16_t H = static_cast<uint16_t>(((I.M.OpSel >> K & 1) ? V >> 16 : V) & 0xffff);
        if (O.K == Operand::Const && O.FloatConst)
          H = fp::d2h(O.Flt);
        F = fp::h2f(H);
      } else {
        F = fp::f32(V);
      }
      if (O.Abs)
        F = std::fabs(F);
      if (O.Neg)
        F = -F;
      S[K] = F;
    }
    float R = std::fma(S[0], S[1], S[2]);
    if (I.M.Clamp && !std::isnan(R))
      R = R < 0.0f ? 0.0f : R > 1.0f ? 1.0f : R;
    if (X.D.Aux == 0) {
      writeLane(W, I.Ops[0], L, fp::bits(R), 1);
      continue;
    }
    uint32_t Old = static_cast<uint32_t>(readLane(W, I.Ops[0], L, 1));
    uint32_t H = fp::f2h(R);
    writeLane(W, I.Ops[0], L,
              X.D.Aux == 1 ? (Old & 0xffff0000u) | H : (Old & 0xffff) | H << 16, 1);
  }
  return Status::Next;
}

Status isaemu::execPkMov(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 3)
    return X.M.fault(W, I, "unexpected operands");
  const uint64_t E = W.execMask();
  uint64_t Res[64];
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(E >> L & 1))
      continue;
    uint64_t A = readLane(W, I.Ops[1], L, 2), B = readLane(W, I.Ops[2], L, 2);
    uint64_t Lo = (I.M.OpSel & 1) ? A >> 32 : A & 0xffffffffu;
    uint64_t Hi = (I.M.OpSel & 2) ? B >> 32 : B & 0xffffffffu;
    Res[L] = Lo | Hi << 32;
  }
  writeActive(W, I.Ops[0], E, Res, 2);
  return Status::Next;
}

Status isaemu::execAccMov(Exec &X) { return execVALU(X); }
