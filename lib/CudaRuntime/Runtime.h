//===- Runtime.h - The state of libshflcudart -------------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the CUDA runtime API keeps between calls: the registered device
/// code (one Module per translation unit, its kernels and variables by
/// their host addresses), the allocations, streams and events, the errors,
/// and the backend that runs the device work (Backend.h), chosen on first
/// use from SHFL_CUDART_BACKEND.
///
/// Every operation runs when it is issued, in issue order (Backend.h says
/// why that keeps CUDA's ordering); an event records the time at which the
/// work issued before it was done.
///
/// Errors follow CUDA's rules: a failing call returns its error and makes
/// it the thread's last error (cudaGetLastError returns and clears it); a
/// kernel that faults makes the error sticky: every later call that uses
/// the device returns it, until cudaDeviceReset.  As on a GPU, where the
/// launch returns before the kernel runs, the launch itself and
/// cudaGetLastError right after it still say cudaSuccess.
///
//===----------------------------------------------------------------------===//

#ifndef SHFL_LOWERING_LIB_CUDARUNTIME_RUNTIME_H
#define SHFL_LOWERING_LIB_CUDARUNTIME_RUNTIME_H

#include "ShflLowering/CudaRuntime/Backend.h"
#include "ShflLowering/CudaRuntime/DeviceImage.h"
#include "cuda_runtime_api.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace shflcudart {

/// The device code of one translation unit (__cudaRegisterFatBinary).
struct Module {
  std::vector<DeviceImage> Images;
  std::string ImageError; ///< why the container could not be read
  std::unique_ptr<DeviceModule> Device;
  cudaError_t LoadError = cudaSuccess;
  bool Loaded = false;
};

/// A kernel, by the address of its host stub.
struct Kernel {
  Module *M = nullptr;
  std::string Name; ///< the device function's (mangled) name
  int MaxDynamicShared = -1; ///< cudaFuncAttributeMaxDynamicSharedMemorySize
};

/// A __device__ / __constant__ variable, by the address of its host shadow.
struct Variable {
  Module *M = nullptr;
  std::string Name;
  size_t Size = 0;
  bool Constant = false;
};

struct Allocation {
  size_t Size = 0;
  MemoryKind Kind = MemoryKind::Device;
  unsigned Flags = 0;
  bool Registered = false; ///< cudaHostRegister'ed user memory
  bool Variable = false;   ///< a module's variable (cudaGetSymbolAddress)
};

struct Stream {
  unsigned Flags = 0;
  int Priority = 0;
};

struct Event {
  unsigned Flags = 0;
  bool Recorded = false;
  std::chrono::steady_clock::time_point Time;
};

class Runtime {
public:
  static Runtime &get();

  std::recursive_mutex Lock;

  /// The backend, started on first use; null if it cannot run (then
  /// NoDeviceReason says why, and device calls return cudaErrorNoDevice).
  Backend *backend();
  std::string NoDeviceReason;

  // Errors.
  /// Records \p E as the thread's last error if it is one; returns it.
  cudaError_t setError(cudaError_t E);
  /// The error a call that uses the device must return before doing
  /// anything: the sticky error, or cudaErrorNoDevice.
  cudaError_t deviceState();
  /// After a launch or copy: an execution error becomes sticky.
  cudaError_t afterDeviceWork(cudaError_t E);
  cudaError_t Sticky = cudaSuccess;
  static thread_local cudaError_t LastError;

  // Registration.
  std::vector<std::unique_ptr<Module>> Modules;
  llvm::DenseMap<const void *, Kernel> Kernels;
  llvm::DenseMap<const void *, Variable> Variables;
  /// The kernel of a host stub, or null.
  Kernel *findKernel(const void *Stub);
  /// Loads \p M on the backend (once) and returns why it failed.
  cudaError_t load(Module &M);
  /// The device address and size of a registered variable.
  cudaError_t symbol(const void *HostShadow, void **Address, size_t *Size);

  // Memory.
  std::map<const char *, Allocation> Allocations;
  /// The allocation that holds [P, P + Bytes), or null.
  const Allocation *findAllocation(const void *P, size_t Bytes = 1,
                                   const char **Base = nullptr) const;
  cudaError_t allocate(MemoryKind K, size_t Bytes, void **Ptr, unsigned Flags = 0);
  cudaError_t release(void *P, MemoryKind K);
  /// A checked copy: both sides valid for the kind, cudaMemcpyDefault
  /// resolved; \p Api names the call for the trace.
  cudaError_t copy(const char *Api, void *Dst, const void *Src, size_t Bytes,
                   cudaMemcpyKind Kind);
  cudaError_t fill(void *Dst, int Value, size_t Bytes);
  /// With SHFL_CUDART_TRACE, writes the trace line of a device-to-host copy
  /// that \p Api (cudaMemcpy, cudaMemcpyAsync, cudaMemcpyFromSymbol...) did.
  void traceCopy(const char *Api, const void *Host, size_t Bytes);

  // Streams and events.
  std::set<Stream *> Streams;
  std::set<Event *> Events;
  /// Whether \p S is the null stream, a special stream or a live stream.
  bool validStream(cudaStream_t S) const;

  // Kernel launches.
  struct CallConfiguration {
    dim3 Grid, Block;
    size_t Shared;
    cudaStream_t Stream;
  };
  static thread_local std::vector<CallConfiguration> Configurations;
  cudaError_t launch(const void *Func, dim3 Grid, dim3 Block, void **Args,
                     size_t Shared, cudaStream_t Stream, bool Cooperative);
  /// Blocks of \p Block threads and \p Shared dynamic bytes that fit a
  /// multiprocessor at once.
  cudaError_t occupancy(Kernel &K, int Block, size_t Shared, int &Blocks);

  /// Prints the device output of the work done so far (Backend::
  /// flushOutput): CUDA prints a kernel's printf output at the next launch,
  /// synchronisation or blocking copy, at cudaDeviceReset and at exit.
  void flushDeviceOutput() {
    if (B)
      B->flushOutput();
  }

  /// The device's properties (the backend's).
  const cudaDeviceProp &properties();

  /// Frees every allocation, stream and event, forgets the loaded modules
  /// and the sticky error (cudaDeviceReset).
  void reset();

private:
  Runtime();
  ~Runtime();
  bool Started = false;
  std::unique_ptr<Backend> B;
  cudaDeviceProp Props;
  bool HaveProps = false;
  /// SHFL_CUDART_TRACE: one line per device-to-host copy.
  std::FILE *Trace = nullptr;
};

/// Prints "shflcudart: <Msg>" on stderr.
void report(const std::string &Msg);

} // namespace shflcudart

#endif // SHFL_LOWERING_LIB_CUDARUNTIME_RUNTIME_H
