//===- Backend.h - Where libshflcudart runs device work ---------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The interface between the CUDA runtime API of libshflcudart (streams,
/// events, errors, registration: lib/CudaRuntime/Runtime.cpp) and the
/// device that does the work.  Two backends implement it:
///
///  * the emulator (EmulatorBackend.cpp): device memory is host memory that
///    the emulator's memory checker knows, and kernels run on wave-emu, in
///    the process, from the AMDGPU bitcode of the device image;
///  * HIP (HIPBackend.cpp): libamdhip64, loaded with dlopen, runs the code
///    object with hipModuleLoadData / hipModuleLaunchKernel.
///
/// Every operation is synchronous: when it returns, the device has done it.
/// The runtime runs the operations of every stream in the order the program
/// issues them, which keeps CUDA's stream order and the ordering of events
/// and of the legacy default stream.
///
/// A failed operation returns the cudaError_t the CUDA runtime would
/// return, after printing what went wrong (the emulator's report of a
/// faulting kernel, HIP's error) to stderr.
///
/// A kernel's device printf output is held until flushOutput, so that it
/// reaches stdout when CUDA's runtime prints it, in order with the host's
/// own output.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_CUDARUNTIME_BACKEND_H
#define SHFL_LOWERING_CUDARUNTIME_BACKEND_H

#include "ShflLowering/CudaRuntime/DeviceImage.h"
#include "driver_types.h"
#include "vector_types.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>

namespace shflcudart {

/// What an allocation is for; the emulator allocates all of them in host
/// memory, HIP with the matching hipMalloc*.
enum class MemoryKind {
  Device,  ///< cudaMalloc, cudaMallocPitch, cudaMallocAsync
  Host,    ///< cudaMallocHost, cudaHostAlloc (pinned, mapped)
  Managed, ///< cudaMallocManaged
};

/// A kernel's static resources, for cudaFuncGetAttributes and the
/// occupancy queries.
struct KernelResources {
  size_t StaticShared = 0;  ///< bytes of static shared memory (LDS)
  size_t Local = 0;         ///< bytes of private memory per thread
  int MaxThreadsPerBlock = 1024;
  int NumRegs = 0;          ///< 0 where the backend does not know
};

/// The device code of one translation unit, loaded on the backend.
class DeviceModule {
public:
  virtual ~DeviceModule();
  /// Whether the module has a kernel of this (mangled) name.
  virtual bool hasKernel(llvm::StringRef Name) const = 0;
  virtual cudaError_t resources(llvm::StringRef Kernel, KernelResources &R) = 0;
  /// Runs \p Kernel; \p Args holds a pointer to each argument's value, as
  /// cudaLaunchKernel receives them.  The runtime has checked the
  /// configuration against the device's limits.
  virtual cudaError_t launch(llvm::StringRef Kernel, dim3 Grid, dim3 Block,
                             void **Args, size_t DynamicShared) = 0;
  /// The device address and size of a `__device__`, `__constant__` or
  /// `__managed__` variable of the module.
  virtual cudaError_t global(llvm::StringRef Name, void **Address, size_t *Size) = 0;
};

class Backend {
public:
  virtual ~Backend();
  /// "emulator" or "hip".
  virtual llvm::StringRef name() const = 0;
  /// The device, as cudaGetDeviceProperties describes it (warpSize is 32:
  /// the CUDA warp, whatever the wave size).
  virtual void properties(cudaDeviceProp &P) const = 0;
  /// cudaDeviceGetAttribute's values that cudaDeviceProp does not hold
  /// (clock rates); false where the backend does not know the attribute.
  virtual bool extraAttribute(cudaDeviceAttr Attr, int &Value) const = 0;

  /// cudaMemGetInfo: free and total device memory, in bytes.
  virtual cudaError_t memoryInfo(size_t &Free, size_t &Total) = 0;
  virtual cudaError_t allocate(MemoryKind K, size_t Bytes, void **Ptr) = 0;
  virtual cudaError_t release(MemoryKind K, void *Ptr) = 0;
  /// cudaHostRegister / cudaHostUnregister: the program's own memory
  /// becomes memory the device may access, or stops being it.
  virtual cudaError_t registerHost(void *Ptr, size_t Bytes, bool Register) = 0;
  /// Copies \p Bytes; the runtime has resolved cudaMemcpyDefault.
  virtual cudaError_t copy(void *Dst, const void *Src, size_t Bytes,
                           cudaMemcpyKind Kind) = 0;
  virtual cudaError_t fill(void *Dst, int Value, size_t Bytes) = 0;
  /// Picks the image of \p Images for this device and loads it (the
  /// emulator: on first use).  Fails with cudaErrorNoKernelImageForDevice
  /// when no image fits, printing which processors the images are for.
  virtual cudaError_t load(llvm::ArrayRef<DeviceImage> Images,
                           std::unique_ptr<DeviceModule> &M) = 0;
  /// Waits for the device to be idle.
  virtual cudaError_t synchronize() = 0;
  /// Prints what device printf (and a failed assert) printed since the last
  /// call, where CUDA prints it: the runtime calls it at every launch,
  /// synchronisation, blocking copy, cudaDeviceReset and at exit.  HIP's
  /// runtime prints its own.
  virtual void flushOutput() {}
};

/// The emulator backend; never fails to start.  \p Processor ("gfx90a",
/// "gfx1100") picks the device image it runs, empty: the first one of each
/// module.
std::unique_ptr<Backend> createEmulatorBackend(llvm::StringRef Processor);

/// The HIP backend, or null with \p Why saying why it cannot run (no
/// libamdhip64, no device).
std::unique_ptr<Backend> createHIPBackend(std::string &Why);

} // namespace shflcudart

#endif // SHFL_LOWERING_CUDARUNTIME_BACKEND_H
