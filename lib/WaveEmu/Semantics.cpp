//===- Semantics.cpp - AMD cross-lane semantics, lane by lane -------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each operation follows the pseudocode of the AMD ISA reference guides
/// (Vega/CDNA3/CDNA4 for gfx9, RDNA1-4 for gfx10-12); the relevant rules are
/// quoted next to the code.  Values wider than 32 bits are moved one dword
/// at a time with the same lane selection, as the backend splits them.
///
/// The hgpu intrinsics are not written a second time here: they call
/// ShflLowering/Semantics/HGPUSemantics.h, the C++ of their TableGen Doc strings.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/WaveEmu/Semantics.h"
#include "ShflLowering/Semantics/HGPUSemantics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace wemu;

static Error fail(const SiteInfo &S, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           S.Intrinsic + ": " + Msg + " at " + S.Where);
}

/// What readlane gives for a lane that is not active.
static constexpr uint64_t InactiveReadLaneValue = 0xdeadbeef;

static bool active(uint64_t Exec, int Lane) {
  return Lane >= 0 && Lane < 64 && ((Exec >> Lane) & 1);
}

static uint32_t dword(uint64_t V, unsigned D) {
  return static_cast<uint32_t>(V >> (32 * D));
}

static uint64_t widthMask(const SiteInfo &S) {
  return S.Bits >= 64 ? ~0ull : ((1ull << S.Bits) - 1);
}

static int firstLane(uint64_t Exec) { return __builtin_ctzll(Exec); }

//===----------------------------------------------------------------------===//
// DPP
//===----------------------------------------------------------------------===//

/// The lane DPP16 control \p Ctrl makes lane \p I read, or -1 if the control
/// selects no lane (outside the row or the wave).  Rows are 16 lanes; from
/// the guides: row_shl:n reads lane+n, row_shr:n lane-n, row_ror:n rotates
/// right within the row, wave_shl/shr:1 shift across rows, row_mirror and
/// row_half_mirror reverse 16 / 8 lanes, row_bcast:15/31 broadcast lane 15
/// of each row / lane 31 to the following rows, row_share (gfx10+) and
/// row_newbcast (gfx90a/94x/950) read lane n of the row, row_xmask:n reads
/// lane ^ n within the row.
static int dppSource(unsigned Ctrl, int I, unsigned Wave) {
  const int W = static_cast<int>(Wave);
  const int Row = I & ~15, InRow = I & 15;
  const int N = static_cast<int>(Ctrl & 15);
  if (Ctrl <= 0xff)
    return (I & ~3) | static_cast<int>((Ctrl >> (2 * (I & 3))) & 3);
  switch (Ctrl & ~15u) {
  case 0x100: // row_shl
    return InRow + N < 16 ? I + N : -1;
  case 0x110: // row_shr
    return InRow >= N ? I - N : -1;
  case 0x120: // row_ror
    return Row | ((InRow - N) & 15);
  case 0x150: // row_share / row_newbcast
    return Row | N;
  case 0x160: // row_xmask
    return Row | (InRow ^ N);
  default:
    break;
  }
  switch (Ctrl) {
  case 0x130: // wave_shl:1
    return I + 1 < W ? I + 1 : -1;
  case 0x134: // wave_rol:1
    return (I + 1) % W;
  case 0x138: // wave_shr:1
    return I >= 1 ? I - 1 : -1;
  case 0x13c: // wave_ror:1
    return (I + W - 1) % W;
  case 0x140: // row_mirror
    return Row | (15 - InRow);
  case 0x141: // row_half_mirror
    return (I & ~7) | (7 - (I & 7));
  case 0x142: // row_bcast:15
    return Row >= 16 ? Row - 1 : -1;
  case 0x143: // row_bcast:31
    return Row >= 32 ? 31 : -1;
  default:
    return -1;
  }
}

