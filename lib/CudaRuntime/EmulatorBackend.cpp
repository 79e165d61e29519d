//===- EmulatorBackend.cpp - Run a CUDA program's kernels on wave-emu -----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The emulator backend of libshflcudart.  Device memory is host memory;
/// every live allocation (device, pinned host, managed) is a region the
/// emulator's memory checker accepts, so a kernel that strays out of them
/// stops with the checker's report and the runtime reports
/// cudaErrorIllegalAddress, as compute-sanitizer would find it.  A module's
/// bitcode is JIT-compiled by wave-emu the first time one of its kernels or
/// variables is used.
///
/// Device printf and a failed assert's message come from the emulator
/// (EmulatorOptions::OnPrint) while the kernel runs; the backend holds them,
/// with its reports of faulting kernels, until the runtime flushes them
/// (Backend::flushOutput), and writes them with C's stdout and stderr, the
/// streams the program's own printf uses.  A failed assert is
/// cudaErrorAssert, any other trap cudaErrorLaunchFailure (the emulator's
/// KernelTrapError says which).
///
/// The device it describes is the emulator itself (docs/cuda-programs.md,
/// "The emulator's device"): one multiprocessor that runs one block at a
/// time, the LDS of the emulated processor, compute capability 8.0 (the
/// device code is compiled for sm_80), warpSize 32.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/CudaRuntime/Backend.h"
#include "ShflLowering/WaveEmu/Emulator.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <unistd.h>

using namespace llvm;
using namespace shflcudart;

namespace {

/// The CUDA error of a launch that the memory checker stopped, from its
/// report.  Those errors carry no code (lib/WaveEmu/Error.h); the reports
/// start with what went wrong (docs/wave-emu.md, "Memory checking").
struct FaultClass {
  const char *Prefix;
  cudaError_t Error;
};
constexpr FaultClass FaultClasses[] = {
    {"out-of-bounds ", cudaErrorIllegalAddress},
    {"write to read-only memory", cudaErrorIllegalAddress},
    {"invalid memory access", cudaErrorIllegalAddress},
    {"stack overflow", cudaErrorIllegalAddress},
    {"private memory per lane exceeded", cudaErrorIllegalAddress},
    {"misaligned ", cudaErrorMisalignedAddress},
};

cudaError_t classifyFault(StringRef Message) {
  for (const FaultClass &C : FaultClasses)
    if (Message.starts_with(C.Prefix))
      return C.Error;
  return cudaErrorLaunchFailure;
}

void report(const Twine &Msg) {
  errs() << "shflcudart: " << Msg << "\n";
  errs().flush();
}

class EmulatorModule;

class EmulatorBackend final : public Backend {
public:
  explicit EmulatorBackend(StringRef Processor) : Processor(Processor) {}

  StringRef name() const override { return "emulator"; }
  void properties(cudaDeviceProp &P) const override;
  bool extraAttribute(cudaDeviceAttr Attr, int &Value) const override;
  cudaError_t memoryInfo(size_t &Free, size_t &Total) override {
    const long PageSize = sysconf(_SC_PAGESIZE);
    Free = size_t(sysconf(_SC_AVPHYS_PAGES)) * PageSize;
    Total = size_t(sysconf(_SC_PHYS_PAGES)) * PageSize;
    return cudaSuccess;
  }
  cudaError_t allocate(MemoryKind K, size_t Bytes, void **Ptr) override;
  cudaError_t release(MemoryKind K, void *Ptr) override;
  cudaError_t registerHost(void *Ptr, size_t Bytes, bool Register) override {
    if (Register)
      Registered[static_cast<const char *>(Ptr)] = Bytes;
    else
      Registered.erase(static_cast<const char *>(Ptr));
    return cudaSuccess;
  }
  cudaError_t copy(void *Dst, const void *Src, size_t Bytes, cudaMemcpyKind) override {
    std::memmove(Dst, Src, Bytes);
    return cudaSuccess;
  }
  cudaError_t fill(void *Dst, int Value, size_t Bytes) override {
    std::memset(Dst, Value, Bytes);
    return cudaSuccess;
  }
  cudaError_t load(ArrayRef<DeviceImage> Images,
                   std::unique_ptr<DeviceModule> &M) override;
  cudaError_t synchronize() override { return cudaSuccess; }
  void flushOutput() override;

  /// Holds device output (and reports) until flushOutput.
  void print(wemu::PrintStream S, StringRef Text) { Printed.emplace_back(S, Text.str()); }

