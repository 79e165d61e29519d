//===- HIPLibrary.cpp - libamdhip64, opened at run time -------------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Opens libamdhip64 with dlopen (so that libshflcudart never depends on
/// it) and finds the functions HIPLibrary.h offers, with the types of the
/// HIP headers found at build time (SHFL_CUDART_HIP); the library of the
/// same major version is preferred.
///
//===----------------------------------------------------------------------===//

#include "HIPLibrary.h"

using namespace shflcudart::hip;

Library::~Library() = default;

#ifndef SHFL_CUDART_HIP

std::unique_ptr<Library> Library::open(std::string &Why) {
  Why = "libshflcudart was built without the HIP headers";
  return nullptr;
}

#else

#include <cstring>
#include <dlfcn.h>
#include <hip/hip_runtime_api.h>
#include <hip/hip_version.h>

namespace {

#define SHFL_STR2(X) #X
#define SHFL_STR(X) SHFL_STR2(X)

// hipGetDeviceProperties is a macro in some HIP versions; the symbol is
// what it expands to.  hipMalloc and friends are overloaded in C++: their
// C functions' types are given.
using MallocFn = hipError_t (*)(void **, size_t);
using FlagsMallocFn = hipError_t (*)(void **, size_t, unsigned int);
#define HIP_FUNCTIONS(X)                                                       \
  X(hipInit, decltype(&::hipInit))                                             \
  X(hipGetDeviceCount, decltype(&::hipGetDeviceCount))                         \
  X(hipGetDeviceProperties, decltype(&::hipGetDeviceProperties))               \
  X(hipGetErrorName, decltype(&::hipGetErrorName))                             \
  X(hipSetDevice, decltype(&::hipSetDevice))                                   \
  X(hipMemGetInfo, decltype(&::hipMemGetInfo))                                 \
  X(hipMalloc, MallocFn)                                                       \
  X(hipFree, decltype(&::hipFree))                                             \
  X(hipHostMalloc, FlagsMallocFn)                                              \
  X(hipHostFree, decltype(&::hipHostFree))                                     \
  X(hipMallocManaged, FlagsMallocFn)                                           \
  X(hipHostRegister, decltype(&::hipHostRegister))                             \
  X(hipHostUnregister, decltype(&::hipHostUnregister))                         \
  X(hipMemcpy, decltype(&::hipMemcpy))                                         \
  X(hipMemset, decltype(&::hipMemset))                                         \
  X(hipDeviceSynchronize, decltype(&::hipDeviceSynchronize))                   \
  X(hipModuleLoadData, decltype(&::hipModuleLoadData))                         \
  X(hipModuleGetFunction, decltype(&::hipModuleGetFunction))                   \
  X(hipModuleGetGlobal, decltype(&::hipModuleGetGlobal))                       \
  X(hipFuncGetAttribute, decltype(&::hipFuncGetAttribute))                     \
  X(hipModuleLaunchKernel, decltype(&::hipModuleLaunchKernel))

class DLLibrary final : public Library {
public:
#define HIP_POINTER(Name, Type) Type Name = nullptr;
  HIP_FUNCTIONS(HIP_POINTER)
#undef HIP_POINTER
  void *Handle = nullptr;

  bool load(std::string &Why) {
    const char *Names[] = {"libamdhip64.so." SHFL_STR(HIP_VERSION_MAJOR), "libamdhip64.so"};
    for (const char *N : Names)
      if ((Handle = dlopen(N, RTLD_NOW | RTLD_LOCAL)))
        break;
    if (!Handle) {
      Why = std::string("cannot load libamdhip64: ") + dlerror();
      return false;
    }
#define HIP_LOOKUP(Name, Type)                                                 \
  if (!(Name = reinterpret_cast<decltype(Name)>(dlsym(Handle, SHFL_STR(Name))))) { \
    Why = "libamdhip64 has no " SHFL_STR(Name);                                \
    return false;                                                              \
  }
    HIP_FUNCTIONS(HIP_LOOKUP)
#undef HIP_LOOKUP
    return true;
  }

