//===- HIPLibrary.h - libamdhip64, opened at run time -----------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The HIP functions the HIP backend calls, behind an interface of plain
/// types: HIP's headers and the CUDA headers the runtime is compiled
/// against define the same vector types, so no file includes both.
/// HIPLibrary.cpp opens libamdhip64 with dlopen; every call returns HIP's
/// error number, which is CUDA's for the same error.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_CUDARUNTIME_HIPLIBRARY_H
#define SHFL_LOWERING_LIB_CUDARUNTIME_HIPLIBRARY_H

#include <cstddef>
#include <memory>
#include <string>

namespace shflcudart {
namespace hip {

/// What hipGetDeviceProperties says about device 0.
struct DeviceInfo {
  std::string Name, Arch; ///< Arch: gcnArchName, "gfx90a:sramecc+:xnack-"
  size_t TotalGlobalMem = 0, SharedMemPerBlock = 0, SharedMemPerMultiprocessor = 0,
         TotalConstMem = 0, MemPitch = 0, TextureAlignment = 0,
         TexturePitchAlignment = 0;
  int RegsPerBlock = 0, MaxThreadsPerBlock = 0, MaxThreadsDim[3] = {}, MaxGridSize[3] = {},
      MultiProcessorCount = 0, MaxThreadsPerMultiProcessor = 0, L2CacheSize = 0,
      MemoryBusWidth = 0, PciBusID = 0, PciDeviceID = 0, PciDomainID = 0, Integrated = 0,
      CanMapHostMemory = 0, ConcurrentKernels = 0, ManagedMemory = 0,
      CooperativeLaunch = 0, ECCEnabled = 0, ClockRate = 0, MemoryClockRate = 0;
};

/// A kernel's attributes (hipFuncGetAttribute).
enum class FunctionAttribute { SharedBytes, LocalBytes, MaxThreadsPerBlock, NumRegs };

class Library {
public:
  virtual ~Library();
  /// Opens libamdhip64 and selects device 0; null with \p Why saying why
  /// not (no library, no device, built without HIP's headers).
  static std::unique_ptr<Library> open(std::string &Why);

  DeviceInfo Info;

  virtual const char *errorName(int E) = 0;
  virtual int memoryInfo(size_t *Free, size_t *Total) = 0;
  virtual int malloc(void **P, size_t Bytes) = 0;
  virtual int free(void *P) = 0;
  virtual int hostMalloc(void **P, size_t Bytes) = 0; ///< mapped
  virtual int hostFree(void *P) = 0;
  virtual int mallocManaged(void **P, size_t Bytes) = 0;
  virtual int hostRegister(void *P, size_t Bytes) = 0; ///< mapped
  virtual int hostUnregister(void *P) = 0;
  /// \p Kind has CUDA's (and HIP's) numbers.
  virtual int memcpy(void *Dst, const void *Src, size_t Bytes, int Kind) = 0;
  virtual int memset(void *Dst, int Value, size_t Bytes) = 0;
  virtual int synchronize() = 0;
  virtual int moduleLoadData(void **Module, const void *Image) = 0;
  virtual int moduleGetFunction(void **Function, void *Module, const char *Name) = 0;
  virtual int moduleGetGlobal(void **Address, size_t *Bytes, void *Module,
                              const char *Name) = 0;
  virtual int functionAttribute(int *Value, FunctionAttribute A, void *Function) = 0;
  virtual int launch(void *Function, const unsigned Grid[3], const unsigned Block[3],
                     unsigned SharedBytes, void **Args) = 0;
};

} // namespace hip
} // namespace shflcudart

#endif // SHFL_LOWERING_LIB_CUDARUNTIME_HIPLIBRARY_H
