//===- AMDGPUFastPaths.cpp - DPP/permlane/swizzle shuffles ----------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The plan search of the constant-operand fast paths (see the header for
/// the exactness rules).  Everything target-specific is in the two tables
/// below: which DPP16 controls a processor has, and what each building block
/// costs.  The search works on 64-bit lane masks: a move is evaluated once
/// per pattern into the set of lanes where it delivers the wanted value, and
/// plans are combinations of those sets.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Lowering/AMDGPU/AMDGPUFastPaths.h"
#include "ShflLowering/Support/Compat.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/TargetParser.h"
#include <array>
#include <vector>

using namespace llvm;
using namespace shfl;

#define DEBUG_TYPE "nvvm-shfl-to-amdgpu"
STATISTIC(NumUnguardedReadLanes,
          "Broadcasts of lane 0 with the launch's lanes: no EXEC test");

//===----------------------------------------------------------------------===//
// The tables
//===----------------------------------------------------------------------===//

namespace {

/// Issue cost of the building blocks, in rough VALU-cycle units.  LDS-pipe
/// ops (ds_swizzle, ds_bpermute) pay their round trip and the lgkmcnt wait;
/// a select on a constant lane mask is an s_mov plus a v_cndmask; readlane
/// is guarded by an EXEC test (s_bitcmp1 + s_cselect).
enum CostUnit : unsigned {
  CostDPP16 = 2,    ///< v_mov_b32_dpp (often folded into its user)
  CostDPP8 = 2,     ///< v_mov_b32_dpp8
  CostPermlane = 3, ///< v_permlanex16_b32 and the s_movs of selects that
                    ///< are not inline constants
  CostSwizzle = 9,  ///< ds_swizzle_b32 + s_waitcnt
  CostSelect = 2,   ///< s_mov lane mask + v_cndmask_b32
  CostReadLane = 3, ///< v_readlane_b32 + EXEC test
  CostBPermute = 10 ///< address arithmetic + ds_bpermute_b32 + s_waitcnt
};

/// A family of DPP16 controls, First..Last, and the feature it needs.
struct DPPFamily {
  uint32_t First, Last;
  bool AMDGPUXLaneFeatures::*Need;
  const char *Name;
};

using F = AMDGPUXLaneFeatures;
/// The DPP16 controls the search tries (quad_perm is derived per pattern).
/// From the AMD ISA guides and llvm-mc 19/22; see dpp-sequences.md.
const DPPFamily DPPFamilies[] = {
    {0x101, 0x10f, &F::DPP16, "row_shl"},
    {0x111, 0x11f, &F::DPP16, "row_shr"},
    {0x121, 0x12f, &F::DPP16, "row_ror"},
    {0x140, 0x140, &F::DPP16, "row_mirror"},
    {0x141, 0x141, &F::DPP16, "row_half_mirror"},
    {0x130, 0x130, &F::WaveShifts, "wave_shl:1"},
    {0x134, 0x134, &F::WaveShifts, "wave_rol:1"},
    {0x138, 0x138, &F::WaveShifts, "wave_shr:1"},
    {0x13c, 0x13c, &F::WaveShifts, "wave_ror:1"},
    {0x142, 0x142, &F::WaveShifts, "row_bcast:15"},
    {0x143, 0x143, &F::WaveShifts, "row_bcast:31"},
    {0x150, 0x15f, &F::RowNewBcast, "row_newbcast"},
    {0x150, 0x15f, &F::RowShare, "row_share"},
    {0x160, 0x16f, &F::RowXMask, "row_xmask"},
};

/// The names of the cross-lane instructions, for the missed remarks.
struct FeatureName {
  bool AMDGPUXLaneFeatures::*Has;
  const char *Name;
};
const FeatureName FeatureNames[] = {
    {&F::DPP16, "DPP16"},
    {&F::WaveShifts, "DPP wave shifts"},
    {&F::RowNewBcast, "DPP row_newbcast"},
    {&F::RowShare, "DPP row_share"},
    {&F::RowXMask, "DPP row_xmask"},
    {&F::DPP8, "v_mov_b32_dpp8"},
    {&F::PermlaneX16, "v_permlanex16_b32"},
    {&F::Swizzle, "ds_swizzle_b32"},
};

/// One processor per feature set that AMDGPUXLaneFeatures::get() gives: a
/// plan found there but not on the target tells what the target lacks.
const char *const ReferenceCPUs[] = {"gfx90a", "gfx1030"};

/// ds_swizzle bitmask-mode and_masks of the broadcast patterns (BCASTx32,
/// x16, x8, x4, x2): lane i reads (i & and) | or.
const uint32_t SwizzleBcastAnd[] = {0x00, 0x10, 0x18, 0x1c, 0x1e};

} // namespace

AMDGPUXLaneFeatures AMDGPUXLaneFeatures::get(StringRef CPU) {
  AMDGPUXLaneFeatures X;
  AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(CPU);
  if (Kind == AMDGPU::GK_NONE)
    return X;
  AMDGPU::IsaVersion ISA = AMDGPU::getIsaVersion(CPU);
  if (ISA.Major < 8)
    return X;
  X.DPP16 = X.Swizzle = true;
  if (ISA.Major <= 9) {
    X.WaveShifts = true;
    // gfx90a, gfx940-942 and gfx950 read 0x150+n as row_newbcast:n.
    X.RowNewBcast = ISA.Major == 9 && (ISA.Minor == 4 || ISA.Minor == 5 ||
                                       (ISA.Minor == 0 && ISA.Stepping == 10));
    return X;
  }
  X.RowShare = X.RowXMask = X.DPP8 = X.PermlaneX16 = true;
  return X;
}