static Error checkDPPCtrl(const GPUTarget &T, const SiteInfo &S) {
  const unsigned Ctrl = static_cast<unsigned>(S.Imm[0]);
  auto Illegal = [&](StringRef What) {
    return fail(S, "dpp_ctrl 0x" + utohexstr(Ctrl) + " (" + What +
                       ") is illegal on " + T.CPU);
  };
  if (S.Imm[1] < 0 || S.Imm[1] > 15 || S.Imm[2] < 0 || S.Imm[2] > 15)
    return fail(S, "row_mask and bank_mask must be in [0, 15]");
  if (Ctrl <= 0xff || Ctrl == 0x140 || Ctrl == 0x141)
    return Error::success();
  unsigned N = Ctrl & 15;
  switch (Ctrl & ~15u) {
  case 0x100:
  case 0x110:
  case 0x120:
    if (N == 0)
      return fail(S, "invalid dpp_ctrl 0x" + utohexstr(Ctrl));
    return Error::success();
  case 0x150:
    return T.hasDPPRowShare() ? Error::success()
                              : Illegal("row_share/row_newbcast");
  case 0x160:
    return T.hasDPPRowXMask() ? Error::success() : Illegal("row_xmask");
  default:
    break;
  }
  if (Ctrl == 0x130 || Ctrl == 0x134 || Ctrl == 0x138 || Ctrl == 0x13c ||
      Ctrl == 0x142 || Ctrl == 0x143)
    return T.hasDPPWaveShifts() ? Error::success()
                                : Illegal("wave shift/rotate or row_bcast");
  return fail(S, "invalid dpp_ctrl 0x" + utohexstr(Ctrl));
}

/// update.dpp / mov.dpp: "v_mov_b32 dst, old; v_mov_b32_dpp dst, src".
/// Lanes whose row or bank is masked off are not written (keep old).  A lane
/// whose source is invalid (outside the row/wave, or not in EXEC, since
/// LLVM always emits fi:0) gets 0 with bound_ctrl, else keeps old.
static void evalDPP(const GPUTarget &T, const SiteInfo &S, uint64_t Exec,
                    const LaneOperands *In, uint64_t *Out) {
  const bool HasOld = S.Op == XLaneOp::UpdateDPP;
  const unsigned Ctrl = static_cast<unsigned>(S.Imm[0]);
  const unsigned RowMask = static_cast<unsigned>(S.Imm[1]);
  const unsigned BankMask = static_cast<unsigned>(S.Imm[2]);
  const bool BoundCtrl = S.Imm[3] != 0;
  for (int I = 0; I < static_cast<int>(T.WaveSize); ++I) {
    if (!active(Exec, I))
      continue;
    uint64_t Old = HasOld ? In[I].A[0] : 0; // mov.dpp: old is undef; use 0
    uint64_t Src;
    if (!((RowMask >> (I / 16)) & 1) || !((BankMask >> ((I / 4) & 3)) & 1)) {
      Out[I] = Old;
      continue;
    }
    int J = dppSource(Ctrl, I, T.WaveSize);
    if (J < 0 || J >= static_cast<int>(T.WaveSize) || !active(Exec, J)) {
      Out[I] = BoundCtrl ? 0 : Old;
      continue;
    }
    Src = In[J].A[HasOld ? 1 : 0];
    Out[I] = Src;
  }
}

//===----------------------------------------------------------------------===//
// ds_swizzle
//===----------------------------------------------------------------------===//

/// The lane \p I reads under swizzle \p Offset (quad-perm or bitmask mode).
/// "offset[15] = 1: quad-perm within each group of 4; offset[15] = 0:
/// bitmask mode, and = offset[4:0], or = offset[9:5], xor = offset[14:10],
/// within each group of 32 lanes."
static int swizzleSource(unsigned Offset, int I) {
  if (Offset & 0x8000)
    return (I & ~3) | static_cast<int>((Offset >> (2 * (I & 3))) & 3);
  int And = Offset & 31, Or = (Offset >> 5) & 31, Xor = (Offset >> 10) & 31;
  return ((((I & 31) & And) | Or) ^ Xor) | (I & 32);
}

//===----------------------------------------------------------------------===//
// The entry points
//===----------------------------------------------------------------------===//