  /// The memory a kernel may touch besides the module's own: every live
  /// allocation.
  std::vector<wemu::MemoryRegion> regions() const;

private:
  std::string Processor;
  struct Allocation {
    size_t Size;
    MemoryKind Kind;
  };
  std::map<const char *, Allocation> Allocations;
  std::map<const char *, size_t> Registered; ///< cudaHostRegister'ed memory
  /// What the kernels printed since the last flushOutput, in order.
  std::vector<std::pair<wemu::PrintStream, std::string>> Printed;
};

class EmulatorModule final : public DeviceModule {
public:
  EmulatorModule(EmulatorBackend &B, const DeviceImage &Image) : B(B), Image(Image) {}

  bool hasKernel(StringRef Name) const override;
  cudaError_t resources(StringRef Kernel, KernelResources &R) override;
  cudaError_t launch(StringRef Kernel, dim3 Grid, dim3 Block, void **Args,
                     size_t DynamicShared) override;
  cudaError_t global(StringRef Name, void **Address, size_t *Size) override;

private:
  /// Compiles the module on first use; false (after reporting) if it fails.
  bool ensureCompiled();

  EmulatorBackend &B;
  DeviceImage Image;
  std::unique_ptr<wemu::Emulator> Emu;
  bool Failed = false;
  /// Kernel names, known before the module is compiled.
  mutable std::vector<std::string> Names;
  mutable bool NamesRead = false;
};

} // namespace

//===----------------------------------------------------------------------===//
// The device
//===----------------------------------------------------------------------===//

/// The GPUTarget of an image: its processor, and wave64 where it was
/// compiled for it.
static Expected<wemu::GPUTarget> targetOf(const DeviceImage &Image) {
  return wemu::GPUTarget::get(Image.cpu(), Image.Wave64 ? "+wavefrontsize64" : "");
}

void EmulatorBackend::properties(cudaDeviceProp &P) const {
  std::memset(&P, 0, sizeof(P));
  const StringRef Proc = Processor;
  std::string Name =
      ("wave-emu " + (Proc.empty() ? StringRef("(no device code)") : Proc)).str();
  std::strncpy(P.name, Name.c_str(), sizeof(P.name) - 1);
  const long Pages = sysconf(_SC_PHYS_PAGES), PageSize = sysconf(_SC_PAGESIZE);
  P.totalGlobalMem = Pages > 0 && PageSize > 0 ? size_t(Pages) * size_t(PageSize) : 0;
  // The LDS of a workgroup on every processor the project tests (GPUTarget
  // limits): 64 KiB.
  uint64_t LDS = 65536;
  if (!Proc.empty())
    if (Expected<wemu::GPUTarget> T = wemu::GPUTarget::get(Proc.split(':').first, ""))
      LDS = T->limits().LDSPerWorkgroup;
    else
      consumeError(T.takeError());
  P.sharedMemPerBlock = LDS;
  P.sharedMemPerBlockOptin = LDS;
  P.sharedMemPerMultiprocessor = LDS;
  P.reservedSharedMemPerBlock = 0;
  P.regsPerBlock = 65536;
  P.regsPerMultiprocessor = 65536;
  P.warpSize = 32;
  P.memPitch = SIZE_MAX >> 1;
  P.maxThreadsPerBlock = 1024;
  P.maxThreadsDim[0] = P.maxThreadsDim[1] = P.maxThreadsDim[2] = 1024;
  P.maxGridSize[0] = 0x7fffffff;
  P.maxGridSize[1] = P.maxGridSize[2] = 65535;
  P.totalConstMem = 65536;
  P.major = 8;
  P.minor = 0;
  P.textureAlignment = 512;
  P.texturePitchAlignment = 32;
  // One block at a time, on the calling thread.
  P.multiProcessorCount = 1;
  P.maxThreadsPerMultiProcessor = 1024;
  P.maxBlocksPerMultiProcessor = 1;
  P.integrated = 1; // device memory is host memory
  P.canMapHostMemory = 1;
  P.unifiedAddressing = 1;
  P.managedMemory = 1;
  P.concurrentManagedAccess = 0;
  P.pageableMemoryAccess = 1;
  P.directManagedMemAccessFromHost = 1;
  P.hostNativeAtomicSupported = 1;
  P.canUseHostPointerForRegisteredMem = 1;
  P.hostRegisterSupported = 1;
  P.cooperativeLaunch = 1;
  P.streamPrioritiesSupported = 1;
  P.computePreemptionSupported = 0;
  P.concurrentKernels = 0;
  P.asyncEngineCount = 0;
  P.memoryPoolsSupported = 1;
}

