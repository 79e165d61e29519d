//===- Memory.cpp - Memory instructions and address checking --------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Scalar memory (SMEM), flat, global and scratch instructions, MUBUF through
/// the private segment buffer, and LDS (DS).  Addresses as the manuals
/// compute them ("Flat Memory Instructions", "Scratch", "Global",
/// "Data Share Operations"); each lane's access is checked against what it
/// may touch (Machine.h), in lane order, and the first invalid one stops
/// the launch with the instruction, the lane and the memory nearest to the
/// address.  Stores and atomics of one instruction apply in lane order.
///
/// MUBUF scratch (gfx90a, gfx1030): with the swizzled private segment
/// buffer a lane's byte at per-lane offset `o` lies at wave offset
/// `(o & ~3) * wavesize + lane * 4 + (o & 3)`, so an SGPR offset (the
/// stack and frame pointers, which LLVM keeps scaled by the wave size) is
/// `soffset / wavesize` lane bytes (AMDGPUUsage, "Private Segment Buffer";
/// the manuals' "Buffer Addressing", swizzled buffers).
///
//===----------------------------------------------------------------------===//

#include "FloatBits.h"
#include "Handlers.h"
#include <algorithm>
#include <cstring>

using namespace isaemu;

std::string isaemu::hex(uint64_t V) {
  static const char Digits[] = "0123456789abcdef";
  std::string S;
  do {
    S.insert(S.begin(), Digits[V & 15]);
    V >>= 4;
  } while (V);
  return "0x" + S;
}

//===----------------------------------------------------------------------===//
// Address checks
//===----------------------------------------------------------------------===//

static const char *accessName(bool Write) { return Write ? "store" : "load"; }

/// The error for an access that hits no region: names the nearest one.
static std::string describeMiss(const std::vector<wemu::MemoryRegion> &Regions,
                                uint64_t Addr, unsigned Size) {
  const wemu::MemoryRegion *Best = nullptr;
  uint64_t BestDist = ~uint64_t(0);
  bool Past = false;
  for (const wemu::MemoryRegion &R : Regions) {
    uint64_t B = reinterpret_cast<uint64_t>(R.Base), E = B + R.Size;
    uint64_t D;
    bool P;
    if (Addr >= E) {
      D = Addr - E;
      P = true;
    } else if (Addr + Size <= B) {
      D = B - Addr;
      P = false;
    } else {
      D = 0;
      P = Addr + Size > E;
    }
    if (D < BestDist) {
      BestDist = D;
      Best = &R;
      Past = P;
    }
  }
  std::string Msg = "address " + hex(Addr);
  if (!Best || BestDist > (uint64_t(1) << 20))
    return Msg + " is not in any memory of the launch";
  uint64_t B = reinterpret_cast<uint64_t>(Best->Base);
  if (Addr >= B && Addr < B + Best->Size)
    Msg += " runs " + std::to_string(Addr + Size - (B + Best->Size)) +
           " bytes past the end of " + Best->Name;
  else if (Past)
    Msg += " is " + std::to_string(BestDist) + " bytes past the end of " + Best->Name;
  else
    Msg += " is " + std::to_string(BestDist) + " bytes before " + Best->Name;
  Msg += " (" + std::to_string(Best->Size) + " bytes at " + hex(B);
  if (!Best->Detail.empty())
    Msg += ", " + Best->Detail;
  return Msg + ")";
}

