//===- SimMachine.cpp - hgpu-sim: the machine -----------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Executes decoded hgpu instructions as docs/hgpu-isa.md defines them.
/// The cross-lane semantics are HGPUSemantics.h's, shared with wave-emu.
///
//===----------------------------------------------------------------------===//

#include "SimMachine.h"
#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "ShflLowering/Semantics/HGPUSemantics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <cstring>
#include <limits>

using namespace llvm;
using namespace wemu;

namespace hgpusim {

void Machine::fault(const Inst &I, uint64_t PC, unsigned LaneIdx,
                        const Twine &Msg) {
  die("kernel '" + K.Name + "', block (" + Twine(Ctaid[0]) + "," +
      Twine(Ctaid[1]) + "," + Twine(Ctaid[2]) + "), lane " + Twine(LaneIdx) +
      ", +" + Twine(PC * HGPU::InstBytes) + " '" + StringRef(I.Text).trim() +
      "': " + Msg);
}

uint8_t *Machine::global(uint64_t Addr, unsigned N) {
  for (const MemoryRegion &B : Buffers) {
    auto *Base = static_cast<uint8_t *>(const_cast<void *>(B.Base));
    uint64_t Start = reinterpret_cast<uintptr_t>(Base);
    if (Addr >= Start && Addr + N <= Start + B.Size && Addr + N >= Addr)
      return Base + (Addr - Start);
  }
  return nullptr;
}

namespace {

//===----------------------------------------------------------------------===//
// Machine state
//===----------------------------------------------------------------------===//

constexpr unsigned WarpSize = 32;

struct Lane {
  uint32_t R[64] = {};
  bool P[32] = {};
  uint64_t PC = 0; // index into the instruction vector
  bool Exited = false, AtBarrier = false, AtWarpSync = false;
  uint32_t WarpSyncMask = 0;
  uint32_t Tid[3] = {};
  std::vector<uint8_t> Private;
};

uint64_t readD(const Lane &L, int64_t N) {
  return uint64_t(L.R[2 * N]) | (uint64_t(L.R[2 * N + 1]) << 32);
}
void writeD(Lane &L, int64_t N, uint64_t V) {
  L.R[2 * N] = uint32_t(V);
  L.R[2 * N + 1] = uint32_t(V >> 32);
}
float asF(uint32_t V) {
  float F;
  std::memcpy(&F, &V, 4);
  return F;
}
uint32_t fromF(float F) {
  uint32_t V;
  std::memcpy(&V, &F, 4);
  return V;
}

//===----------------------------------------------------------------------===//
// Instruction semantics (docs/hgpu-isa.md)
//===----------------------------------------------------------------------===//

enum class IntOp {
  Add, Sub, Mul, MulHiS, MulHiU, DivS, DivU, RemS, RemU, And, Or, Xor, Shl,
  ShrS, ShrU, MinS, MinU, MaxS, MaxU
};

/// The integer ALU at width Bits (32 or 64); B is the second operand.
uint64_t intOp(IntOp Op, unsigned Bits, uint64_t A, uint64_t B) {
  const uint64_t Mask = Bits == 64 ? ~uint64_t(0) : 0xffffffffull;
  A &= Mask;
  auto S = [&](uint64_t V) -> int64_t {
    return Bits == 64 ? int64_t(V) : int64_t(int32_t(uint32_t(V)));
  };
  const int64_t Min = Bits == 64 ? std::numeric_limits<int64_t>::min()
                                 : std::numeric_limits<int32_t>::min();
  switch (Op) {
  case IntOp::Add: return (A + B) & Mask;
  case IntOp::Sub: return (A - B) & Mask;
  case IntOp::Mul: return (A * B) & Mask;
  case IntOp::MulHiS:
    if (Bits == 32)
      return uint64_t((S(A) * S(B)) >> 32) & Mask;
    return uint64_t((__int128(S(A)) * __int128(S(B))) >> 64);
  case IntOp::MulHiU:
    if (Bits == 32)
      return ((A & Mask) * (B & Mask)) >> 32;
    return uint64_t((unsigned __int128)A * (unsigned __int128)B >> 64);
  // Division by zero gives all ones (div) or the dividend (rem); the
  // overflowing signed division gives the minimum (div) and 0 (rem).
  case IntOp::DivS:
    if ((B & Mask) == 0) return Mask;
    if (S(A) == Min && S(B) == -1) return uint64_t(Min) & Mask;
    return uint64_t(S(A) / S(B)) & Mask;
  case IntOp::DivU: return (B & Mask) == 0 ? Mask : A / (B & Mask);
  case IntOp::RemS:
    if ((B & Mask) == 0) return A;
    if (S(A) == Min && S(B) == -1) return 0;
    return uint64_t(S(A) % S(B)) & Mask;
  case IntOp::RemU: return (B & Mask) == 0 ? A : A % (B & Mask);
  case IntOp::And: return A & B & Mask;
  case IntOp::Or: return (A | B) & Mask;
  case IntOp::Xor: return (A ^ B) & Mask;
  // Shift amounts are unsigned 32-bit; at or past the width the result is 0
  // (or the sign, for shr.s).
  case IntOp::Shl: return (B & 0xffffffff) >= Bits ? 0 : (A << (B & 0xffffffff)) & Mask;
  case IntOp::ShrU: return (B & 0xffffffff) >= Bits ? 0 : A >> (B & 0xffffffff);
  case IntOp::ShrS: {
    uint64_t Amt = std::min<uint64_t>(B & 0xffffffff, Bits - 1);
    return uint64_t(S(A) >> Amt) & Mask;
  }
  case IntOp::MinS: return uint64_t(std::min(S(A), S(B & Mask))) & Mask;
  case IntOp::MaxS: return uint64_t(std::max(S(A), S(B & Mask))) & Mask;
  case IntOp::MinU: return std::min(A, B & Mask);
  case IntOp::MaxU: return std::max(A, B & Mask);
  }
  return 0;
}

struct IntRow {
  unsigned RR32, RI32, RR64, RI64;
  IntOp Op;
};
#define INT_ROW(N, OP) {HGPU::N##_32rr, HGPU::N##_32ri, HGPU::N##_64rr, HGPU::N##_64ri, IntOp::OP}
const IntRow IntTable[] = {
    INT_ROW(ADD, Add),    INT_ROW(SUB, Sub),     INT_ROW(MUL, Mul),
    INT_ROW(MULHS, MulHiS), INT_ROW(MULHU, MulHiU), INT_ROW(DIVS, DivS),
    INT_ROW(DIVU, DivU),  INT_ROW(REMS, RemS),   INT_ROW(REMU, RemU),
    INT_ROW(AND, And),    INT_ROW(OR, Or),       INT_ROW(XOR, Xor),
    INT_ROW(SHL, Shl),    INT_ROW(SRA, ShrS),    INT_ROW(SRL, ShrU),
    INT_ROW(MINS, MinS),  INT_ROW(MINU, MinU),   INT_ROW(MAXS, MaxS),
    INT_ROW(MAXU, MaxU),
};
#undef INT_ROW

/// setp: Index into the condition list of HGPUInstrInfo.td.
bool intCompare(unsigned Index, uint64_t A, uint64_t B, unsigned Bits) {
  int64_t SA = Bits == 64 ? int64_t(A) : int64_t(int32_t(A));
  int64_t SB = Bits == 64 ? int64_t(B) : int64_t(int32_t(B));
  switch (Index) {
  case 0: return A == B;
  case 1: return A != B;
  case 2: return SA < SB;
  case 3: return SA <= SB;
  case 4: return SA > SB;
  case 5: return SA >= SB;
  case 6: return A < B;
  case 7: return A <= B;
  case 8: return A > B;
  default: return A >= B;
  }
}
bool floatCompare(unsigned Index, float A, float B) {
  bool U = std::isnan(A) || std::isnan(B);
  switch (Index) {
  case 0: return !U && A == B;
  case 1: return !U && A != B;
  case 2: return !U && A < B;
  case 3: return !U && A <= B;
  case 4: return !U && A > B;
  case 5: return !U && A >= B;
  case 6: return !U;
  case 7: return U;
  case 8: return U || A == B;
  case 9: return U || A != B;
  case 10: return U || A < B;
  case 11: return U || A <= B;
  case 12: return U || A > B;
  default: return U || A >= B;
  }
}

/// f32 -> integer: toward zero, saturating, NaN gives 0.
template <typename T> T fpToInt(float F) {
  if (std::isnan(F))
    return 0;
  if (F <= float(std::numeric_limits<T>::min()))
    return std::numeric_limits<T>::min();
  if (F >= float(std::numeric_limits<T>::max()))
    return std::numeric_limits<T>::max();
  return static_cast<T>(F);
}

struct MemRow {
  unsigned Opcode;
  enum Space { G, S, P } Sp;
  unsigned Bytes;
  bool Signed, Store;
};
#define MEM_ROWS(PFX, SP)                                                      \
  {HGPU::PFX##LD_U8, MemRow::SP, 1, false, false},                             \
      {HGPU::PFX##LD_S8, MemRow::SP, 1, true, false},                          \
      {HGPU::PFX##LD_U16, MemRow::SP, 2, false, false},                        \
      {HGPU::PFX##LD_S16, MemRow::SP, 2, true, false},                         \
      {HGPU::PFX##LD_B32, MemRow::SP, 4, false, false},                        \
      {HGPU::PFX##LD_B64, MemRow::SP, 8, false, false},                        \
      {HGPU::PFX##ST_B8, MemRow::SP, 1, false, true},                          \
      {HGPU::PFX##ST_B16, MemRow::SP, 2, false, true},                         \
      {HGPU::PFX##ST_B32, MemRow::SP, 4, false, true},                         \
      {HGPU::PFX##ST_B64, MemRow::SP, 8, false, true}
const MemRow MemTable[] = {MEM_ROWS(G_, G), MEM_ROWS(S_, S), MEM_ROWS(P_, P)};
#undef MEM_ROWS

enum class AtomOp { Add, Exch, MinS, MaxS, MinU, MaxU, And, Or, Xor, Cas };
struct AtomRow {
  unsigned Opcode;
  bool Global;
  AtomOp Op;
};
#define ATOM_ROWS(PFX, G)                                                      \
  {HGPU::PFX##_ADD, G, AtomOp::Add}, {HGPU::PFX##_EXCH, G, AtomOp::Exch},      \
      {HGPU::PFX##_MINS, G, AtomOp::MinS}, {HGPU::PFX##_MAXS, G, AtomOp::MaxS},\
      {HGPU::PFX##_MINU, G, AtomOp::MinU}, {HGPU::PFX##_MAXU, G, AtomOp::MaxU},\
      {HGPU::PFX##_AND, G, AtomOp::And}, {HGPU::PFX##_OR, G, AtomOp::Or},      \
      {HGPU::PFX##_XOR, G, AtomOp::Xor}, {HGPU::PFX##_CAS, G, AtomOp::Cas}
const AtomRow AtomTable[] = {ATOM_ROWS(ATOM_G, true), ATOM_ROWS(ATOM_S, false)};
#undef ATOM_ROWS

uint32_t atomic(AtomOp Op, uint32_t Old, uint32_t B, uint32_t C) {
  switch (Op) {
  case AtomOp::Add: return Old + B;
  case AtomOp::Exch: return B;
  case AtomOp::MinS: return uint32_t(std::min(int32_t(Old), int32_t(B)));
  case AtomOp::MaxS: return uint32_t(std::max(int32_t(Old), int32_t(B)));
  case AtomOp::MinU: return std::min(Old, B);
  case AtomOp::MaxU: return std::max(Old, B);
  case AtomOp::And: return Old & B;
  case AtomOp::Or: return Old | B;
  case AtomOp::Xor: return Old ^ B;
  case AtomOp::Cas: return Old == B ? C : Old;
  }
  return Old;
}

template <typename Row, size_t N>
const Row *findRow(const Row (&Table)[N], unsigned Opcode) {
  for (const Row &R : Table)
    if (R.Opcode == Opcode)
      return &R;
  return nullptr;
}

struct Warp {
  std::vector<Lane> Lanes; // up to 32
};

/// Executes instruction I for the lanes in Active (a mask over W.Lanes).
/// Returns false if the warp cannot go on (never: faults exit).
void execute(Machine &M, Warp &W, uint32_t Active, uint64_t PC) {
  const Inst &I = M.Code[PC];
  const auto &Ops = I.Ops;
  auto R = [&](Lane &L, unsigned K) -> uint32_t { return L.R[Ops[K].V]; };
  auto Each = [&](auto Fn) {
    for (unsigned Idx = 0; Idx < W.Lanes.size(); ++Idx)
      if ((Active >> Idx) & 1)
        Fn(W.Lanes[Idx], Idx);
  };
  auto Next = [&]() { Each([&](Lane &L, unsigned) { L.PC = PC + 1; }); };
  const unsigned Op = I.Opcode;

  for (const IntRow &Row : IntTable) {
    if (Op != Row.RR32 && Op != Row.RI32 && Op != Row.RR64 && Op != Row.RI64)
      continue;
    bool Is64 = Op == Row.RR64 || Op == Row.RI64;
    bool Imm = Op == Row.RI32 || Op == Row.RI64;
    Each([&](Lane &L, unsigned) {
      uint64_t A = Is64 ? readD(L, Ops[1].V) : R(L, 1);
      uint64_t B;
      if (Imm)
        B = Is64 ? uint64_t(int64_t(int32_t(Ops[2].V))) : uint32_t(Ops[2].V);
      else if (Ops[2].K == Operand::D)
        B = readD(L, Ops[2].V);
      else
        B = R(L, 2);
      uint64_t V = intOp(Row.Op, Is64 ? 64 : 32, A, B);
      if (Is64)
        writeD(L, Ops[0].V, V);
      else
        L.R[Ops[0].V] = uint32_t(V);
    });
    return Next();
  }

  if (const MemRow *Row = findRow(MemTable, Op)) {
    Each([&](Lane &L, unsigned Idx) {
      uint64_t Addr = (Row->Sp == MemRow::G ? readD(L, Ops[Row->Store ? 0 : 1].V)
                                            : R(L, Row->Store ? 0 : 1)) +
                      int64_t(int32_t(Ops[Row->Store ? 1 : 2].V));
      if (Row->Sp != MemRow::G)
        Addr &= 0xffffffffull;
      uint8_t *P = nullptr;
      if (Row->Sp == MemRow::G) {
        P = M.global(Addr, Row->Bytes);
        if (!P)
          M.fault(I, PC, Idx, "global access of " + Twine(Row->Bytes) +
                                  " bytes at 0x" + utohexstr(Addr) +
                                  " is outside every buffer");
      } else {
        std::vector<uint8_t> &Mem = Row->Sp == MemRow::S ? M.Shared : L.Private;
        if (Addr + Row->Bytes > Mem.size())
          M.fault(I, PC, Idx, Twine(Row->Sp == MemRow::S ? "shared" : "private") +
                                  " access of " + Twine(Row->Bytes) +
                                  " bytes at " + Twine(Addr) + " is outside its " +
                                  Twine(Mem.size()) + " bytes");
        P = Mem.data() + Addr;
      }
      if (Row->Store) {
        uint64_t V = Ops[2].K == Operand::D ? readD(L, Ops[2].V) : R(L, 2);
        std::memcpy(P, &V, Row->Bytes);
        return;
      }
      uint64_t V = 0;
      std::memcpy(&V, P, Row->Bytes);
      if (Row->Signed)
        V = uint32_t(SignExtend64(V, Row->Bytes * 8));
      if (Row->Bytes == 8)
        writeD(L, Ops[0].V, V);
      else
        L.R[Ops[0].V] = uint32_t(V);
    });
    return Next();
  }

  for (const AtomRow &Row : AtomTable) {
    if (Row.Opcode != Op)
      continue;
    // Operands: d, a, imm, b (read-modify-write) or d, a, b, c (cas).  The
    // lanes perform theirs one after the other, lowest lane first.
    bool Cas = Row.Op == AtomOp::Cas;
    Each([&](Lane &L, unsigned Idx) {
      uint64_t Addr = Row.Global ? readD(L, Ops[1].V) : R(L, 1);
      if (!Cas)
        Addr += int64_t(int32_t(Ops[2].V));
      uint8_t *P;
      if (Row.Global) {
        P = M.global(Addr, 4);
        if (!P)
          M.fault(I, PC, Idx, "atomic global access at 0x" + utohexstr(Addr) +
                                  " is outside every buffer");
      } else {
        Addr &= 0xffffffffull;
        if (Addr + 4 > M.Shared.size())
          M.fault(I, PC, Idx, "atomic shared access at " + Twine(Addr) +
                                  " is outside its " + Twine(M.Shared.size()) +
                                  " bytes");
        P = M.Shared.data() + Addr;
      }
      uint32_t Old;
      std::memcpy(&Old, P, 4);
      uint32_t New = Cas ? atomic(Row.Op, Old, R(L, 2), R(L, 3))
                         : atomic(Row.Op, Old, R(L, 3), 0);
      std::memcpy(P, &New, 4);
      L.R[Ops[0].V] = Old;
    });
    return Next();
  }

  auto SpillAddr = [&](Lane &L, unsigned Idx, int64_t Off, unsigned N) {
    if (Off < 0 || uint64_t(Off) + N > L.Private.size())
      M.fault(I, PC, Idx, "spill slot outside the private frame");
    return L.Private.data() + Off;
  };
  auto Param = [&](Lane &, unsigned Idx, int64_t Off, unsigned N) {
    if (Off < 0 || uint64_t(Off) + N > M.K.ParamSize)
      M.fault(I, PC, Idx, "ld.param outside the " + Twine(M.K.ParamSize) +
                              " bytes of parameters");
    uint64_t V = 0;
    std::memcpy(&V, M.ArgBlock + Off, N);
    return V;
  };
  auto F1 = [&](auto Fn) {
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = fromF(Fn(asF(R(L, 1)))); });
  };
  auto F2 = [&](auto Fn) {
    Each([&](Lane &L, unsigned) {
      L.R[Ops[0].V] = fromF(Fn(asF(R(L, 1)), asF(R(L, 2))));
    });
  };

  switch (Op) {
  case HGPU::NOP:
    return Next();
  case HGPU::MOV32rr:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = R(L, 1); });
    return Next();
  case HGPU::MOV64rr:
    Each([&](Lane &L, unsigned) { writeD(L, Ops[0].V, readD(L, Ops[1].V)); });
    return Next();
  case HGPU::MOVPrr:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = L.P[Ops[1].V]; });
    return Next();
  case HGPU::MOV32ri:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = uint32_t(Ops[1].V); });
    return Next();
  case HGPU::MOV64ri:
    Each([&](Lane &L, unsigned) {
      writeD(L, Ops[0].V, uint64_t(int64_t(int32_t(Ops[1].V))));
    });
    return Next();
  case HGPU::SETPi:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = Ops[1].V & 1; });
    return Next();
  case HGPU::POPC32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = llvm::popcount(R(L, 1)); });
    return Next();
  case HGPU::CLZ32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = llvm::countl_zero(R(L, 1)); });
    return Next();
  case HGPU::BREV32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = llvm::reverseBits(R(L, 1)); });
    return Next();
  case HGPU::CVT_S64_S32:
    Each([&](Lane &L, unsigned) {
      writeD(L, Ops[0].V, uint64_t(int64_t(int32_t(R(L, 1)))));
    });
    return Next();
  case HGPU::CVT_U64_U32:
    Each([&](Lane &L, unsigned) { writeD(L, Ops[0].V, R(L, 1)); });
    return Next();
  case HGPU::FADD: F2([](float A, float B) { return A + B; }); return Next();
  case HGPU::FSUB: F2([](float A, float B) { return A - B; }); return Next();
  case HGPU::FMUL: F2([](float A, float B) { return A * B; }); return Next();
  case HGPU::FDIV: F2([](float A, float B) { return A / B; }); return Next();
  case HGPU::FMIN: F2([](float A, float B) { return std::fmin(A, B); }); return Next();
  case HGPU::FMAX: F2([](float A, float B) { return std::fmax(A, B); }); return Next();
  case HGPU::FNEG:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = R(L, 1) ^ 0x80000000u; });
    return Next();
  case HGPU::FABS:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = R(L, 1) & 0x7fffffffu; });
    return Next();
  case HGPU::FSQRT: F1([](float A) { return std::sqrt(A); }); return Next();
  case HGPU::FMA:
    Each([&](Lane &L, unsigned) {
      L.R[Ops[0].V] = fromF(std::fma(asF(R(L, 1)), asF(R(L, 2)), asF(R(L, 3))));
    });
    return Next();
  case HGPU::CVT_F32_S32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = fromF(float(int32_t(R(L, 1)))); });
    return Next();
  case HGPU::CVT_F32_U32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = fromF(float(R(L, 1))); });
    return Next();
  case HGPU::CVT_S32_F32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = fpToInt<int32_t>(asF(R(L, 1))); });
    return Next();
  case HGPU::CVT_U32_F32:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = fpToInt<uint32_t>(asF(R(L, 1))); });
    return Next();
  case HGPU::CVT_F32_S64:
    Each([&](Lane &L, unsigned) {
      L.R[Ops[0].V] = fromF(float(int64_t(readD(L, Ops[1].V))));
    });
    return Next();
  case HGPU::CVT_F32_U64:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = fromF(float(readD(L, Ops[1].V))); });
    return Next();
  case HGPU::CVT_S64_F32:
    Each([&](Lane &L, unsigned) {
      writeD(L, Ops[0].V, uint64_t(fpToInt<int64_t>(asF(R(L, 1)))));
    });
    return Next();
  case HGPU::CVT_U64_F32:
    Each([&](Lane &L, unsigned) { writeD(L, Ops[0].V, fpToInt<uint64_t>(asF(R(L, 1)))); });
    return Next();
  case HGPU::SELP32:
    Each([&](Lane &L, unsigned) {
      L.R[Ops[0].V] = L.P[Ops[3].V] ? R(L, 1) : R(L, 2);
    });
    return Next();
  case HGPU::SELP64:
    Each([&](Lane &L, unsigned) {
      writeD(L, Ops[0].V, L.P[Ops[3].V] ? readD(L, Ops[1].V) : readD(L, Ops[2].V));
    });
    return Next();
  case HGPU::ANDP:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = L.P[Ops[1].V] && L.P[Ops[2].V]; });
    return Next();
  case HGPU::ORP:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = L.P[Ops[1].V] || L.P[Ops[2].V]; });
    return Next();
  case HGPU::XORP:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = L.P[Ops[1].V] != L.P[Ops[2].V]; });
    return Next();
  case HGPU::NOTP:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = !L.P[Ops[1].V]; });
    return Next();
  case HGPU::CVT_U32_PRED:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = L.P[Ops[1].V] ? 1 : 0; });
    return Next();
  case HGPU::CVT_S32_PRED:
    Each([&](Lane &L, unsigned) { L.R[Ops[0].V] = L.P[Ops[1].V] ? ~0u : 0; });
    return Next();
  case HGPU::CVT_PRED_U32:
    Each([&](Lane &L, unsigned) { L.P[Ops[0].V] = R(L, 1) & 1; });
    return Next();
  case HGPU::LDPARAM_U8:
  case HGPU::LDPARAM_U16:
  case HGPU::LDPARAM_B32: {
    unsigned N = Op == HGPU::LDPARAM_U8 ? 1 : Op == HGPU::LDPARAM_U16 ? 2 : 4;
    Each([&](Lane &L, unsigned Idx) {
      L.R[Ops[0].V] = uint32_t(Param(L, Idx, Ops[1].V, N));
    });
    return Next();
  }
  case HGPU::LDPARAM_B64:
    Each([&](Lane &L, unsigned Idx) { writeD(L, Ops[0].V, Param(L, Idx, Ops[1].V, 8)); });
    return Next();
  case HGPU::LD_SPILL32:
    Each([&](Lane &L, unsigned Idx) {
      std::memcpy(&L.R[Ops[0].V], SpillAddr(L, Idx, Ops[1].V, 4), 4);
    });
    return Next();
  case HGPU::LD_SPILL64:
    Each([&](Lane &L, unsigned Idx) {
      uint64_t V;
      std::memcpy(&V, SpillAddr(L, Idx, Ops[1].V, 8), 8);
      writeD(L, Ops[0].V, V);
    });
    return Next();
  case HGPU::ST_SPILL32:
    Each([&](Lane &L, unsigned Idx) {
      std::memcpy(SpillAddr(L, Idx, Ops[0].V, 4), &L.R[Ops[1].V], 4);
    });
    return Next();
  case HGPU::ST_SPILL64:
    Each([&](Lane &L, unsigned Idx) {
      uint64_t V = readD(L, Ops[1].V);
      std::memcpy(SpillAddr(L, Idx, Ops[0].V, 8), &V, 8);
    });
    return Next();
  case HGPU::S2R:
    Each([&](Lane &L, unsigned Idx) {
      const uint32_t Dims[3] = {M.BlockDim.X, M.BlockDim.Y, M.BlockDim.Z};
      const uint32_t Grid[3] = {M.GridDim.X, M.GridDim.Y, M.GridDim.Z};
      int64_t N = Ops[1].V;
      if (N < 0 || N > 11)
        M.fault(I, PC, Idx, "no special register " + Twine(N));
      uint32_t V = N < 3 ? L.Tid[N] : N < 6 ? Dims[N - 3] : N < 9 ? M.Ctaid[N - 6]
                                                                 : Grid[N - 9];
      L.R[Ops[0].V] = V;
    });
    return Next();
  case HGPU::LANE_ID:
    Each([&](Lane &L, unsigned Idx) { L.R[Ops[0].V] = shfl::hgpu::sem::laneId(Idx); });
    return Next();
  case HGPU::GATHER: {
    uint32_t Val[WarpSize] = {}, LaneOp[WarpSize] = {}, Out[WarpSize] = {};
    Each([&](Lane &L, unsigned Idx) {
      Val[Idx] = R(L, 1);
      LaneOp[Idx] = R(L, 2);
    });
    shfl::hgpu::sem::gather(Active, Val, LaneOp, Out);
    Each([&](Lane &L, unsigned Idx) { L.R[Ops[0].V] = Out[Idx]; });
    return Next();
  }
  case HGPU::BAR_SYNC:
    Each([&](Lane &L, unsigned) { L.AtBarrier = true; });
    return; // the PC moves when the barrier opens
  case HGPU::WARP_SYNC:
    Each([&](Lane &L, unsigned) {
      L.AtWarpSync = true;
      L.WarpSyncMask = R(L, 0);
    });
    return; // the PC moves when the lanes of the mask are there
  case HGPU::EXIT:
    Each([&](Lane &L, unsigned) { L.Exited = true; });
    return;
  case HGPU::BRA:
    Each([&](Lane &L, unsigned) { L.PC = PC + Ops[0].V / int64_t(HGPU::InstBytes); });
    return;
  case HGPU::BRA_P:
  case HGPU::BRA_NP:
    Each([&](Lane &L, unsigned) {
      bool Taken = L.P[Ops[0].V] == (Op == HGPU::BRA_P);
      L.PC = Taken ? PC + Ops[1].V / int64_t(HGPU::InstBytes) : PC + 1;
    });
    return;
  default:
    break;
  }

  // The native shuffles.
  struct ShflRow {
    unsigned RR, RI;
    shfl::hgpu::sem::ShflMode Mode;
  };
  using shfl::hgpu::sem::ShflMode;
  static const ShflRow ShflTable[] = {
      {HGPU::SHFL_IDX_rr, HGPU::SHFL_IDX_ri, ShflMode::Idx},
      {HGPU::SHFL_UP_rr, HGPU::SHFL_UP_ri, ShflMode::Up},
      {HGPU::SHFL_DOWN_rr, HGPU::SHFL_DOWN_ri, ShflMode::Down},
      {HGPU::SHFL_XOR_rr, HGPU::SHFL_XOR_ri, ShflMode::Xor},
  };
  for (const ShflRow &Row : ShflTable) {
    if (Op != Row.RR && Op != Row.RI)
      continue;
    // Operands: d, c (predicate), a, b or k, w.
    uint32_t Val[WarpSize] = {}, B[WarpSize] = {}, Out[WarpSize] = {};
    bool Pred[WarpSize] = {};
    Each([&](Lane &L, unsigned Idx) {
      Val[Idx] = R(L, 2);
      B[Idx] = Op == Row.RR ? R(L, 3) : uint32_t(Ops[3].V);
    });
    if (!shfl::hgpu::sem::shfl(Row.Mode, Active, Val, B, uint32_t(Ops[4].V), Out,
                               Pred))
      M.fault(I, PC, 0, "invalid shuffle width");
    Each([&](Lane &L, unsigned Idx) {
      L.R[Ops[0].V] = Out[Idx];
      L.P[Ops[1].V] = Pred[Idx];
    });
    return Next();
  }

  // setp.
  struct SetpRow {
    unsigned First, Count;
    enum { I32, I64, F32 } Ty;
  };
  static const SetpRow SetpTable[] = {{HGPU::SETP_S32_eq, 10, SetpRow::I32},
                                      {HGPU::SETP_S64_eq, 10, SetpRow::I64},
                                      {HGPU::SETP_F32_eq, 14, SetpRow::F32}};
  static const unsigned IntOrder[] = {HGPU::SETP_S32_eq, HGPU::SETP_S32_ne, HGPU::SETP_S32_lt,
                                      HGPU::SETP_S32_le, HGPU::SETP_S32_gt, HGPU::SETP_S32_ge,
                                      HGPU::SETP_S32_lo, HGPU::SETP_S32_ls, HGPU::SETP_S32_hi,
                                      HGPU::SETP_S32_hs};
  static const unsigned Int64Order[] = {HGPU::SETP_S64_eq, HGPU::SETP_S64_ne, HGPU::SETP_S64_lt,
                                        HGPU::SETP_S64_le, HGPU::SETP_S64_gt, HGPU::SETP_S64_ge,
                                        HGPU::SETP_S64_lo, HGPU::SETP_S64_ls, HGPU::SETP_S64_hi,
                                        HGPU::SETP_S64_hs};
  static const unsigned FloatOrder[] = {
      HGPU::SETP_F32_eq,  HGPU::SETP_F32_ne,  HGPU::SETP_F32_lt,  HGPU::SETP_F32_le,
      HGPU::SETP_F32_gt,  HGPU::SETP_F32_ge,  HGPU::SETP_F32_num, HGPU::SETP_F32_nan,
      HGPU::SETP_F32_equ, HGPU::SETP_F32_neu, HGPU::SETP_F32_ltu, HGPU::SETP_F32_leu,
      HGPU::SETP_F32_gtu, HGPU::SETP_F32_geu};
  (void)SetpTable;
  for (unsigned Index = 0; Index < 14; ++Index) {
    if (Index < 10 && Op == IntOrder[Index]) {
      Each([&](Lane &L, unsigned) {
        L.P[Ops[0].V] = intCompare(Index, R(L, 1), R(L, 2), 32);
      });
      return Next();
    }
    if (Index < 10 && Op == Int64Order[Index]) {
      Each([&](Lane &L, unsigned) {
        L.P[Ops[0].V] = intCompare(Index, readD(L, Ops[1].V), readD(L, Ops[2].V), 64);
      });
      return Next();
    }
    if (Op == FloatOrder[Index]) {
      Each([&](Lane &L, unsigned) {
        L.P[Ops[0].V] = floatCompare(Index, asF(R(L, 1)), asF(R(L, 2)));
      });
      return Next();
    }
  }
  M.fault(I, PC, 0, "the simulator does not implement this instruction");
}