bool EmulatorBackend::extraAttribute(cudaDeviceAttr Attr, int &Value) const {
  switch (Attr) {
  case cudaDevAttrClockRate:
  case cudaDevAttrMemoryClockRate:
    Value = 0; // the emulator has no clock
    return true;
  case cudaDevAttrComputeMode:
    Value = cudaComputeModeDefault;
    return true;
  default:
    return false;
  }
}

cudaError_t EmulatorBackend::allocate(MemoryKind K, size_t Bytes, void **Ptr) {
  // As cudaMalloc: aligned to 256 bytes; a zero-byte allocation is null.
  if (Bytes == 0) {
    *Ptr = nullptr;
    return cudaSuccess;
  }
  void *P = std::aligned_alloc(256, (Bytes + 255) & ~size_t(255));
  if (!P)
    return cudaErrorMemoryAllocation;
  Allocations[static_cast<const char *>(P)] = {Bytes, K};
  *Ptr = P;
  return cudaSuccess;
}

cudaError_t EmulatorBackend::release(MemoryKind, void *Ptr) {
  auto It = Allocations.find(static_cast<const char *>(Ptr));
  if (It == Allocations.end())
    return cudaErrorInvalidValue;
  Allocations.erase(It);
  std::free(Ptr);
  return cudaSuccess;
}

void EmulatorBackend::flushOutput() {
  if (Printed.empty())
    return;
  for (const auto &[S, Text] : Printed)
    std::fwrite(Text.data(), 1, Text.size(),
                S == wemu::PrintStream::Stderr ? stderr : stdout);
  Printed.clear();
  std::fflush(stdout);
  std::fflush(stderr);
}

std::vector<wemu::MemoryRegion> EmulatorBackend::regions() const {
  static constexpr const char *KindName[] = {"cudaMalloc'd memory",
                                             "cudaMallocHost'd memory",
                                             "cudaMallocManaged memory"};
  std::vector<wemu::MemoryRegion> R;
  R.reserve(Allocations.size());
  for (auto &[Base, A] : Allocations) {
    wemu::MemoryRegion M;
    M.Name = KindName[static_cast<int>(A.Kind)];
    M.Base = Base;
    M.Size = A.Size;
    R.push_back(std::move(M));
  }
  for (auto &[Base, Size] : Registered) {
    wemu::MemoryRegion M;
    M.Name = "cudaHostRegister'ed memory";
    M.Base = Base;
    M.Size = Size;
    R.push_back(std::move(M));
  }
  return R;
}

