//===- API.cpp - The CUDA runtime API entry points of libshflcudart -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The extern "C" functions that CUDA programs call, one per entry marked
/// CUDART_API in EntryPoints.def, plus cudaGetErrorName/String and the
/// registration and launch entry points clang emits.  Each takes the
/// runtime's lock, checks its arguments as the CUDA runtime does, and
/// records a failure as the thread's last error (Runtime.h).
///
//===----------------------------------------------------------------------===//

#include "Runtime.h"
#include <algorithm>
#include <cstring>

using namespace shflcudart;

namespace {

/// The runtime, locked for the call.
struct Call {
  Runtime &RT = Runtime::get();
  std::lock_guard<std::recursive_mutex> Guard{RT.Lock};
  /// Returns \p E after recording it as the last error.
  cudaError_t operator()(cudaError_t E) { return RT.setError(E); }
};

constexpr int DeviceCount = 1;

/// The stored device state that has no effect on the emulator but that a
/// program may set and read back.
struct DeviceSettings {
  unsigned Flags = 0;
  cudaFuncCache CacheConfig = cudaFuncCachePreferNone;
  // CUDA 13's defaults, as cudaDeviceGetLimit gives them on an H200
  // (test/hardware/results/cudart/device_query.txt); the device runtime's
  // synchronisation depth is unsupported there too.  The emulator keeps
  // them for the program to read back; none of them limits it.
  size_t Limits[7] = {1024, 8650752, 8388608, 0, 2048, 64, 0};
};
constexpr bool SupportedLimit[7] = {true, true, true, false, true, true, true};
DeviceSettings Settings;

bool validDevice(int D) { return D >= 0 && D < DeviceCount; }

/// The value of a device attribute, from the device's properties.
struct AttributeRule {
  cudaDeviceAttr Attr;
  int (*Get)(const cudaDeviceProp &);
};
#define ATTR(A, EXPR) {A, [](const cudaDeviceProp &P) { return int(EXPR); }}
constexpr AttributeRule AttributeRules[] = {
    ATTR(cudaDevAttrMaxThreadsPerBlock, P.maxThreadsPerBlock),
    ATTR(cudaDevAttrMaxBlockDimX, P.maxThreadsDim[0]),
    ATTR(cudaDevAttrMaxBlockDimY, P.maxThreadsDim[1]),
    ATTR(cudaDevAttrMaxBlockDimZ, P.maxThreadsDim[2]),
    ATTR(cudaDevAttrMaxGridDimX, P.maxGridSize[0]),
    ATTR(cudaDevAttrMaxGridDimY, P.maxGridSize[1]),
    ATTR(cudaDevAttrMaxGridDimZ, P.maxGridSize[2]),
    ATTR(cudaDevAttrMaxSharedMemoryPerBlock, P.sharedMemPerBlock),
    ATTR(cudaDevAttrTotalConstantMemory, P.totalConstMem),
    ATTR(cudaDevAttrWarpSize, P.warpSize),
    ATTR(cudaDevAttrMaxPitch, std::min<size_t>(P.memPitch, 0x7fffffff)),
    ATTR(cudaDevAttrMaxRegistersPerBlock, P.regsPerBlock),
    ATTR(cudaDevAttrTextureAlignment, P.textureAlignment),
    ATTR(cudaDevAttrGpuOverlap, P.asyncEngineCount > 0),
    ATTR(cudaDevAttrMultiProcessorCount, P.multiProcessorCount),
    ATTR(cudaDevAttrKernelExecTimeout, 0),
    ATTR(cudaDevAttrIntegrated, P.integrated),
    ATTR(cudaDevAttrCanMapHostMemory, P.canMapHostMemory),
    ATTR(cudaDevAttrComputeMode, cudaComputeModeDefault),
    ATTR(cudaDevAttrConcurrentKernels, P.concurrentKernels),
    ATTR(cudaDevAttrEccEnabled, P.ECCEnabled),
    ATTR(cudaDevAttrPciBusId, P.pciBusID),
    ATTR(cudaDevAttrPciDeviceId, P.pciDeviceID),
    ATTR(cudaDevAttrPciDomainId, P.pciDomainID),
    ATTR(cudaDevAttrTccDriver, P.tccDriver),
    ATTR(cudaDevAttrGlobalMemoryBusWidth, P.memoryBusWidth),
    ATTR(cudaDevAttrL2CacheSize, P.l2CacheSize),
    ATTR(cudaDevAttrMaxThreadsPerMultiProcessor, P.maxThreadsPerMultiProcessor),
    ATTR(cudaDevAttrAsyncEngineCount, P.asyncEngineCount),
    ATTR(cudaDevAttrUnifiedAddressing, P.unifiedAddressing),
    ATTR(cudaDevAttrTexturePitchAlignment, P.texturePitchAlignment),
    ATTR(cudaDevAttrComputeCapabilityMajor, P.major),
    ATTR(cudaDevAttrComputeCapabilityMinor, P.minor),
    ATTR(cudaDevAttrStreamPrioritiesSupported, P.streamPrioritiesSupported),
    ATTR(cudaDevAttrGlobalL1CacheSupported, P.globalL1CacheSupported),
    ATTR(cudaDevAttrLocalL1CacheSupported, P.localL1CacheSupported),
    ATTR(cudaDevAttrMaxSharedMemoryPerMultiprocessor, P.sharedMemPerMultiprocessor),
    ATTR(cudaDevAttrMaxRegistersPerMultiprocessor, P.regsPerMultiprocessor),
    ATTR(cudaDevAttrManagedMemory, P.managedMemory),
    ATTR(cudaDevAttrIsMultiGpuBoard, P.isMultiGpuBoard),
    ATTR(cudaDevAttrMultiGpuBoardGroupID, P.multiGpuBoardGroupID),
    ATTR(cudaDevAttrHostNativeAtomicSupported, P.hostNativeAtomicSupported),
    ATTR(cudaDevAttrPageableMemoryAccess, P.pageableMemoryAccess),
    ATTR(cudaDevAttrConcurrentManagedAccess, P.concurrentManagedAccess),
    ATTR(cudaDevAttrComputePreemptionSupported, P.computePreemptionSupported),
    ATTR(cudaDevAttrCanUseHostPointerForRegisteredMem, P.canUseHostPointerForRegisteredMem),
    ATTR(cudaDevAttrCooperativeLaunch, P.cooperativeLaunch),
    ATTR(cudaDevAttrMaxSharedMemoryPerBlockOptin, P.sharedMemPerBlockOptin),
    ATTR(cudaDevAttrHostRegisterSupported, P.hostRegisterSupported),
    ATTR(cudaDevAttrPageableMemoryAccessUsesHostPageTables,
         P.pageableMemoryAccessUsesHostPageTables),
    ATTR(cudaDevAttrDirectManagedMemAccessFromHost, P.directManagedMemAccessFromHost),
    ATTR(cudaDevAttrMaxBlocksPerMultiprocessor, P.maxBlocksPerMultiProcessor),
    ATTR(cudaDevAttrReservedSharedMemoryPerBlock, P.reservedSharedMemPerBlock),
    ATTR(cudaDevAttrMemoryPoolsSupported, P.memoryPoolsSupported),
    ATTR(cudaDevAttrClusterLaunch, P.clusterLaunch),
};
#undef ATTR

/// Which side of the host/device line a pointer is on.
cudaError_t pointerAttributes(Runtime &RT, cudaPointerAttributes *A, const void *P) {
  if (!A)
    return cudaErrorInvalidValue;
  std::memset(A, 0, sizeof(*A));
  A->type = cudaMemoryTypeUnregistered;
  A->device = cudaInvalidDeviceId;
  const char *Base = nullptr;
  const Allocation *Alloc = RT.findAllocation(P, 1, &Base);
  if (!Alloc) {
    // Memory the runtime does not know is the host's.
    A->hostPointer = const_cast<void *>(P);
    return cudaSuccess;
  }
  A->device = 0;
  switch (Alloc->Kind) {
  case MemoryKind::Device:
    A->type = cudaMemoryTypeDevice;
    A->devicePointer = const_cast<void *>(P);
    break;
  case MemoryKind::Host:
    A->type = cudaMemoryTypeHost;
    A->devicePointer = A->hostPointer = const_cast<void *>(P);
    break;
  case MemoryKind::Managed:
    A->type = cudaMemoryTypeManaged;
    A->devicePointer = A->hostPointer = const_cast<void *>(P);
    break;
  }
  return cudaSuccess;
}

cudaError_t copy2D(Runtime &RT, void *Dst, size_t DPitch, const void *Src,
                   size_t SPitch, size_t Width, size_t Height, cudaMemcpyKind Kind) {
  if (Width > DPitch || Width > SPitch)
    return cudaErrorInvalidPitchValue;
  for (size_t Row = 0; Row < Height; ++Row)
    if (cudaError_t E = RT.copy(nullptr, static_cast<char *>(Dst) + Row * DPitch,
                                static_cast<const char *>(Src) + Row * SPitch, Width, Kind))
      return E;
  return cudaSuccess;
}

cudaError_t fill2D(Runtime &RT, void *Dst, size_t Pitch, int Value, size_t Width,
                   size_t Height) {
  if (Width > Pitch)
    return cudaErrorInvalidPitchValue;
  for (size_t Row = 0; Row < Height; ++Row)
    if (cudaError_t E = RT.fill(static_cast<char *>(Dst) + Row * Pitch, Value, Width))
      return E;
  return cudaSuccess;
}

cudaError_t symbolCopy(Runtime &RT, const char *Api, const void *Symbol, void *Host,
                       size_t Count, size_t Offset, cudaMemcpyKind Kind, bool ToSymbol) {
  if (cudaError_t E = RT.deviceState())
    return E;
  void *Address;
  size_t Size;
  if (cudaError_t E = RT.symbol(Symbol, &Address, &Size))
    return E;
  if (Offset > Size || Count > Size - Offset)
    return cudaErrorInvalidValue;
  char *Dev = static_cast<char *>(Address) + Offset;
  // The variable is device memory the runtime did not allocate: copy
  // through the backend with the kind the caller gave.
  if (ToSymbol) {
    if (Kind != cudaMemcpyHostToDevice && Kind != cudaMemcpyDeviceToDevice &&
        Kind != cudaMemcpyDefault)
      return cudaErrorInvalidMemcpyDirection;
    return RT.afterDeviceWork(RT.backend()->copy(
        Dev, Host, Count,
        Kind == cudaMemcpyDefault ? cudaMemcpyHostToDevice : Kind));
  }
  if (Kind != cudaMemcpyDeviceToHost && Kind != cudaMemcpyDeviceToDevice &&
      Kind != cudaMemcpyDefault)
    return cudaErrorInvalidMemcpyDirection;
  const cudaMemcpyKind K =
      Kind == cudaMemcpyDefault ? cudaMemcpyDeviceToHost : Kind;
  cudaError_t E = RT.afterDeviceWork(RT.backend()->copy(Host, Dev, Count, K));
  if (E == cudaSuccess && K == cudaMemcpyDeviceToHost)
    RT.traceCopy(Api, Host, Count);
  return E;
}

} // namespace

