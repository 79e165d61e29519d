//===- DevicePrintf.h - CUDA's device printf and assert on AMDGPU -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering of CUDA's device printf (`vprintf(format, buffer)`) and
/// assert (`__assertfail(message, file, line, function, charSize)`, and
/// glibc's `__assert_fail` without the last operand) for nvvm-to-amdgpu.
///
/// printf becomes HIP's own printf on AMD: the hostcall calls of OCKL
/// (`__ockl_printf_begin`, `__ockl_printf_append_string_n`,
/// `__ockl_printf_append_args`), which LLVM's emitAMDGPUPrintfCall emits
/// and ROCm's runtime serves.  CUDA packs the arguments into a buffer whose
/// layout only the format string tells: each argument at its size's
/// alignment, 4 bytes for an int conversion without `l`, `ll`, `z` (a `*`
/// width too), 8 for the others.  The format is therefore read at compile
/// time, in CUDA's dialect (parseCUDAFormat), and rewritten into one that C
/// formats as CUDA does: what CUDA prints as written (`%.*f`, `%j`, unknown
/// conversions, conversions past the 32nd argument) becomes literal text.
/// The call's value is what CUDA's printf returns: the number of arguments
/// formatted.
///
/// A failed assert prints CUDA's message on stderr
/// (`__ockl_fprintf_stderr_begin`),
///   FILE:LINE: FUNCTION: block: [x,y,z], thread: [x,y,z] Assertion `EXPR` failed.
/// and traps; the `llvm.trap` carries `!shfl.assertfail`, which the
/// emulator reports as a failed assert (cudaErrorAssert) rather than a trap.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LOWERING_NVVM_DEVICEPRINTF_H
#define SHFL_LOWERING_LOWERING_NVVM_DEVICEPRINTF_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Instructions.h"
#include <functional>
#include <string>

namespace shfl {

/// The most arguments CUDA's printf formats.
constexpr unsigned CUDAPrintfMaxArgs = 32;

/// The metadata kind on the trap that ends a failed assert.
constexpr const char *AssertFailMD = "shfl.assertfail";

/// One argument a format takes from CUDA's buffer.
struct PrintfArg {
  enum Kind { Int32, Int64, Double, String, Pointer } K;
  /// For a String: what a null pointer prints, as the H100 prints it (the C
  /// library's rule: "(null)", or nothing when a precision below 6 is given).
  llvm::StringRef NullText = "(null)";
  unsigned size() const { return K == Int32 ? 4 : 8; }
};

/// A format string in CUDA's dialect, rewritten for C's printf.
struct CUDAFormat {
  std::string CFormat; ///< C's printf prints it as CUDA prints the original
  llvm::SmallVector<PrintfArg, 8> Args; ///< what it reads from the buffer
};

/// Reads \p Format as CUDA's printf does.
CUDAFormat parseCUDAFormat(llvm::StringRef Format);

/// Reports an unsupported call (at the call, with its location).
using PrintfDiagnose = std::function<void(llvm::Instruction &, const llvm::Twine &)>;

/// Lowers `vprintf` call \p CI; false (after \p Diag) if it cannot.
bool lowerVPrintf(llvm::CallInst &CI, const PrintfDiagnose &Diag);

/// Lowers `__assertfail` / `__assert_fail` call \p CI; false (after \p Diag)
/// if it cannot.
bool lowerAssertFail(llvm::CallInst &CI, const PrintfDiagnose &Diag);

/// Keeps the OCKL printf functions that linking brought in as they are:
/// not inlined, with their own names and signatures (linkonce_odr, so that
/// no interprocedural pass changes them), which is the interface the
/// emulator runs them by (docs/wave-emu.md).
void keepPrintfEntryPoints(llvm::Module &M);

} // namespace shfl

#endif // SHFL_LOWERING_LOWERING_NVVM_DEVICEPRINTF_H
