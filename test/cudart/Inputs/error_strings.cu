// cudaGetErrorName and cudaGetErrorString of every error number from 0 to
// 1000, and of 10000: the H200's answers are the table of
// lib/CudaRuntime/ErrorStrings.def (test/hardware/results/cudart/error_strings.txt).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

int main() {
  const char *Unknown = cudaGetErrorName((cudaError_t)123456);
  std::printf("unknown name: %s\n", Unknown);
  std::printf("unknown string: %s\n", cudaGetErrorString((cudaError_t)123456));
  for (int E = 0; E <= 10000; E = E < 1000 ? E + 1 : 10000 + (E == 10000)) {
    if (E > 10000)
      break;
    const char *Name = cudaGetErrorName((cudaError_t)E);
    if (std::strcmp(Name, Unknown) == 0 && E != 999)
      continue;
    std::printf("%d\t%s\t%s\n", E, Name, cudaGetErrorString((cudaError_t)E));
  }
  return 0;
}