namespace shflcudart {
/// Unsupported.cpp's stubs: reports the entry point and fails.
int unsupported(const char *Name) {
  Call C;
  report(std::string(Name) + " is not supported (cudaErrorNotSupported)");
  return C(cudaErrorNotSupported);
}
} // namespace shflcudart

extern "C" {

//===----------------------------------------------------------------------===//
// Device management
//===----------------------------------------------------------------------===//

cudaError_t cudaGetDeviceCount(int *Count) {
  Call C;
  if (!Count)
    return C(cudaErrorInvalidValue);
  if (!C.RT.backend()) {
    *Count = 0;
    return C(cudaErrorNoDevice);
  }
  *Count = DeviceCount;
  return cudaSuccess;
}

cudaError_t cudaSetDevice(int Device) {
  Call C;
  if (!C.RT.backend())
    return C(cudaErrorNoDevice);
  return C(validDevice(Device) ? cudaSuccess : cudaErrorInvalidDevice);
}

cudaError_t cudaGetDevice(int *Device) {
  Call C;
  if (!Device)
    return C(cudaErrorInvalidValue);
  if (!C.RT.backend())
    return C(cudaErrorNoDevice);
  *Device = 0;
  return cudaSuccess;
}

cudaError_t cudaInitDevice(int Device, unsigned int, unsigned int) {
  Call C;
  if (!C.RT.backend())
    return C(cudaErrorNoDevice);
  return C(validDevice(Device) ? cudaSuccess : cudaErrorInvalidDevice);
}

cudaError_t cudaChooseDevice(int *Device, const cudaDeviceProp *Prop) {
  Call C;
  if (!Device || !Prop)
    return C(cudaErrorInvalidValue);
  if (!C.RT.backend())
    return C(cudaErrorNoDevice);
  *Device = 0;
  return cudaSuccess;
}

cudaError_t cudaSetValidDevices(int *Devices, int Len) {
  Call C;
  if (Len < 0 || (Len && !Devices))
    return C(cudaErrorInvalidValue);
  for (int I = 0; I < Len; ++I)
    if (!validDevice(Devices[I]))
      return C(cudaErrorInvalidDevice);
  return cudaSuccess;
}

cudaError_t cudaGetDeviceProperties(cudaDeviceProp *Prop, int Device) {
  Call C;
  if (!Prop)
    return C(cudaErrorInvalidValue);
  if (!C.RT.backend())
    return C(cudaErrorNoDevice);
  if (!validDevice(Device))
    return C(cudaErrorInvalidDevice);
  *Prop = C.RT.properties();
  return cudaSuccess;
}

cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attr, int Device) {
  Call C;
  if (!Value)
    return C(cudaErrorInvalidValue);
  Backend *B = C.RT.backend();
  if (!B)
    return C(cudaErrorNoDevice);
  if (!validDevice(Device))
    return C(cudaErrorInvalidDevice);
  if (B->extraAttribute(Attr, *Value))
    return cudaSuccess;
  for (const AttributeRule &R : AttributeRules)
    if (R.Attr == Attr) {
      *Value = R.Get(C.RT.properties());
      return cudaSuccess;
    }
  // Textures, surfaces, NUMA, interop: nothing the device has.
  if (Attr > 0 && Attr < cudaDevAttrMax) {
    *Value = 0;
    return cudaSuccess;
  }
  return C(cudaErrorInvalidValue);
}

