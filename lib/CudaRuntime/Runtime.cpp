//===- Runtime.cpp - The state of libshflcudart ---------------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <cinttypes>
#include <cstdlib>
#include <cstring>

using namespace llvm;

namespace shflcudart {

thread_local cudaError_t Runtime::LastError = cudaSuccess;

/// CUDA's limits on every NVIDIA GPU (Runtime::properties).
constexpr int CudaMaxBlockZ = 64;
constexpr size_t CudaDefaultSharedPerBlock = 48 * 1024;
thread_local std::vector<Runtime::CallConfiguration> Runtime::Configurations;

void report(const std::string &Msg) {
  std::fprintf(stderr, "shflcudart: %s\n", Msg.c_str());
  std::fflush(stderr);
}

static const char *env(const char *Name) {
  const char *V = std::getenv(Name);
  return V && *V ? V : nullptr;
}

Runtime &Runtime::get() {
  // Never destroyed: host code may call the runtime from its own static
  // destructors, after ours would have run.
  static Runtime *R = new Runtime();
  return *R;
}

Runtime::Runtime() {
  if (const char *Path = env("SHFL_CUDART_TRACE")) {
    Trace = std::fopen(Path, "w");
    if (!Trace)
      report(std::string("cannot write the trace SHFL_CUDART_TRACE=") + Path + ": " +
             std::strerror(errno));
  }
}

Runtime::~Runtime() {
  if (Trace)
    std::fclose(Trace);
}

//===----------------------------------------------------------------------===//
// The backend
//===----------------------------------------------------------------------===//

Backend *Runtime::backend() {
  if (Started)
    return B.get();
  Started = true;
  const char *Which = env("SHFL_CUDART_BACKEND");
  const StringRef Choice = Which ? Which : "auto";
  const bool Verbose = env("SHFL_CUDART_VERBOSE");
  const char *Arch = env("SHFL_CUDART_EMU_ARCH");
  enum { Auto, Emulator, HIP, Bad } Kind = StringSwitch<decltype(Auto)>(Choice)
                                               .Case("auto", Auto)
                                               .Case("emulator", Emulator)
                                               .Case("hip", HIP)
                                               .Default(Bad);
  if (Kind == Bad) {
    NoDeviceReason = "SHFL_CUDART_BACKEND=" + Choice.str() +
                     ": expected auto, emulator or hip";
    report(NoDeviceReason);
    return nullptr;
  }
  std::string Why;
  if (Kind != Emulator)
    B = createHIPBackend(Why);
  if (!B && Kind == HIP) {
    NoDeviceReason = "the HIP backend cannot run: " + Why;
    report(NoDeviceReason);
    return nullptr;
  }
  if (!B) {
    if (Verbose && Kind == Auto)
      report(Why + ": running on the emulator");
    // The processor of the program's first device image, unless
    // SHFL_CUDART_EMU_ARCH names one (the modules registered before main).
    std::string Processor = Arch ? Arch : "";
    for (const auto &M : Modules)
      for (const DeviceImage &I : M->Images)
        if (Processor.empty() && I.Kind == ImageKind::Bitcode)
          Processor = I.Processor;
    B = createEmulatorBackend(Processor);
  }
  if (Verbose)
    report("backend: " + B->name().str());
  return B.get();
}

const cudaDeviceProp &Runtime::properties() {
  if (!HaveProps) {
    std::memset(&Props, 0, sizeof(Props));
    if (Backend *Dev = backend()) {
      Dev->properties(Props);
      // Within CUDA's limits, so that a launch that fails on an NVIDIA GPU
      // fails here too: blocks of at most 64 threads in z, 48 KiB of shared
      // memory per block unless the kernel opts in to more
      // (cudaFuncAttributeMaxDynamicSharedMemorySize).
      Props.maxThreadsDim[2] = std::min(Props.maxThreadsDim[2], CudaMaxBlockZ);
      Props.sharedMemPerBlock = std::min(Props.sharedMemPerBlock, CudaDefaultSharedPerBlock);
    }
    HaveProps = true;
  }
  return Props;
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

cudaError_t Runtime::setError(cudaError_t E) {
  if (E != cudaSuccess)
    LastError = E;
  return E;
}

cudaError_t Runtime::deviceState() {
  if (Sticky != cudaSuccess)
    return Sticky; // the caller records it as the last error
  if (!backend())
    return cudaErrorNoDevice;
  return cudaSuccess;
}

/// The errors after which a CUDA context is unusable: a kernel that faulted.
static bool isSticky(cudaError_t E) {
  switch (E) {
  case cudaErrorIllegalAddress:
  case cudaErrorMisalignedAddress:
  case cudaErrorInvalidAddressSpace:
  case cudaErrorInvalidPc:
  case cudaErrorIllegalInstruction:
  case cudaErrorHardwareStackError:
  case cudaErrorAssert:
  case cudaErrorLaunchFailure:
  case cudaErrorLaunchTimeout:
    return true;
  default:
    return false;
  }
}

cudaError_t Runtime::afterDeviceWork(cudaError_t E) {
  if (isSticky(E)) {
    Sticky = E;
    LastError = E;
  }
  return E;
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

Kernel *Runtime::findKernel(const void *Stub) {
  auto It = Kernels.find(Stub);
  return It == Kernels.end() ? nullptr : &It->second;
}

cudaError_t Runtime::load(Module &M) {
  if (M.Loaded)
    return M.LoadError;
  Backend *Dev = backend();
  if (!Dev)
    return cudaErrorNoDevice;
  M.Loaded = true;
  if (!M.ImageError.empty()) {
    report(M.ImageError);
    M.LoadError = cudaErrorInvalidKernelImage;
  } else {
    M.LoadError = Dev->load(M.Images, M.Device);
  }
  return M.LoadError;
}

cudaError_t Runtime::symbol(const void *HostShadow, void **Address, size_t *Size) {
  auto It = Variables.find(HostShadow);
  if (It == Variables.end())
    return cudaErrorInvalidSymbol;
  Variable &V = It->second;
  if (cudaError_t E = load(*V.M))
    return E;
  if (cudaError_t E = V.M->Device->global(V.Name, Address, Size))
    return E;
  // Device memory from now on: cudaMemcpy may copy to and from it.
  Allocation &A = Allocations[static_cast<const char *>(*Address)];
  A.Size = *Size;
  A.Variable = true;
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

const Allocation *Runtime::findAllocation(const void *P, size_t Bytes,
                                          const char **Base) const {
  const char *C = static_cast<const char *>(P);
  auto It = Allocations.upper_bound(C);
  if (It == Allocations.begin())
    return nullptr;
  --It;
  const size_t Offset = C - It->first;
  if (Offset >= It->second.Size || Bytes > It->second.Size - Offset)
    return nullptr;
  if (Base)
    *Base = It->first;
  return &It->second;
}

cudaError_t Runtime::allocate(MemoryKind K, size_t Bytes, void **Ptr, unsigned Flags) {
  if (!Ptr)
    return cudaErrorInvalidValue;
  if (cudaError_t E = deviceState())
    return E;
  if (cudaError_t E = backend()->allocate(K, Bytes, Ptr))
    return E;
  if (*Ptr)
    Allocations[static_cast<const char *>(*Ptr)] = {Bytes, K, Flags, false};
  return cudaSuccess;
}

cudaError_t Runtime::release(void *P, MemoryKind K) {
  if (cudaError_t E = deviceState())
    return E;
  if (!P)
    return cudaSuccess;
  auto It = Allocations.find(static_cast<const char *>(P));
  // cudaFree of host memory, cudaFreeHost of device memory: CUDA says
  // invalid argument for both.
  const bool HostSide = K == MemoryKind::Host;
  if (It == Allocations.end() || It->second.Registered || It->second.Variable ||
      HostSide != (It->second.Kind == MemoryKind::Host))
    return cudaErrorInvalidValue;
  const MemoryKind Kind = It->second.Kind;
  Allocations.erase(It);
  return backend()->release(Kind, P);
}

/// Whether \p P may be the device side of a copy: memory the device can
/// address.
static bool deviceAccessible(const Allocation *A) { return A != nullptr; }

cudaError_t Runtime::copy(const char *Api, void *Dst, const void *Src, size_t Bytes,
                          cudaMemcpyKind Kind) {
  if (cudaError_t E = deviceState())
    return E;
  if (Bytes == 0)
    return cudaSuccess;
  if (!Dst || !Src)
    return cudaErrorInvalidValue;
  const Allocation *D = findAllocation(Dst, Bytes), *S = findAllocation(Src, Bytes);
  switch (Kind) {
  case cudaMemcpyHostToHost:
    break;
  case cudaMemcpyHostToDevice:
    if (!deviceAccessible(D))
      return cudaErrorInvalidValue;
    break;
  case cudaMemcpyDeviceToHost:
    if (!deviceAccessible(S))
      return cudaErrorInvalidValue;
    break;
  case cudaMemcpyDeviceToDevice:
    if (!deviceAccessible(S) || !deviceAccessible(D))
      return cudaErrorInvalidValue;
    break;
  case cudaMemcpyDefault:
    // Unified addressing: the pointers say which side they are on.
    Kind = S && S->Kind != MemoryKind::Host
               ? (D && D->Kind != MemoryKind::Host ? cudaMemcpyDeviceToDevice
                                                   : cudaMemcpyDeviceToHost)
               : (D && D->Kind != MemoryKind::Host ? cudaMemcpyHostToDevice
                                                   : cudaMemcpyHostToHost);
    break;
  default:
    return cudaErrorInvalidMemcpyDirection;
  }
  cudaError_t E = afterDeviceWork(backend()->copy(Dst, Src, Bytes, Kind));
  if (E == cudaSuccess && Kind == cudaMemcpyDeviceToHost)
    traceCopy(Api, Dst, Bytes);
  return E;
}

cudaError_t Runtime::fill(void *Dst, int Value, size_t Bytes) {
  if (cudaError_t E = deviceState())
    return E;
  if (Bytes == 0)
    return cudaSuccess;
  if (!findAllocation(Dst, Bytes))
    return cudaErrorInvalidValue;
  return afterDeviceWork(backend()->fill(Dst, Value, Bytes));
}

/// 64-bit FNV-1a of the bytes, and an order-independent hash of their
/// 32-bit words (the sum of each word's splitmix64), which does not change
/// when a kernel's atomics put the same words in another order.
void Runtime::traceCopy(const char *Api, const void *Host, size_t Bytes) {
  if (!Trace || !Api)
    return;
  const auto *P = static_cast<const unsigned char *>(Host);
  uint64_t Fnv = 0xcbf29ce484222325ull;
  for (size_t I = 0; I < Bytes; ++I)
    Fnv = (Fnv ^ P[I]) * 0x100000001b3ull;
  uint64_t Words = 0;
  for (size_t I = 0; I + 4 <= Bytes; I += 4) {
    uint32_t W;
    std::memcpy(&W, P + I, 4);
    uint64_t Z = W + 0x9e3779b97f4a7c15ull;
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
    Words += Z ^ (Z >> 31);
  }
  std::fprintf(Trace, "%s %zu %016" PRIx64 " %016" PRIx64 "\n", Api, Bytes, Fnv, Words);
  std::fflush(Trace);
}

bool Runtime::validStream(cudaStream_t S) const {
  return S == nullptr || S == cudaStreamLegacy || S == cudaStreamPerThread ||
         Streams.count(reinterpret_cast<Stream *>(S));
}

//===----------------------------------------------------------------------===//
// Kernel launches
//===----------------------------------------------------------------------===//

cudaError_t Runtime::occupancy(Kernel &K, int Block, size_t Shared, int &Blocks) {
  Blocks = 0;
  if (cudaError_t E = load(*K.M))
    return E;
  KernelResources R;
  if (cudaError_t E = K.M->Device->resources(K.Name, R))
    return E;
  const cudaDeviceProp &P = properties();
  if (Block <= 0)
    return cudaErrorInvalidValue;
  if (Block > R.MaxThreadsPerBlock || Block > P.maxThreadsPerBlock ||
      R.StaticShared + Shared > P.sharedMemPerBlockOptin)
    return cudaSuccess;
  const int Warps = (Block + P.warpSize - 1) / P.warpSize;
  Blocks = std::min(P.maxBlocksPerMultiProcessor,
                    P.maxThreadsPerMultiProcessor / (Warps * P.warpSize));
  if (size_t Need = R.StaticShared + Shared)
    Blocks = std::min<size_t>(Blocks, P.sharedMemPerMultiprocessor / Need);
  return cudaSuccess;
}

cudaError_t Runtime::launch(const void *Func, dim3 Grid, dim3 Block, void **Args,
                            size_t Shared, cudaStream_t S, bool Cooperative) {
  flushDeviceOutput();
  if (cudaError_t E = deviceState())
    return E;
  if (!validStream(S))
    return cudaErrorInvalidResourceHandle;
  // What CUDA 13 says for a function that is not a registered kernel.
  Kernel *K = findKernel(Func);
  if (!K)
    return cudaErrorInvalidResourceHandle;
  if (cudaError_t E = load(*K->M))
    return E;
  if (!K->M->Device->hasKernel(K->Name)) {
    report("the device code has no kernel '" + K->Name + "'");
    return cudaErrorInvalidDeviceFunction;
  }
  // A configuration beyond the device's limits: CUDA 13 says invalid
  // argument (test/hardware/results/cudart/api_errors.txt), for the
  // threads, the blocks and the shared memory alike.
  const cudaDeviceProp &P = properties();
  const uint64_t Threads = uint64_t(Block.x) * Block.y * Block.z;
  if (!Grid.x || !Grid.y || !Grid.z || !Threads ||
      Block.x > unsigned(P.maxThreadsDim[0]) || Block.y > unsigned(P.maxThreadsDim[1]) ||
      Block.z > unsigned(P.maxThreadsDim[2]) || Threads > unsigned(P.maxThreadsPerBlock) ||
      Grid.x > unsigned(P.maxGridSize[0]) || Grid.y > unsigned(P.maxGridSize[1]) ||
      Grid.z > unsigned(P.maxGridSize[2]))
    return cudaErrorInvalidValue;
  KernelResources R;
  if (cudaError_t E = K->M->Device->resources(K->Name, R))
    return E;
  const size_t SharedLimit =
      K->MaxDynamicShared >= 0 ? size_t(K->MaxDynamicShared) + R.StaticShared
                               : P.sharedMemPerBlock;
  if (R.StaticShared + Shared > SharedLimit)
    return cudaErrorInvalidValue;
  if (Threads > unsigned(R.MaxThreadsPerBlock))
    return cudaErrorInvalidValue;
  if (Cooperative) {
    int PerSM = 0;
    if (cudaError_t E = occupancy(*K, int(Threads), Shared, PerSM))
      return E;
    if (uint64_t(Grid.x) * Grid.y * Grid.z > uint64_t(PerSM) * P.multiProcessorCount)
      return cudaErrorCooperativeLaunchTooLarge;
  }
  cudaError_t E = K->M->Device->launch(K->Name, Grid, Block, Args, Shared);
  // A kernel that faulted: CUDA reports it once the kernel has run, to the
  // calls that use the device after the launch; this launch already did the
  // work, so every call from now on does (deviceState), but the launch and
  // cudaGetLastError after it say cudaSuccess, as on a GPU.
  if (isSticky(E)) {
    Sticky = E;
    return cudaSuccess;
  }
  return E;
}

//===----------------------------------------------------------------------===//
// Reset
//===----------------------------------------------------------------------===//

void Runtime::reset() {
  flushDeviceOutput();
  if (Backend *Dev = B.get()) {
    for (auto &[Base, A] : Allocations)
      if (A.Registered)
        Dev->registerHost(const_cast<char *>(Base), A.Size, false);
      else if (!A.Variable)
        Dev->release(A.Kind, const_cast<char *>(Base));
  }
  Allocations.clear();
  for (Stream *S : Streams)
    delete S;
  Streams.clear();
  for (Event *E : Events)
    delete E;
  Events.clear();
  // The modules load again, their variables with their initial values.
  for (auto &M : Modules) {
    M->Device.reset();
    M->Loaded = false;
    M->LoadError = cudaSuccess;
  }
  for (auto &[Stub, K] : Kernels)
    K.MaxDynamicShared = -1;
  Sticky = cudaSuccess;
  LastError = cudaSuccess;
}

} // namespace shflcudart
