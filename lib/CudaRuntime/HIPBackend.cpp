//===- HIPBackend.cpp - Run a CUDA program's kernels through HIP ----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The HIP backend of libshflcudart: each module's code object for the
/// GPU's processor is loaded with hipModuleLoadData, and kernels run with
/// hipModuleLaunchKernel, which lays the arguments out from the code
/// object's metadata.  Every operation waits for the GPU (Backend.h).
/// HIP's error numbers are CUDA's: a HIP error is returned as the
/// cudaError_t of the same number, after printing HIP's name for it.
///
//===----------------------------------------------------------------------===//

#include "HIPLibrary.h"
#include "ShflLowering/CudaRuntime/Backend.h"
#include "cuda_runtime_api.h"
#include <cstdio>
#include <cstring>

using namespace llvm;
using namespace shflcudart;

namespace {

class HIPBackend;

class HIPModule final : public DeviceModule {
public:
  HIPModule(HIPBackend &B, void *M) : B(B), M(M) {}
  bool hasKernel(StringRef Name) const override { return function(Name) != nullptr; }
  cudaError_t resources(StringRef Kernel, KernelResources &R) override;
  cudaError_t launch(StringRef Kernel, dim3 Grid, dim3 Block, void **Args,
                     size_t DynamicShared) override;
  cudaError_t global(StringRef Name, void **Address, size_t *Size) override;

private:
  void *function(StringRef Name) const;
  HIPBackend &B;
  void *M;
};

class HIPBackend final : public Backend {
public:
  explicit HIPBackend(std::unique_ptr<hip::Library> L) : L(std::move(L)) {}
  std::unique_ptr<hip::Library> L;

  /// The cudaError_t of HIP error \p E, reported with the call that failed.
  cudaError_t check(int E, const char *What) const {
    if (E == 0)
      return cudaSuccess;
    std::fprintf(stderr, "shflcudart: %s: %s\n", What, L->errorName(E));
    return std::strcmp(cudaGetErrorName(cudaError_t(E)), "cudaErrorUnknown")
               ? cudaError_t(E)
               : cudaErrorUnknown;
  }

  StringRef name() const override { return "hip"; }

  void properties(cudaDeviceProp &P) const override {
    const hip::DeviceInfo &I = L->Info;
    std::memset(&P, 0, sizeof(P));
    std::strncpy(P.name, I.Name.c_str(), sizeof(P.name) - 1);
    P.totalGlobalMem = I.TotalGlobalMem;
    P.sharedMemPerBlock = P.sharedMemPerBlockOptin = I.SharedMemPerBlock;
    P.sharedMemPerMultiprocessor = I.SharedMemPerMultiprocessor;
    P.regsPerBlock = P.regsPerMultiprocessor = I.RegsPerBlock;
    P.warpSize = 32; // the CUDA warp, whatever the wave size
    P.memPitch = I.MemPitch;
    P.maxThreadsPerBlock = I.MaxThreadsPerBlock;
    for (int D = 0; D < 3; ++D) {
      P.maxThreadsDim[D] = I.MaxThreadsDim[D];
      P.maxGridSize[D] = I.MaxGridSize[D];
    }
    P.totalConstMem = I.TotalConstMem;
    P.major = 8; // the device code is compiled for sm_80
    P.minor = 0;
    P.textureAlignment = I.TextureAlignment;
    P.texturePitchAlignment = I.TexturePitchAlignment;
    P.multiProcessorCount = I.MultiProcessorCount;
    P.maxThreadsPerMultiProcessor = I.MaxThreadsPerMultiProcessor;
    // A workgroup has at least one wave of 64 work-items.
    P.maxBlocksPerMultiProcessor = I.MaxThreadsPerMultiProcessor / 64;
    P.l2CacheSize = I.L2CacheSize;
    P.memoryBusWidth = I.MemoryBusWidth;
    P.pciBusID = I.PciBusID;
    P.pciDeviceID = I.PciDeviceID;
    P.pciDomainID = I.PciDomainID;
    P.integrated = I.Integrated;
    P.canMapHostMemory = I.CanMapHostMemory;
    P.concurrentKernels = I.ConcurrentKernels;
    P.managedMemory = I.ManagedMemory;
    P.unifiedAddressing = 1;
    P.cooperativeLaunch = I.CooperativeLaunch;
    P.ECCEnabled = I.ECCEnabled;
  }

  bool extraAttribute(cudaDeviceAttr Attr, int &Value) const override {
    switch (Attr) {
    case cudaDevAttrClockRate:
      Value = L->Info.ClockRate;
      return true;
    case cudaDevAttrMemoryClockRate:
      Value = L->Info.MemoryClockRate;
      return true;
    default:
      return false;
    }
  }

  cudaError_t memoryInfo(size_t &Free, size_t &Total) override {
    return check(L->memoryInfo(&Free, &Total), "hipMemGetInfo");
  }