cudaError_t cudaDeviceGetPCIBusId(char *Id, int Len, int Device) {
  Call C;
  if (!Id || Len <= 0)
    return C(cudaErrorInvalidValue);
  if (!validDevice(Device))
    return C(cudaErrorInvalidDevice);
  const cudaDeviceProp &P = C.RT.properties();
  std::snprintf(Id, Len, "%04x:%02x:%02x.0", P.pciDomainID, P.pciBusID, P.pciDeviceID);
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) {
  Call C;
  C.RT.flushDeviceOutput();
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  return C(C.RT.afterDeviceWork(C.RT.backend()->synchronize()));
}

cudaError_t cudaDeviceReset(void) {
  Call C;
  C.RT.reset();
  Settings = DeviceSettings();
  return cudaSuccess;
}

cudaError_t cudaSetDeviceFlags(unsigned int Flags) {
  Call C;
  if (Flags & ~unsigned(cudaDeviceMask))
    return C(cudaErrorInvalidValue);
  Settings.Flags = Flags;
  return cudaSuccess;
}

cudaError_t cudaGetDeviceFlags(unsigned int *Flags) {
  Call C;
  if (!Flags)
    return C(cudaErrorInvalidValue);
  *Flags = Settings.Flags;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetLimit(size_t *Value, cudaLimit Limit) {
  Call C;
  if (!Value)
    return C(cudaErrorInvalidValue);
  if (unsigned(Limit) >= std::size(Settings.Limits) || !SupportedLimit[Limit])
    return C(cudaErrorUnsupportedLimit);
  *Value = Settings.Limits[Limit];
  return cudaSuccess;
}

cudaError_t cudaDeviceSetLimit(cudaLimit Limit, size_t Value) {
  Call C;
  if (unsigned(Limit) >= std::size(Settings.Limits) || !SupportedLimit[Limit])
    return C(cudaErrorUnsupportedLimit);
  Settings.Limits[Limit] = Value;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *Config) {
  Call C;
  if (!Config)
    return C(cudaErrorInvalidValue);
  *Config = Settings.CacheConfig;
  return cudaSuccess;
}

cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache Config) {
  Call C;
  if (unsigned(Config) > cudaFuncCachePreferEqual)
    return C(cudaErrorInvalidValue);
  Settings.CacheConfig = Config;
  return cudaSuccess;
}