uint8_t *Machine::global(Exec &X, uint64_t Addr, unsigned Size, bool Write, int Lane) {
  // Regions are sorted by base and do not overlap.
  auto It = std::upper_bound(Regions.begin(), Regions.end(), Addr,
                             [](uint64_t A, const wemu::MemoryRegion &R) {
                               return A < reinterpret_cast<uint64_t>(R.Base);
                             });
  if (It != Regions.begin()) {
    const wemu::MemoryRegion &R = *std::prev(It);
    uint64_t B = reinterpret_cast<uint64_t>(R.Base);
    if (Addr >= B && Addr - B <= R.Size && Size <= R.Size - (Addr - B)) {
      if (Write && R.ReadOnly) {
        fault(X.W, X.I, std::string(accessName(Write)) + " to read-only " + R.Name +
                            " by " + describeLane(X.WG, X.W, Lane));
        return nullptr;
      }
      return reinterpret_cast<uint8_t *>(Addr);
    }
  }
  fault(X.W, X.I,
        "out-of-bounds " + std::string(accessName(Write)) + " of " + std::to_string(Size) +
            " bytes (global address) by " + describeLane(X.WG, X.W, Lane) + "\n  " +
            describeMiss(Regions, Addr, Size));
  return nullptr;
}

uint8_t *Machine::lds(Exec &X, uint64_t Offset, unsigned Size, int Lane) {
  if (Offset <= X.WG.LDS.size() && Size <= X.WG.LDS.size() - Offset)
    return X.WG.LDS.data() + Offset;
  fault(X.W, X.I,
        "out-of-bounds LDS access of " + std::to_string(Size) + " bytes at LDS offset " +
            hex(Offset) + " by " + describeLane(X.WG, X.W, Lane) + " (the workgroup has " +
            std::to_string(X.WG.LDS.size()) + " bytes of LDS)");
  return nullptr;
}

uint8_t *Machine::priv(Exec &X, uint64_t Offset, unsigned Size, int Lane) {
  Wave &W = X.W;
  if (Lane >= 0 && Offset <= W.PrivateSize && Size <= W.PrivateSize - Offset)
    return W.Private.data() + size_t(Lane) * W.PrivateSize + Offset;
  fault(X.W, X.I,
        "out-of-bounds private access of " + std::to_string(Size) + " bytes at offset " +
            hex(Offset) + " by " + describeLane(X.WG, X.W, Lane) + " (a lane has " +
            std::to_string(W.PrivateSize) + " bytes of private memory)");
  return nullptr;
}

uint8_t *Machine::flat(Exec &X, uint64_t Addr, unsigned Size, bool Write, int Lane) {
  if (Addr >= SharedAperture && Addr - SharedAperture < ApertureSize)
    return lds(X, Addr - SharedAperture, Size, Lane);
  if (Addr >= PrivateAperture && Addr - PrivateAperture < ApertureSize)
    return priv(X, Addr - PrivateAperture, Size, Lane);
  return global(X, Addr, Size, Write, Lane);
}

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

static uint64_t load(const uint8_t *P, unsigned Bytes) {
  uint64_t V = 0;
  std::memcpy(&V, P, Bytes > 8 ? 8 : Bytes);
  return V;
}

/// Loads \p Bytes at \p P into lane \p Lane of \p Dst as the op says
/// (sub-dword extension, d16 halves, several registers).
static void loadToLane(Wave &W, const Operand &Dst, unsigned Lane, const uint8_t *P,
                       const MemOp &Op) {
  if (Op.Bytes < 4) {
    uint32_t V = static_cast<uint32_t>(load(P, Op.Bytes));
    if (Op.Signed)
      V = Op.Bytes == 1 ? static_cast<uint32_t>(static_cast<int8_t>(V))
                        : static_cast<uint32_t>(static_cast<int16_t>(V));
    if (Op.D16) {
      uint32_t Old = static_cast<uint32_t>(readLane(W, Dst, Lane, 1));
      V &= 0xffff;
      V = Op.D16 == 2 ? (Old & 0xffff) | V << 16 : (Old & 0xffff0000u) | V;
    }
    writeLane(W, Dst, Lane, V, 1);
    return;
  }
  Operand R = Dst;
  R.Dwords = 1;
  for (unsigned K = 0; K < Op.Bytes / 4u; ++K) {
    uint32_t V;
    std::memcpy(&V, P + 4 * K, 4);
    R.Reg = static_cast<uint16_t>(Dst.Reg + K);
    writeLane(W, R, Lane, V, 1);
  }
}

