//===- KernelRunner.cpp - Where shfl-conformance runs its kernels ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "KernelRunner.h"
#include "ShflLowering/IsaEmu/IsaEmulator.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;

KernelRunner::~KernelRunner() = default;

namespace {

class IRRunner final : public KernelRunner {
public:
  explicit IRRunner(std::unique_ptr<wemu::Emulator> E) : Emu(std::move(E)) {}
  const wemu::KernelInfo *findKernel(StringRef Name) const override {
    return Emu->findKernel(Name);
  }
  Error launch(const wemu::KernelInfo &K, wemu::Dim3 Grid, wemu::Dim3 Block,
               const void *ArgBlock, ArrayRef<wemu::MemoryRegion> Buffers) override {
    return Emu->launch(K, Grid, Block, ArgBlock, Buffers);
  }

private:
  std::unique_ptr<wemu::Emulator> Emu;
};

class ISARunner final : public KernelRunner {
public:
  ISARunner(std::unique_ptr<isaemu::IsaEmulator> E) : Emu(std::move(E)) {
    for (const isaemu::KernelSymbol &K : Emu->codeObject().kernels()) {
      wemu::KernelInfo KI;
      KI.Name = K.Name;
      KI.ArgBlockSize = std::max(K.KernargSegmentSize, K.KD.KernargSize);
      for (const isaemu::KernelArg &A : K.Args)
        if (!A.isHidden()) {
          wemu::KernelParam P;
          P.Offset = A.Offset;
          P.Size = A.Size;
          P.K = A.ValueKind == "global_buffer" ? wemu::KernelParam::Pointer
                                               : wemu::KernelParam::Integer;
          KI.Params.push_back(P);
        }
      Kernels.emplace(K.Name, std::make_pair(KI, &K));
    }
  }
  const wemu::KernelInfo *findKernel(StringRef Name) const override {
    auto It = Kernels.find(Name.str());
    return It == Kernels.end() ? nullptr : &It->second.first;
  }
  Error launch(const wemu::KernelInfo &K, wemu::Dim3 Grid, wemu::Dim3 Block,
               const void *ArgBlock, ArrayRef<wemu::MemoryRegion> Buffers) override {
    const isaemu::KernelSymbol *S = Kernels.at(K.Name).second;
    return Emu->launch(*S, Grid, Block, ArgBlock, K.ArgBlockSize, Buffers, 0);
  }

private:
  std::unique_ptr<isaemu::IsaEmulator> Emu;
  std::map<std::string, std::pair<wemu::KernelInfo, const isaemu::KernelSymbol *>> Kernels;
};

Error run(StringRef Tool, ArrayRef<StringRef> Args) {
  std::string Err;
  int RC = sys::ExecuteAndWait(Tool, Args, std::nullopt, {}, 0, 0, &Err);
  if (RC != 0) {
    std::string Cmd;
    for (StringRef A : Args)
      Cmd += (Cmd.empty() ? "" : " ") + A.str();
    return createStringError(inconvertibleErrorCode(),
                             "'" + Cmd + "' failed" + (Err.empty() ? "" : ": " + Err));
  }
  return Error::success();
}

} // namespace

std::unique_ptr<KernelRunner> irRunner(std::unique_ptr<wemu::Emulator> Emu) {
  return std::make_unique<IRRunner>(std::move(Emu));
}

Expected<std::unique_ptr<KernelRunner>> isaRunner(const Module &M, StringRef CPU,
                                                  unsigned Wave, StringRef LLVMTools,
                                                  StringRef WorkDir) {
  SmallString<256> LL(WorkDir), Obj(WorkDir), CO(WorkDir);
  sys::path::append(LL, CPU + "-w" + Twine(Wave) + ".isa.ll");
  sys::path::append(Obj, CPU + "-w" + Twine(Wave) + ".isa.o");
  sys::path::append(CO, CPU + "-w" + Twine(Wave) + ".hsaco");
  {
    std::error_code EC;
    raw_fd_ostream OS(LL, EC);
    if (EC)
      return errorCodeToError(EC);
    M.print(OS, nullptr);
  }
  SmallString<256> Llc(LLVMTools), Lld(LLVMTools);
  sys::path::append(Llc, "llc");
  sys::path::append(Lld, "ld.lld");
  std::string MCPU = ("-mcpu=" + CPU).str();
  std::string MAttr = Wave == 64 ? "-mattr=+wavefrontsize64" : "-mattr=+wavefrontsize32";
  if (Error E = run(Llc, {Llc, "-mtriple=amdgcn-amd-amdhsa", MCPU, MAttr, "-filetype=obj",
                          LL, "-o", Obj}))
    return std::move(E);
  if (Error E = run(Lld, {Lld, "-shared", Obj, "-o", CO}))
    return std::move(E);
  Expected<std::unique_ptr<isaemu::CodeObject>> C = isaemu::CodeObject::load(CO);
  if (!C)
    return C.takeError();
  Expected<std::unique_ptr<isaemu::IsaEmulator>> Emu =
      isaemu::IsaEmulator::create(std::move(*C), CPU);
  if (!Emu)
    return Emu.takeError();
  return std::make_unique<ISARunner>(std::move(*Emu));
}