cudaError_t cudaDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  // Streams run in issue order: one priority.
  if (Least)
    *Least = 0;
  if (Greatest)
    *Greatest = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceCanAccessPeer(int *Can, int Device, int Peer) {
  Call C;
  if (!Can)
    return C(cudaErrorInvalidValue);
  if (!validDevice(Device) || !validDevice(Peer))
    return C(cudaErrorInvalidDevice);
  *Can = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceEnablePeerAccess(int, unsigned int) {
  // The one device has no peer.
  Call C;
  return C(cudaErrorInvalidDevice);
}

cudaError_t cudaDeviceDisablePeerAccess(int Peer) {
  Call C;
  return C(validDevice(Peer) ? cudaErrorPeerAccessNotEnabled : cudaErrorInvalidDevice);
}

cudaError_t cudaDriverGetVersion(int *Version) {
  Call C;
  if (!Version)
    return C(cudaErrorInvalidValue);
  *Version = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *Version) {
  Call C;
  if (!Version)
    return C(cudaErrorInvalidValue);
  *Version = CUDART_VERSION;
  return cudaSuccess;
}

cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total) {
  Call C;
  if (!Free || !Total)
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  return C(C.RT.backend()->memoryInfo(*Free, *Total));
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

cudaError_t cudaGetLastError(void) {
  Call C;
  cudaError_t E = Runtime::LastError;
  // Even a sticky error: the next call that uses the device returns it
  // (and makes it the last error) again.
  Runtime::LastError = cudaSuccess;
  return E;
}

cudaError_t cudaPeekAtLastError(void) {
  Call C;
  return Runtime::LastError;
}

const char *cudaGetErrorName(cudaError_t E) {
  switch (E) {
#define SHIM_CUDA_ERROR(Name, Value)                                           \
  case Name:                                                                   \
    return #Name;
#include "shim_errors.def"
  case cudaErrorApiFailureBase:
    return "cudaErrorApiFailureBase";
  default:
    return "unrecognized error code";
  }
}

const char *cudaGetErrorString(cudaError_t E) {
  switch (E) {
#define CUDART_ERROR_STRING(Name, String)                                      \
  case Name:                                                                   \
    return String;
#include "ErrorStrings.def"
  default:
    return "unrecognized error code";
  }
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

cudaError_t cudaMalloc(void **Ptr, size_t Size) {
  Call C;
  return C(C.RT.allocate(MemoryKind::Device, Size, Ptr));
}

cudaError_t cudaFree(void *Ptr) {
  Call C;
  return C(C.RT.release(Ptr, MemoryKind::Device));
}

cudaError_t cudaMallocHost(void **Ptr, size_t Size) {
  Call C;
  return C(C.RT.allocate(MemoryKind::Host, Size, Ptr));
}

cudaError_t cudaFreeHost(void *Ptr) {
  Call C;
  return C(C.RT.release(Ptr, MemoryKind::Host));
}

cudaError_t cudaHostAlloc(void **Ptr, size_t Size, unsigned int Flags) {
  Call C;
  if (Flags & ~unsigned(cudaHostAllocPortable | cudaHostAllocMapped |
                        cudaHostAllocWriteCombined))
    return C(cudaErrorInvalidValue);
  return C(C.RT.allocate(MemoryKind::Host, Size, Ptr, Flags));
}

cudaError_t cudaHostGetDevicePointer(void **Device, void *Host, unsigned int Flags) {
  Call C;
  if (!Device || Flags)
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  const Allocation *A = C.RT.findAllocation(Host);
  if (!A || A->Kind != MemoryKind::Host)
    return C(cudaErrorInvalidValue);
  *Device = Host; // unified addressing
  return cudaSuccess;
}

cudaError_t cudaHostGetFlags(unsigned int *Flags, void *Host) {
  Call C;
  const Allocation *A = C.RT.findAllocation(Host);
  if (!Flags || !A || A->Kind != MemoryKind::Host)
    return C(cudaErrorInvalidValue);
  *Flags = A->Flags;
  return cudaSuccess;
}

cudaError_t cudaHostRegister(void *Ptr, size_t Size, unsigned int Flags) {
  Call C;
  if (!Ptr || !Size || (Flags & ~0xfu))
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  const char *P = static_cast<const char *>(Ptr);
  auto It = C.RT.Allocations.lower_bound(P);
  if (C.RT.findAllocation(Ptr) ||
      (It != C.RT.Allocations.end() && It->first < P + Size))
    return C(cudaErrorHostMemoryAlreadyRegistered);
  if (cudaError_t E = C.RT.backend()->registerHost(Ptr, Size, true))
    return C(E);
  C.RT.Allocations[P] = {Size, MemoryKind::Host, Flags, true};
  return cudaSuccess;
}

cudaError_t cudaHostUnregister(void *Ptr) {
  Call C;
  auto It = C.RT.Allocations.find(static_cast<const char *>(Ptr));
  if (It == C.RT.Allocations.end() || !It->second.Registered)
    return C(cudaErrorHostMemoryNotRegistered);
  const size_t Size = It->second.Size;
  C.RT.Allocations.erase(It);
  return C(C.RT.backend()->registerHost(Ptr, Size, false));
}

cudaError_t cudaMallocManaged(void **Ptr, size_t Size, unsigned int Flags) {
  Call C;
  if (Flags != cudaMemAttachGlobal && Flags != cudaMemAttachHost)
    return C(cudaErrorInvalidValue);
  return C(C.RT.allocate(MemoryKind::Managed, Size, Ptr, Flags));
}

cudaError_t cudaMallocPitch(void **Ptr, size_t *Pitch, size_t Width, size_t Height) {
  Call C;
  if (!Pitch)
    return C(cudaErrorInvalidValue);
  // Rows aligned as the device's texture pitch alignment asks.
  const size_t Align = 512;
  const size_t P = (Width + Align - 1) / Align * Align;
  if (cudaError_t E = C.RT.allocate(MemoryKind::Device, P * Height, Ptr))
    return C(E);
  *Pitch = P;
  return cudaSuccess;
}

cudaError_t cudaMallocAsync(void **Ptr, size_t Size, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.allocate(MemoryKind::Device, Size, Ptr));
}

cudaError_t cudaFreeAsync(void *Ptr, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.release(Ptr, MemoryKind::Device));
}

cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Count, cudaMemcpyKind Kind) {
  Call C;
  C.RT.flushDeviceOutput();
  return C(C.RT.copy("cudaMemcpy", Dst, Src, Count, Kind));
}

cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t Count,
                            cudaMemcpyKind Kind, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.copy("cudaMemcpyAsync", Dst, Src, Count, Kind));
}

cudaError_t cudaMemcpy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch,
                         size_t Width, size_t Height, cudaMemcpyKind Kind) {
  Call C;
  C.RT.flushDeviceOutput();
  return C(copy2D(C.RT, Dst, DPitch, Src, SPitch, Width, Height, Kind));
}

cudaError_t cudaMemcpy2DAsync(void *Dst, size_t DPitch, const void *Src, size_t SPitch,
                              size_t Width, size_t Height, cudaMemcpyKind Kind,
                              cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(copy2D(C.RT, Dst, DPitch, Src, SPitch, Width, Height, Kind));
}

cudaError_t cudaMemcpyPeer(void *Dst, int DstDevice, const void *Src, int SrcDevice,
                           size_t Count) {
  Call C;
  if (!validDevice(DstDevice) || !validDevice(SrcDevice))
    return C(cudaErrorInvalidDevice);
  return C(C.RT.copy("cudaMemcpyPeer", Dst, Src, Count, cudaMemcpyDeviceToDevice));
}

cudaError_t cudaMemcpyPeerAsync(void *Dst, int DstDevice, const void *Src,
                                int SrcDevice, size_t Count, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  if (!validDevice(DstDevice) || !validDevice(SrcDevice))
    return C(cudaErrorInvalidDevice);
  return C(C.RT.copy("cudaMemcpyPeerAsync", Dst, Src, Count, cudaMemcpyDeviceToDevice));
}

cudaError_t cudaMemset(void *Dst, int Value, size_t Count) {
  Call C;
  return C(C.RT.fill(Dst, Value, Count));
}

cudaError_t cudaMemsetAsync(void *Dst, int Value, size_t Count, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.fill(Dst, Value, Count));
}

cudaError_t cudaMemset2D(void *Dst, size_t Pitch, int Value, size_t Width,
                         size_t Height) {
  Call C;
  return C(fill2D(C.RT, Dst, Pitch, Value, Width, Height));
}

cudaError_t cudaMemset2DAsync(void *Dst, size_t Pitch, int Value, size_t Width,
                              size_t Height, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(fill2D(C.RT, Dst, Pitch, Value, Width, Height));
}

cudaError_t cudaMemcpyToSymbol(const void *Symbol, const void *Src, size_t Count,
                               size_t Offset, cudaMemcpyKind Kind) {
  Call C;
  C.RT.flushDeviceOutput();
  return C(symbolCopy(C.RT, "cudaMemcpyToSymbol", Symbol, const_cast<void *>(Src),
                      Count, Offset, Kind, true));
}

cudaError_t cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Count,
                                 size_t Offset, cudaMemcpyKind Kind) {
  Call C;
  C.RT.flushDeviceOutput();
  return C(symbolCopy(C.RT, "cudaMemcpyFromSymbol", Symbol, Dst, Count, Offset, Kind,
                      false));
}

cudaError_t cudaMemcpyToSymbolAsync(const void *Symbol, const void *Src, size_t Count,
                                    size_t Offset, cudaMemcpyKind Kind,
                                    cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(symbolCopy(C.RT, "cudaMemcpyToSymbolAsync", Symbol, const_cast<void *>(Src),
                      Count, Offset, Kind, true));
}

cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const void *Symbol, size_t Count,
                                      size_t Offset, cudaMemcpyKind Kind,
                                      cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  return C(symbolCopy(C.RT, "cudaMemcpyFromSymbolAsync", Symbol, Dst, Count, Offset,
                      Kind, false));
}

cudaError_t cudaGetSymbolAddress(void **Address, const void *Symbol) {
  Call C;
  if (!Address)
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  size_t Size;
  return C(C.RT.symbol(Symbol, Address, &Size));
}