static void storeFromLane(const Wave &W, const Operand &Src, unsigned Lane, uint8_t *P,
                          const MemOp &Op) {
  if (Op.Bytes < 4) {
    uint32_t V = static_cast<uint32_t>(readLane(W, Src, Lane, 1));
    if (Op.D16 == 2)
      V >>= 16;
    std::memcpy(P, &V, Op.Bytes);
    return;
  }
  Operand R = Src;
  R.Dwords = 1;
  for (unsigned K = 0; K < Op.Bytes / 4u; ++K) {
    R.Reg = static_cast<uint16_t>(Src.Reg + K);
    uint32_t V = static_cast<uint32_t>(readLane(W, R, Lane, 1));
    std::memcpy(P + 4 * K, &V, 4);
  }
}

/// One atomic read-modify-write; returns the old value.
static uint64_t atomicRMW(uint8_t *P, const MemOp &Op, uint64_t Data, uint64_t Cmp) {
  const bool Wide = Op.Bytes == 8;
  uint64_t Old = load(P, Op.Bytes), New = Old;
  const uint64_t M = Wide ? ~uint64_t(0) : 0xffffffffull;
  auto S = [&](uint64_t V) -> int64_t {
    return Wide ? static_cast<int64_t>(V) : static_cast<int32_t>(V);
  };
  Data &= M;
  switch (Op.A) {
  case MemOp::Swap: New = Data; break;
  case MemOp::Add:
    if (Op.Float)
      New = Wide ? fp::bits(fp::f64(Old) + fp::f64(Data))
                 : fp::bits(fp::f32(Old) + fp::f32(Data));
    else
      New = Old + Data;
    break;
  case MemOp::Sub: New = Old - Data; break;
  case MemOp::RSub: New = Data - Old; break;
  case MemOp::SMin: New = S(Data) < S(Old) ? Data : Old; break;
  case MemOp::SMax: New = S(Data) > S(Old) ? Data : Old; break;
  case MemOp::UMin: New = Data < Old ? Data : Old; break;
  case MemOp::UMax: New = Data > Old ? Data : Old; break;
  case MemOp::And: New = Old & Data; break;
  case MemOp::Or: New = Old | Data; break;
  case MemOp::Xor: New = Old ^ Data; break;
  case MemOp::Inc: New = Old >= Data ? 0 : Old + 1; break;
  case MemOp::Dec: New = (Old == 0 || Old > Data) ? Data : Old - 1; break;
  case MemOp::CSub: New = Old < Data ? 0 : Old - Data; break;
  case MemOp::FMin:
  case MemOp::FMax: {
    double A = Wide ? fp::f64(Old) : fp::f32(Old), B = Wide ? fp::f64(Data) : fp::f32(Data);
    double R = Op.A == MemOp::FMin ? std::fmin(A, B) : std::fmax(A, B);
    New = Wide ? fp::bits(R) : fp::bits(static_cast<float>(R));
    break;
  }
  case MemOp::None:
    break;
  }
  if (Op.K == MemOp::AtomicCmpSwap)
    New = Old == (Cmp & M) ? Data : Old;
  New &= M;
  std::memcpy(P, &New, Op.Bytes);
  return Old;
}

//===----------------------------------------------------------------------===//
// SMEM
//===----------------------------------------------------------------------===//

