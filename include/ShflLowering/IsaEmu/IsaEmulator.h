//===- IsaEmulator.h - Run AMDGPU code objects instruction by instruction -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The ISA-level emulator (`wave-emu --isa`): it loads a code object
/// (CodeObject.h), launches a kernel the way an HSA runtime does (the
/// kernel descriptor's user and system SGPRs and work-item VGPRs, the
/// argument block with the hidden arguments at the metadata's offsets, a
/// dispatch packet) and executes the machine code wave by wave, decoding
/// each instruction once (Decoder.h) and running it from the table of its
/// processor's generation (gfx9: gfx90a, gfx942; gfx10: gfx1030; gfx11:
/// gfx1100; gfx12: gfx1200), in wave32 or wave64 as the descriptor says.
///
/// The waves of a workgroup run round robin, a bounded number of
/// instructions per turn, so a wave that spins on memory another wave
/// writes lets that wave run; s_barrier waits for every wave of the
/// workgroup that has not ended.  A run that is stopped (requestStop, from
/// a time-out) reports where each unfinished wave is and which loop it
/// spins in.  Every memory access is checked (docs/isa-emu.md); the first
/// invalid one, an instruction the tables do not know, or a trap stops the
/// launch with an error that names the instruction and its address.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_ISAEMU_ISAEMULATOR_H
#define SHFL_LOWERING_ISAEMU_ISAEMULATOR_H

#include "ShflLowering/IsaEmu/CodeObject.h"
#include "ShflLowering/WaveEmu/Checks.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <memory>

namespace isaemu {

struct IsaOptions {
  /// Print every executed instruction with its wave to this stream.
  llvm::raw_ostream *Trace = nullptr;
  /// The output of device printf (OCKL's hostcall printf, served by the
  /// host side of the hostcall protocol): one call per message, in the
  /// order the waves' hostcalls are served, a wave's lanes in lane order.
  /// The default writes it to stdout or stderr at once.
  std::function<void(wemu::PrintStream, llvm::StringRef)> OnPrint;
};

class IsaEmulator {
public:
  ~IsaEmulator();

  /// An emulator for code object \p CO.  \p CPU, if not empty, must name the
  /// code object's processor.
  static llvm::Expected<std::unique_ptr<IsaEmulator>>
  create(std::unique_ptr<CodeObject> CO, llvm::StringRef CPU, IsaOptions Opts = {});

  const CodeObject &codeObject() const;
  /// The wave size the kernel runs in (its descriptor's).
  unsigned waveSize(const KernelSymbol &K) const;

  /// The explicit arguments of \p K as a launch description's arguments
  /// fill them (wemu::LaunchMemory::build): at the metadata's offsets, in
  /// an argument block of the kernel's kernarg size.  The metadata gives
  /// sizes and value kinds, not types: a scalar argument takes any launch
  /// type of its size.
  llvm::Expected<wemu::KernelInfo> kernelInfo(const KernelSymbol &K,
                                              const wemu::LaunchSpec &S) const;

  /// Runs \p K over \p Grid workgroups of \p Block work-items.  \p ArgBlock
  /// holds the explicit arguments at their metadata offsets (\p ArgBytes
  /// bytes); the hidden arguments are filled here.  \p Buffers is the global
  /// memory the launch owns.
  llvm::Error launch(const KernelSymbol &K, wemu::Dim3 Grid, wemu::Dim3 Block,
                     const void *ArgBlock, size_t ArgBytes,
                     llvm::ArrayRef<wemu::MemoryRegion> Buffers, uint32_t DynamicLDS);

  /// Instructions (wave instructions) executed so far.
  uint64_t instructionsExecuted() const;

  /// Asks the running launch to stop (async-signal-safe): it fails with a
  /// report of where each unfinished wave is.
  void requestStop();

  struct Impl;

private:
  explicit IsaEmulator(std::unique_ptr<Impl> I);
  std::unique_ptr<Impl> P;
};

} // namespace isaemu

#endif // SHFL_LOWERING_ISAEMU_ISAEMULATOR_H
