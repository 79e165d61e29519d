//===- Scalar.cpp - Scalar ALU, program control and hardware registers ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The scalar handlers: the generic SALU driver (SOP1, SOP2, SOPC, SOPK from
/// the table's scalar functions), EXEC save/restore, branches (the manuals'
/// "PC = PC + signext(SIMM16 * 4) + 4"), s_getpc/s_setpc/s_swappc with
/// host addresses (PC-relative code computes host addresses of the loaded
/// image), the end of the program, barriers and sleeps (the scheduler's),
/// traps, and the hardware registers a kernel reads or writes (MODE,
/// SH_MEM_BASES, TRAPSTS; the FLAT_SCR registers of gfx10 are accepted and
/// ignored: private memory is addressed per lane).
///
//===----------------------------------------------------------------------===//

#include "Handlers.h"
#include <string>

using namespace isaemu;

/// The SOPK immediate: the last operand, as printed (16 bits).
static int64_t sopkImm(const Inst &I) {
  for (size_t K = I.Ops.size(); K-- > 0;)
    if (I.Ops[K].K == Operand::Const)
      return I.Ops[K].Int & 0xffff;
  return 0;
}

Status isaemu::execSALU(Exec &X) {
  const Inst &I = X.I;
  const OpDesc &D = X.D;
  Wave &W = X.W;
  ScalarIO S;
  S.SCC = W.SCC;
  size_t First = D.Dst != VT::None ? 1 : 0;
  if (D.Flags & F_Sopk) {
    S.Imm = sopkImm(I);
    if (!I.Ops.empty() && I.Ops[0].K != Operand::Const)
      S.S[0] = readScalar(W, I.Ops[0], dwordsOf(D.Src[0]));
  } else {
    if (I.Ops.size() < First + D.NSrc)
      return X.M.fault(W, I, "unexpected operands");
    for (unsigned K = 0; K < D.NSrc && K < 2; ++K)
      S.S[K] = readScalar(W, I.Ops[First + K], dwordsOf(D.Src[K]));
    if ((D.Flags & F_ReadDst) && First)
      S.S[1] = readScalar(W, I.Ops[0], dwordsOf(D.Dst));
  }
  if (D.Flags & F_ReadsExec)
    S.S[1] = W.execMask();
  uint64_t R = D.Scalar(S);
  if (D.Dst != VT::None && !I.Ops.empty())
    writeScalar(W, I.Ops[0], R, dwordsOf(D.Dst));
  if (D.Flags & F_SCC)
    W.SCC = S.SCC;
  return Status::Next;
}

Status isaemu::execSaveExec(Exec &X) {
  const Inst &I = X.I;
  Wave &W = X.W;
  if (I.Ops.size() != 2)
    return X.M.fault(W, I, "unexpected operands");
  const unsigned DW = W.WaveSize == 64 ? 2 : 1;
  uint64_t Mask = W.laneMaskAll();
  uint64_t S0 = readScalar(W, I.Ops[1], DW), E = W.execMask(), N;
  switch (static_cast<SaveExecKind>(X.D.Aux & 0xff)) {
  case SE_And: N = S0 & E; break;
  case SE_Or: N = S0 | E; break;
  case SE_Xor: N = S0 ^ E; break;
  case SE_AndN2: N = S0 & ~E; break;
  case SE_OrN2: N = S0 | ~E; break;
  case SE_Nand: N = ~(S0 & E); break;
  case SE_Nor: N = ~(S0 | E); break;
  case SE_Xnor: N = ~(S0 ^ E); break;
  case SE_AndN1: N = ~S0 & E; break;
  case SE_OrN1: N = ~S0 | E; break;
  }
  N &= Mask;
  bool WritesNew = X.D.Aux >> 8 & 1;
  W.setExec(N);
  writeScalar(W, I.Ops[0], WritesNew ? N : E, DW);
  W.SCC = N != 0;
  return Status::Next;
}

/// The branch offset of SOPP branches (simm16, in dwords).
static int64_t branchOffset(const Inst &I) {
  return I.Imms.empty() ? 0 : static_cast<int16_t>(I.Imms[0] & 0xffff);
}

