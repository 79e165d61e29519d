//===- hgpu-sim.cpp - run hgpu machine code -------------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A simulator of hgpu object code.  It decodes a kernel with the backend's
/// MC disassembler and executes it as docs/hgpu-isa.md defines the
/// instructions: warps of 32 lanes, each lane with its own registers and its
/// own program counter (hgpu is a SIMT machine with per-lane control flow).
///
/// Scheduling: a warp runs the lanes whose PC is the lowest among its
/// runnable lanes, together, one instruction at a time; lanes waiting at
/// bar.sync or exited do not run.  The cross-lane instructions see the lanes
/// that execute them together as the active ones.  A block's barrier opens
/// when every lane of the block that has not exited waits at it.
///
/// Memory: global addresses are the host addresses of the launch's buffers,
/// and every access is checked against them; shared memory is per block,
/// private memory per lane, both checked against their sizes.
///
///   hgpu-sim kernel.o --grid=X[,Y,Z] --block=X[,Y,Z] --arg=buf:out:i32:64 ...
///
//===----------------------------------------------------------------------===//

#include "HGPUToolMC.h"
#include "MCTargetDesc/HGPUMCTargetDesc.h"
#include "SimMachine.h"
#include "SimObject.h"
#include "ShflLowering/WaveEmu/LaunchSpec.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Program.h"
#include <cmath>
#include <cstring>
#include <limits>

using namespace llvm;
using namespace wemu;

static cl::OptionCategory Cat("hgpu-sim options");
static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<kernel.o>"),
                                      cl::Required, cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu",
                                 cl::desc("subtarget (default: the object's)"),
                                 cl::cat(Cat));
static cl::opt<std::string> TargetLib("target-lib",
                                      cl::desc("HGPUTarget.so (default: ../lib/ "
                                               "next to hgpu-sim)"),
                                      cl::cat(Cat));
static cl::opt<std::string> LaunchFile("launch", cl::desc("launch description file"),
                                       cl::cat(Cat));
static cl::opt<std::string> Kernel("kernel", cl::desc("kernel to run"), cl::cat(Cat));
static cl::opt<std::string> Grid("grid", cl::desc("blocks: X[,Y,Z]"), cl::cat(Cat));
static cl::opt<std::string> Block("block", cl::desc("threads per block: X[,Y,Z]"),
                                  cl::cat(Cat));
static cl::opt<std::string> LDS("lds", cl::desc("bytes of dynamic shared memory"),
                                cl::cat(Cat));
static cl::list<std::string> Args("arg", cl::desc("kernel argument (as wave-emu)"),
                                  cl::cat(Cat));
static cl::list<std::string> Prints("print", cl::desc("buffer to print"), cl::cat(Cat));
static cl::opt<std::string> PrintWidth("print-width", cl::desc("elements per line"),
                                       cl::cat(Cat));
static cl::opt<uint64_t> MaxSteps("max-steps",
                                  cl::desc("warp instructions before giving up"),
                                  cl::init(uint64_t(1) << 32), cl::cat(Cat));
static cl::opt<bool> Disassemble("disassemble",
                                 cl::desc("print each kernel's instructions "
                                          "as decoded, and run nothing"),
                                 cl::cat(Cat));
static cl::opt<bool> Trace("trace", cl::desc("print each warp instruction"),
                           cl::cat(Cat));

