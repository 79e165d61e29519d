// The host part of a program in several files: this plain C++ file calls
// the device code of two .cu files and a helper from a static library.
#include "program.h"
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  int h[N];
  for (int i = 0; i < N; ++i)
    h[i] = i;
  int *d = nullptr;
  if (cudaMalloc(&d, sizeof(h)) != cudaSuccess)
    return 1;
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  scaleOnDevice(d, offset());
  long long s = sumOnDevice(d);
  std::printf("sum %lld (expect %lld)\n", s, expectedSum());
  cudaFree(d);
  return s == expectedSum() ? 0 : 1;
}
