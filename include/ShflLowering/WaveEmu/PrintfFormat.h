//===- PrintfFormat.h - A device printf's message, formatted ----*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One device printf's message as OCKL's printf sends it (a format string,
/// `%s` strings and 64-bit values), and the formatter both emulators print
/// it with: the IR-level one gathers the message from OCKL's calls
/// (lib/WaveEmu/Printf.cpp), the ISA-level one from the hostcall packets
/// (lib/IsaEmu/Hostcall.cpp).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_PRINTFFORMAT_H
#define SHFL_LOWERING_WAVEEMU_PRINTFFORMAT_H

#include "ShflLowering/WaveEmu/Emulator.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace wemu {

/// One argument of a device printf as OCKL sends it: a string (the format
/// is the first) or a 64-bit value.
struct PrintfElement {
  bool IsString = false;
  bool Null = false; ///< a null string pointer
  uint64_t Value = 0;
  std::string Text;
};

/// One printf call's message.
struct PrintfMessage {
  PrintStream Stream = PrintStream::Stdout;
  std::vector<PrintfElement> Elements;
};

/// \p M formatted as C's printf formats it (glibc, as ROCm's runtime does):
/// each conversion by the host's snprintf; one that C would not read, or
/// without its argument, printed as written.
std::string formatPrintf(const PrintfMessage &M);

/// The arguments that format string \p Format takes, in order, as
/// formatPrintf reads them: true for a `%s` string, false for a 64-bit
/// value (a `*` width included).  The ISA mode splits a hostcall message
/// into its elements with it, as ROCm's printf service does.
std::vector<bool> printfArgumentKinds(llvm::StringRef Format);

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_PRINTFFORMAT_H
