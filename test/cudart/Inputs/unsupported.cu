// A program that calls an entry point of the CUDA runtime API that
// libshflcudart does not implement: the call returns
// cudaErrorNotSupported, the runtime names it on stderr, and the program
// (which checks, as programs do) exits with a failure.
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  cudaGraph_t Graph;
  cudaError_t E = cudaGraphCreate(&Graph, 0);
  std::printf("cudaGraphCreate: %s (%s)\n", cudaGetErrorName(E), cudaGetErrorString(E));
  std::printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
  return E == cudaSuccess ? 0 : 1;
}
