// Device assert: a failing assert prints CUDA's message, stops the kernel
// and makes cudaErrorAssert the (sticky) error of the calls that follow.
// An H200's output is test/hardware/results/cudart/api_assert.txt (stdout)
// and api_assert.err (stderr).
#include <cassert>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void check(const int *v, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(v[i] >= 0);
  out[i] = v[i] * 2;
}

int main() {
  int h[64], *v = nullptr, *out = nullptr;
  for (int i = 0; i < 64; ++i)
    h[i] = i == 37 ? -1 : i;
  cudaMalloc(&v, sizeof(h));
  cudaMalloc(&out, sizeof(h));
  cudaMemcpy(v, h, sizeof(h), cudaMemcpyHostToDevice);
  check<<<2, 32>>>(v, out);
  std::printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  cudaError_t E = cudaDeviceSynchronize();
  std::printf("cudaDeviceSynchronize: %s (%s)\n", cudaGetErrorName(E), cudaGetErrorString(E));
  std::printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
  std::printf("cudaMemcpy: %s\n",
              cudaGetErrorName(cudaMemcpy(h, out, sizeof(h), cudaMemcpyDeviceToHost)));
  return E == cudaErrorAssert ? 0 : 1;
}