cudaError_t EmulatorBackend::load(ArrayRef<DeviceImage> Images,
                                  std::unique_ptr<DeviceModule> &M) {
  const DeviceImage *Pick = nullptr;
  std::string Have;
  for (const DeviceImage &I : Images) {
    if (I.Kind != ImageKind::Bitcode)
      continue;
    Have += (Have.empty() ? "" : ", ") + I.Processor + (I.Wave64 ? " (wave64)" : "");
    if (!Pick && (Processor.empty() || I.Processor == Processor ||
                  I.cpu() == StringRef(Processor)))
      Pick = &I;
  }
  if (!Pick) {
    report("no device code for the emulator's processor '" + Processor +
           "' (the program has " + (Have.empty() ? std::string("none") : Have) +
           "; SHFL_CUDART_EMU_ARCH picks one)");
    return cudaErrorNoKernelImageForDevice;
  }
  M = std::make_unique<EmulatorModule>(*this, *Pick);
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

bool EmulatorModule::ensureCompiled() {
  if (Emu)
    return true;
  if (Failed)
    return false;
  Failed = true;
  auto Ctx = std::make_unique<LLVMContext>();
  Expected<std::unique_ptr<Module>> Mod = parseBitcodeFile(
      MemoryBufferRef(Image.Data, "device code for " + Image.Processor), *Ctx);
  if (!Mod) {
    report("cannot read the device code for " + Image.Processor + ": " +
           toString(Mod.takeError()));
    return false;
  }
  Expected<wemu::GPUTarget> T = targetOf(Image);
  if (!T) {
    report(toString(T.takeError()));
    return false;
  }
  wemu::EmulatorOptions Opts;
  Opts.OnPrint = [this](wemu::PrintStream S, StringRef Text) { B.print(S, Text); };
  Expected<std::unique_ptr<wemu::Emulator>> E =
      wemu::Emulator::create(std::move(Ctx), std::move(*Mod), *T, std::move(Opts));
  if (!E) {
    report("the emulator cannot run the device code for " + Image.Processor +
           ": " + toString(E.takeError()));
    return false;
  }
  Emu = std::move(*E);
  Failed = false;
  return true;
}

bool EmulatorModule::hasKernel(StringRef Name) const {
  // The kernels are the module's amdgpu_kernel functions; reading the
  // bitcode's symbol table is enough, without compiling it.
  if (!NamesRead) {
    NamesRead = true;
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> Mod =
        getLazyBitcodeModule(MemoryBufferRef(Image.Data, Image.Processor), Ctx);
    if (!Mod) {
      consumeError(Mod.takeError());
      return false;
    }
    for (const Function &F : **Mod)
      if (F.getCallingConv() == CallingConv::AMDGPU_KERNEL)
        Names.push_back(F.getName().str());
  }
  return llvm::is_contained(Names, Name);
}

cudaError_t EmulatorModule::resources(StringRef Kernel, KernelResources &R) {
  if (!ensureCompiled())
    return cudaErrorInvalidKernelImage;
  const wemu::KernelInfo *K = Emu->findKernel(Kernel);
  if (!K)
    return cudaErrorInvalidDeviceFunction;
  R.StaticShared = K->StaticLDS;
  R.Local = K->StaticPrivate;
  R.MaxThreadsPerBlock = 1024;
  R.NumRegs = 0;
  return cudaSuccess;
}

cudaError_t EmulatorModule::launch(StringRef Kernel, dim3 Grid, dim3 Block,
                                   void **Args, size_t DynamicShared) {
  if (!ensureCompiled())
    return cudaErrorInvalidKernelImage;
  const wemu::KernelInfo *K = Emu->findKernel(Kernel);
  if (!K)
    return cudaErrorInvalidDeviceFunction;
  // The argument block as the kernel's KernelInfo lays it out.
  std::vector<uint8_t> ArgBlock(K->ArgBlockSize);
  for (size_t I = 0; I < K->Params.size(); ++I) {
    const wemu::KernelParam &P = K->Params[I];
    if (!Args || !Args[I]) {
      report("kernel '" + Kernel + "' is launched without its argument " + Twine(I));
      return cudaErrorInvalidValue;
    }
    std::memcpy(ArgBlock.data() + P.Offset, Args[I], P.Size);
  }
  std::vector<wemu::MemoryRegion> Regions = B.regions();
  Error E = Emu->launch(*K, {Grid.x, Grid.y, Grid.z}, {Block.x, Block.y, Block.z},
                        ArgBlock.data(), Regions, static_cast<uint32_t>(DynamicShared));
  if (!E)
    return cudaSuccess;
  cudaError_t Code = cudaErrorLaunchFailure;
  std::string Msg;
  handleAllErrors(
      std::move(E),
      [&](const wemu::KernelTrapError &T) {
        Code = T.kind() == wemu::KernelTrapError::Assert ? cudaErrorAssert
                                                         : cudaErrorLaunchFailure;
        Msg = T.message();
      },
      [&](const ErrorInfoBase &EI) {
        Msg = EI.message();
        Code = classifyFault(Msg);
      });
  // A failed assert's message, printed by the kernel, is all CUDA prints;
  // every other fault gets the emulator's report, after what the kernel
  // printed before it.
  if (Code != cudaErrorAssert)
    B.print(wemu::PrintStream::Stderr,
            ("shflcudart: kernel '" + Kernel + "' failed on the emulator: " + Msg + "\n").str());
  return Code;
}

cudaError_t EmulatorModule::global(StringRef Name, void **Address, size_t *Size) {
  if (!ensureCompiled())
    return cudaErrorInvalidKernelImage;
  Expected<wemu::MemoryRegion> R = Emu->global(Name);
  if (!R) {
    consumeError(R.takeError());
    return cudaErrorInvalidSymbol;
  }
  *Address = const_cast<void *>(R->Base);
  *Size = R->Size;
  return cudaSuccess;
}

std::unique_ptr<Backend> shflcudart::createEmulatorBackend(StringRef Processor) {
  return std::make_unique<EmulatorBackend>(Processor);
}

DeviceModule::~DeviceModule() = default;
Backend::~Backend() = default;
