//===- ptx_kernels.cu - Record NVIDIA results of the inline-PTX kernels ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the kernels of test/e2e/kernels whose warp code is the CUDA toolkit's
// inline PTX (CUB's WarpReduce and WarpScan, cuda_fp16/cuda_bf16 shuffles and
// arithmetic) on an NVIDIA GPU, from the same .launch descriptions the
// emulator reads, and prints every output buffer.  The output of one run is
// split into test/hardware/results/ptx_kernels/<kernel>.txt.
//
// The project compiles these kernels for sm_80 (the driver's default), so
// the recording build asks for compute_80 PTX, which the driver JIT-compiles
// for the GPU: the headers then take the same sm_80 code paths.
//
//   nvcc -O2 -std=c++17 -gencode arch=compute_80,code=compute_80 \
//        -o ptx_kernels ptx_kernels.cu
//   ./ptx_kernels ../e2e/kernels/{cub_warp_reduce,cub_warp_scan,half_shfl,cub_nan_sums}.launch
//
// Output: for each launch, "=== <kernel>" then the buffers named by its
// `print` lines, exactly as wave-emu prints them (see docs/launch-spec.md).
//
//===----------------------------------------------------------------------===//

#include "../../tools/hip-launch/LaunchSpec.h"
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#include "../e2e/kernels/cub_nan_sums.cu"
#include "../e2e/kernels/cub_warp_reduce.cu"
#include "../e2e/kernels/cub_warp_scan.cu"
#include "../e2e/kernels/half_shfl.cu"

using namespace shfl::launch;

static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    {"cub_nan_sums", (const void *)cub_nan_sums},
    {"cub_warp_reduce", (const void *)cub_warp_reduce},
    {"cub_warp_scan", (const void *)cub_warp_scan},
    {"half_shfl", (const void *)half_shfl},
};

#define CHECK(X)                                                               \
  do {                                                                         \
    cudaError_t E = (X);                                                       \
    if (E != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s: %s\n", #X, cudaGetErrorString(E));             \
      return false;                                                            \
    }                                                                          \
  } while (0)

static bool runOne(const char *Path) {
  Spec S;
  std::string Err;
  if (!parseSpec(Path, S, Err)) {
    std::fprintf(stderr, "%s\n", Err.c_str());
    return false;
  }
  const void *Fn = nullptr;
  for (const auto &K : Kernels)
    if (S.Kernel == K.Name)
      Fn = K.Fn;
  if (!Fn) {
    std::fprintf(stderr, "%s: unknown kernel '%s'\n", Path, S.Kernel.c_str());
    return false;
  }
  // The buffers, then each argument's bytes with their device addresses;
  // cudaLaunchKernel lays the arguments out as the kernel's parameters say.
  std::vector<std::vector<unsigned char>> Host;
  if (!initBuffers(S, Host, Err)) {
    std::fprintf(stderr, "%s: %s\n", Path, Err.c_str());
    return false;
  }
  std::vector<void *> DevPtrs(S.Buffers.size(), nullptr);
  std::vector<uint64_t> Addresses(S.Buffers.size());
  for (size_t I = 0; I < S.Buffers.size(); ++I) {
    CHECK(cudaMalloc(&DevPtrs[I], Host[I].size()));
    CHECK(cudaMemcpy(DevPtrs[I], Host[I].data(), Host[I].size(),
                     cudaMemcpyHostToDevice));
    Addresses[I] = reinterpret_cast<uintptr_t>(DevPtrs[I]);
  }
  std::vector<std::vector<unsigned char>> ArgBytes;
  std::vector<void *> ArgPtrs;
  for (const Value &A : S.Args)
    ArgBytes.push_back(argBytes(A, Addresses));
  // The runtime copies as many bytes as the kernel's parameter has: a
  // description that gives fewer (a wrong type) must not make it read past
  // them.
  for (std::vector<unsigned char> &B : ArgBytes) {
    B.resize(B.size() + 64, 0);
    ArgPtrs.push_back(B.data());
  }
  dim3 Grid(S.Grid[0], S.Grid[1], S.Grid[2]);
  dim3 Block(S.Block[0], S.Block[1], S.Block[2]);
  CHECK(cudaLaunchKernel(Fn, Grid, Block, ArgPtrs.data(), S.SharedBytes, 0));
  CHECK(cudaDeviceSynchronize());
  for (size_t I = 0; I < S.Buffers.size(); ++I)
    CHECK(cudaMemcpy(Host[I].data(), DevPtrs[I], Host[I].size(),
                     cudaMemcpyDeviceToHost));
  std::printf("=== %s\n", S.Kernel.c_str());
  printOutputs(stdout, S, Host);
  for (void *P : DevPtrs)
    if (P)
      cudaFree(P);
  return true;
}

int main(int Argc, char **Argv) {
  cudaDeviceProp Prop;
  if (cudaGetDeviceProperties(&Prop, 0) == cudaSuccess)
    std::fprintf(stderr, "device: %s (sm_%d%d)\n", Prop.name, Prop.major, Prop.minor);
  int Failed = 0;
  for (int I = 1; I < Argc; ++I)
    Failed += !runOne(Argv[I]);
  return Failed ? 1 : 0;
}
