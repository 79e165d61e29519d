// The CUDA runtime's error rules, as a program sees them: what a failing
// call returns, what cudaGetLastError and cudaPeekAtLastError then say, and
// the sticky error a faulting kernel leaves until cudaDeviceReset.  Every
// line it prints is the same on an NVIDIA GPU and on libshflcudart
// (test/hardware/results/cudart/api_errors.txt is an H200's output).
#include <cstdio>
#include <cuda_runtime.h>

#define SHOW(call)                                                             \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    std::printf("%-58s -> %s\n", #call, cudaGetErrorName(e_));                 \
  } while (0)

__global__ void store(int *p, int v) { p[threadIdx.x] = v; }
static void notAKernel() {}
__global__ void bigShared(int *p) {
  extern __shared__ int s[];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  p[threadIdx.x] = s[blockDim.x - 1 - threadIdx.x];
}

int main() {
  int *d = nullptr, *h = nullptr;
  SHOW(cudaMalloc(&d, 256 * sizeof(int)));

  std::printf("-- a failing call sets the last error; a later success keeps it\n");
  SHOW(cudaSetDevice(7));
  SHOW(cudaMemset(d, 0, 16));
  SHOW(cudaPeekAtLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaGetLastError());

  std::printf("-- argument errors\n");
  SHOW(cudaMalloc(&h, ~size_t(0) >> 2));
  SHOW(cudaGetLastError());
  SHOW(cudaMemcpy(d, d, 16, (cudaMemcpyKind)17));
  SHOW(cudaFree((void *)0x1000));
  SHOW(cudaFreeHost(d));
  SHOW(cudaMemcpy(d + 250, d, 64, cudaMemcpyDeviceToDevice));
  cudaEvent_t e0, e1;
  SHOW(cudaEventCreate(&e0));
  SHOW(cudaEventCreate(&e1));
  float ms = 0;
  SHOW(cudaEventElapsedTime(&ms, e0, e1));
  SHOW(cudaGetLastError());

  std::printf("-- launch configuration errors\n");
  store<<<1, 2048>>>(d, 1);
  SHOW(cudaGetLastError());
  store<<<0, 32>>>(d, 1);
  SHOW(cudaGetLastError());
  store<<<dim3(1, 70000), 32>>>(d, 1);
  SHOW(cudaGetLastError());
  bigShared<<<1, 32, 200000>>>(d);
  SHOW(cudaGetLastError());
  SHOW(cudaLaunchKernel((const void *)&notAKernel, dim3(1), dim3(1), nullptr, 0, 0));
  SHOW(cudaGetLastError());

  std::printf("-- a launch that works\n");
  store<<<1, 256>>>(d, 42);
  SHOW(cudaGetLastError());
  SHOW(cudaDeviceSynchronize());
  int back[4] = {0, 0, 0, 0};
  SHOW(cudaMemcpy(back, d + 252, sizeof(back), cudaMemcpyDeviceToHost));
  std::printf("d[252..255] = %d %d %d %d\n", back[0], back[1], back[2], back[3]);

  std::printf("-- a kernel that faults: the error is sticky\n");
  store<<<1, 32>>>(nullptr, 1);
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaGetLastError());
  SHOW(cudaGetLastError());
  SHOW(cudaPeekAtLastError());
  int *d2 = nullptr;
  SHOW(cudaMalloc(&d2, 64));
  SHOW(cudaMemcpy(back, d, sizeof(back), cudaMemcpyDeviceToHost));
  store<<<1, 32>>>(d, 2);
  SHOW(cudaGetLastError());
  int count = -1;
  SHOW(cudaGetDeviceCount(&count));
  std::printf("count = %d\n", count);

  std::printf("-- cudaDeviceReset clears it\n");
  SHOW(cudaDeviceReset());
  SHOW(cudaGetLastError());
  SHOW(cudaMalloc(&d, 64 * sizeof(int)));
  store<<<1, 64>>>(d, 7);
  SHOW(cudaDeviceSynchronize());
  SHOW(cudaMemcpy(back, d, sizeof(back), cudaMemcpyDeviceToHost));
  std::printf("d[0..3] = %d %d %d %d\n", back[0], back[1], back[2], back[3]);
  SHOW(cudaFree(d));
  return 0;
}
