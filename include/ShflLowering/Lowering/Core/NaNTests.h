//===- NaNTests.h - Recognise the tests for a NaN ---------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The shapes in which the IR asks whether a value is a NaN: the inline-PTX
/// translator's integer test on the bits, `(bits & ~sign) > inf` (also as
/// InstCombine writes it, `bitcast (fabs x) > inf`), `fcmp uno/ord`,
/// `llvm.is.fpclass` and `llvm.amdgcn.class` with the NaN classes, and the
/// operations whose result is a NaN whenever an operand is.  Shared by
/// NaNPayloadDemand (which follows a NaN's payload), amdgpu-nan-class-tests
/// (which gives AMDGPU its one-instruction test) and
/// amdgpu-nan-fixup-branches (which follows a NaN to a chain's end).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_CORE_NANTESTS_H
#define SHFL_LOWERING_LOWERING_CORE_NANTESTS_H

#include <optional>

namespace llvm {
class ICmpInst;
class Type;
class Use;
class Value;
struct fltSemantics;
} // namespace llvm

namespace shfl {

/// A condition that is true exactly for the NaNs of format Sem among the
/// values of Tested (TrueOnNaN), or exactly for the other values.  Tested
/// has no bitcast around it; it is of Sem's floating-point type or of the
/// integer of its width.
struct NaNTest {
  llvm::Value *Tested;
  bool TrueOnNaN;
  const llvm::fltSemantics *Sem;
};

/// \p V without the bitcasts around it.
llvm::Value *stripBitcasts(llvm::Value *V);

/// Whether \p T is a scalar type that holds a value of format \p Sem: the
/// floating-point type itself, or the integer of its width.
bool holdsFormat(llvm::Type *T, const llvm::fltSemantics &Sem);

/// An integer compare of a value's bits, its sign cleared, with the bits of
/// infinity: `abs > inf` is true for a NaN, `abs < inf + 1` for anything
/// else.  For 16 bits the constant tells half from bfloat.
std::optional<NaNTest> matchIntNaNTest(const llvm::ICmpInst &IC);

/// \p Cond if it is a test for a NaN of one scalar value: matchIntNaNTest's
/// compare, `fcmp uno/ord x, x` (or with a constant that is not a NaN),
/// `llvm.is.fpclass` or `llvm.amdgcn.class` asking for exactly the NaN
/// classes or exactly the others.
std::optional<NaNTest> matchNaNTest(llvm::Value *Cond);

/// Whether the user of \p U gives a NaN whenever U's value is one, whatever
/// the other operands: IEEE arithmetic (fneg, fadd, fsub, fmul, fdiv, frem,
/// fma, fmuladd, sqrt, canonicalize) and the sign operations (fabs,
/// copysign's magnitude).  Flags aside: with `nnan` the result is poison.
bool makesNaNOfOperand(const llvm::Use &U);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_CORE_NANTESTS_H