/// Releases the lanes waiting at bar.warp.sync whose masks are complete:
/// every lane of the mask waits at it too, or has exited.  Returns whether
/// any lane moved on.
bool releaseWarpSync(Machine &M, Warp &W) {
  uint32_t Waiting = 0, Exited = 0;
  for (unsigned Idx = 0; Idx < W.Lanes.size(); ++Idx) {
    Waiting |= uint32_t(W.Lanes[Idx].AtWarpSync) << Idx;
    Exited |= uint32_t(W.Lanes[Idx].Exited) << Idx;
  }
  if (!Waiting)
    return false;
  bool Moved = false;
  for (unsigned Idx = 0; Idx < W.Lanes.size(); ++Idx) {
    Lane &L = W.Lanes[Idx];
    if (L.AtWarpSync && (L.WarpSyncMask & ~(Waiting | Exited)) == 0) {
      L.AtWarpSync = false;
      ++L.PC;
      Moved = true;
    }
  }
  if (!Moved) {
    // Every runnable lane waits for a lane that waits at bar.sync: the
    // kernel can never go on.
    for (unsigned Idx = 0; Idx < W.Lanes.size(); ++Idx)
      if (W.Lanes[Idx].AtWarpSync)
        M.fault(M.Code[W.Lanes[Idx].PC], W.Lanes[Idx].PC, Idx,
                "bar.warp.sync waits for lanes of its mask that wait at "
                "bar.sync (a deadlock)");
  }
  return Moved;
}

} // namespace