Status isaemu::execBranch(Exec &X) {
  Wave &W = X.W;
  bool Taken = false;
  switch (static_cast<BranchCond>(X.D.Aux)) {
  case BR_Always: Taken = true; break;
  case BR_Scc0: Taken = !W.SCC; break;
  case BR_Scc1: Taken = W.SCC; break;
  case BR_Vccz: Taken = W.vccMask() == 0; break;
  case BR_Vccnz: Taken = W.vccMask() != 0; break;
  case BR_Execz: Taken = W.execMask() == 0; break;
  case BR_Execnz: Taken = W.execMask() != 0; break;
  }
  if (!Taken)
    return Status::Next;
  uint64_t Target = X.I.VA + 4 + static_cast<uint64_t>(branchOffset(X.I) * 4);
  if (Target <= X.I.VA) {
    W.LoopFrom = X.I.VA;
    W.LoopTo = Target;
  }
  W.PC = Target;
  return Status::Jump;
}

Status isaemu::execGetPC(Exec &X) {
  if (X.I.Ops.size() != 1)
    return X.M.fault(X.W, X.I, "unexpected operands");
  writeScalar(X.W, X.I.Ops[0], X.M.CO.hostAddress(X.I.VA + X.I.Size), 2);
  return Status::Next;
}

/// A host code address back to a virtual address of the image.
static bool codeVA(Exec &X, uint64_t Host, uint64_t &VA) {
  uint64_t Base = X.M.CO.hostAddress(0);
  if (Host < Base || !X.M.CO.containsVA(Host - Base, 4) || (Host & 3))
    return false;
  VA = Host - Base;
  for (const CodeObject::Segment &S : X.M.CO.segments())
    if (S.Executable && VA >= S.VA && VA < S.VA + S.Size)
      return true;
  return false;
}

Status isaemu::execSetPC(Exec &X) {
  if (X.I.Ops.size() != 1)
    return X.M.fault(X.W, X.I, "unexpected operands");
  uint64_t Host = readScalar(X.W, X.I.Ops[0], 2), VA;
  if (!codeVA(X, Host, VA))
    return X.M.fault(X.W, X.I, "jump to " + hex(Host) +
                                   ", which is not code of the code object");
  X.W.PC = VA;
  return Status::Jump;
}

Status isaemu::execSwapPC(Exec &X) {
  if (X.I.Ops.size() != 2)
    return X.M.fault(X.W, X.I, "unexpected operands");
  uint64_t Host = readScalar(X.W, X.I.Ops[1], 2), VA;
  if (!codeVA(X, Host, VA))
    return X.M.fault(X.W, X.I, "call to " + hex(Host) +
                                   ", which is not code of the code object");
  writeScalar(X.W, X.I.Ops[0], X.M.CO.hostAddress(X.I.VA + X.I.Size), 2);
  X.W.PC = VA;
  return Status::Jump;
}

Status isaemu::execCall(Exec &X) {
  if (X.I.Ops.empty())
    return X.M.fault(X.W, X.I, "unexpected operands");
  writeScalar(X.W, X.I.Ops[0], X.M.CO.hostAddress(X.I.VA + X.I.Size), 2);
  X.W.PC = X.I.VA + 4 + static_cast<uint64_t>(branchOffset(X.I) * 4);
  return Status::Jump;
}

Status isaemu::execEndPgm(Exec &) { return Status::End; }
Status isaemu::execBarrier(Exec &) { return Status::Barrier; }
Status isaemu::execNop(Exec &) { return Status::Next; }
Status isaemu::execSleep(Exec &) { return Status::Yield; }

Status isaemu::execTrap(Exec &X) {
  int64_t Code = X.I.Imms.empty() ? 0 : X.I.Imms[0];
  // CUDA device code prints to stderr only in a failed assert's message
  // (nvvm-to-amdgpu's lowering of __assertfail): a trap after one is the
  // assert's.
  if (X.W.PrintedStderr) {
    X.M.Trapped = Machine::TrapKind::Assert;
    return X.M.fault(X.W, X.I, "device-side assert triggered\n  the failed assert's message "
                               "is printed above; CUDA reports cudaErrorAssert");
  }
  X.M.Trapped = Machine::TrapKind::Trap;
  return X.M.fault(X.W, X.I, "s_trap " + std::to_string(Code) +
                                 ": the kernel trapped (__trap(), a failed "
                                 "assert or an llvm.trap)");
}

/// hwreg(ID, OFFSET, SIZE) as the SOPK simm16 encodes it.
struct HwReg {
  unsigned Id, Offset, Size;
};
static HwReg hwreg(int64_t Simm) {
  uint32_t V = static_cast<uint32_t>(Simm);
  return {V & 0x3f, (V >> 6) & 0x1f, ((V >> 11) & 0x1f) + 1};
}

