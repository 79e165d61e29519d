//===- TableGenCompat.h - LLVM 19 / 22 differences of TableGen --*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one version difference shfl-tblgen meets, kept out of
/// ShflLowering/Support/Compat.h because that header pulls in the IR and pass
/// headers, which a TableGen backend neither needs nor links.
///
/// Everything else is written to compile against both APIs: emitters are
/// registered through TableGen::Emitter::OptClass, whose callback takes a
/// `RecordKeeper &` in LLVM 19 and a `const RecordKeeper &` in LLVM 22 (the
/// emitters take the const one), and record lists are iterated as
/// `const Record *`, which both `std::vector<Record *>` (19) and
/// `ArrayRef<const Record *>` (22) provide.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TBLGEN_TABLEGENCOMPAT_H
#define SHFL_TBLGEN_TABLEGENCOMPAT_H

#include "llvm/Config/llvm-config.h"
#include "llvm/TableGen/Main.h"

namespace shfl {
namespace tblgen_compat {

/// Runs TableGen with the emitter selected on the command line.  In LLVM 19
/// TableGenMainFn is a plain function type; later releases make it a
/// function_ref and add a multi-file overload of TableGenMain, which makes
/// the one-argument call ambiguous there; naming the single-file callback
/// type picks the single-file overload.
inline int runTableGenMain(const char *Argv0) {
#if LLVM_VERSION_MAJOR >= 20
  return llvm::TableGenMain(Argv0, llvm::TableGenMainFn(nullptr));
#else
  return llvm::TableGenMain(Argv0);
#endif
}

} // namespace tblgen_compat
} // namespace shfl

#endif // SHFL_TBLGEN_TABLEGENCOMPAT_H
