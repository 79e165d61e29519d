//===- Error.h - The emulator's error helper --------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_WAVEEMU_ERROR_H
#define SHFL_LOWERING_LIB_WAVEEMU_ERROR_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace wemu {
namespace detail {

/// An error with the message \p Msg (the emulator's errors carry no code).
llvm::Error fail(const llvm::Twine &Msg);

} // namespace detail
} // namespace wemu

#endif // SHFL_LOWERING_LIB_WAVEEMU_ERROR_H