void runBlock(Machine &M) {
  const uint64_t Threads = M.BlockDim.count();
  std::vector<Warp> Warps((Threads + WarpSize - 1) / WarpSize);
  for (uint64_t T = 0; T < Threads; ++T) {
    Lane L;
    L.Tid[0] = T % M.BlockDim.X;
    L.Tid[1] = (T / M.BlockDim.X) % M.BlockDim.Y;
    L.Tid[2] = T / (uint64_t(M.BlockDim.X) * M.BlockDim.Y);
    L.Private.assign(M.K.PrivateSize, 0);
    Warps[T / WarpSize].Lanes.push_back(std::move(L));
  }
  while (true) {
    bool Progress = false, AnyWaiting = false;
    for (Warp &W : Warps) {
      // Run this warp until all its lanes exit or wait at the barrier.
      while (true) {
        uint64_t MinPC = std::numeric_limits<uint64_t>::max();
        for (const Lane &L : W.Lanes)
          if (!L.Exited && !L.AtBarrier && !L.AtWarpSync)
            MinPC = std::min(MinPC, L.PC);
        if (MinPC == std::numeric_limits<uint64_t>::max()) {
          // Nothing can run: open the warp barriers whose lanes are all
          // there (or exited).
          if (releaseWarpSync(M, W))
            continue;
          break;
        }
        if (MinPC >= M.Code.size())
          die("kernel '" + M.K.Name + "' ran past its end");
        uint32_t Active = 0;
        for (unsigned Idx = 0; Idx < W.Lanes.size(); ++Idx)
          if (!W.Lanes[Idx].Exited && !W.Lanes[Idx].AtBarrier &&
              W.Lanes[Idx].PC == MinPC)
            Active |= 1u << Idx;
        if (M.Trace)
          errs() << format("[%08x] +%-5llu ", Active,
                           (unsigned long long)(MinPC * HGPU::InstBytes))
                 << StringRef(M.Code[MinPC].Text).trim() << "\n";
        if (++M.Steps > M.MaxSteps)
          die("kernel '" + M.K.Name + "' did not finish in " + Twine(M.MaxSteps) +
              " warp instructions");
        execute(M, W, Active, MinPC);
        Progress = true;
      }
      for (const Lane &L : W.Lanes)
        AnyWaiting |= L.AtBarrier;
    }
    if (!AnyWaiting)
      return;
    // Every lane that has not exited waits at the barrier: open it.
    for (Warp &W : Warps)
      for (Lane &L : W.Lanes)
        if (L.AtBarrier) {
          L.AtBarrier = false;
          ++L.PC;
        }
    (void)Progress;
  }
}

} // namespace hgpusim