unsigned shfl::bpermuteCost() { return CostBPermute; }

//===----------------------------------------------------------------------===//
// Moves
//===----------------------------------------------------------------------===//

/// Adds to \p Need the feature that move \p M, planned with \p Avail, uses.
static void addNeeds(const XMove &M, const AMDGPUXLaneFeatures &Avail,
                     AMDGPUXLaneFeatures &Need) {
  switch (M.Kind) {
  case XMove::DPP8:
    Need.DPP8 = true;
    return;
  case XMove::PermlaneX16:
    Need.PermlaneX16 = true;
    return;
  case XMove::Swizzle:
    Need.Swizzle = true;
    return;
  case XMove::DPP:
    break;
  }
  Need.DPP16 = true;
  for (const DPPFamily &Fam : DPPFamilies)
    if (M.Ctrl >= Fam.First && M.Ctrl <= Fam.Last && Avail.*Fam.Need) {
      Need.*Fam.Need = true;
      return;
    }
}

/// The lane that wave lane \p I reads through the DPP16 control \p Ctrl, or
/// -1 (the definition; dppSources() tabulates it).
static int dppSource(uint32_t Ctrl, int I, unsigned Wave) {
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

/// The DPP16 controls the tables cover (quad_perm up to row_xmask).
static constexpr uint32_t NumDPPCtrls = 0x170;

/// Each lane's source for the DPP16 control \p Ctrl (< NumDPPCtrls) on a
/// wave of \p Wave lanes: a row of a table built once per process.
static const int8_t *dppSources(uint32_t Ctrl, unsigned Wave) {
  struct Table {
    int8_t Src[2][NumDPPCtrls][64];
    Table() {
      for (unsigned W = 0; W < 2; ++W)
        for (uint32_t C = 0; C < NumDPPCtrls; ++C)
          for (int I = 0; I < 64; ++I)
            Src[W][C][I] = static_cast<int8_t>(
                I < (W ? 64 : 32) ? dppSource(C, I, W ? 64 : 32) : -1);
    }
  };
  static const Table T;
  assert(Ctrl < NumDPPCtrls && "not a DPP16 control");
  return T.Src[Wave == 64][Ctrl];
}

int XMove::source(int I, unsigned Wave) const {
  switch (Kind) {
  case DPP8:
    return (I & ~7) | static_cast<int>((Sel >> (3 * (I & 7))) & 7);
  case PermlaneX16:
    return (I & ~31) | ((I & 16) ^ 16) |
           static_cast<int>((Sel >> (4 * (I & 15))) & 15);
  case Swizzle: {
    int And = Ctrl & 31, Or = (Ctrl >> 5) & 31, Xor = (Ctrl >> 10) & 31;
    return ((((I & 31) & And) | Or) ^ Xor) | (I & 32);
  }
  case DPP:
    break;
  }
  return Ctrl < NumDPPCtrls ? dppSources(Ctrl, Wave)[I] : -1;
}

std::string XMove::describe(const AMDGPUXLaneFeatures &F) const {
  switch (Kind) {
  case DPP8:
    return "dpp8:0x" + utohexstr(Sel);
  case PermlaneX16:
    return "permlanex16:0x" + utohexstr(Sel);
  case Swizzle:
    return "ds_swizzle:0x" + utohexstr(Ctrl);
  case DPP:
    break;
  }
  std::string S;
  if (Ctrl <= 0xff) {
    S = "quad_perm:[";
    for (unsigned P = 0; P < 4; ++P)
      S += (P ? "," : "") + utostr((Ctrl >> (2 * P)) & 3);
    S += "]";
  } else {
    for (const DPPFamily &Fam : DPPFamilies)
      if (Ctrl >= Fam.First && Ctrl <= Fam.Last && F.*Fam.Need) {
        S = Fam.Name;
        if (Fam.First != Fam.Last)
          S += ":" + utostr(Ctrl & 15);
        break;
      }
  }
  if (RowMask != 0xf || BankMask != 0xf)
    S += " rm:0x" + utohexstr(RowMask) + " bm:0x" + utohexstr(BankMask);
  return S;
}

//===----------------------------------------------------------------------===//
// The search
//===----------------------------------------------------------------------===//

namespace {

/// Lane-set arithmetic for one wave size.
struct Lanes {
  unsigned Wave;
  uint64_t All;
  uint64_t Enabled[16][16];
  explicit Lanes(unsigned Wave)
      : Wave(Wave), All(Wave == 64 ? ~0ull : 0xffffffffull) {
    for (unsigned RM = 0; RM < 16; ++RM)
      for (unsigned BM = 0; BM < 16; ++BM) {
        uint64_t S = 0;
        for (unsigned I = 0; I < Wave; ++I)
          if (((RM >> (I / 16)) & 1) && ((BM >> ((I / 4) & 3)) & 1))
            S |= 1ull << I;
        Enabled[RM][BM] = S;
      }
  }
  /// The lanes of the rows in \p RM and the banks in \p BM.
  uint64_t enabled(unsigned RM, unsigned BM) const { return Enabled[RM][BM]; }
  /// The table of \p Wave (32 or 64), built once.
  static const Lanes &of(unsigned Wave) {
    static const Lanes L32(32), L64(64);
    return Wave == 64 ? L64 : L32;
  }
  /// The smallest row and bank masks whose lanes cover \p S.
  std::pair<unsigned, unsigned> cover(uint64_t S) const {
    unsigned RM = 0, BM = 0;
    for (unsigned R = 0; R < Wave / 16; ++R)
      if (S & (0xffffull << (16 * R)))
        RM |= 1u << R;
    for (unsigned K = 0; K < 4; ++K)
      if (S & (0x000f000f000f000full << (4 * K)))
        BM |= 1u << K;
    return {RM, BM};
  }
};

/// A candidate move and the lanes where it delivers the wanted value (with
/// full masks).
struct Candidate {
  XMove M;
  uint64_t Good;
  unsigned Cost;
};

class PlanSearch {
public:
  PlanSearch(const AMDGPUXLaneFeatures &F, unsigned Wave, ArrayRef<int> Want32,
             uint32_t Demanded32, bool LaunchLanes)
      : F(F), L(Lanes::of(Wave)), LaunchLanes(LaunchLanes) {
    for (unsigned I = 0; I < Wave; ++I) {
      Want[I] = static_cast<int>(I & ~31u) | Want32[I & 31];
      if (Want[I] == static_cast<int>(I))
        Self |= 1ull << I;
      if ((Demanded32 >> (I & 31)) & 1)
        Demanded |= 1ull << I;
    }
    // Only the demanded lanes must be right; the others are free.
    Need = Demanded & ~Self;
  }

  std::optional<FastPlan> run();

private:
  uint64_t good(const XMove &M) const {
    uint64_t Writes = M.Kind == XMove::DPP ? L.enabled(M.RowMask, M.BankMask)
                                           : L.All;
    uint64_t G = 0;
    if (M.Kind == XMove::DPP && M.Ctrl < NumDPPCtrls) {
      const int8_t *Src = dppSources(M.Ctrl, L.Wave);
      for (uint64_t W = Writes; W; W &= W - 1) {
        unsigned I = static_cast<unsigned>(__builtin_ctzll(W));
        if (Src[I] == Want[I])
          G |= 1ull << I;
      }
      return G;
    }
    for (uint64_t W = Writes; W; W &= W - 1) {
      unsigned I = static_cast<unsigned>(__builtin_ctzll(W));
      if (M.source(static_cast<int>(I), L.Wave) == Want[I])
        G |= 1ull << I;
    }
    return G;
  }
  /// The first lane of \p Need whose position (I % Group) is \p P and whose
  /// wanted source passes \p Ok; its source, or -1.
  template <typename Pred> int derive(unsigned Group, unsigned P, Pred Ok) const {
    for (unsigned I = P; I < L.Wave; I += Group)
      if (((Need >> I) & 1) && Ok(I, Want[I]))
        return Want[I];
    return -1;
  }
  void addCandidate(const XMove &M, unsigned Cost) {
    uint64_t G = good(M);
    if (G & Need)
      Cands.push_back({M, G, Cost});
  }
  void collect();
  /// A candidate restricted to the smallest masks covering \p S (DPP16), or
  /// unchanged; returns the lanes it writes.
  uint64_t restrict(XMove &M, uint64_t S) const {
    if (M.Kind != XMove::DPP)
      return L.All;
    auto [RM, BM] = L.cover(S);
    M.RowMask = RM;
    M.BankMask = BM;
    return L.enabled(RM, BM);
  }
  /// Whether \p P blends its moves on a lane mask (an s_mov more than a
  /// Merge of the same moves, which the cost units do not tell apart).
  static bool blends(const FastPlan &P) {
    return P.Kind == FastPlan::Blend || P.Kind == FastPlan::ChainBlend;
  }
  /// Takes \p P if it is exact where it must be, and the cheapest so far
  /// (at equal cost, a plan that needs no blend beats one that does).
  /// \p Correct: the lanes where it already delivers the wanted value.
  void consider(FastPlan P, uint64_t Correct) {
    Correct &= L.All;
    if (Need & ~Correct)
      return;
    P.SelfLanes = Self & Demanded & ~Correct;
    if (P.SelfLanes)
      P.Cost += CostSelect;
    if (!Best || P.Cost < Best->Cost ||
        (P.Cost == Best->Cost && blends(*Best) && !blends(P)))
      Best = std::move(P);
  }
  void single();
  void pair();
  /// Calls \p Visit(M, Correct, Cost) for each one-move plan that leaves
  /// some needed lanes wrong: a candidate with full masks, and a DPP16
  /// candidate restricted to the needed lanes; Correct holds the lanes
  /// where it delivers the wanted value (or keeps an own value).
  template <typename Fn> void forEachDirect(Fn Visit) const;
  void blend();
  void readLane();
  /// The chains' DPP16 moves and, per move, each lane's source lane.
  void buildChainMoves();
  /// Calls \p Visit(M1, M2, Good1, Good2) for each chain M2(M1(x)) of two
  /// full-mask DPP16 moves that is right on a needed lane: Good1 and Good2
  /// are the lanes where M1(x) and M2(M1(x)) deliver the wanted value (a
  /// value through an intermediate lane only as findFastPlan allows).
  /// \p Require: lanes where M2(M1(x)) must be right for \p Visit to see
  /// the chain (and with \p RequireUnmetByM1, also the needed lanes where
  /// M1(x) is wrong); pruning only, the chains seen are a subsequence.
  template <typename Fn>
  void forEachChain(uint64_t Require, bool RequireUnmetByM1, Fn Visit);
  void chain();
  void chainBlend();
  void merge();

  const AMDGPUXLaneFeatures &F;
  const Lanes &L;
  bool LaunchLanes;
  int Want[64] = {};
  uint64_t Self = 0, Need = 0, Demanded = 0;
  std::vector<Candidate> Cands;
  SmallVector<XMove, 128> ChainMoves;
  SmallVector<std::array<int8_t, 64>, 128> ChainSources;
  std::optional<FastPlan> Best;
};

void PlanSearch::collect() {
  auto inGroup = [](unsigned G) {
    return [G](unsigned I, int W) { return (W & ~int(G - 1)) == int(I & ~(G - 1)); };
  };
  // quad_perm: each quad position reads the position its needed lanes want.
  {
    uint32_t Ctrl = 0;
    for (unsigned P = 0; P < 4; ++P) {
      int W = derive(4, P, inGroup(4));
      Ctrl |= uint32_t(W < 0 ? P : (W & 3)) << (2 * P);
    }
    if (Ctrl != 0xe4)
      addCandidate({XMove::DPP, Ctrl}, CostDPP16);
  }
  for (const DPPFamily &Fam : DPPFamilies)
    if (F.*Fam.Need)
      for (uint32_t Ctrl = Fam.First; Ctrl <= Fam.Last; ++Ctrl)
        addCandidate({XMove::DPP, Ctrl}, CostDPP16);
  if (F.DPP8) {
    uint64_t Sel = 0;
    for (unsigned P = 0; P < 8; ++P) {
      int W = derive(8, P, inGroup(8));
      Sel |= uint64_t(W < 0 ? P : (W & 7)) << (3 * P);
    }
    XMove M{XMove::DPP8};
    M.Sel = Sel;
    addCandidate(M, CostDPP8);
  }
  if (F.PermlaneX16) {
    // Each row position reads the other row's lane its needed lanes want.
    uint64_t Sel = 0;
    for (unsigned P = 0; P < 16; ++P) {
      int W = derive(16, P, [](unsigned I, int W) {
        return (W & ~31) == int(I & ~31u) && ((W ^ int(I)) & 16);
      });
      // A position no needed lane constrains reads lane 0 of the other row:
      // select words of small values are inline constants (no s_mov).
      Sel |= uint64_t(W < 0 ? 0 : (W & 15)) << (4 * P);
    }
    XMove M{XMove::PermlaneX16};
    M.Sel = Sel;
    addCandidate(M, CostPermlane);
  }
  if (F.Swizzle) {
    int First = Need ? static_cast<int>(__builtin_ctzll(Need)) : 0;
    int W = Want[First];
    // SWAP/REVERSE: lane i reads i ^ x.
    addCandidate({XMove::Swizzle, (uint32_t((W ^ First) & 31) << 10) | 0x1f},
                 CostSwizzle);
    // BCAST: lane i reads (i & and) | or.
    for (uint32_t And : SwizzleBcastAnd)
      addCandidate({XMove::Swizzle, ((uint32_t(W) & 31 & ~And) << 5) | And},
                   CostSwizzle);
  }
}

void PlanSearch::single() {
  for (const Candidate &C : Cands) {
    FastPlan P;
    P.Kind = FastPlan::Single;
    P.M1 = C.M;
    P.Cost = C.Cost;
    // Full masks, then only the rows and banks of the lanes that move (the
    // others keep their own value through `old`).
    consider(P, C.Good);
    if (C.M.Kind == XMove::DPP) {
      uint64_t En = restrict(P.M1, Need);
      consider(P, (C.Good & En) | (Self & ~En));
    }
  }
}

void PlanSearch::pair() {
  // M2 is a DPP16 move on a block of rows x banks where it is right; M1
  // provides the other lanes.
  for (const Candidate &C2 : Cands) {
    if (C2.M.Kind != XMove::DPP)
      continue;
    for (unsigned BM = 1; BM <= 15; ++BM) {
      unsigned RM = 0;
      for (unsigned R = 0; R < L.Wave / 16; ++R) {
        uint64_t Block = L.enabled(1u << R, BM);
        if ((Block & C2.Good) == Block)
          RM |= 1u << R;
      }
      uint64_t En2 = L.enabled(RM, BM);
      if (!(En2 & Need) || !(Need & ~En2))
        continue;
      for (const Candidate &C1 : Cands) {
        if (&C1 == &C2)
          continue;
        FastPlan P;
        P.Kind = FastPlan::Pair;
        P.M1 = C1.M;
        P.M2 = C2.M;
        P.M2.RowMask = RM;
        P.M2.BankMask = BM;
        P.Cost = C1.Cost + C2.Cost;
        uint64_t En1 = restrict(P.M1, Need & ~En2);
        uint64_t Correct1 = (C1.Good & En1) | (Self & ~En1);
        consider(P, En2 | (Correct1 & ~En2));
      }
    }
  }
}

template <typename Fn> void PlanSearch::forEachDirect(Fn Visit) const {
  for (const Candidate &D : Cands) {
    for (bool Restrict : {false, true}) {
      if (Restrict && D.M.Kind != XMove::DPP)
        continue;
      XMove MD = D.M;
      uint64_t EnD = Restrict ? restrict(MD, Need) : L.All;
      uint64_t CorrectD = (D.Good & EnD) | (Self & ~EnD);
      if (Need & ~CorrectD) // else a Single
        Visit(MD, CorrectD, D.Cost);
    }
  }
}

void PlanSearch::blend() {
  forEachDirect([&](const XMove &MD, uint64_t CorrectD, unsigned CostD) {
    uint64_t Cross = Need & ~CorrectD;
    for (const Candidate &C : Cands) {
      if ((Cross & C.Good) != Cross)
        continue;
      FastPlan P;
      P.Kind = FastPlan::Blend;
      P.M1 = C.M;
      P.M2 = MD;
      P.CrossLanes = Cross;
      P.Cost = C.Cost + CostD + CostSelect;
      consider(P, Cross | CorrectD);
    }
  });
}

void PlanSearch::readLane() {
  // A broadcast: every lane of each 32-lane half wants the same lane.
  int K = Want[__builtin_ctzll(Need) & 31];
  for (unsigned I = 0; I < L.Wave; ++I)
    if (((Demanded >> I) & 1) && Want[I] != (static_cast<int>(I & ~31u) | K))
      return;
  FastPlan P;
  P.Kind = FastPlan::ReadLane;
  P.Lane = static_cast<unsigned>(K);
  P.Cost = L.Wave == 32 ? CostReadLane : 2 * CostReadLane + CostSelect;
  consider(P, L.All);
}

void PlanSearch::buildChainMoves() {
  if (!ChainMoves.empty())
    return;
  // The DPP16 controls of the target, with full masks.
  for (const Candidate &C : Cands)
    if (C.M.Kind == XMove::DPP && C.M.Ctrl <= 0xff)
      ChainMoves.push_back(C.M); // the pattern's quad_perm
  for (const DPPFamily &Fam : DPPFamilies)
    if (F.*Fam.Need)
      for (uint32_t Ctrl = Fam.First; Ctrl <= Fam.Last; ++Ctrl)
        ChainMoves.push_back({XMove::DPP, Ctrl});
  ChainSources.resize(ChainMoves.size());
  for (auto [M, Src] : zip(ChainMoves, ChainSources))
    llvm::copy(ArrayRef(dppSources(M.Ctrl, L.Wave), 64), Src.begin());
}

template <typename Fn>
void PlanSearch::forEachChain(uint64_t Require, bool RequireUnmetByM1,
                              Fn Visit) {
  buildChainMoves();
  for (auto [M1, S1] : zip(ChainMoves, ChainSources)) {
    // t = M1(x): lane j holds x[S1[j]] (0 where S1[j] < 0).
    uint64_t Good1 = 0;
    for (unsigned J = 0; J < L.Wave; ++J)
      if (S1[J] >= 0 && S1[J] == Want[J])
        Good1 |= 1ull << J;
    // A chain only helps where M1 alone is not enough.
    if (RequireUnmetByM1 && !(Need & ~Good1))
      continue;
    uint64_t Req = Require | (RequireUnmetByM1 ? Need & ~Good1 : 0);
    // Lane i of M2(t) holds x[k], k = S1[j], j = M2's source: right if k
    // is the wanted lane and j is active wherever i and k are.
    auto Right = [&](const std::array<int8_t, 64> &S2, unsigned I) {
      int J = S2[I];
      int K = J >= 0 ? S1[J] : -1;
      return K >= 0 && K == Want[I] && J <= std::max(static_cast<int>(I), K);
    };
    for (auto [M2, S2] : zip(ChainMoves, ChainSources)) {
      // The lanes the caller requires first: most pairs fail there.
      bool Fails = false;
      for (uint64_t R = Req; R && !Fails; R &= R - 1)
        Fails = !Right(S2, static_cast<unsigned>(__builtin_ctzll(R)));
      if (Fails)
        continue;
      uint64_t Good2 = 0;
      for (unsigned I = 0; I < L.Wave; ++I)
        if (Right(S2, I))
          Good2 |= 1ull << I;
      if (Good2 & Need)
        Visit(M1, M2, Good1, Good2);
    }
  }
}

void PlanSearch::chain() {
  // M2 has to be right on every needed lane that M1 gets wrong.
  forEachChain(0, true, [&](const XMove &M1, const XMove &M2, uint64_t Good1,
                            uint64_t Good2) {
    if (!(Good2 & Need & ~Good1))
      return;
    // M2 on the rows and banks where it is right (or whose lanes are not
    // needed); the other lanes keep t.
    for (unsigned BM = 1; BM <= 15; ++BM) {
      unsigned RM = 0;
      for (unsigned R = 0; R < L.Wave / 16; ++R) {
        uint64_t Block = L.enabled(1u << R, BM);
        if ((Block & Need & ~Good2) == 0)
          RM |= 1u << R;
      }
      uint64_t En2 = L.enabled(RM, BM);
      if (!(En2 & Need))
        continue;
      FastPlan P;
      P.Kind = FastPlan::Chain;
      P.M1 = M1;
      P.M2 = M2;
      P.M2.RowMask = RM;
      P.M2.BankMask = BM;
      P.Cost = 2 * CostDPP16;
      consider(P, (Good2 & En2) | (Good1 & ~En2));
    }
  });
}

void PlanSearch::chainBlend() {
  // The one-move parts of blend(), for the chains to fill in their cross
  // lanes.
  struct Direct {
    XMove M;
    uint64_t Correct;
    unsigned Cost;
  };
  SmallVector<Direct, 64> Directs;
  forEachDirect([&](const XMove &MD, uint64_t CorrectD, unsigned CostD) {
    unsigned Cost = 2 * CostDPP16 + CostD + CostSelect;
    if (!Best || Cost < Best->Cost)
      Directs.push_back({MD, CorrectD, Cost});
  });
  if (Directs.empty())
    return;
  // The chain has to be right on the needed lanes that no direct move gets.
  uint64_t AnyDirect = 0;
  for (const Direct &D : Directs)
    AnyDirect |= D.Correct;
  forEachChain(Need & ~AnyDirect, false,
               [&](const XMove &M1, const XMove &M3, uint64_t,
                   uint64_t Good2) {
    for (const Direct &D : Directs) {
      uint64_t Cross = Need & ~D.Correct;
      if ((Cross & Good2) != Cross)
        continue;
      FastPlan P;
      P.Kind = FastPlan::ChainBlend;
      P.M1 = M1;
      P.M2 = D.M;
      P.M3 = M3;
      P.CrossLanes = Cross;
      P.Cost = D.Cost;
      consider(P, Cross | D.Correct);
    }
  });
}

void PlanSearch::merge() {
  buildChainMoves();
  const unsigned Cost1 = CostPermlane;
  forEachDirect([&](const XMove &MD, uint64_t CorrectD, unsigned CostD) {
    unsigned Cost = CostD + Cost1 + CostDPP16;
    if (Best && Cost > Best->Cost)
      return;
    uint64_t Cross = Need & ~CorrectD;
    for (auto [M3, S3] : zip(ChainMoves, ChainSources)) {
      // M3 runs without bound_ctrl, so a lane whose source is inactive
      // keeps M2's value: each cross lane must read a lane at or below it,
      // active wherever it is.  The v_permlanex16 M1 puts there the lane
      // it wants from the other row.
      uint64_t Sel = 0;
      uint16_t Set = 0;
      bool Ok = true;
      for (uint64_t C = Cross; C && Ok; C &= C - 1) {
        int I = static_cast<int>(__builtin_ctzll(C));
        int J = S3[I], W = Want[I];
        unsigned Pos = static_cast<unsigned>(J & 15);
        uint64_t V = static_cast<uint64_t>(W & 15);
        Ok = J >= 0 && J <= I && (W & ~31) == (J & ~31) && ((W ^ J) & 16) &&
             (!((Set >> Pos) & 1) || ((Sel >> (4 * Pos)) & 15) == V);
        Sel |= V << (4 * Pos);
        Set |= 1u << Pos;
      }
      if (!Ok)
        continue;
      XMove M1{XMove::PermlaneX16};
      M1.Sel = Sel;
      // Lane i of M3(old = M2(x), M1(x)) is right where M3 reads, from a
      // lane at or below i, M1's copy of the wanted lane, or where M3 reads
      // no lane and M2 is right.
      uint64_t In = 0;
      for (unsigned I = 0; I < L.Wave; ++I) {
        int J = S3[I];
        bool Right = J < 0 ? ((CorrectD >> I) & 1) != 0
                           : J <= static_cast<int>(I) &&
                                 M1.source(J, L.Wave) == Want[I];
        if (Right)
          In |= 1ull << I;
      }
      // M3 on the rows and banks where it is right (or whose lanes are not
      // needed); the other lanes keep M2's value.
      for (unsigned BM = 1; BM <= 15; ++BM) {
        unsigned RM = 0;
        for (unsigned R = 0; R < L.Wave / 16; ++R)
          if ((L.enabled(1u << R, BM) & Need & ~In) == 0)
            RM |= 1u << R;
        uint64_t En3 = L.enabled(RM, BM);
        if ((Cross & En3) != Cross)
          continue;
        FastPlan P;
        P.Kind = FastPlan::Merge;
        P.M1 = M1;
        P.M2 = MD;
        P.M3 = M3;
        P.M3.RowMask = RM;
        P.M3.BankMask = BM;
        P.Cost = Cost;
        consider(P, (In & En3) | (CorrectD & ~En3));
      }
    }
  });
}

std::optional<FastPlan> PlanSearch::run() {
  if (!F.any())
    return std::nullopt;
  if (!Need) {
    // Every demanded lane keeps its own value (the caller handles the
    // shuffles where every lane does).
    FastPlan P;
    P.Kind = FastPlan::Own;
    P.Name = "own value, exact on the demanded lanes 0x" +
             utohexstr(Demanded & 0xffffffffu);
    return P;
  }
  collect();
  single();
  readLane();
  // The two-move plans only if no one-move plan without a fix-up exists.
  if (!Best || Best->Cost > CostDPP16) {
    pair();
    blend();
  }
  // Chains only with the launch's lanes, and only where they can be
  // cheaper than what is found.
  if (LaunchLanes && F.DPP16 && (!Best || Best->Cost > 2 * CostDPP16))
    chain();
  if (LaunchLanes && F.PermlaneX16 &&
      (!Best || Best->Cost >= CostDPP16 + CostPermlane + CostDPP16))
    merge();
  if (LaunchLanes && F.DPP16 &&
      (!Best || Best->Cost > 3 * CostDPP16 + CostSelect))
    chainBlend();
  if (!Best || Best->Cost >= CostBPermute)
    return std::nullopt;
  FastPlan &P = *Best;
  switch (P.Kind) {
  case FastPlan::Single:
    P.Name = P.M1.describe(F);
    break;
  case FastPlan::Pair:
    P.Name = P.M1.describe(F) + " then " + P.M2.describe(F);
    break;
  case FastPlan::Blend:
    P.Name = P.M2.describe(F) + " and " + P.M1.describe(F) + " on 0x" +
             utohexstr(P.CrossLanes);
    break;
  case FastPlan::ReadLane:
    P.Name = "readlane " + utostr(P.Lane) + (L.Wave == 64 ? " per half" : "");
    break;
  case FastPlan::Chain:
    P.Name = P.M1.describe(F) + " then " + P.M2.describe(F) +
             " of it (the launch's lanes)";
    break;
  case FastPlan::ChainBlend:
    P.Name = P.M2.describe(F) + " and " + P.M1.describe(F) + " then " +
             P.M3.describe(F) + " of it on 0x" + utohexstr(P.CrossLanes) +
             " (the launch's lanes)";
    break;
  case FastPlan::Merge:
    P.Name = P.M2.describe(F) + " and " + P.M1.describe(F) + " merged by " +
             P.M3.describe(F) + " (the launch's lanes)";
    break;
  case FastPlan::Own:
    break;
  }
  if (P.SelfLanes)
    P.Name += ", own value on 0x" + utohexstr(P.SelfLanes);
  if (Demanded != L.All)
    P.Name += ", exact on the demanded lanes 0x" +
              utohexstr(Demanded & 0xffffffffu);
  return Best;
}

} // namespace

std::string shfl::explainNoFastPlan(const AMDGPUXLaneFeatures &F,
                                    unsigned Wave, ArrayRef<int> Want,
                                    uint32_t Demanded) {
  if (!F.any())
    return "the processor is unknown, so no cross-lane instruction is assumed";
  for (const char *CPU : ReferenceCPUs) {
    AMDGPUXLaneFeatures Ref = AMDGPUXLaneFeatures::get(CPU);
    std::optional<FastPlan> P = findFastPlan(Ref, Wave, Want, Demanded);
    if (!P)
      continue;
    AMDGPUXLaneFeatures Need;
    addNeeds(P->M1, Ref, Need);
    if (P->Kind == FastPlan::Pair || P->Kind == FastPlan::Blend)
      addNeeds(P->M2, Ref, Need);
    std::string Missing;
    for (const FeatureName &N : FeatureNames)
      if (Need.*N.Has && !(F.*N.Has))
        Missing += (Missing.empty() ? "" : ", ") + std::string(N.Name);
    if (Missing.empty())
      continue;
    return "the target lacks " + Missing + " (" + CPU + " uses '" + P->Name +
           "', cost " + utostr(P->Cost) + " against ds_bpermute's " +
           utostr(CostBPermute) + ")";
  }
  return "no sequence in the fast-path table realises this lane pattern for "
         "less than ds_bpermute's cost (" +
         utostr(CostBPermute) + ")";
}

std::optional<FastPlan> shfl::findFastPlan(const AMDGPUXLaneFeatures &F,
                                           unsigned Wave, ArrayRef<int> Want,
                                           uint32_t Demanded,
                                           bool LaunchLanes) {
  assert(Want.size() == 32 && (Wave == 32 || Wave == 64));
  return PlanSearch(F, Wave, Want, Demanded, LaunchLanes).run();
}

//===----------------------------------------------------------------------===//
// Emission
//===----------------------------------------------------------------------===//

/// Emits \p M on \p X; lanes it does not write keep \p Old.
static Value *emitMove(IRBuilderBase &B, const XMove &M, Value *X, Value *Old,
                       IntrinsicDecls &Decls, const Twine &Name) {
  Module &Mod = *B.GetInsertBlock()->getModule();
  Type *I32 = B.getInt32Ty();
  Value *Poison = PoisonValue::get(I32);
  switch (M.Kind) {
  case XMove::DPP: {
    // bound_ctrl: a lane whose source is outside the row or inactive reads
    // 0, as ds_bpermute; `old` only matters where the masks disable lanes.
    bool Full = M.RowMask == 0xf && M.BankMask == 0xf;
    return B.CreateCall(
        Decls.get(Mod, Intrinsic::amdgcn_update_dpp, {I32}),
        {Full ? Poison : Old, X, B.getInt32(M.Ctrl), B.getInt32(M.RowMask),
         B.getInt32(M.BankMask), B.getTrue()},
        Name);
  }
  case XMove::DPP8:
    return B.CreateCall(
        Decls.get(Mod, Intrinsic::amdgcn_mov_dpp8, {I32}),
        {X, B.getInt32(static_cast<uint32_t>(M.Sel))}, Name);
  case XMove::PermlaneX16:
    // fi = 0, bound_ctrl = 1: an inactive source lane reads 0.  Before
    // LLVM 21, llc may sink the permlane behind an EXEC change unless it is
    // kept in place (Compat.h).
    return compat::keepPermlaneInPlace(
        B, B.CreateCall(Decls.get(Mod, Intrinsic::amdgcn_permlanex16, {I32}),
                        {Poison, X, B.getInt32(static_cast<uint32_t>(M.Sel)),
                         B.getInt32(static_cast<uint32_t>(M.Sel >> 32)),
                         B.getFalse(), B.getTrue()},
                        Name));
  case XMove::Swizzle:
    return B.CreateCall(
        Decls.get(Mod, Intrinsic::amdgcn_ds_swizzle),
        {X, B.getInt32(M.Ctrl)}, Name);
  }
  llvm_unreachable("bad move kind");
}

Value *shfl::emitLaneMask(IRBuilderBase &B, uint64_t Mask, unsigned Wave,
                          IntrinsicDecls &Decls, const Twine &Name) {
  Module &Mod = *B.GetInsertBlock()->getModule();
  Type *MTy = B.getIntNTy(Wave);
  return B.CreateCall(
      Decls.get(Mod, Intrinsic::amdgcn_inverse_ballot, {MTy}),
      {ConstantInt::get(MTy, Wave == 64 ? Mask : Mask & 0xffffffffu)}, Name);
}

Value *shfl::emitFastPlan(IRBuilderBase &B, const FastPlan &P, Value *X,
                          unsigned Wave, bool LaunchLanes,
                          IntrinsicDecls &Decls, const Twine &Name) {
  Module &Mod = *B.GetInsertBlock()->getModule();
  Value *Out = nullptr;
  switch (P.Kind) {
  case FastPlan::Own:
    return X;
  case FastPlan::Single:
    Out = emitMove(B, P.M1, X, X, Decls, Name + ".dpp");
    break;
  case FastPlan::Pair: {
    // Where M2 writes every lane that a masked DPP M1 leaves alone (lane ^ 4
    // as row_shr:4 on banks 1 and 3, row_shl:4 on banks 0 and 2), M1's
    // `old` is never read: poison spares llc the copy of X it would tie.
    const Lanes &L = Lanes::of(Wave);
    auto Written = [&](const XMove &M) {
      return M.Kind == XMove::DPP ? L.enabled(M.RowMask, M.BankMask) : L.All;
    };
    bool Covered = (L.All & ~Written(P.M1) & ~Written(P.M2)) == 0;
    Value *Old1 = Covered ? PoisonValue::get(X->getType()) : X;
    Value *T = emitMove(B, P.M1, X, Old1, Decls, Name + ".dpp.lo");
    Out = emitMove(B, P.M2, X, T, Decls, Name + ".dpp");
    break;
  }
  case FastPlan::Chain: {
    Value *T = emitMove(B, P.M1, X, X, Decls, Name + ".dpp.first");
    Out = emitMove(B, P.M2, T, T, Decls, Name + ".dpp");
    break;
  }
  case FastPlan::ChainBlend: {
    Value *T = emitMove(B, P.M1, X, X, Decls, Name + ".cross.first");
    Value *C = emitMove(B, P.M3, T, T, Decls, Name + ".cross");
    Value *D = emitMove(B, P.M2, X, X, Decls, Name + ".dpp");
    Out = B.CreateSelect(emitLaneMask(B, P.CrossLanes, Wave, Decls, Name + ".crosslanes"),
                         C, D, Name + ".blend");
    break;
  }
  case FastPlan::Merge: {
    Value *C = emitMove(B, P.M1, X, X, Decls, Name + ".cross");
    Value *D = emitMove(B, P.M2, X, X, Decls, Name + ".dpp");
    // No bound_ctrl: where M3's source lane is outside the row (or
    // inactive, which findFastPlan rules out on the lanes that matter), the
    // lane keeps D.
    Out = B.CreateCall(
        Decls.get(Mod, Intrinsic::amdgcn_update_dpp, {B.getInt32Ty()}),
        {D, C, B.getInt32(P.M3.Ctrl), B.getInt32(P.M3.RowMask),
         B.getInt32(P.M3.BankMask), B.getFalse()},
        Name + ".merge");
    break;
  }
  case FastPlan::Blend: {
    Value *C = emitMove(B, P.M1, X, X, Decls, Name + ".cross");
    Value *D = emitMove(B, P.M2, X, X, Decls, Name + ".dpp");
    Out = B.CreateSelect(emitLaneMask(B, P.CrossLanes, Wave, Decls, Name + ".crosslanes"),
                         C, D, Name + ".blend");
    break;
  }
  case FastPlan::ReadLane: {
    // One readlane per 32-lane half, each guarded by its lane's EXEC bit:
    // an inactive source reads 0, as ds_bpermute.  Where the active lanes
    // are the launch's, a prefix of the wave, a warp's lane 0 is active
    // wherever any lane of the warp is: a lane that reads it never sees
    // the guard's 0, and the guard goes.
    bool Guard = !(LaunchLanes && P.Lane == 0);
    if (!Guard)
      ++NumUnguardedReadLanes;
    Type *WTy = B.getIntNTy(Wave);
    Value *Exec = Guard ? B.CreateCall(
                              Decls.get(Mod, Intrinsic::amdgcn_ballot, {WTy}),
                              {B.getTrue()}, Name + ".exec")
                        : nullptr;
    auto half = [&](unsigned Lane, const Twine &N) -> Value * {
      Value *R = B.CreateCall(
          Decls.get(Mod, Intrinsic::amdgcn_readlane, {X->getType()}),
          {X, B.getInt32(Lane)}, N);
      if (!Guard)
        return R;
      Value *Active = B.CreateTrunc(B.CreateLShr(Exec, Lane), B.getInt1Ty(),
                                    N + ".active");
      return B.CreateSelect(Active, R, B.getInt32(0), N + ".val");
    };
    Out = half(P.Lane, Name + ".lane" + Twine(P.Lane));
    if (Wave == 64) {
      Value *Hi = half(32 + P.Lane, Name + ".lane" + Twine(32 + P.Lane));
      Out = B.CreateSelect(emitLaneMask(B, ~0ull << 32, Wave, Decls, Name + ".hihalf"), Hi,
                           Out, Name + ".bcast");
    }
    break;
  }
  }
  if (P.SelfLanes)
    Out = B.CreateSelect(emitLaneMask(B, P.SelfLanes, Wave, Decls, Name + ".selflanes"), X,
                         Out, Name + ".fixed");
  return Out;
}
