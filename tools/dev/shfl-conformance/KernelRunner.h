//===- KernelRunner.h - Where shfl-conformance runs its kernels -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The conformance suite runs the lowered kernels either on the IR-level
/// emulator (the default) or, with --isa, compiles the lowered module with
/// llc, links it with ld.lld into a code object and runs the machine code on
/// the ISA-level emulator.  Both present the kernels the same way: by name,
/// with their argument offsets (KernelInfo), and launch one grid at a time.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_TOOLS_SHFL_CONFORMANCE_KERNELRUNNER_H
#define SHFL_TOOLS_SHFL_CONFORMANCE_KERNELRUNNER_H

#include "ShflLowering/WaveEmu/Emulator.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include <memory>

class KernelRunner {
public:
  virtual ~KernelRunner();
  virtual const wemu::KernelInfo *findKernel(llvm::StringRef Name) const = 0;
  virtual llvm::Error launch(const wemu::KernelInfo &K, wemu::Dim3 Grid, wemu::Dim3 Block,
                             const void *ArgBlock,
                             llvm::ArrayRef<wemu::MemoryRegion> Buffers) = 0;
};

/// The IR-level emulator.
std::unique_ptr<KernelRunner> irRunner(std::unique_ptr<wemu::Emulator> Emu);

/// The ISA-level emulator: \p M compiled by \p LLVMTools/llc for \p CPU and
/// wave size \p Wave and linked by \p LLVMTools/ld.lld, in \p WorkDir.  The
/// kernels' arguments follow the code object's metadata.
llvm::Expected<std::unique_ptr<KernelRunner>>
isaRunner(const llvm::Module &M, llvm::StringRef CPU, unsigned Wave,
          llvm::StringRef LLVMTools, llvm::StringRef WorkDir);

#endif // SHFL_TOOLS_SHFL_CONFORMANCE_KERNELRUNNER_H
