//===- PTXInstrTable.h - The PTX instructions the translator knows -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The instruction table: one row per opcode family and type class.  A row
/// names the opcode, the types it accepts (the first and, for cvt-like
/// opcodes, the second type suffix), the modifier words it accepts, the
/// shape of its operands, an optional check of the combinations the sets
/// alone cannot express, and the IR builder.  The suffixes are classified
/// once (PTXTypes.h); PTXSema picks the row and checks the rest; the builder
/// may then assume a valid instruction.
///
/// Operand shapes, one letter per operand; the letters after a '?' are
/// optional:
///
///   d  value destination            D  value destination, `d|p` allowed
///   p  predicate destination        P  predicate destination, `p|q` allowed
///   a  value source                 q  predicate source (`!p` allowed)
///   X  destination or vector of them   x  source or vector of sources
///   m  address `[...]`              l  label
///   i  immediate (a literal or an `n` operand)
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_PTX_PTXINSTRTABLE_H
#define SHFL_LOWERING_PTX_PTXINSTRTABLE_H

#include "ShflLowering/PTX/PTXSema.h"
#include "ShflLowering/PTX/PTXTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace shfl {
namespace ptx {

class BuildCtx;

/// Extra validity of a matched instruction; returns an empty string or the
/// reason it is refused.
using CheckFn = std::string (*)(const RInstr &I, const AsmSignature &Sig);
/// Emits the IR of a checked instruction.
using BuildFn = void (*)(BuildCtx &C, const RInstr &I);

enum RowFlags : unsigned {
  PRF_None = 0,
  /// Memory or synchronisation effects: a guard becomes a branch, and the
  /// statement is never dead.
  PRF_SideEffect = 1u << 0,
  /// A warp-collective: a guard becomes a branch (the lanes whose guard is
  /// false do not take part).
  PRF_Convergent = 1u << 1,
  /// `bra`: handled by the code generator.
  PRF_Branch = 1u << 2,
  /// The result is approximate by definition (.approx): translated to the
  /// correctly rounded function, not NVIDIA's bits.
  PRF_Approx = 1u << 3,
};

struct InstrRow {
  llvm::StringLiteral Name;
  TypeMask Types;  ///< the accepted first type suffix (0: none)
  TypeMask Types2; ///< the accepted second type suffix (0: none)
  unsigned MinTypes, MaxTypes;
  ModSet Mods;
  llvm::StringLiteral Shape;
  unsigned Flags;
  CheckFn Check;
  BuildFn Build;
  llvm::StringLiteral Doc; ///< one line, for the documentation
};

/// All rows, in table order.
llvm::ArrayRef<InstrRow> instrTable();
/// The rows of opcode \p Name (the first dotted part), possibly none.
llvm::ArrayRef<const InstrRow *> rowsFor(llvm::StringRef Name);
/// Opcodes that are reported as out of scope (tensor cores, TMA, async
/// copies), with the family named in the message.
bool isOutOfScopeOpcode(llvm::StringRef Name);

} // namespace ptx
} // namespace shfl

#endif // SHFL_LOWERING_PTX_PTXINSTRTABLE_H
