//===- OpTable.h - Semantics registry and generation tables -----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The semantics are registered once under a key (SemVALU.cpp,
/// SemScalar.cpp); each generation's table (OpTables.cpp) maps that
/// generation's mnemonics to keys.  Where generations spell an instruction
/// the same way, the tables share a list of mnemonics that are their own
/// keys.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_OPTABLE_H
#define SHFL_LOWERING_LIB_ISAEMU_OPTABLE_H

#include "Handlers.h"
#include "llvm/ADT/StringMap.h"

namespace isaemu {

using SemMap = llvm::StringMap<OpDesc>;

/// Registers the VALU semantics (SemVALU.cpp).
void registerVALU(SemMap &M);
/// Registers SALU, program control, memory and cross-lane handlers
/// (SemScalar.cpp).
void registerScalarAndMemory(SemMap &M);

/// Entry builders.
inline OpDesc valu(VT D, VT A, VT B, VT C, uint8_t N, LaneFn F, uint32_t Fl = 0) {
  OpDesc O{"", execVALU};
  O.Dst = D;
  O.Src[0] = A;
  O.Src[1] = B;
  O.Src[2] = C;
  O.NSrc = N;
  O.Flags = Fl | F_Valu;
  O.Lane = F;
  return O;
}
inline OpDesc v1(VT D, VT A, LaneFn F, uint32_t Fl = 0) {
  return valu(D, A, VT::None, VT::None, 1, F, Fl);
}
inline OpDesc v2(VT D, VT A, VT B, LaneFn F, uint32_t Fl = 0) {
  return valu(D, A, B, VT::None, 2, F, Fl);
}
inline OpDesc v3(VT D, VT A, VT B, VT C, LaneFn F, uint32_t Fl = 0) {
  return valu(D, A, B, C, 3, F, Fl);
}
inline OpDesc packed(VT D, VT A, uint8_t N, LaneFn F, uint32_t Fl = 0) {
  OpDesc O = valu(D, A, N > 1 ? A : VT::None, N > 2 ? A : VT::None, N, F, Fl | F_Packed);
  O.Fn = execPacked;
  return O;
}
inline OpDesc salu(VT D, VT A, VT B, uint8_t N, ScalarFn F, uint32_t Fl = 0) {
  OpDesc O{"", execSALU};
  O.Dst = D;
  O.Src[0] = A;
  O.Src[1] = B;
  O.NSrc = N;
  O.Flags = Fl;
  O.Scalar = F;
  return O;
}
inline OpDesc handler(ExecFn F, uint64_t Aux = 0, VT D = VT::None, VT A = VT::None,
                      VT B = VT::None) {
  OpDesc O{"", F};
  O.Aux = Aux;
  O.Dst = D;
  O.Src[0] = A;
  O.Src[1] = B;
  return O;
}

} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_OPTABLE_H
