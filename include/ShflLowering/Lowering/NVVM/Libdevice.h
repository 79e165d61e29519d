//===- Libdevice.h - The libdevice table -------------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Every function of CUDA's libdevice and how it maps to AMDGPU, as rows of
/// Libdevice.def: the lookup that nvvm-libdevice-to-amdgpu does, the LLVM
/// type a row stands for, and the counts the README's figure gives.  Plain
/// C++ over LLVM types, so that tools (libdevice-ulp) use the same table.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_LIBDEVICE_H
#define SHFL_LOWERING_LOWERING_NVVM_LIBDEVICE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class FunctionType;
class LLVMContext;
} // namespace llvm

namespace shfl {
namespace libdevice {

enum class Status { Exact, Measured, Unsupported };
enum class Kind { Ocml, Intrinsic, Lib, Mufu, None };

/// One row of Libdevice.def.
struct Function {
  llvm::StringRef Name;   ///< without "__nv_"
  llvm::StringRef Ret;    ///< "f32", "void", ...
  llvm::StringRef Params; ///< "(f32, of32, of32)"
  Status St;
  Kind K;
  llvm::StringRef Target; ///< the OCML function or the intrinsic's name
  llvm::StringRef Bound;  ///< CUDA's documented accuracy
  llvm::StringRef Domain; ///< the sweep's inputs
};

/// All rows, in libdevice.10.bc's order.
llvm::ArrayRef<Function> functions();

/// The row of \p Name ("__nv_expf" or "expf"), or null.
const Function *lookup(llvm::StringRef Name);

/// The LLVM type of a row's function: the scalar tokens map to float,
/// double, i16, i32, i64 and void, every pointer token to `ptr` (the
/// generic address space, as libdevice declares them).  Null for a
/// malformed row.
llvm::FunctionType *getFunctionType(const Function &F, llvm::LLVMContext &Ctx);

llvm::StringRef statusName(Status S);
llvm::StringRef kindName(Kind K);

} // namespace libdevice
} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_LIBDEVICE_H
