//===- classic_kernels.cu - Record NVIDIA results of the classic kernels --===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the classic warp-shuffle kernels of test/e2e/kernels on an NVIDIA GPU
// from the same .launch descriptions the emulator and the HIP launcher read,
// and prints every output buffer.  The output of one run is split into
// test/hardware/results/classic_kernels/<kernel>.txt.
//
//   nvcc -O2 -arch=sm_90 -o classic_kernels classic_kernels.cu
//   ./classic_kernels ../e2e/kernels/*.launch
//
// Output: for each launch, "=== <kernel>" then the buffers named by its
// `print` lines, exactly as wave-emu prints them (see docs/launch-spec.md).
//
//===----------------------------------------------------------------------===//

#include "../../tools/hip-launch/LaunchSpec.h"
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#include "../e2e/kernels/block_reduce.cu"
#include "../e2e/kernels/broadcast16.cu"
#include "../e2e/kernels/butterfly_array4.cu"
#include "../e2e/kernels/butterfly_xor1.cu"
#include "../e2e/kernels/cg_tile16.cu"
#include "../e2e/kernels/reduce_three_ways.cu"
#include "../e2e/kernels/shfl64.cu"
#include "../e2e/kernels/shift16.cu"
#include "../e2e/kernels/swap_pairs.cu"
#include "../e2e/kernels/warp_reduce_xor.cu"
#include "../e2e/kernels/warp_vote.cu"
#include "../e2e/kernels/wrap_shift.cu"

using namespace shfl::launch;

static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    {"block_reduce", (const void *)block_reduce},
    {"broadcast16", (const void *)broadcast16},
    {"butterfly_array4", (const void *)butterfly_array4},
    {"butterfly_xor1", (const void *)butterfly_xor1},
    {"cg_tile16", (const void *)cg_tile16},
    {"reduce_three_ways", (const void *)reduce_three_ways},
    {"shfl64", (const void *)shfl64},
    {"shift16", (const void *)shift16},
    {"swap_pairs", (const void *)swap_pairs},
    {"warp_reduce_xor", (const void *)warp_reduce_xor},
    {"warp_vote", (const void *)warp_vote},
    {"wrap_shift", (const void *)wrap_shift},
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
  std::vector<void *> DevPtrs(S.Args.size(), nullptr);
  std::vector<std::vector<unsigned char>> Host(S.Args.size());
  std::vector<void *> ArgPtrs(S.Args.size());
  for (size_t I = 0; I < S.Args.size(); ++I) {
    const Arg &A = S.Args[I];
    if (!A.IsBuffer) {
      scalarBytes(A, Host[I]);
      ArgPtrs[I] = Host[I].data();
      continue;
    }
    if (!initBuffer(A, Host[I], Err)) {
      std::fprintf(stderr, "%s: %s\n", Path, Err.c_str());
      return false;
    }
    CHECK(cudaMalloc(&DevPtrs[I], Host[I].size()));
    CHECK(cudaMemcpy(DevPtrs[I], Host[I].data(), Host[I].size(),
                     cudaMemcpyHostToDevice));
    ArgPtrs[I] = &DevPtrs[I];
  }
  dim3 Grid(S.Grid[0], S.Grid[1], S.Grid[2]);
  dim3 Block(S.Block[0], S.Block[1], S.Block[2]);
  CHECK(cudaLaunchKernel(Fn, Grid, Block, ArgPtrs.data(), S.SharedBytes, 0));
  CHECK(cudaDeviceSynchronize());
  for (size_t I = 0; I < S.Args.size(); ++I)
    if (S.Args[I].IsBuffer)
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
