// Another translation unit with device code: a warp-shuffle reduction into
// a __device__ variable of its own, read back with cudaMemcpyFromSymbol.
#include "program.h"

__device__ unsigned long long total;

__global__ void sum(const int *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  long long v = i < N ? d[i] : 0;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(&total, (unsigned long long)v);
}

long long sumOnDevice(const int *d) {
  unsigned long long zero = 0, s = 0;
  cudaMemcpyToSymbol(total, &zero, sizeof(zero));
  sum<<<(N + 255) / 256, 256>>>(d);
  cudaMemcpyFromSymbol(&s, total, sizeof(s));
  return (long long)s;
}
