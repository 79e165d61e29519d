//===- smem_probe.cu - What CUDA's shared-memory special registers hold ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Records, on an NVIDIA GPU, the values that the retargeting pass has to
/// give the shared-memory special registers on AMD: %reserved_smem_offset_
/// {begin,end,cap,0,1} (cooperative groups keep the barriers and slots of
/// tiles larger than a warp at %reserved_smem_offset_1), %total_smem_size,
/// %dynamic_smem_size and %aggr_smem_size, next to the shared-window offsets
/// of a static and of the dynamic shared array, for kernels with and without
/// static and dynamic shared memory and one that uses a thread_block_tile<64>;
/// and %envreg0..2, which this_grid() reads, in an ordinary launch.
///
///   nvcc -O2 -std=c++17 -arch=sm_90 test/hardware/smem_probe.cu -o smem_probe
///   ./smem_probe > smem_probe.txt
///
//===----------------------------------------------------------------------===//

#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define CUDA_CHECK(X)                                                          \
  do {                                                                         \
    cudaError_t Err = (X);                                                     \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s: %s\n", #X, cudaGetErrorString(Err));           \
      return 1;                                                                \
    }                                                                          \
  } while (0)

#define SREG(NAME, OUT)                                                        \
  asm volatile("mov.u32 %0, %%" NAME ";" : "=r"(OUT))

constexpr int NumFields = 13;
__device__ void probe(unsigned *o, const void *Static, const void *Dynamic) {
  SREG("reserved_smem_offset_begin", o[0]);
  SREG("reserved_smem_offset_end", o[1]);
  SREG("reserved_smem_offset_cap", o[2]);
  SREG("reserved_smem_offset_0", o[3]);
  SREG("reserved_smem_offset_1", o[4]);
  SREG("total_smem_size", o[5]);
  SREG("dynamic_smem_size", o[6]);
  SREG("aggr_smem_size", o[7]);
  o[8] = Static ? (unsigned)__cvta_generic_to_shared(Static) : ~0u;
  o[9] = Dynamic ? (unsigned)__cvta_generic_to_shared(Dynamic) : ~0u;
  SREG("envreg0", o[10]);
  SREG("envreg1", o[11]);
  SREG("envreg2", o[12]);
}

__global__ void noShared(unsigned *o) {
  if (threadIdx.x == 0)
    probe(o, nullptr, nullptr);
}

__global__ void staticShared(unsigned *o) {
  __shared__ int s[25];
  s[threadIdx.x % 25] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    probe(o, s, nullptr);
  o[NumFields] = s[3];
}

__global__ void staticAndDynamic(unsigned *o) {
  __shared__ int s[25];
  extern __shared__ int d[];
  s[threadIdx.x % 25] = threadIdx.x;
  d[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    probe(o, s, d);
  o[NumFields] = s[3] + d[5];
}

__global__ void multiWarpTile(unsigned *o) {
  __shared__ int s[25];
  cg::thread_block b = cg::this_thread_block();
  cg::thread_block_tile<64> t = cg::tiled_partition<64>(b);
  s[threadIdx.x % 25] = t.shfl((int)threadIdx.x, 3);
  b.sync();
  if (threadIdx.x == 0)
    probe(o, s, nullptr);
  o[NumFields] = s[3] + cg::this_grid().is_valid() * 1000;
}

int main() {
  int Reserved = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&Reserved,
                                    cudaDevAttrReservedSharedMemoryPerBlock, 0));
  cudaDeviceProp Prop;
  CUDA_CHECK(cudaGetDeviceProperties(&Prop, 0));
  std::printf("gpu: %s (sm_%d%d)\n", Prop.name, Prop.major, Prop.minor);
  std::printf("reservedSharedMemPerBlock: %d\n", Reserved);
  std::printf("fields: reserved_smem_offset_begin end cap 0 1 total_smem_size "
              "dynamic_smem_size aggr_smem_size static-offset dynamic-offset "
              "envreg0 envreg1 envreg2 | check\n");
  unsigned *O;
  CUDA_CHECK(cudaMallocManaged(&O, 64 * sizeof(unsigned)));
  struct {
    const char *Name;
    const void *Fn;
    unsigned Block, Dynamic;
  } Runs[] = {{"noShared", (const void *)noShared, 64, 0},
              {"staticShared", (const void *)staticShared, 64, 0},
              {"staticAndDynamic", (const void *)staticAndDynamic, 64, 256},
              {"staticAndDynamic", (const void *)staticAndDynamic, 64, 1000},
              {"multiWarpTile", (const void *)multiWarpTile, 128, 0}};
  for (auto &R : Runs) {
    for (int I = 0; I < 64; ++I)
      O[I] = 0xdeadbeef;
    cudaFuncAttributes A;
    CUDA_CHECK(cudaFuncGetAttributes(&A, R.Fn));
    void *Args[] = {&O};
    CUDA_CHECK(cudaLaunchKernel(R.Fn, dim3(1), dim3(R.Block), Args, R.Dynamic, 0));
    CUDA_CHECK(cudaDeviceSynchronize());
    std::printf("%s block=%u dynamic=%u sharedSizeBytes=%zu:", R.Name, R.Block,
                R.Dynamic, A.sharedSizeBytes);
    for (int I = 0; I < NumFields; ++I)
      std::printf(" %u", O[I]);
    std::printf(" | %u\n", O[NumFields]);
  }
  return 0;
}