Error wemu::checkLegal(const GPUTarget &T, const SiteInfo &S) {
  auto NeedGen = [&](bool Ok, StringRef Gen) -> Error {
    if (Ok)
      return Error::success();
    return fail(S, "not available on " + T.CPU + " (needs " + Gen + ")");
  };
  switch (S.Op) {
  case XLaneOp::UpdateDPP:
  case XLaneOp::MovDPP:
    return checkDPPCtrl(T, S);
  case XLaneOp::MovDPP8:
    return NeedGen(T.hasDPP8(), "gfx10 or later");
  case XLaneOp::Permlane16:
  case XLaneOp::PermlaneX16:
    return NeedGen(T.hasPermlane16(), "gfx10 or later");
  case XLaneOp::Permlane16Var:
  case XLaneOp::PermlaneX16Var:
    return NeedGen(T.hasPermlaneVar(), "gfx12 or later");
  case XLaneOp::Permlane64:
    return NeedGen(T.hasPermlane64(), "gfx11 or later");
  case XLaneOp::Swizzle: {
    unsigned Off = static_cast<unsigned>(S.Imm[0]);
    if (Off > 0xffff)
      return fail(S, "offset 0x" + utohexstr(Off) + " does not fit 16 bits");
    if (Off >= 0xc000)
      return fail(S, "offset 0x" + utohexstr(Off) +
                         " selects the rotate/FFT mode, which is not modelled");
    return Error::success();
  }
  case XLaneOp::Ballot:
    if (T.WaveSize == 64 && S.Bits == 32)
      return fail(S, "a 32-bit lane mask is illegal in wave64");
    return Error::success();
  case XLaneOp::HGPUShfl:
    // "width is an immediate in {1, 2, 4, 8, 16, 32}; any other width is
    // invalid IR."
    if (S.Imm[1] < 0 || S.Imm[1] > 32 ||
        !shfl::hgpu::sem::isValidWidth(static_cast<uint32_t>(S.Imm[1])))
      return fail(S, "width " + Twine(S.Imm[1]) +
                         " is not 1, 2, 4, 8, 16 or 32 (invalid IR)");
    return Error::success();
  default:
    return Error::success();
  }
}

