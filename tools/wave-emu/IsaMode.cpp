//===- IsaMode.cpp - wave-emu --isa: run code objects ---------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "IsaMode.h"
#include "ShflLowering/IsaEmu/IsaEmulator.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>
#include <unistd.h>

using namespace llvm;
using namespace isaemu;

static IsaEmulator *Running = nullptr;

/// The first alarm asks the emulator to stop (it then reports where the
/// waves are); a second one, if it does not, ends the process.
static void onTimeout(int) {
  static volatile sig_atomic_t Fired = 0;
  if (!Fired && Running) {
    Fired = 1;
    Running->requestStop();
    alarm(10);
    return;
  }
  static const char Msg[] = "wave-emu: error: timeout: the kernel did not finish\n";
  ssize_t R = write(2, Msg, sizeof(Msg) - 1);
  (void)R;
  _exit(1);
}

static int error(const Twine &Msg) {
  WithColor::error(errs(), "wave-emu") << Msg << "\n";
  return 1;
}

/// Prints \p K's arguments as the code object's metadata (`.args`) places
/// them: the offsets a launch fills, hidden arguments included.
static void printKernel(const KernelSymbol &K) {
  outs() << "kernel '" << K.Name << "': " << K.KernargSegmentSize
         << " bytes of arguments, aligned to " << K.KernargSegmentAlign << "\n";
  for (size_t I = 0; I < K.Args.size(); ++I) {
    const KernelArg &A = K.Args[I];
    outs() << "  arg " << I << ": offset " << A.Offset << ", size " << A.Size << ", "
           << A.ValueKind << "\n";
  }
}

int runIsaMode(const IsaModeOptions &O, const std::vector<wemu::LaunchSpec> &Specs,
               const std::vector<std::string> &Files) {
  Expected<std::unique_ptr<CodeObject>> CO = CodeObject::load(O.Input);
  if (!CO)
    return error(toString(CO.takeError()));
  if (O.ListKernels) {
    for (const KernelSymbol &K : (*CO)->kernels())
      printKernel(K);
    return 0;
  }
  IsaOptions Opts;
  if (O.Trace)
    Opts.Trace = &errs();
  Expected<std::unique_ptr<IsaEmulator>> Emu = IsaEmulator::create(std::move(*CO), O.CPU, Opts);
  if (!Emu)
    return error(toString(Emu.takeError()));
  const CodeObject &C = (*Emu)->codeObject();
  bool Want64 = StringRef(O.Attrs).contains("+wavefrontsize64") ||
                StringRef(O.Attrs).contains("-wavefrontsize32");
  bool Want32 = StringRef(O.Attrs).contains("+wavefrontsize32") ||
                StringRef(O.Attrs).contains("-wavefrontsize64");
  Running = Emu->get();
  if (O.Timeout)
    signal(SIGALRM, onTimeout);

  bool Several = Specs.size() > 1;
  for (size_t I = 0; I != Specs.size(); ++I) {
    const wemu::LaunchSpec &Spec = Specs[I];
    std::string Where = Several ? Files[I] + ": " : "";
    const KernelSymbol *K = nullptr;
    if (Spec.Kernel.empty()) {
      if (C.kernels().size() != 1)
        return error(Where + "the code object has several kernels; choose one with --kernel");
      K = &C.kernels().front();
    } else if (!(K = C.findKernel(Spec.Kernel))) {
      return error(Where + "no kernel named '" + Spec.Kernel + "' in the code object");
    }
    unsigned WS = (*Emu)->waveSize(*K);
    if ((Want64 && WS != 64) || (Want32 && WS != 32))
      return error(Where + "kernel '" + K->Name + "' is compiled for wave" + Twine(WS) +
                   ", not for the wave size -mattr asks for");
    Expected<wemu::KernelInfo> KI = (*Emu)->kernelInfo(*K, Spec);
    if (!KI)
      return error(Where + toString(KI.takeError()));
    wemu::LaunchMemory Mem;
    if (Error E = Mem.build(Spec, *KI))
      return error(Where + toString(std::move(E)));
    uint64_t Before = (*Emu)->instructionsExecuted();
    if (O.Timeout)
      alarm(O.Timeout);
    if (Error E = (*Emu)->launch(*K, Spec.Grid, Spec.Block, Mem.argBlock(),
                                 KI->ArgBlockSize, Mem.regions(), Spec.DynamicLDS))
      return error(Where + toString(std::move(E)));
    alarm(0);
    if (Several)
      outs() << "== launch " << Files[I] << "\n";
    if (O.CountInstructions)
      outs() << "wave instructions: " << (*Emu)->instructionsExecuted() - Before << "\n";
    if (Error E = Mem.print(Spec, outs()))
      return error(Where + toString(std::move(E)));
    outs().flush();
  }
  Running = nullptr;
  return 0;
}