cudaError_t cudaGetSymbolSize(size_t *Size, const void *Symbol) {
  Call C;
  if (!Size)
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  void *Address;
  return C(C.RT.symbol(Symbol, &Address, Size));
}

cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *Attr, const void *Ptr) {
  Call C;
  return C(pointerAttributes(C.RT, Attr, Ptr));
}

cudaError_t cudaMemPrefetchAsync(const void *Ptr, size_t Count, cudaMemLocation,
                                 unsigned int Flags, cudaStream_t Stream) {
  Call C;
  if (!C.RT.validStream(Stream))
    return C(cudaErrorInvalidResourceHandle);
  const Allocation *A = C.RT.findAllocation(Ptr, Count);
  if (!A || A->Kind != MemoryKind::Managed || Flags)
    return C(cudaErrorInvalidValue);
  return C(C.RT.deviceState()); // the memory is where it is
}

cudaError_t cudaMemAdvise(const void *Ptr, size_t Count, cudaMemoryAdvise Advice,
                          cudaMemLocation) {
  Call C;
  const Allocation *A = C.RT.findAllocation(Ptr, Count);
  if (!A || A->Kind != MemoryKind::Managed || Advice < cudaMemAdviseSetReadMostly ||
      Advice > cudaMemAdviseUnsetAccessedBy)
    return C(cudaErrorInvalidValue);
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Streams
//===----------------------------------------------------------------------===//

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *S, unsigned int Flags,
                                         int Priority) {
  Call C;
  if (!S || (Flags & ~unsigned(cudaStreamNonBlocking)))
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  auto *New = new Stream{Flags, std::clamp(Priority, 0, 0)};
  C.RT.Streams.insert(New);
  *S = reinterpret_cast<cudaStream_t>(New);
  return cudaSuccess;
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *S, unsigned int Flags) {
  return cudaStreamCreateWithPriority(S, Flags, 0);
}

cudaError_t cudaStreamCreate(cudaStream_t *S) {
  return cudaStreamCreateWithPriority(S, cudaStreamDefault, 0);
}

cudaError_t cudaStreamDestroy(cudaStream_t S) {
  Call C;
  auto *Str = reinterpret_cast<Stream *>(S);
  if (!C.RT.Streams.count(Str))
    return C(cudaErrorInvalidResourceHandle);
  C.RT.Streams.erase(Str);
  delete Str;
  return cudaSuccess;
}

cudaError_t cudaStreamSynchronize(cudaStream_t S) {
  Call C;
  C.RT.flushDeviceOutput();
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.deviceState());
}

cudaError_t cudaStreamQuery(cudaStream_t S) {
  Call C;
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.deviceState()); // every operation is done when it returns
}

cudaError_t cudaStreamWaitEvent(cudaStream_t S, cudaEvent_t Ev, unsigned int Flags) {
  Call C;
  if (!C.RT.validStream(S) || !C.RT.Events.count(reinterpret_cast<Event *>(Ev)))
    return C(cudaErrorInvalidResourceHandle);
  if (Flags & ~1u)
    return C(cudaErrorInvalidValue);
  return C(C.RT.deviceState());
}

cudaError_t cudaStreamGetFlags(cudaStream_t S, unsigned int *Flags) {
  Call C;
  if (!Flags)
    return C(cudaErrorInvalidValue);
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  auto *Str = reinterpret_cast<Stream *>(S);
  *Flags = C.RT.Streams.count(Str) ? Str->Flags : 0;
  return cudaSuccess;
}

cudaError_t cudaStreamGetPriority(cudaStream_t S, int *Priority) {
  Call C;
  if (!Priority)
    return C(cudaErrorInvalidValue);
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  auto *Str = reinterpret_cast<Stream *>(S);
  *Priority = C.RT.Streams.count(Str) ? Str->Priority : 0;
  return cudaSuccess;
}

cudaError_t cudaStreamGetDevice(cudaStream_t S, int *Device) {
  Call C;
  if (!Device)
    return C(cudaErrorInvalidValue);
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  *Device = 0;
  return cudaSuccess;
}

cudaError_t cudaStreamAddCallback(cudaStream_t S, cudaStreamCallback_t Callback,
                                  void *UserData, unsigned int Flags) {
  Call C;
  if (!Callback || Flags)
    return C(cudaErrorInvalidValue);
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  // The work before it is done: the callback runs now, with the stream's
  // status.
  Callback(S, C.RT.Sticky, UserData);
  return cudaSuccess;
}

cudaError_t cudaLaunchHostFunc(cudaStream_t S, cudaHostFn_t Fn, void *UserData) {
  Call C;
  if (!Fn)
    return C(cudaErrorInvalidValue);
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  Fn(UserData);
  return cudaSuccess;
}