  cudaError_t allocate(MemoryKind K, size_t Bytes, void **Ptr) override {
    switch (K) {
    case MemoryKind::Device:
      return check(L->malloc(Ptr, Bytes), "hipMalloc");
    case MemoryKind::Host:
      return check(L->hostMalloc(Ptr, Bytes), "hipHostMalloc");
    case MemoryKind::Managed:
      return check(L->mallocManaged(Ptr, Bytes), "hipMallocManaged");
    }
    return cudaErrorInvalidValue;
  }

  cudaError_t release(MemoryKind K, void *Ptr) override {
    return K == MemoryKind::Host ? check(L->hostFree(Ptr), "hipHostFree")
                                 : check(L->free(Ptr), "hipFree");
  }

  cudaError_t registerHost(void *Ptr, size_t Bytes, bool Register) override {
    return Register ? check(L->hostRegister(Ptr, Bytes), "hipHostRegister")
                    : check(L->hostUnregister(Ptr), "hipHostUnregister");
  }

  cudaError_t copy(void *Dst, const void *Src, size_t Bytes, cudaMemcpyKind Kind) override {
    return check(L->memcpy(Dst, Src, Bytes, Kind), "hipMemcpy");
  }

  cudaError_t fill(void *Dst, int Value, size_t Bytes) override {
    return check(L->memset(Dst, Value, Bytes), "hipMemset");
  }

  cudaError_t load(ArrayRef<DeviceImage> Images, std::unique_ptr<DeviceModule> &M) override {
    const StringRef Arch = StringRef(L->Info.Arch).split(':').first;
    std::string Have;
    for (const DeviceImage &I : Images) {
      if (I.Kind != ImageKind::CodeObject)
        continue;
      Have += (Have.empty() ? "" : ", ") + I.Processor;
      if (I.cpu() != Arch)
        continue;
      void *Mod = nullptr;
      if (cudaError_t E = check(L->moduleLoadData(&Mod, I.Data.data()), "hipModuleLoadData"))
        return E;
      M = std::make_unique<HIPModule>(*this, Mod);
      return cudaSuccess;
    }
    std::fprintf(stderr,
                 "shflcudart: no device code for the GPU's processor %s (the "
                 "program has %s; compile it with --offload-arch=%s)\n",
                 L->Info.Arch.c_str(), Have.empty() ? "none" : Have.c_str(),
                 Arch.str().c_str());
    return cudaErrorNoKernelImageForDevice;
  }

  cudaError_t synchronize() override {
    return check(L->synchronize(), "hipDeviceSynchronize");
  }
};

void *HIPModule::function(StringRef Name) const {
  void *F = nullptr;
  if (B.L->moduleGetFunction(&F, M, Name.str().c_str()) != 0)
    return nullptr;
  return F;
}

cudaError_t HIPModule::resources(StringRef Kernel, KernelResources &R) {
  void *F = function(Kernel);
  if (!F)
    return cudaErrorInvalidDeviceFunction;
  int V[4] = {};
  for (int A = 0; A < 4; ++A)
    if (cudaError_t E = B.check(
            B.L->functionAttribute(&V[A], hip::FunctionAttribute(A), F), "hipFuncGetAttribute"))
      return E;
  R.StaticShared = V[int(hip::FunctionAttribute::SharedBytes)];
  R.Local = V[int(hip::FunctionAttribute::LocalBytes)];
  R.MaxThreadsPerBlock = V[int(hip::FunctionAttribute::MaxThreadsPerBlock)];
  R.NumRegs = V[int(hip::FunctionAttribute::NumRegs)];
  return cudaSuccess;
}

cudaError_t HIPModule::launch(StringRef Kernel, dim3 Grid, dim3 Block, void **Args,
                              size_t DynamicShared) {
  void *F = function(Kernel);
  if (!F)
    return cudaErrorInvalidDeviceFunction;
  const unsigned G[3] = {Grid.x, Grid.y, Grid.z}, Bl[3] = {Block.x, Block.y, Block.z};
  if (cudaError_t E = B.check(B.L->launch(F, G, Bl, unsigned(DynamicShared), Args),
                              "hipModuleLaunchKernel"))
    return E;
  return B.synchronize();
}

cudaError_t HIPModule::global(StringRef Name, void **Address, size_t *Size) {
  if (B.L->moduleGetGlobal(Address, Size, M, Name.str().c_str()) != 0)
    return cudaErrorInvalidSymbol;
  return cudaSuccess;
}

} // namespace

std::unique_ptr<Backend> shflcudart::createHIPBackend(std::string &Why) {
  std::unique_ptr<hip::Library> L = hip::Library::open(Why);
  if (!L)
    return nullptr;
  return std::make_unique<HIPBackend>(std::move(L));
}