Status isaemu::execSMEM(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  MemOp Op = MemOp::unpack(X.D.Aux);
  if (I.Ops.size() < 2)
    return X.M.fault(W, I, "unexpected operands");
  uint64_t Addr = readScalar(W, I.Ops[1], 2);
  int64_t Off = I.M.Offset;
  if (I.Ops.size() >= 3)
    Off += I.Ops[2].K == Operand::Const ? I.Ops[2].Int
                                        : static_cast<int64_t>(readScalar(W, I.Ops[2], 1));
  Addr += static_cast<uint64_t>(Off);
  if (Op.Bytes >= 4)
    Addr &= ~uint64_t(3); // dword loads ignore the low two address bits
  uint8_t *P = X.M.global(X, Addr, Op.Bytes, false, -1);
  if (!P)
    return Status::Fault;
  if (Op.Bytes < 4) { // gfx12 s_load_u8/i8/u16/i16
    uint32_t V = static_cast<uint32_t>(load(P, Op.Bytes));
    if (Op.Signed)
      V = Op.Bytes == 1 ? static_cast<uint32_t>(static_cast<int8_t>(V))
                        : static_cast<uint32_t>(static_cast<int16_t>(V));
    writeScalar(W, I.Ops[0], V, 1);
    return Status::Next;
  }
  Operand R = I.Ops[0];
  R.Dwords = 1;
  for (unsigned K = 0; K < Op.Bytes / 4u; ++K) {
    uint32_t V;
    std::memcpy(&V, P + 4 * K, 4);
    R.Reg = static_cast<uint16_t>(I.Ops[0].Reg + K);
    writeScalar(W, R, V, 1);
  }
  return Status::Next;
}

//===----------------------------------------------------------------------===//
// FLAT, GLOBAL, SCRATCH
//===----------------------------------------------------------------------===//

namespace {
enum class Seg { Flat, Global, Scratch };
}

Status isaemu::execFlat(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  const MemOp Op = MemOp::unpack(X.D.Aux);
  llvm::StringRef Base = I.Base;
  Seg S = Base.starts_with("global_") ? Seg::Global
          : Base.starts_with("scratch_") ? Seg::Scratch
                                         : Seg::Flat;
  const bool HasSaddr = S != Seg::Flat;
  const size_t N = I.Ops.size();
  // Layout: loads: vdst, vaddr[, saddr]; stores: vaddr, vdata[, saddr];
  // atomics: [vdst,] vaddr, vdata[, saddr].
  int Dst = -1, Addr = -1, Data = -1, Saddr = -1;
  size_t Base0 = 0;
  switch (Op.K) {
  case MemOp::Load:
    Dst = 0;
    Addr = 1;
    break;
  case MemOp::Store:
    Addr = 0;
    Data = 1;
    break;
  default: {
    size_t NoRet = HasSaddr ? 3 : 2;
    if (N == NoRet + 1) {
      Dst = 0;
      Base0 = 1;
    }
    Addr = static_cast<int>(Base0);
    Data = static_cast<int>(Base0 + 1);
    break;
  }
  }
  size_t Expect = static_cast<size_t>(std::max({Dst, Addr, Data})) + 1 + (HasSaddr ? 1 : 0);
  if (N != Expect)
    return X.M.fault(W, I, "unexpected operands");
  if (HasSaddr)
    Saddr = static_cast<int>(N - 1);
  const Operand &AOp = I.Ops[Addr];
  const Operand *SOp = Saddr >= 0 ? &I.Ops[Saddr] : nullptr;
  const bool UseSaddr = SOp && SOp->K != Operand::Off;
  const uint64_t SBase = UseSaddr ? readScalar(W, *SOp, S == Seg::Scratch ? 1 : 2) : 0;
  const uint64_t ExecMask = W.execMask();
  const unsigned DataBytes = Op.Bytes;
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(ExecMask >> L & 1))
      continue;
    uint64_t A;
    if (S == Seg::Scratch) {
      uint64_t V = AOp.K == Operand::VGPR ? readLane(W, AOp, L, 1) : 0;
      A = (V + SBase + static_cast<uint64_t>(static_cast<int64_t>(I.M.Offset))) & 0xffffffffu;
    } else if (UseSaddr) {
      A = SBase + readLane(W, AOp, L, 1) + static_cast<uint64_t>(static_cast<int64_t>(I.M.Offset));
    } else {
      A = readLane(W, AOp, L, 2) + static_cast<uint64_t>(static_cast<int64_t>(I.M.Offset));
    }
    const bool Write = Op.K != MemOp::Load;
    uint8_t *P = S == Seg::Scratch ? X.M.priv(X, A, DataBytes, static_cast<int>(L))
                 : S == Seg::Global ? X.M.global(X, A, DataBytes, Write, static_cast<int>(L))
                                    : X.M.flat(X, A, DataBytes, Write, static_cast<int>(L));
    if (!P)
      return Status::Fault;
    switch (Op.K) {
    case MemOp::Load:
      loadToLane(W, I.Ops[Dst], L, P, Op);
      break;
    case MemOp::Store:
      storeFromLane(W, I.Ops[Data], L, P, Op);
      break;
    default: {
      const unsigned DW = DataBytes / 4;
      uint64_t D = readLane(W, I.Ops[Data], L, DW), Cmp = 0;
      if (Op.K == MemOp::AtomicCmpSwap) {
        Operand C = I.Ops[Data];
        C.Reg = static_cast<uint16_t>(C.Reg + DW);
        Cmp = readLane(W, C, L, DW);
      }
      uint64_t Old = atomicRMW(P, Op, D, Cmp);
      if (Dst >= 0)
        writeLane(W, I.Ops[Dst], L, Old, DW);
      break;
    }
    }
  }
  return Status::Next;
}

