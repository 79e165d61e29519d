// What cudaGetDeviceProperties, cudaDeviceGetAttribute, cudaDeviceGetLimit
// and the version queries say about the device.  On the emulator the
// values are the emulator's (docs/cuda-programs.md); an H200's are in
// test/hardware/results/cudart/device_query.txt for comparison.
#include <cstdio>
#include <cuda_runtime.h>

// A kernel, so that the program registers device code.
__global__ void unused() {}

int main() {
  int Count = 0, Device = -1, Driver = 0, Runtime = 0;
  cudaError_t E = cudaGetDeviceCount(&Count);
  std::printf("cudaGetDeviceCount: %s, %d device(s)\n", cudaGetErrorName(E), Count);
  if (E != cudaSuccess)
    return 1;
  cudaGetDevice(&Device);
  cudaDriverGetVersion(&Driver);
  cudaRuntimeGetVersion(&Runtime);
  std::printf("device %d, driver %d, runtime %d\n", Device, Driver, Runtime);
  cudaDeviceProp P;
  cudaGetDeviceProperties(&P, 0);
  std::printf("name: %s\n", P.name);
  std::printf("compute capability %d.%d\n", P.major, P.minor);
  std::printf("warpSize %d\n", P.warpSize);
  std::printf("multiProcessorCount %d\n", P.multiProcessorCount);
  std::printf("maxThreadsPerBlock %d, maxThreadsDim %d %d %d\n", P.maxThreadsPerBlock,
              P.maxThreadsDim[0], P.maxThreadsDim[1], P.maxThreadsDim[2]);
  std::printf("maxGridSize %d %d %d\n", P.maxGridSize[0], P.maxGridSize[1],
              P.maxGridSize[2]);
  std::printf("maxThreadsPerMultiProcessor %d, maxBlocksPerMultiProcessor %d\n",
              P.maxThreadsPerMultiProcessor, P.maxBlocksPerMultiProcessor);
  std::printf("sharedMemPerBlock %zu, optin %zu, per multiprocessor %zu, reserved %zu\n",
              P.sharedMemPerBlock, P.sharedMemPerBlockOptin, P.sharedMemPerMultiprocessor,
              P.reservedSharedMemPerBlock);
  std::printf("regsPerBlock %d, totalConstMem %zu\n", P.regsPerBlock, P.totalConstMem);
  std::printf("totalGlobalMem is %s\n", P.totalGlobalMem > 0 ? "positive" : "zero");
  std::printf("unifiedAddressing %d, managedMemory %d, canMapHostMemory %d, "
              "cooperativeLaunch %d, concurrentManagedAccess %d\n",
              P.unifiedAddressing, P.managedMemory, P.canMapHostMemory,
              P.cooperativeLaunch, P.concurrentManagedAccess);
  int Warp = 0, Clock = -1, Major = 0, Mode = -1;
  cudaDeviceGetAttribute(&Mode, cudaDevAttrComputeMode, 0);
  std::printf("compute mode %d\n", Mode);
  cudaDeviceGetAttribute(&Warp, cudaDevAttrWarpSize, 0);
  cudaDeviceGetAttribute(&Clock, cudaDevAttrClockRate, 0);
  cudaDeviceGetAttribute(&Major, cudaDevAttrComputeCapabilityMajor, 0);
  std::printf("attributes: warp size %d, compute capability major %d, clock rate %d kHz\n",
              Warp, Major, Clock);
  static const struct {
    cudaLimit L;
    const char *Name;
  } Limits[] = {{cudaLimitStackSize, "stack size"},
                {cudaLimitPrintfFifoSize, "printf FIFO size"},
                {cudaLimitMallocHeapSize, "malloc heap size"},
                {cudaLimitDevRuntimeSyncDepth, "device runtime sync depth"},
                {cudaLimitDevRuntimePendingLaunchCount, "pending launch count"},
                {cudaLimitMaxL2FetchGranularity, "max L2 fetch granularity"},
                {cudaLimitPersistingL2CacheSize, "persisting L2 cache size"}};
  for (const auto &L : Limits) {
    size_t V = 0;
    cudaError_t LE = cudaDeviceGetLimit(&V, L.L);
    std::printf("limit %s: %s %zu\n", L.Name, cudaGetErrorName(LE), V);
  }
  int Least = 0, Greatest = 0;
  cudaDeviceGetStreamPriorityRange(&Least, &Greatest);
  std::printf("stream priorities %d..%d\n", Least, Greatest);
  char Bus[32];
  cudaDeviceGetPCIBusId(Bus, sizeof(Bus), 0);
  std::printf("PCI bus id %s\n", Bus);
  return 0;
}
