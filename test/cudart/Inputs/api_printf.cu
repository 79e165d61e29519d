// Device printf: formats of every kind, from several threads and blocks,
// in launch order with the host's own output.  An H200's output is
// test/hardware/results/cudart/api_printf.txt.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void hello(int n, float f, double d, const char *s, long long big) {
  if (threadIdx.x == 0)
    printf("block %d: n=%d f=%f d=%.17g s=%s big=%lld hex=%#x char=%c\n", blockIdx.x, n, f,
           d, s, big, n * 255, 'A' + blockIdx.x);
}

__global__ void lanes() {
  // One line per lane of the first warp: the order of lines within a warp.
  if (threadIdx.x < 32)
    printf("lane %2u of warp 0: %u\n", threadIdx.x, threadIdx.x * threadIdx.x);
}

__global__ void widths(unsigned u, unsigned long long ull, short sh, float tiny) {
  printf("[%8u] [%-8u] [%08x] [%llu] [%hd] [%e] [%g] [%5.2f] [%%]\n", u, u, u, ull, sh, tiny,
         tiny, 3.14159f);
}

int main() {
  char *s = nullptr;
  cudaMalloc(&s, 16);
  cudaMemcpy(s, "device", 7, cudaMemcpyHostToDevice);
  std::printf("host: before the first kernel\n");
  std::fflush(stdout);
  hello<<<3, 64>>>(42, 1.5f, 0.1, s, 1LL << 40);
  cudaDeviceSynchronize();
  std::printf("host: between kernels\n");
  std::fflush(stdout);
  lanes<<<1, 64>>>();
  widths<<<1, 1>>>(1234u, 18446744073709551615ull, -7, 1.0e-30f);
  cudaError_t E = cudaDeviceSynchronize();
  std::printf("host: done, %s\n", cudaGetErrorName(E));
  cudaFree(s);
  return 0;
}