//===----------------------------------------------------------------------===//
// MUBUF (private segment buffer only)
//===----------------------------------------------------------------------===//

Status isaemu::execMUBUF(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  const MemOp Op = MemOp::unpack(X.D.Aux);
  if (I.Ops.size() != 4 || I.Ops[2].K != Operand::SGPR)
    return X.M.fault(W, I, "unexpected operands");
  uint64_t Rsrc = readScalar(W, I.Ops[2], 2) & 0xffffffffffffull;
  if (Rsrc != ScratchRsrcBase)
    return X.M.fault(W, I, "a buffer access through a resource other than the private "
                           "segment buffer is not modelled");
  if (I.M.Idxen)
    return X.M.fault(W, I, "idxen scratch accesses are not modelled");
  uint64_t SOff = readScalar(W, I.Ops[3], 1) & 0xffffffffu;
  if (SOff % (4 * W.WaveSize))
    return X.M.fault(W, I, "an SGPR scratch offset that is not a multiple of 4 * "
                           "wavesize is not modelled");
  const uint64_t ExecMask = W.execMask();
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(ExecMask >> L & 1))
      continue;
    uint64_t Off = SOff / W.WaveSize + static_cast<uint64_t>(I.M.Offset);
    if (I.M.Offen)
      Off += readLane(W, I.Ops[1], L, 1) & 0xffffffffu;
    uint8_t *P = X.M.priv(X, Off, Op.Bytes, static_cast<int>(L));
    if (!P)
      return Status::Fault;
    if (Op.K == MemOp::Load)
      loadToLane(W, I.Ops[0], L, P, Op);
    else if (Op.K == MemOp::Store)
      storeFromLane(W, I.Ops[0], L, P, Op);
    else
      return X.M.fault(W, I, "buffer atomics are not modelled");
  }
  return Status::Next;
}

//===----------------------------------------------------------------------===//
// DS (LDS)
//===----------------------------------------------------------------------===//