cudaError_t cudaStreamAttachMemAsync(cudaStream_t S, void *Ptr, size_t Length,
                                     unsigned int Flags) {
  Call C;
  if (!C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  const Allocation *A = C.RT.findAllocation(Ptr, Length ? Length : 1);
  if (!A || A->Kind != MemoryKind::Managed ||
      (Flags != cudaMemAttachGlobal && Flags != cudaMemAttachHost &&
       Flags != cudaMemAttachSingle))
    return C(cudaErrorInvalidValue);
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Events
//===----------------------------------------------------------------------===//

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *Ev, unsigned int Flags) {
  Call C;
  if (!Ev || (Flags & ~unsigned(cudaEventBlockingSync | cudaEventDisableTiming |
                                cudaEventInterprocess)))
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  auto *New = new Event{Flags, false, {}};
  C.RT.Events.insert(New);
  *Ev = reinterpret_cast<cudaEvent_t>(New);
  return cudaSuccess;
}

cudaError_t cudaEventCreate(cudaEvent_t *Ev) {
  return cudaEventCreateWithFlags(Ev, cudaEventDefault);
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t Ev, cudaStream_t S, unsigned int Flags) {
  Call C;
  auto *E = reinterpret_cast<Event *>(Ev);
  if (!C.RT.Events.count(E) || !C.RT.validStream(S))
    return C(cudaErrorInvalidResourceHandle);
  if (Flags & ~1u)
    return C(cudaErrorInvalidValue);
  if (cudaError_t Err = C.RT.deviceState())
    return C(Err);
  E->Recorded = true;
  E->Time = std::chrono::steady_clock::now();
  return cudaSuccess;
}

cudaError_t cudaEventRecord(cudaEvent_t Ev, cudaStream_t S) {
  return cudaEventRecordWithFlags(Ev, S, 0);
}

cudaError_t cudaEventQuery(cudaEvent_t Ev) {
  Call C;
  if (!C.RT.Events.count(reinterpret_cast<Event *>(Ev)))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.deviceState());
}

cudaError_t cudaEventSynchronize(cudaEvent_t Ev) {
  Call C;
  C.RT.flushDeviceOutput();
  if (!C.RT.Events.count(reinterpret_cast<Event *>(Ev)))
    return C(cudaErrorInvalidResourceHandle);
  return C(C.RT.deviceState());
}

cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start, cudaEvent_t End) {
  Call C;
  auto *S = reinterpret_cast<Event *>(Start), *E = reinterpret_cast<Event *>(End);
  if (!Ms)
    return C(cudaErrorInvalidValue);
  if (!C.RT.Events.count(S) || !C.RT.Events.count(E))
    return C(cudaErrorInvalidResourceHandle);
  if (cudaError_t Err = C.RT.deviceState())
    return C(Err);
  if ((S->Flags | E->Flags) & cudaEventDisableTiming || !S->Recorded || !E->Recorded)
    return C(cudaErrorInvalidResourceHandle);
  *Ms = std::chrono::duration<float, std::milli>(E->Time - S->Time).count();
  return cudaSuccess;
}

cudaError_t cudaEventDestroy(cudaEvent_t Ev) {
  Call C;
  auto *E = reinterpret_cast<Event *>(Ev);
  if (!C.RT.Events.count(E))
    return C(cudaErrorInvalidResourceHandle);
  C.RT.Events.erase(E);
  delete E;
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

cudaError_t cudaLaunchKernel(const void *Func, dim3 Grid, dim3 Block, void **Args,
                             size_t Shared, cudaStream_t S) {
  Call C;
  return C(C.RT.launch(Func, Grid, Block, Args, Shared, S, false));
}

cudaError_t cudaLaunchCooperativeKernel(const void *Func, dim3 Grid, dim3 Block,
                                        void **Args, size_t Shared, cudaStream_t S) {
  Call C;
  return C(C.RT.launch(Func, Grid, Block, Args, Shared, S, true));
}

cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attr, const void *Func) {
  Call C;
  if (!Attr)
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  Kernel *K = C.RT.findKernel(Func);
  if (!K)
    return C(cudaErrorInvalidDeviceFunction);
  if (cudaError_t E = C.RT.load(*K->M))
    return C(E);
  KernelResources R;
  if (cudaError_t E = K->M->Device->resources(K->Name, R))
    return C(E);
  const cudaDeviceProp &P = C.RT.properties();
  std::memset(Attr, 0, sizeof(*Attr));
  Attr->sharedSizeBytes = R.StaticShared;
  Attr->localSizeBytes = R.Local;
  Attr->maxThreadsPerBlock = std::min(R.MaxThreadsPerBlock, P.maxThreadsPerBlock);
  Attr->numRegs = R.NumRegs;
  Attr->ptxVersion = Attr->binaryVersion = P.major * 10 + P.minor;
  Attr->maxDynamicSharedSizeBytes =
      K->MaxDynamicShared >= 0 ? K->MaxDynamicShared
                               : int(P.sharedMemPerBlock - R.StaticShared);
  Attr->preferredShmemCarveout = -1;
  return cudaSuccess;
}

cudaError_t cudaFuncSetAttribute(const void *Func, cudaFuncAttribute Attr, int Value) {
  Call C;
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  Kernel *K = C.RT.findKernel(Func);
  if (!K)
    return C(cudaErrorInvalidDeviceFunction);
  switch (Attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize: {
    if (cudaError_t E = C.RT.load(*K->M))
      return C(E);
    KernelResources R;
    if (cudaError_t E = K->M->Device->resources(K->Name, R))
      return C(E);
    if (Value < 0 || R.StaticShared + size_t(Value) > C.RT.properties().sharedMemPerBlockOptin)
      return C(cudaErrorInvalidValue);
    K->MaxDynamicShared = Value;
    return cudaSuccess;
  }
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    return C(Value >= -1 && Value <= 100 ? cudaSuccess : cudaErrorInvalidValue);
  default:
    report("cudaFuncSetAttribute: attribute " + std::to_string(int(Attr)) +
           " (thread block clusters) is not supported");
    return C(cudaErrorNotSupported);
  }
}

