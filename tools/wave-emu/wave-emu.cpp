//===- wave-emu.cpp - Run an amdgcn kernel on the host --------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The command-line driver of the wave emulator (AMDGPU processors, and the
/// hgpu subtargets with -mcpu=hgpu1|hgpu2):
///
///   wave-emu -mcpu=gfx90a [-mattr=+wavefrontsize64] kernel.ll --kernel=k
///            --grid=X[,Y,Z] --block=X[,Y,Z] --arg=buf:out:i32:64 --arg=i32:5
///            --print=out
///
/// or with the launch in a file (`--launch=k.launch`, docs/wave-emu.md).
/// The output buffers are printed as `name[i]: v v v ...` lines.  Several
/// `--launch` files run one after the other on the module, compiled once;
/// each launch's output then starts with a `== launch FILE` line.
///
//===----------------------------------------------------------------------===//

#include "IsaMode.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "ShflLowering/WaveEmu/MathIntrinsics.h"
#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>
#include <unistd.h>

using namespace llvm;
using namespace wemu;

static cl::OptionCategory Cat("wave-emu options");
static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<kernel.ll|.bc|.hsaco>"),
                                      cl::Required, cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu", cl::desc("AMDGPU processor, as llc takes it, or "
                                                  "an hgpu subtarget (hgpu1, hgpu2) "
                                                  "(default: the kernels' target-cpu)"),
                                 cl::value_desc("gfxNNN|hgpuN"), cl::cat(Cat));
static cl::opt<std::string> MAttr("mattr",
                                  cl::desc("target features; +wavefrontsize64 or "
                                           "+wavefrontsize32 select the wave size"),
                                  cl::value_desc("features"), cl::cat(Cat));
static cl::list<std::string>
    LaunchFiles("launch",
                cl::desc("launch description file; several run in order, the module "
                         "compiled once"),
                cl::value_desc("file"), cl::cat(Cat));
static cl::opt<std::string> Kernel("kernel", cl::desc("kernel to run (default: the only one)"),
                                   cl::cat(Cat));
static cl::opt<std::string> Grid("grid", cl::desc("workgroups per dimension: X[,Y,Z]"),
                                 cl::cat(Cat));
static cl::opt<std::string> Block("block", cl::desc("work-items per workgroup: X[,Y,Z]"),
                                  cl::cat(Cat));
static cl::opt<std::string> LDS("lds", cl::desc("bytes of dynamic LDS"), cl::cat(Cat));
static cl::list<std::string>
    Args("arg",
         cl::desc("kernel argument, in order: buf:[NAME:]TYPE:COUNT[=INIT] or TYPE:VALUE"),
         cl::cat(Cat));
static cl::list<std::string> Prints("print", cl::desc("buffer to print: NAME[:hex]"),
                                    cl::cat(Cat));
static cl::opt<std::string> PrintWidth("print-width", cl::desc("elements per output line"),
                                       cl::cat(Cat));
static cl::opt<unsigned> Timeout("timeout",
                                 cl::desc("seconds before the run is stopped (0: never)"),
                                 cl::init(120), cl::cat(Cat));
static cl::opt<unsigned> StackKB("stack-size", cl::desc("KiB of stack per lane"),
                                 cl::init(256), cl::cat(Cat));
static cl::opt<bool> NoMemCheck("no-memcheck",
                                cl::desc("do not check the kernel's memory accesses"),
                                cl::cat(Cat));
static cl::opt<bool> DumpIR("dump-ir", cl::desc("print the retargeted host module"),
                            cl::cat(Cat));
static cl::opt<int> ApproxBias(
    "approx-bias",
    cl::desc("bias of the approximate math instructions (v_rcp, v_exp, ...): "
             "-1, 0 (correctly rounded) or +1 times their documented error"),
    cl::init(0), cl::cat(Cat));
static cl::opt<bool> Stats("count-ops",
                           cl::desc("print the number of cross-lane operations executed "
                                    "(--isa: of wave instructions)"),
                           cl::cat(Cat));
static cl::opt<bool> ListKernels(
    "list-kernels",
    cl::desc("print each kernel's arguments as the AMDGPU kernel ABI lays them "
             "out (offset, size, alignment, kind) and exit"),
    cl::cat(Cat));

/// Prints \p K's argument layout, one line per argument.
static void printKernel(const KernelInfo &K) {
  static const char *Kinds[] = {"pointer", "integer", "float", "aggregate"};
  outs() << "kernel '" << K.Name << "': " << K.ArgBlockSize
         << " bytes of arguments, aligned to " << K.ArgBlockAlign << "\n";
  for (size_t I = 0; I < K.Params.size(); ++I) {
    const KernelParam &P = K.Params[I];
    outs() << "  arg " << I << ": offset " << P.Offset << ", size " << P.Size
           << ", align " << P.Align << ", " << Kinds[P.K]
           << (P.ByRef ? " byref" : "") << " " << P.TypeName << "\n";
  }
}
static cl::opt<bool> IsaMode("isa",
                             cl::desc("run a code object (.hsaco) instruction by "
                                      "instruction (docs/isa-emu.md)"),
                             cl::cat(Cat));
static cl::opt<bool> IsaTrace("isa-trace",
                              cl::desc("--isa: print every executed instruction to stderr"),
                              cl::cat(Cat));

static void onTimeout(int) {
  static const char Msg[] =
      "wave-emu: error: timeout: the kernel did not finish (a lane may loop "
      "forever, for instance spinning on memory that only another wave or a "
      "lane waiting at a cross-lane call would write)\n";
  ssize_t R = write(2, Msg, sizeof(Msg) - 1);
  (void)R;
  _exit(1);
}

