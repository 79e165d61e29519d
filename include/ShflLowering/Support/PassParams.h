//===- PassParams.h - Parameters of the project's passes --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parameter parser of a pass that takes none (`-passes=name<...>`).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_SUPPORT_PASSPARAMS_H
#define SHFL_LOWERING_SUPPORT_PASSPARAMS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace shfl {

/// The default options of pass \p Pass, or an error naming it if the
/// pipeline text gave it parameters \p Params.
template <typename OptionsT>
llvm::Expected<OptionsT> parseNoParams(llvm::StringRef Pass,
                                       llvm::StringRef Params) {
  if (!Params.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   llvm::Twine(Pass) +
                                       " takes no parameter ('" + Params +
                                       "' given)");
  return OptionsT();
}

} // namespace shfl

#endif // SHFL_LOWERING_SUPPORT_PASSPARAMS_H