cudaError_t cudaFuncSetCacheConfig(const void *Func, cudaFuncCache Config) {
  Call C;
  if (!C.RT.findKernel(Func))
    return C(cudaErrorInvalidDeviceFunction);
  return C(unsigned(Config) <= cudaFuncCachePreferEqual ? cudaSuccess
                                                        : cudaErrorInvalidValue);
}

cudaError_t cudaFuncGetName(const char **Name, const void *Func) {
  Call C;
  if (!Name)
    return C(cudaErrorInvalidValue);
  Kernel *K = C.RT.findKernel(Func);
  if (!K)
    return C(cudaErrorInvalidDeviceFunction);
  *Name = K->Name.c_str();
  return cudaSuccess;
}

cudaError_t cudaGetFuncBySymbol(cudaFunction_t *Function, const void *Symbol) {
  Call C;
  if (!Function)
    return C(cudaErrorInvalidValue);
  Kernel *K = C.RT.findKernel(Symbol);
  if (!K)
    return C(cudaErrorInvalidDeviceFunction);
  *Function = reinterpret_cast<cudaFunction_t>(K);
  return cudaSuccess;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *Blocks, const void *Func, int BlockSize, size_t Shared, unsigned int Flags) {
  Call C;
  if (!Blocks || (Flags & ~unsigned(cudaOccupancyDisableCachingOverride)))
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  Kernel *K = C.RT.findKernel(Func);
  if (!K)
    return C(cudaErrorInvalidDeviceFunction);
  return C(C.RT.occupancy(*K, BlockSize, Shared, *Blocks));
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *Blocks, const void *Func,
                                                          int BlockSize, size_t Shared) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(Blocks, Func, BlockSize,
                                                                Shared, 0);
}

cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *Shared, const void *Func,
                                                      int NumBlocks, int BlockSize) {
  Call C;
  if (!Shared || NumBlocks <= 0)
    return C(cudaErrorInvalidValue);
  if (cudaError_t E = C.RT.deviceState())
    return C(E);
  Kernel *K = C.RT.findKernel(Func);
  if (!K)
    return C(cudaErrorInvalidDeviceFunction);
  int Fit = 0;
  if (cudaError_t E = C.RT.occupancy(*K, BlockSize, 0, Fit))
    return C(E);
  *Shared = 0;
  if (Fit < NumBlocks)
    return cudaSuccess;
  KernelResources R;
  if (cudaError_t E = K->M->Device->resources(K->Name, R))
    return C(E);
  const cudaDeviceProp &P = C.RT.properties();
  const size_t PerBlock = std::min(P.sharedMemPerMultiprocessor / NumBlocks,
                                   P.sharedMemPerBlockOptin);
  *Shared = PerBlock > R.StaticShared ? PerBlock - R.StaticShared : 0;
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// The profiler
//===----------------------------------------------------------------------===//

cudaError_t cudaProfilerStart(void) { return cudaSuccess; }
cudaError_t cudaProfilerStop(void) { return cudaSuccess; }

//===----------------------------------------------------------------------===//
// What clang emits: launch configurations and registration
//===----------------------------------------------------------------------===//

unsigned __cudaPushCallConfiguration(dim3 Grid, dim3 Block, size_t Shared,
                                     cudaStream_t S) {
  Runtime::Configurations.push_back({Grid, Block, Shared, S});
  return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *Grid, dim3 *Block, size_t *Shared,
                                       void *S) {
  if (Runtime::Configurations.empty())
    return cudaErrorMissingConfiguration;
  Runtime::CallConfiguration Config = Runtime::Configurations.back();
  Runtime::Configurations.pop_back();
  *Grid = Config.Grid;
  *Block = Config.Block;
  *Shared = Config.Shared;
  *static_cast<cudaStream_t *>(S) = Config.Stream;
  return cudaSuccess;
}

void **__cudaRegisterFatBinary(void *Wrapper) {
  Call C;
  auto M = std::make_unique<Module>();
  struct FatbinWrapper {
    int Magic, Version;
    const void *Data;
    void *Unused;
  };
  const auto *W = static_cast<const FatbinWrapper *>(Wrapper);
  if (!W || uint32_t(W->Magic) != FatbinWrapperMagic) {
    M->ImageError = "the program's device code is not a fat binary clang made";
  } else if (llvm::Expected<std::vector<DeviceImage>> Images =
                 parseDeviceImages(W->Data)) {
    M->Images = std::move(*Images);
  } else {
    M->ImageError = llvm::toString(Images.takeError());
  }
  C.RT.Modules.push_back(std::move(M));
  return reinterpret_cast<void **>(C.RT.Modules.back().get());
}

void __cudaRegisterFatBinaryEnd(void **) {}

void __cudaUnregisterFatBinary(void **) {
  // The process is exiting; the module stays for late destructors.  CUDA
  // prints the device output that no synchronisation printed yet.
  Call C;
  C.RT.flushDeviceOutput();
}

void __cudaRegisterFunction(void **Handle, const char *HostFun, char *, const char *DeviceName,
                            int, uint3 *, uint3 *, dim3 *, dim3 *, int *) {
  Call C;
  C.RT.Kernels[HostFun] = {reinterpret_cast<Module *>(Handle), DeviceName, -1};
}

void __cudaRegisterVar(void **Handle, char *HostVar, char *, const char *DeviceName,
                       int, size_t Size, int Constant, int) {
  Call C;
  C.RT.Variables[HostVar] = {reinterpret_cast<Module *>(Handle), DeviceName, Size,
                             Constant != 0};
}

} // extern "C"
