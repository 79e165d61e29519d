//===- Emulator.h - Run amdgcn kernels on the host, lane by lane -*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The wave emulator: JIT-compiles a prepared module (Instrument.h) with ORC
/// LLJIT and runs a grid of workgroups.  Every lane is a fiber; within a
/// wave, lanes run until they block at a cross-lane call, then the scheduler
/// releases the group of lanes with the smallest thread-frontier key (see
/// Instrument.cpp) as EXEC, evaluates the operation (Semantics.h) and lets
/// them continue.  s.barrier waits for every wave of the workgroup; when
/// waves wait at barriers that cannot all be met the launch fails with a
/// listing of where each lane waits.
///
/// Workgroups run one after another on the calling thread.
///
/// Device printf (the OCKL hostcall printf calls) prints through
/// EmulatorOptions::OnPrint.
///
/// Unless EmulatorOptions::MemCheck is off, every memory access of the
/// kernel is checked (Checks.h) against the buffers the launch names, the
/// module's globals, the workgroup's LDS and the lane's private allocations;
/// the first invalid one stops the launch with an error that names the
/// kernel, the source location, the lane and the memory it missed.  So do
/// an integer division by zero, a trap, `unreachable`, and a lane that runs
/// out of stack (a signal handler catches the guard page while a launch
/// runs).
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_WAVEEMU_EMULATOR_H
#define SHFL_LOWERING_WAVEEMU_EMULATOR_H

#include "ShflLowering/WaveEmu/GPUTarget.h"
#include "ShflLowering/WaveEmu/Instrument.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <memory>

namespace wemu {

struct Dim3 {
  uint32_t X = 1, Y = 1, Z = 1;
  uint64_t count() const { return uint64_t(X) * Y * Z; }
};

/// Where a device printf prints: OCKL's streams.
enum class PrintStream : uint8_t { Stdout = 1, Stderr = 2 };

struct EmulatorOptions {
  size_t StackSize = 256 * 1024; ///< bytes per lane
  /// Warnings (reads of inactive lanes, non-uniform SGPR operands); the
  /// default prints "warning: ..." to stderr, once per site and message.
  std::function<void(const std::string &)> OnWarning;
  bool DumpIR = false; ///< print the host module before compiling it
  /// Check every memory access of the kernel (docs/wave-emu.md, "Memory
  /// checking").  Division, trap and stack checks stay on without it.
  bool MemCheck = true;
  /// The output of device printf (OCKL's printf, which nvvm-to-amdgpu lowers
  /// CUDA's printf and assert messages to): one call per printf call, with
  /// its text, formatted.  Calls come while the launch runs, in the order
  /// the emulator executes the printfs: workgroup after workgroup; within
  /// one, the order in which the scheduler runs the waves; within a wave,
  /// one printf call site at a time, as the hardware's hostcall serves a
  /// wave, the active lanes in lane order.  (CUDA prints a launch's output
  /// at the next synchronisation point, in an order it does not define
  /// across warps; within a warp, in lane order.)  A runtime that mimics
  /// CUDA collects the text and prints it when the host synchronises.  The
  /// default writes it to stdout or stderr at once.
  std::function<void(PrintStream, llvm::StringRef)> OnPrint;
};

/// The error Emulator::launch returns when a lane of the kernel traps: a
/// failed assert (Assert, from nvvm-to-amdgpu's lowering of CUDA's
/// `__assertfail`; its message was printed through OnPrint before, and CUDA
/// reports cudaErrorAssert), or `__trap()`, `llvm.trap`, `llvm.debugtrap`,
/// `llvm.ubsantrap` (Trap; CUDA reports cudaErrorLaunchFailure).  Its
/// message names the kernel, the instruction and the lane.  Every other
/// failure of a launch is a plain string error.
class KernelTrapError : public llvm::ErrorInfo<KernelTrapError> {
public:
  enum Kind { Trap, Assert };
  static char ID;
  KernelTrapError(Kind K, std::string Message) : K(K), Message(std::move(Message)) {}
  Kind kind() const { return K; }
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;

private:
  Kind K;
  std::string Message;
};

/// The smallest and largest lane stack the emulator accepts.
constexpr size_t MinStackSize = 16 * 1024;
constexpr size_t MaxStackSize = 64 * 1024 * 1024;

class Emulator {
public:
  ~Emulator();

  /// Prepares \p M (an amdgcn module in \p Ctx) for \p T and JIT-compiles it.
  static llvm::Expected<std::unique_ptr<Emulator>>
  create(std::unique_ptr<llvm::LLVMContext> Ctx, std::unique_ptr<llvm::Module> M,
         const GPUTarget &T, EmulatorOptions Opts = {});

  const GPUTarget &target() const;
  const std::vector<KernelInfo> &kernels() const;
  const KernelInfo *findKernel(llvm::StringRef Name) const;

  /// Runs \p K over \p Grid workgroups of \p Block work-items.  \p ArgBlock
  /// holds K.ArgBlockSize bytes: the explicit arguments at the offsets, and
  /// in the layout, that KernelInfo gives, which are the AMDGPU kernel ABI's
  /// (a struct by value: its bytes as C lays them out); any alignment will
  /// do, the launch copies it.  \p Buffers is the memory the arguments
  /// point to (the memory checker's global memory, with the module's
  /// globals).  \p Grid, \p Block and \p DynamicLDS must be within the
  /// target's limits.  A lane that traps makes it return a KernelTrapError.
  llvm::Error launch(const KernelInfo &K, Dim3 Grid, Dim3 Block,
                     const void *ArgBlock, llvm::ArrayRef<MemoryRegion> Buffers,
                     uint32_t DynamicLDS = 0);

  /// The number of cross-lane operations executed so far (one per group).
  uint64_t numCrossLaneOps() const;

  /// Where the JIT placed the module's global variable \p Name (a
  /// `__device__` or `__constant__` variable), and its size on the host:
  /// what a CUDA runtime's cudaMemcpyToSymbol writes.  Fails for a name
  /// that is not a global variable of the module.
  llvm::Expected<MemoryRegion> global(llvm::StringRef Name) const;

  struct Impl;

private:
  explicit Emulator(std::unique_ptr<Impl> I);
  std::unique_ptr<Impl> P;
};

} // namespace wemu

#endif // SHFL_LOWERING_WAVEEMU_EMULATOR_H
