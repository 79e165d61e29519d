//===- IntegerWarpOps.h - The integer ops of warp idioms --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The integer ops that the whole-warp idioms (the scan of
/// AMDGPUWarpIdioms.h, the reduction chains of AMDGPUReductionChains.h)
/// recognise: add, and, or, xor and the smin/smax/umin/umax intrinsics on
/// i32.  All are associative and commutative, so any order of combining is
/// exact; floats are not here, their order must stay CUDA's.  The identity
/// and the combining are the redux op's (reduxIdentity, applyReduxOp).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_INTEGERWARPOPS_H
#define SHFL_LOWERING_LOWERING_CORE_INTEGERWARPOPS_H

#include "ShflLowering/Lowering/Core/WarpTarget.h"
#include "llvm/IR/Intrinsics.h"

namespace llvm {
class Instruction;
} // namespace llvm

namespace shfl {

struct IntegerWarpOp {
  const char *Name;        ///< "add", "smax", ...
  unsigned Opcode;         ///< a BinaryOperator opcode, or 0
  llvm::Intrinsic::ID IID; ///< the min/max intrinsic when Opcode is 0
  ReduxOp Redux;
  bool Idempotent; ///< op(x, x) == x
};

/// The op that \p I applies to two i32 operands, or null.
const IntegerWarpOp *integerWarpOpOf(const llvm::Instruction &I);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_INTEGERWARPOPS_H