static int error(const Twine &Msg) {
  WithColor::error(errs(), "wave-emu") << Msg << "\n";
  return 1;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "IR-level AMDGPU wave emulator\n");
  if (StackKB < MinStackSize / 1024 || StackKB > MaxStackSize / 1024)
    return error("--stack-size=" + Twine(StackKB) + ": give " +
                 Twine(MinStackSize / 1024) + " to " + Twine(MaxStackSize / 1024) +
                 " KiB of stack per lane");

  // One launch per --launch file (or one from the options alone); the
  // command-line options add to, or replace, what each file says.
  std::vector<std::string> Files(LaunchFiles.begin(), LaunchFiles.end());
  if (Files.empty())
    Files.push_back("");
  std::vector<LaunchSpec> Specs;
  for (const std::string &File : Files) {
    LaunchSpec Spec;
    auto Fail = [&](Error E) {
      return error((File.empty() ? "" : File + ": ") + toString(std::move(E)));
    };
    if (!File.empty())
      if (Error E = Spec.readFile(File))
        return error(toString(std::move(E)));
    if (!Args.empty() && !File.empty() && !Spec.Text.Args.empty())
      return error("give the arguments either in the launch file or with --arg");
    for (auto [Key, Value] : {std::pair<StringRef, StringRef>{"kernel", Kernel},
                              {"grid", Grid},
                              {"block", Block},
                              {"lds", LDS},
                              {"print-width", PrintWidth}})
      if (!Value.empty())
        if (Error E = Spec.set(Key, Value))
          return Fail(std::move(E));
    for (const std::string &A : Args)
      if (Error E = Spec.set("arg", A))
        return Fail(std::move(E));
    for (const std::string &P : Prints)
      if (Error E = Spec.set("print", P))
        return Fail(std::move(E));
    Specs.push_back(std::move(Spec));
  }

  if (IsaMode) {
    if (ApproxBias < -1 || ApproxBias > 1)
      return error("--approx-bias takes -1, 0 or 1");
    setApproxBias(ApproxBias);
    IsaModeOptions O;
    O.Input = InputFile;
    O.CPU = MCPU;
    O.Attrs = MAttr;
    O.Timeout = Timeout;
    O.CountInstructions = Stats;
    O.Trace = IsaTrace;
    O.ListKernels = ListKernels;
    return runIsaMode(O, Specs, Files);
  }

  auto Ctx = std::make_unique<LLVMContext>();
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(InputFile, Diag, *Ctx);
  if (!M) {
    Diag.print("wave-emu", errs());
    return 1;
  }
  std::string CPU = MCPU, Attrs = MAttr;
  if (CPU.empty()) {
    auto [ModCPU, ModAttrs] = moduleTargetAttrs(*M);
    if (ModCPU.empty())
      return error("no processor: give -mcpu=gfxNNN or -mcpu=hgpuN (the kernels "
                   "have no target-cpu)");
    CPU = ModCPU;
    if (Attrs.empty())
      Attrs = ModAttrs;
  }
  Expected<GPUTarget> T = GPUTarget::get(CPU, Attrs);
  if (!T)
    return error(toString(T.takeError()));

  if (ApproxBias < -1 || ApproxBias > 1)
    return error("--approx-bias takes -1, 0 or 1");
  setApproxBias(ApproxBias);
  EmulatorOptions Opts;
  Opts.StackSize = size_t(StackKB) * 1024;
  Opts.DumpIR = DumpIR;
  Opts.MemCheck = !NoMemCheck;
  if (Timeout) {
    signal(SIGALRM, onTimeout);
    alarm(Timeout);
  }
  Expected<std::unique_ptr<Emulator>> Emu =
      Emulator::create(std::move(Ctx), std::move(M), *T, Opts);
  if (!Emu)
    return error(toString(Emu.takeError()));
  if (ListKernels) {
    for (const KernelInfo &K : (*Emu)->kernels())
      printKernel(K);
    return 0;
  }

  // The launches run in order; the module's globals keep their values from
  // one to the next, as on a GPU.  The first error stops the run: the
  // launches before it have printed their buffers, it prints none.
  bool Several = Specs.size() > 1;
  for (size_t I = 0; I != Specs.size(); ++I) {
    const LaunchSpec &Spec = Specs[I];
    std::string Where = Several ? Files[I] + ": " : "";
    if (Timeout)
      alarm(Timeout); // each launch has the whole time
    const KernelInfo *K = nullptr;
    if (Spec.Kernel.empty()) {
      if ((*Emu)->kernels().size() != 1)
        return error(Where + "the module has several kernels; choose one with --kernel");
      K = &(*Emu)->kernels().front();
    } else if (!(K = (*Emu)->findKernel(Spec.Kernel))) {
      return error(Where + "no kernel named '" + Spec.Kernel + "'");
    }

    LaunchMemory Mem;
    uint64_t OpsBefore = (*Emu)->numCrossLaneOps();
    if (Error E = Mem.build(Spec, *K))
      return error(Where + toString(std::move(E)));
    if (Error E = (*Emu)->launch(*K, Spec.Grid, Spec.Block, Mem.argBlock(),
                                 Mem.regions(), Spec.DynamicLDS))
      return error(Where + toString(std::move(E)));
    alarm(0);
    if (Several)
      outs() << "== launch " << Files[I] << "\n";
    if (Stats)
      outs() << "cross-lane operations: " << (*Emu)->numCrossLaneOps() - OpsBefore
             << "\n";
    if (Error E = Mem.print(Spec, outs()))
      return error(Where + toString(std::move(E)));
    outs().flush();
  }
  return 0;
}
