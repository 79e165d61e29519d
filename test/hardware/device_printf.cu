//===- device_printf.cu - Record NVIDIA's device printf and assert --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the kernels of test/e2e/kernels/printf_kernels.cu and records what
// CUDA prints (test/hardware/results/device_printf/).  One mode per run: a
// failed assert or a trap leaves the CUDA context unusable, so each of those
// kernels gets a process of its own.
//
//   nvcc -O2 -arch=sm_90 -o device_printf device_printf.cu
//   ./device_printf formats > formats.out       printf_formats, then the
//                                               value each printf returned
//   ./device_printf null > null.out             printf_null, and its value
//   ./device_printf order > order.out           printf_order: one partial
//                                               warp of 8 lanes, then two
//                                               blocks of 64
//   ./device_printf assert_one|assert_lanes|assert_message|trap \
//       > MODE.out 2> MODE.err                  the kernel's output, then
//                                               "error: NAME: STRING" of
//                                               cudaDeviceSynchronize and of
//                                               a later cudaMalloc
//
//===----------------------------------------------------------------------===//

#include "../e2e/kernels/printf_kernels.cu"
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <initializer_list>
#include <vector>

/// Launches \p Fn and waits for it.
static cudaError_t launch(const void *Fn, dim3 Grid, dim3 Block,
                          std::initializer_list<void *> Args) {
  std::vector<void *> A(Args);
  cudaError_t E = cudaLaunchKernel(Fn, Grid, Block, A.data(), 0, 0);
  return E != cudaSuccess ? E : cudaDeviceSynchronize();
}

static void report(const char *What, cudaError_t E) {
  std::printf("%s: %s: %s\n", What, cudaGetErrorName(E), cudaGetErrorString(E));
}

int main(int Argc, char **Argv) {
  if (Argc != 2) {
    std::fprintf(stderr, "usage: device_printf MODE\n");
    return 2;
  }
  const char *Mode = Argv[1];
  int *Out;
  int N = 7;
  cudaMalloc(&Out, 1024 * sizeof(int));
  cudaMemset(Out, 0, 1024 * sizeof(int));
  std::fflush(stdout);
  cudaError_t E = cudaSuccess;
  if (!std::strcmp(Mode, "formats")) {
    E = launch((const void *)printf_formats, 1, 1, {&Out});
    std::fflush(stdout);
    int Ret[64];
    cudaMemcpy(Ret, Out, sizeof(Ret), cudaMemcpyDeviceToHost);
    std::printf("returned:");
    for (int I = 0; I < 32; ++I)
      std::printf(" %d", Ret[I]);
    std::printf("\n");
  } else if (!std::strcmp(Mode, "null")) {
    E = launch((const void *)printf_null, 1, 1, {&Out});
    std::fflush(stdout);
    int Ret;
    cudaMemcpy(&Ret, Out, sizeof(Ret), cudaMemcpyDeviceToHost);
    std::printf("returned: %d\n", Ret);
  } else if (!std::strcmp(Mode, "order")) {
    E = launch((const void *)printf_order, 1, 8, {&Out});
    std::fflush(stdout);
    std::printf("=== 2 blocks of 64\n");
    std::fflush(stdout);
    E = launch((const void *)printf_order, 2, 64, {&Out});
  } else if (!std::strcmp(Mode, "assert_one")) {
    E = launch((const void *)assert_one, dim3(1, 1, 2), dim3(4, 2, 1), {&Out});
  } else if (!std::strcmp(Mode, "assert_lanes")) {
    E = launch((const void *)assert_lanes, 1, 32, {&Out});
  } else if (!std::strcmp(Mode, "assert_message")) {
    E = launch((const void *)assert_message, 1, 2, {&Out, &N});
  } else if (!std::strcmp(Mode, "trap")) {
    E = launch((const void *)trap_kernel, 1, 4, {&Out});
  } else {
    std::fprintf(stderr, "unknown mode '%s'\n", Mode);
    return 2;
  }
  std::fflush(stdout);
  report("cudaDeviceSynchronize", E);
  report("cudaGetLastError", cudaGetLastError());
  void *P = nullptr;
  report("cudaMalloc after", cudaMalloc(&P, 16));
  return 0;
}