Error wemu::evaluateCrossLane(const GPUTarget &T, const SiteInfo &S,
                              uint64_t Exec, const LaneOperands *In,
                              uint64_t *Out, WarningSink Warn) {
  const int W = static_cast<int>(T.WaveSize);
  if (Exec == 0)
    return Error::success();
  const int First = firstLane(Exec);
  // Operands the hardware takes from an SGPR: the first active lane's value,
  // as LLVM makes them uniform with readfirstlane.
  auto Uniform = [&](unsigned K, StringRef What) {
    uint64_t V = In[First].A[K];
    for (int I = First + 1; I < W; ++I)
      if (active(Exec, I) && In[I].A[K] != V) {
        Warn(S.Intrinsic + ": " + What + " is not uniform (lane " + Twine(First) +
             " has " + Twine(V) + ", lane " + Twine(I) + " has " +
             Twine(In[I].A[K]) + "); lane " + Twine(First) +
             "'s value is used, as readfirstlane would, at " + S.Where);
        break;
      }
    return V;
  };

  switch (S.Op) {
  case XLaneOp::BPermute:
  case XLaneOp::Permute: {
    // ds_bpermute: src = (addr / 4) % lanes; "if EXEC[src] tmp[i] = data[src]"
    // else 0.  ds_permute scatters: tmp[dst] = data[i], unwritten lanes 0.
    PermuteAddressing Mode = T.permuteAddressing();
    auto Lane = [&](int I, uint32_t Addr) {
      uint32_t Idx = Addr / 4;
      switch (Mode) {
      case PermuteAddressing::Wave64:
        return static_cast<int>(Idx % 64);
      case PermuteAddressing::Wave32:
        return static_cast<int>(Idx % 32);
      case PermuteAddressing::HalfWave:
        return (I & 32) | static_cast<int>(Idx % 32);
      }
      return 0;
    };
    if (S.Op == XLaneOp::BPermute) {
      for (int I = 0; I < W; ++I) {
        if (!active(Exec, I))
          continue;
        int J = Lane(I, dword(In[I].A[0], 0));
        Out[I] = active(Exec, J) ? dword(In[J].A[1], 0) : 0;
      }
      return Error::success();
    }
    uint32_t Tmp[64] = {};
    int Writer[64];
    for (int &Wr : Writer)
      Wr = -1;
    for (int I = 0; I < W; ++I) {
      if (!active(Exec, I))
        continue;
      int J = Lane(I, dword(In[I].A[0], 0));
      if (Writer[J] >= 0 && active(Exec, J))
        return fail(S, "lanes " + Twine(Writer[J]) + " and " + Twine(I) +
                           " both write lane " + Twine(J) +
                           "; the AMD guides disagree on which write wins "
                           "(\"highest lane\" vs. \"not deterministic\")");
      Writer[J] = I;
      Tmp[J] = dword(In[I].A[1], 0);
    }
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = Tmp[I];
    return Error::success();
  }

  case XLaneOp::Swizzle: {
    const unsigned Offset = static_cast<unsigned>(S.Imm[0]);
    for (int I = 0; I < W; ++I) {
      if (!active(Exec, I))
        continue;
      int J = swizzleSource(Offset, I);
      Out[I] = (J < W && active(Exec, J)) ? dword(In[J].A[0], 0) : 0;
    }
    return Error::success();
  }

  case XLaneOp::ReadLane:
  case XLaneOp::ReadFirstLane: {
    int J = First;
    if (S.Op == XLaneOp::ReadLane)
      J = static_cast<int>(Uniform(1, "the lane operand") & (W - 1));
    // An inactive lane's register is unknown at IR level; a marker value
    // (not 0, which is what ds_bpermute and DPP give there) lets a
    // lowering that relies on anything in particular show a difference.
    uint64_t V = InactiveReadLaneValue;
    if (active(Exec, J)) {
      V = In[J].A[0];
    } else {
      Warn(S.Intrinsic + ": reads lane " + Twine(J) +
           ", which is not active; its register value is unknown at IR "
           "level, 0xdeadbeef is used, at " + S.Where);
    }
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = V;
    return Error::success();
  }

  case XLaneOp::WriteLane: {
    uint64_t V = Uniform(0, "the value operand");
    int J = static_cast<int>(Uniform(1, "the lane operand") & (W - 1));
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = I == J ? V : In[I].A[2];
    return Error::success();
  }

  case XLaneOp::Ballot: {
    uint64_t Mask = 0;
    for (int I = 0; I < W; ++I)
      if (active(Exec, I) && (In[I].A[0] & 1))
        Mask |= 1ull << I;
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = Mask & widthMask(S);
    return Error::success();
  }

  case XLaneOp::UpdateDPP:
  case XLaneOp::MovDPP:
    evalDPP(T, S, Exec, In, Out);
    return Error::success();

  case XLaneOp::MovDPP8: {
    // DPP8 with fi:0: "fetches zero from inactive lanes".
    const uint64_t Sel = static_cast<uint64_t>(S.Imm[0]);
    for (int I = 0; I < W; ++I) {
      if (!active(Exec, I))
        continue;
      int J = (I & ~7) | static_cast<int>((Sel >> (3 * (I & 7))) & 7);
      Out[I] = active(Exec, J) ? In[J].A[0] : 0;
    }
    return Error::success();
  }

  case XLaneOp::Permlane16:
  case XLaneOp::PermlaneX16:
  case XLaneOp::Permlane16Var:
  case XLaneOp::PermlaneX16Var: {
    // D[row*16+i] = S0[row'*16 + sel[i]] with row' = row (permlane16) or the
    // other row of the 32-lane pair (permlanex16).  A source lane that is not
    // in EXEC gives 0 with bound_ctrl, else the lane keeps old, unless fi
    // asks to fetch it anyway.
    const bool Cross =
        S.Op == XLaneOp::PermlaneX16 || S.Op == XLaneOp::PermlaneX16Var;
    const bool Var =
        S.Op == XLaneOp::Permlane16Var || S.Op == XLaneOp::PermlaneX16Var;
    const bool FI = S.Imm[0] != 0, BC = S.Imm[1] != 0;
    uint64_t Sel = 0;
    if (!Var)
      Sel = (Uniform(2, "the lane select (src1)") & 0xffffffffu) |
            (Uniform(3, "the lane select (src2)") << 32);
    for (int I = 0; I < W; ++I) {
      if (!active(Exec, I))
        continue;
      unsigned N = Var ? static_cast<unsigned>(In[I].A[2] & 15)
                       : static_cast<unsigned>((Sel >> (4 * (I & 15))) & 15);
      int Row = I / 16;
      int SrcRow = Cross ? (Row ^ 1) : Row;
      int J = SrcRow * 16 + static_cast<int>(N);
      if (active(Exec, J)) {
        Out[I] = In[J].A[1];
      } else if (FI) {
        Warn(S.Intrinsic + ": fetches inactive lane " + Twine(J) +
             " (fi); its register value is unknown at IR level, 0 is used, "
             "at " + S.Where);
        Out[I] = 0;
      } else {
        Out[I] = BC ? 0 : In[I].A[0];
      }
    }
    return Error::success();
  }

  case XLaneOp::Permlane64: {
    // wave64: lane i reads lane i ^ 32; a no-op in wave32.
    for (int I = 0; I < W; ++I) {
      if (!active(Exec, I))
        continue;
      if (W == 32) {
        Out[I] = In[I].A[0];
        continue;
      }
      int J = I ^ 32;
      if (active(Exec, J)) {
        Out[I] = In[J].A[0];
      } else {
        Warn(S.Intrinsic + ": reads inactive lane " + Twine(J) +
             "; its register value is unknown at IR level, 0 is used, at " +
             S.Where);
        Out[I] = 0;
      }
    }
    return Error::success();
  }

  case XLaneOp::WaveReduce: {
    const uint64_t M = widthMask(S);
    const bool Wide = S.Bits > 32;
    auto Signed = [&](uint64_t V) {
      return Wide ? static_cast<int64_t>(V)
                  : static_cast<int64_t>(static_cast<int32_t>(V));
    };
    uint64_t Acc = In[First].A[0] & M;
    for (int I = First + 1; I < W; ++I) {
      if (!active(Exec, I))
        continue;
      uint64_t V = In[I].A[0] & M;
      switch (static_cast<ReduceKind>(S.Imm[0])) {
      case ReduceKind::UMin:
        Acc = std::min(Acc, V);
        break;
      case ReduceKind::UMax:
        Acc = std::max(Acc, V);
        break;
      case ReduceKind::Min:
        Acc = Signed(V) < Signed(Acc) ? V : Acc;
        break;
      case ReduceKind::Max:
        Acc = Signed(V) > Signed(Acc) ? V : Acc;
        break;
      case ReduceKind::Add:
        Acc = (Acc + V) & M;
        break;
      case ReduceKind::And:
        Acc &= V;
        break;
      case ReduceKind::Or:
        Acc |= V;
        break;
      case ReduceKind::Xor:
        Acc ^= V;
        break;
      }
    }
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = Acc;
    return Error::success();
  }

  case XLaneOp::WaveBarrier:
  case XLaneOp::SBarrier:
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = 0;
    return Error::success();

  case XLaneOp::HGPUGather:
  case XLaneOp::HGPUShfl: {
    // One wave is one hgpu warp; HGPUSemantics.h takes the warp's operands
    // as arrays of 32 and the active lanes as a 32-bit mask.
    namespace sem = shfl::hgpu::sem;
    if (W != static_cast<int>(sem::WarpSize))
      return fail(S, "an hgpu warp has " + Twine(sem::WarpSize) +
                         " lanes, not " + Twine(W));
    const uint32_t Active = static_cast<uint32_t>(Exec);
    uint32_t Value[sem::WarpSize] = {}, Op[sem::WarpSize] = {};
    uint32_t Res[sem::WarpSize] = {};
    bool Pred[sem::WarpSize] = {};
    for (int I = 0; I < W; ++I)
      if (active(Exec, I)) {
        Value[I] = dword(In[I].A[0], 0);
        Op[I] = dword(In[I].A[1], 0);
      }
    if (S.Op == XLaneOp::HGPUGather) {
      sem::gather(Active, Value, Op, Res);
    } else if (!sem::shfl(static_cast<sem::ShflMode>(S.Imm[0]), Active, Value,
                          Op, static_cast<uint32_t>(S.Imm[1]), Res, Pred)) {
      return fail(S, "invalid width " + Twine(S.Imm[1]));
    }
    for (int I = 0; I < W; ++I)
      if (active(Exec, I))
        Out[I] = uint64_t(Res[I]) | (uint64_t(Pred[I]) << 32);
    return Error::success();
  }
  case XLaneOp::SpinYield:
    break; // a place in the order, never executed
  case XLaneOp::PrintFlush:
    break; // the scheduler prints
  }
  return fail(S, "unknown operation");
}
