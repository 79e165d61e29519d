//===- IsaError.h - The ISA emulator's error helper -------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_ISAEMU_ISAERROR_H
#define SHFL_LOWERING_LIB_ISAEMU_ISAERROR_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace isaemu {
namespace detail {

/// An error with the message \p Msg.
inline llvm::Error fail(const llvm::Twine &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

} // namespace detail
} // namespace isaemu

#endif // SHFL_LOWERING_LIB_ISAEMU_ISAERROR_H