namespace {
enum HwRegId : unsigned {
  HW_REG_MODE = 1,
  HW_REG_STATUS = 2,
  HW_REG_TRAPSTS = 3,
  HW_REG_SH_MEM_BASES = 15,
  HW_REG_FLAT_SCR_LO = 20,
  HW_REG_FLAT_SCR_HI = 21,
};
} // namespace

static bool readHwReg(Exec &X, unsigned Id, uint32_t &V) {
  switch (Id) {
  case HW_REG_MODE:
    V = X.W.Mode;
    return true;
  case HW_REG_TRAPSTS:
    V = X.W.TrapSts;
    return true;
  case HW_REG_SH_MEM_BASES:
    if (X.M.Proc.G == Gen::GFX12)
      return false;
    // [15:0] the private aperture's address bits [63:48], [31:16] the
    // shared aperture's.
    V = static_cast<uint32_t>(PrivateAperture >> 48) |
        static_cast<uint32_t>(SharedAperture >> 48) << 16;
    return true;
  default:
    return false;
  }
}

static bool writeHwReg(Exec &X, unsigned Id, uint32_t V, uint32_t Mask) {
  switch (Id) {
  case HW_REG_MODE:
    X.W.Mode = (X.W.Mode & ~Mask) | (V & Mask);
    return true;
  case HW_REG_TRAPSTS:
    X.W.TrapSts = (X.W.TrapSts & ~Mask) | (V & Mask);
    return true;
  case HW_REG_FLAT_SCR_LO:
  case HW_REG_FLAT_SCR_HI:
    // gfx10 kernels set up flat scratch here; private memory is per lane.
    return X.M.Proc.G == Gen::GFX10;
  default:
    return false;
  }
}

Status isaemu::execGetReg(Exec &X) {
  if (X.I.Imms.empty() || X.I.Ops.size() != 1)
    return X.M.fault(X.W, X.I, "unexpected operands");
  HwReg H = hwreg(X.I.Imms[0]);
  uint32_t V;
  if (!readHwReg(X, H.Id, V))
    return X.M.fault(X.W, X.I, "reading hardware register " + std::to_string(H.Id) +
                                   " is not modelled");
  uint32_t Mask = H.Size >= 32 ? ~0u : ((1u << H.Size) - 1);
  writeScalar(X.W, X.I.Ops[0], (V >> H.Offset) & Mask, 1);
  return Status::Next;
}

static Status setReg(Exec &X, int64_t Simm, uint32_t Value) {
  HwReg H = hwreg(Simm);
  uint32_t Mask = H.Size >= 32 ? ~0u : ((1u << H.Size) - 1);
  if (!writeHwReg(X, H.Id, (Value & Mask) << H.Offset, Mask << H.Offset))
    return X.M.fault(X.W, X.I, "writing hardware register " + std::to_string(H.Id) +
                                   " is not modelled");
  return Status::Next;
}

Status isaemu::execSetReg(Exec &X) {
  if (X.I.Imms.empty() || X.I.Ops.size() != 1)
    return X.M.fault(X.W, X.I, "unexpected operands");
  return setReg(X, X.I.Imms[0], static_cast<uint32_t>(readScalar(X.W, X.I.Ops[0], 1)));
}

Status isaemu::execSetRegImm(Exec &X) {
  if (X.I.Imms.size() < 2)
    return X.M.fault(X.W, X.I, "unexpected operands");
  return setReg(X, X.I.Imms[1], static_cast<uint32_t>(X.I.Imms[0]));
}

Status isaemu::execDenormMode(Exec &X) {
  uint32_t V = X.I.Imms.empty() ? 0 : static_cast<uint32_t>(X.I.Imms[0]) & 0xf;
  X.W.Mode = (X.W.Mode & ~0xf0u) | V << 4;
  return Status::Next;
}

Status isaemu::execRoundMode(Exec &X) {
  uint32_t V = X.I.Imms.empty() ? 0 : static_cast<uint32_t>(X.I.Imms[0]) & 0xf;
  X.W.Mode = (X.W.Mode & ~0xfu) | V;
  return Status::Next;
}

Status isaemu::execSendMsg(Exec &) {
  // Messages (MSG_DEALLOC_VGPRS at the end of gfx11+ kernels, interrupts)
  // have no effect on what the kernel computes.
  return Status::Next;
}

Status isaemu::execMemTime(Exec &X) {
  if (X.I.Ops.size() != 1)
    return X.M.fault(X.W, X.I, "unexpected operands");
  // A deterministic clock: the instructions executed so far.
  writeScalar(X.W, X.I.Ops[0], X.M.Instructions, 2);
  return Status::Next;
}