  const char *errorName(int E) override { return hipGetErrorName(hipError_t(E)); }
  int memoryInfo(size_t *Free, size_t *Total) override { return hipMemGetInfo(Free, Total); }
  int malloc(void **P, size_t Bytes) override { return hipMalloc(P, Bytes); }
  int free(void *P) override { return hipFree(P); }
  int hostMalloc(void **P, size_t Bytes) override {
    return hipHostMalloc(P, Bytes, hipHostMallocMapped);
  }
  int hostFree(void *P) override { return hipHostFree(P); }
  int mallocManaged(void **P, size_t Bytes) override {
    return hipMallocManaged(P, Bytes, hipMemAttachGlobal);
  }
  int hostRegister(void *P, size_t Bytes) override {
    return hipHostRegister(P, Bytes, hipHostRegisterMapped);
  }
  int hostUnregister(void *P) override { return hipHostUnregister(P); }
  int memcpy(void *Dst, const void *Src, size_t Bytes, int Kind) override {
    return hipMemcpy(Dst, Src, Bytes, hipMemcpyKind(Kind));
  }
  int memset(void *Dst, int Value, size_t Bytes) override {
    return hipMemset(Dst, Value, Bytes);
  }
  int synchronize() override { return hipDeviceSynchronize(); }
  int moduleLoadData(void **Module, const void *Image) override {
    return hipModuleLoadData(reinterpret_cast<hipModule_t *>(Module), Image);
  }
  int moduleGetFunction(void **F, void *Module, const char *Name) override {
    return hipModuleGetFunction(reinterpret_cast<hipFunction_t *>(F),
                                static_cast<hipModule_t>(Module), Name);
  }
  int moduleGetGlobal(void **Address, size_t *Bytes, void *Module,
                      const char *Name) override {
    return hipModuleGetGlobal(reinterpret_cast<hipDeviceptr_t *>(Address), Bytes,
                              static_cast<hipModule_t>(Module), Name);
  }
  int functionAttribute(int *Value, FunctionAttribute A, void *F) override {
    static constexpr hipFunction_attribute Attrs[] = {
        HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES,
        HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, HIP_FUNC_ATTRIBUTE_NUM_REGS};
    return hipFuncGetAttribute(Value, Attrs[int(A)], static_cast<hipFunction_t>(F));
  }
  int launch(void *F, const unsigned Grid[3], const unsigned Block[3], unsigned Shared,
             void **Args) override {
    return hipModuleLaunchKernel(static_cast<hipFunction_t>(F), Grid[0], Grid[1], Grid[2],
                                 Block[0], Block[1], Block[2], Shared, nullptr, Args,
                                 nullptr);
  }
};

} // namespace

std::unique_ptr<Library> Library::open(std::string &Why) {
  auto L = std::make_unique<DLLibrary>();
  if (!L->load(Why))
    return nullptr;
  int Count = 0;
  hipError_t E = L->hipInit(0);
  if (E == hipSuccess)
    E = L->hipGetDeviceCount(&Count);
  if (E != hipSuccess || Count == 0) {
    Why = std::string("no AMD GPU (") +
          (E != hipSuccess ? L->hipGetErrorName(E) : "no device") + ")";
    return nullptr;
  }
  hipDeviceProp_t P;
  if ((E = L->hipSetDevice(0)) != hipSuccess ||
      (E = L->hipGetDeviceProperties(&P, 0)) != hipSuccess) {
    Why = std::string("cannot use the AMD GPU: ") + L->hipGetErrorName(E);
    return nullptr;
  }
  DeviceInfo &I = L->Info;
  I.Name = P.name;
  I.Arch = P.gcnArchName;
  I.TotalGlobalMem = P.totalGlobalMem;
  I.SharedMemPerBlock = P.sharedMemPerBlock;
  I.SharedMemPerMultiprocessor = P.maxSharedMemoryPerMultiProcessor;
  I.TotalConstMem = P.totalConstMem;
  I.MemPitch = P.memPitch;
  I.TextureAlignment = P.textureAlignment;
  I.TexturePitchAlignment = P.texturePitchAlignment;
  I.RegsPerBlock = P.regsPerBlock;
  I.MaxThreadsPerBlock = P.maxThreadsPerBlock;
  for (int D = 0; D < 3; ++D) {
    I.MaxThreadsDim[D] = P.maxThreadsDim[D];
    I.MaxGridSize[D] = P.maxGridSize[D];
  }
  I.MultiProcessorCount = P.multiProcessorCount;
  I.MaxThreadsPerMultiProcessor = P.maxThreadsPerMultiProcessor;
  I.L2CacheSize = P.l2CacheSize;
  I.MemoryBusWidth = P.memoryBusWidth;
  I.PciBusID = P.pciBusID;
  I.PciDeviceID = P.pciDeviceID;
  I.PciDomainID = P.pciDomainID;
  I.Integrated = P.integrated;
  I.CanMapHostMemory = P.canMapHostMemory;
  I.ConcurrentKernels = P.concurrentKernels;
  I.ManagedMemory = P.managedMemory;
  I.CooperativeLaunch = P.cooperativeLaunch;
  I.ECCEnabled = P.ECCEnabled;
  I.ClockRate = P.clockRate;
  I.MemoryClockRate = P.memoryClockRate;
  return L;
}

#endif // SHFL_CUDART_HIP