using namespace hgpusim;

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "hgpu machine-code simulator\n");

  // The backend, for its disassembler.
  Expected<const Target *> T =
      hgputool::loadHGPUTarget(TargetLib, argv[0], (void *)&main);
  if (!T)
    die(toString(T.takeError()));

  // The launch.
  LaunchSpec Spec;
  if (!LaunchFile.empty())
    if (Error E = Spec.readFile(LaunchFile))
      die(toString(std::move(E)));
  auto Set = [&](StringRef Key, const std::string &Value) {
    if (!Value.empty())
      if (Error E = Spec.set(Key, Value))
        die(toString(std::move(E)));
  };
  Set("kernel", Kernel);
  Set("grid", Grid);
  Set("block", Block);
  Set("lds", LDS);
  Set("print-width", PrintWidth);
  for (const std::string &A : Args)
    Set("arg", A);
  for (const std::string &P : Prints)
    Set("print", P);

  // The object.
  ErrorOr<std::unique_ptr<MemoryBuffer>> MB = MemoryBuffer::getFile(InputFile);
  if (!MB)
    die("cannot read '" + InputFile + "': " + MB.getError().message());
  Expected<std::unique_ptr<object::ObjectFile>> Obj =
      object::ObjectFile::createObjectFile((*MB)->getMemBufferRef());
  if (!Obj)
    die(toString(Obj.takeError()));
  auto *ELF = dyn_cast<object::ELF64LEObjectFile>(Obj->get());
  if (!ELF || ELF->getELFFile().getHeader().e_machine != HGPU::EM_HGPU)
    die("'" + InputFile + "' is not an hgpu ELF object");
  ObjectInfo Info = readObject(*ELF);
  std::string CPU = MCPU.empty() ? Info.CPU : std::string(MCPU);

  // The backend's MC layer, for decoding (and printing) the code.
  Expected<std::unique_ptr<hgputool::MCLayer>> MC =
      hgputool::createMCLayer(**T, CPU);
  if (!MC)
    die(toString(MC.takeError()));
  const MCRegisterInfo &MRI = *(*MC)->MRI;
  const MCSubtargetInfo &STI = *(*MC)->STI;
  std::unique_ptr<MCDisassembler> Dis((*T)->createMCDisassembler(STI, *(*MC)->Ctx));
  std::unique_ptr<MCInstPrinter> Printer((*T)->createMCInstPrinter(
      (*MC)->TT, 0, *(*MC)->MAI, *(*MC)->MII, MRI));
  if (!Dis || !Printer)
    die("the hgpu backend has no disassembler or printer");
  if (Disassemble) {
    outs() << "subtarget " << CPU << "\n";
    for (const KernelDesc &D : Info.Kernels) {
      outs() << D.Name << ": params " << D.ParamSize << ", private "
             << D.PrivateSize << ", shared " << D.SharedSize << "\n";
      uint64_t PC = 0;
      for (const Inst &I : decode(D, *Dis, MRI, Printer.get(), STI)) {
        outs() << format("%6llu:", (unsigned long long)PC) << I.Text << "\n";
        PC += HGPU::InstBytes;
      }
    }
    return 0;
  }

  const KernelDesc *K = nullptr;
  if (Spec.Kernel.empty()) {
    if (Info.Kernels.size() != 1)
      die("the object has " + Twine(Info.Kernels.size()) +
          " kernels: choose one with --kernel");
    K = &Info.Kernels[0];
  } else {
    for (const KernelDesc &C : Info.Kernels)
      if (C.Name == Spec.Kernel)
        K = &C;
    if (!K)
      die("no kernel named '" + Spec.Kernel + "'");
  }
  if (K->Code.empty())
    die("no code for kernel '" + K->Name + "'");

  std::vector<Inst> Code = decode(*K, *Dis, MRI, Printer.get(), STI);

  // Memory and arguments, as wave-emu lays them out.
  KernelInfo KI;
  KI.Name = K->Name;
  KI.ArgBlockSize = K->ParamSize;
  for (const Param &P : K->Params) {
    KernelParam KP;
    KP.K = P.Kind == 0 ? KernelParam::Pointer
           : P.Kind == 2 ? KernelParam::Float
                         : KernelParam::Integer;
    KP.Size = P.Size;
    KP.Offset = P.Offset;
    KP.TypeName = P.Kind == 0 ? "ptr" : (P.Kind == 2 ? "f32" : "i" + std::to_string(P.Size * 8));
    KI.Params.push_back(KP);
  }
  LaunchMemory Mem;
  if (Error E = Mem.build(Spec, KI))
    die(toString(std::move(E)));

  Machine M{*K, Code, Mem.regions(), static_cast<const uint8_t *>(Mem.argBlock()),
            Spec.Grid, Spec.Block, MaxSteps, Trace};
  for (uint32_t Z = 0; Z < Spec.Grid.Z; ++Z)
    for (uint32_t Y = 0; Y < Spec.Grid.Y; ++Y)
      for (uint32_t X = 0; X < Spec.Grid.X; ++X) {
        M.Ctaid[0] = X;
        M.Ctaid[1] = Y;
        M.Ctaid[2] = Z;
        M.Shared.assign(uint64_t(K->SharedSize) + Spec.DynamicLDS, 0);
        runBlock(M);
      }
  if (Error E = Mem.print(Spec, outs()))
    die(toString(std::move(E)));
  return 0;
}
