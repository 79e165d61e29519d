//===- Handlers.h - The ISA emulator's instruction handlers -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The execution functions the per-generation tables point to.  Generic
/// ones (execVALU, execPacked, execSALU) run a table entry's lane or scalar
/// function; the others implement one instruction class each.  The `Aux`
/// field of a table entry parameterises them (see each declaration).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_HANDLERS_H
#define SHFL_LOWERING_LIB_ISAEMU_HANDLERS_H

#include "Machine.h"

namespace isaemu {

// Valu.cpp
Status execVALU(Exec &X);
/// The results of a VALU instruction before they are written (VOPD runs
/// both halves' computations first).
struct ValuOut {
  uint64_t Res[64];
  uint64_t Enabled = 0, Mask = 0;
};
Status computeVALU(Exec &X, ValuOut &Out);
void writeVALU(Exec &X, const ValuOut &Out);
Status execPacked(Exec &X);

// Scalar.cpp
Status execSALU(Exec &X);
/// s_*_saveexec / s_*_wrexec; Aux: SaveExecKind | (WritesNew << 8).
Status execSaveExec(Exec &X);
enum SaveExecKind : uint64_t { SE_And, SE_Or, SE_Xor, SE_AndN2, SE_OrN2, SE_Nand, SE_Nor,
                               SE_Xnor, SE_AndN1, SE_OrN1 };
/// s_branch, s_cbranch_*; Aux: BranchCond.
Status execBranch(Exec &X);
enum BranchCond : uint64_t { BR_Always, BR_Scc0, BR_Scc1, BR_Vccz, BR_Vccnz, BR_Execz,
                             BR_Execnz };
Status execGetPC(Exec &X);
Status execSetPC(Exec &X);
Status execSwapPC(Exec &X);
Status execCall(Exec &X);
Status execEndPgm(Exec &X);
Status execBarrier(Exec &X);
Status execNop(Exec &X);  ///< s_nop, s_waitcnt*, cache maintenance, hints
Status execSleep(Exec &X);
Status execTrap(Exec &X);
Status execGetReg(Exec &X);
Status execSetReg(Exec &X);
Status execSetRegImm(Exec &X);
Status execDenormMode(Exec &X);
Status execRoundMode(Exec &X);
Status execSendMsg(Exec &X);
Status execMemTime(Exec &X);

// Memory.cpp.  Aux of memory operations: MemOp (kind, size, sign).
Status execSMEM(Exec &X);
Status execFlat(Exec &X);   ///< flat_*, global_*, scratch_* loads/stores/atomics
Status execMUBUF(Exec &X);  ///< buffer_* through the private segment buffer
Status execDS(Exec &X);     ///< ds_read/write/atomics (LDS)
Status execDSPair(Exec &X); ///< ds_read2/ds_write2 (two addresses)

/// Memory operation parameters packed into Aux.
struct MemOp {
  enum Kind : uint8_t { Load, Store, Atomic, AtomicCmpSwap };
  enum Atom : uint8_t { Swap, Add, Sub, SMin, UMin, SMax, UMax, And, Or, Xor, Inc, Dec,
                        FAdd, FMin, FMax, CSub, RSub, None };
  Kind K = Load;
  uint8_t Bytes = 4;     ///< per register group accessed (1,2,4,8,12,16,...)
  bool Signed = false;   ///< sub-dword loads: sign-extend
  uint8_t D16 = 0;       ///< 1: write the low half (d16), 2: the high half (d16_hi)
  Atom A = None;
  bool Float = false;    ///< FAdd/FMin/FMax on f32/f64
  uint8_t Stride = 0;    ///< ds_read2/write2: 0 element units, 1 stride 64
  constexpr uint64_t pack() const {
    return uint64_t(K) | uint64_t(Bytes) << 8 | uint64_t(Signed) << 16 |
           uint64_t(D16) << 17 | uint64_t(A) << 24 | uint64_t(Float) << 32 |
           uint64_t(Stride) << 33;
  }
  static constexpr MemOp unpack(uint64_t V) {
    MemOp M;
    M.K = static_cast<Kind>(V & 0xff);
    M.Bytes = static_cast<uint8_t>(V >> 8);
    M.Signed = V >> 16 & 1;
    M.D16 = static_cast<uint8_t>(V >> 17 & 3);
    M.A = static_cast<Atom>(V >> 24 & 0xff);
    M.Float = V >> 32 & 1;
    M.Stride = V >> 33 & 1;
    return M;
  }
};

// CrossLane.cpp
Status execReadLane(Exec &X);
Status execReadFirstLane(Exec &X);
Status execWriteLane(Exec &X);
/// v_permlane16/x16; Aux 0: within the row, 1: the other row of the pair.
Status execPermlane16(Exec &X);
Status execPermlane64(Exec &X);
Status execBPermute(Exec &X);
Status execPermute(Exec &X);
Status execSwizzle(Exec &X);
Status execVOPD(Exec &X);
Status execFmaMix(Exec &X); ///< v_fma_mix_f32/mixlo/mixhi; Aux 0/1/2
Status execPkMov(Exec &X);  ///< v_pk_mov_b32
Status execAccMov(Exec &X); ///< v_accvgpr_read/write/mov

} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_HANDLERS_H
