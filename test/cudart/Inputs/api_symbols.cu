// __device__ and __constant__ variables from the host: cudaMemcpyToSymbol
// and cudaMemcpyFromSymbol (with offsets, synchronous and on a stream),
// cudaGetSymbolAddress and cudaGetSymbolSize, a kernel that reads and
// writes them, and the errors of a copy outside a variable.  Its output is
// the same on an NVIDIA GPU and on libshflcudart
// (test/hardware/results/cudart/api_symbols.txt is an H200's).
#include <cstdio>
#include "check.h"
#include <cuda_runtime.h>

__constant__ float coefficients[8];
__device__ int counter;
__device__ int table[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

// out[i] = sum over k of coefficients[k] * in[i + k]; counts its threads.
__global__ void filter(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float acc = 0.0f;
    for (int k = 0; k < 8; ++k)
      acc += coefficients[k] * in[i + k];
    out[i] = acc;
    atomicAdd(&counter, 1);
    atomicAdd(&table[i % 16], 100);
  }
}

int main() {
  const int N = 256;
  float h[N + 8], r[N];
  for (int i = 0; i < N + 8; ++i)
    h[i] = 0.125f * i;
  float c[8] = {0.5f, 0.25f, 0.125f, 1.0f, -1.0f, 2.0f, 0.0f, 3.0f};
  CHECK(cudaMemcpyToSymbol(coefficients, c, 4 * sizeof(float)));
  CHECK(cudaMemcpyToSymbol(coefficients, c + 4, 4 * sizeof(float), 4 * sizeof(float)));
  int zero = 0;
  CHECK(cudaMemcpyToSymbol(counter, &zero, sizeof(int)));
  size_t Size = 0;
  CHECK(cudaGetSymbolSize(&Size, coefficients));
  std::printf("sizeof coefficients %zu\n", Size);
  CHECK(cudaGetSymbolSize(&Size, table));
  std::printf("sizeof table %zu\n", Size);

  float *in = nullptr, *out = nullptr;
  CHECK(cudaMalloc(&in, sizeof(h)));
  CHECK(cudaMalloc(&out, N * sizeof(float)));
  CHECK(cudaMemcpy(in, h, sizeof(h), cudaMemcpyHostToDevice));
  filter<<<4, 64>>>(in, out, N);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(r, out, sizeof(r), cudaMemcpyDeviceToHost));
  std::printf("out[0] %.9g out[1] %.9g out[255] %.9g\n", r[0], r[1], r[255]);

  int Count = 0, T[16];
  CHECK(cudaMemcpyFromSymbol(&Count, counter, sizeof(int)));
  std::printf("counter %d\n", Count);
  cudaStream_t S;
  CHECK(cudaStreamCreate(&S));
  CHECK(cudaMemcpyFromSymbolAsync(T, table, 8 * sizeof(int), 8 * sizeof(int),
                                  cudaMemcpyDeviceToHost, S));
  CHECK(cudaStreamSynchronize(S));
  std::printf("table[8..11] %d %d %d %d\n", T[0], T[1], T[2], T[3]);

  // The variable's device address works with the ordinary copies.
  int *TableDev = nullptr;
  CHECK(cudaGetSymbolAddress((void **)&TableDev, table));
  CHECK(cudaMemcpy(T, TableDev, sizeof(T), cudaMemcpyDeviceToHost));
  std::printf("table[0] %d table[15] %d\n", T[0], T[15]);
  CHECK(cudaMemcpyToSymbolAsync(table, T + 15, sizeof(int), 0, cudaMemcpyHostToDevice, S));
  CHECK(cudaStreamSynchronize(S));
  CHECK(cudaMemcpyFromSymbol(T, table, sizeof(int)));
  std::printf("table[0] after copying table[15] there: %d\n", T[0]);

  std::printf("a copy past the end: %s\n",
              cudaGetErrorName(cudaMemcpyToSymbol(table, T, 8 * sizeof(int), 12 * sizeof(int))));
  std::printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));
  std::printf("a host address as the symbol: %s\n",
              cudaGetErrorName(cudaMemcpyToSymbol(h, T, sizeof(int))));
  std::printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));

  CHECK(cudaStreamDestroy(S));
  CHECK(cudaFree(in));
  CHECK(cudaFree(out));
  std::printf("done\n");
  return 0;
}