Status isaemu::execDS(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  const MemOp Op = MemOp::unpack(X.D.Aux);
  const size_t N = I.Ops.size();
  // Layout: loads: vdst, vaddr; stores: vaddr, vdata; atomics: [vdst,]
  // vaddr, vdata[, vdata2].
  int Dst = -1, Addr = 0, Data = -1, Data2 = -1;
  if (Op.K == MemOp::Load) {
    if (N != 2)
      return X.M.fault(W, I, "unexpected operands");
    Dst = 0;
    Addr = 1;
  } else if (Op.K == MemOp::Store) {
    if (N != 2)
      return X.M.fault(W, I, "unexpected operands");
    Data = 1;
  } else {
    size_t Srcs = Op.K == MemOp::AtomicCmpSwap ? 3 : 2;
    if (N == Srcs + 1)
      Dst = 0;
    else if (N != Srcs)
      return X.M.fault(W, I, "unexpected operands");
    Addr = Dst + 1;
    Data = Addr + 1;
    if (Op.K == MemOp::AtomicCmpSwap)
      Data2 = Data + 1;
  }
  const uint64_t ExecMask = W.execMask();
  const unsigned DW = Op.Bytes >= 4 ? Op.Bytes / 4 : 1;
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(ExecMask >> L & 1))
      continue;
    uint64_t A = ((readLane(W, I.Ops[Addr], L, 1) & 0xffffffffu) +
                  static_cast<uint32_t>(I.M.Offset)) & 0xffffffffu;
    uint8_t *P = X.M.lds(X, A, Op.Bytes, static_cast<int>(L));
    if (!P)
      return Status::Fault;
    if (Op.K == MemOp::Load) {
      loadToLane(W, I.Ops[Dst], L, P, Op);
    } else if (Op.K == MemOp::Store) {
      storeFromLane(W, I.Ops[Data], L, P, Op);
    } else {
      uint64_t D = readLane(W, I.Ops[Data], L, DW), Cmp = 0;
      if (Data2 >= 0) {
        uint64_t D2 = readLane(W, I.Ops[Data2], L, DW);
        // gfx9 ds_cmpst: DATA is the compare value, DATA2 the new value;
        // gfx10+ ds_cmpstore: DATA is the new value (the Signed bit of the
        // table entry marks the gfx9 order).
        if (Op.Signed) {
          Cmp = D;
          D = D2;
        } else {
          Cmp = D2;
        }
      }
      uint64_t Old = atomicRMW(P, Op, D, Cmp);
      if (Dst >= 0)
        writeLane(W, I.Ops[Dst], L, Old, DW);
    }
  }
  return Status::Next;
}

Status isaemu::execDSPair(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  const MemOp Op = MemOp::unpack(X.D.Aux);
  const unsigned Elem = Op.Bytes; // 4 or 8
  const unsigned Scale = Elem * (Op.Stride ? 64 : 1);
  const uint64_t ExecMask = W.execMask();
  const bool IsLoad = Op.K == MemOp::Load;
  if (I.Ops.size() != (IsLoad ? 2u : 3u))
    return X.M.fault(W, I, "unexpected operands");
  const Operand &AOp = I.Ops[IsLoad ? 1 : 0];
  const unsigned DW = Elem / 4;
  for (unsigned L = 0; L < W.WaveSize; ++L) {
    if (!(ExecMask >> L & 1))
      continue;
    uint64_t A = readLane(W, AOp, L, 1) & 0xffffffffu;
    for (unsigned K = 0; K < 2; ++K) {
      uint64_t EA = (A + uint64_t(K ? static_cast<uint32_t>(I.M.Offset1)
                                    : static_cast<uint32_t>(I.M.Offset)) * Scale) &
                    0xffffffffu;
      uint8_t *P = X.M.lds(X, EA, Elem, static_cast<int>(L));
      if (!P)
        return Status::Fault;
      if (IsLoad) {
        Operand R = I.Ops[0];
        R.Reg = static_cast<uint16_t>(R.Reg + K * DW);
        R.Dwords = static_cast<uint8_t>(DW);
        writeLane(W, R, L, load(P, Elem), DW);
      } else {
        uint64_t V = readLane(W, I.Ops[1 + K], L, DW);
        std::memcpy(P, &V, Elem);
      }
    }
  }
  return Status::Next;
}
