// Kernels from the host: cudaLaunchKernel with an argument array, dynamic
// shared memory and cudaFuncSetAttribute, cudaFuncGetAttributes,
// cudaGetFuncBySymbol, the occupancy queries, templates, and a cooperative
// launch of one block.  Its output is the same on an NVIDIA GPU and on
// libshflcudart (test/hardware/results/cudart/api_kernels.txt is an H200's).
#include <cstdio>
#include "check.h"
#include <cuda_runtime.h>

// Reverses each block's part of v through dynamic shared memory.
__global__ void reverse(int *v) {
  extern __shared__ int s[];
  const int t = threadIdx.x, base = blockIdx.x * blockDim.x;
  s[t] = v[base + t];
  __syncthreads();
  v[base + t] = s[blockDim.x - 1 - t];
}

// A static shared array of 64 ints and a few scalar arguments of mixed size.
__global__ void mixed(long long *out, char c, short s, int i, long long l, float f,
                      double d) {
  __shared__ int staticShared[64];
  staticShared[threadIdx.x] = threadIdx.x * i;
  __syncthreads();
  if (threadIdx.x == 0)
    out[0] = c + s + staticShared[63] + l + (long long)(f * 4) + (long long)(d * 8);
}

template <typename T, int K> __global__ void times(T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = v[i] * T(K);
}

// The warp sum of each warp's lane ids, from a cooperative launch.
__global__ void warpSums(int *out) {
  int v = threadIdx.x & 31;
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0)
    out[threadIdx.x / 32] = v;
}

int main() {
  const int N = 512;
  int h[N], *v = nullptr;
  for (int i = 0; i < N; ++i)
    h[i] = i;
  CHECK(cudaMalloc(&v, sizeof(h)));
  CHECK(cudaMemcpy(v, h, sizeof(h), cudaMemcpyHostToDevice));

  void *Args[] = {&v};
  CHECK(cudaLaunchKernel((const void *)reverse, dim3(4), dim3(128), Args,
                         128 * sizeof(int), 0));
  CHECK(cudaMemcpy(h, v, sizeof(h), cudaMemcpyDeviceToHost));
  std::printf("reverse: h[0] %d h[127] %d h[128] %d h[511] %d\n", h[0], h[127], h[128],
              h[511]);

  long long *out = nullptr, r = 0;
  CHECK(cudaMalloc(&out, sizeof(long long)));
  mixed<<<1, 64>>>(out, 'a', -300, 7, 1LL << 40, 2.5f, -0.75);
  CHECK(cudaMemcpy(&r, out, sizeof(r), cudaMemcpyDeviceToHost));
  std::printf("mixed arguments: %lld\n", r);

  cudaFuncAttributes A;
  CHECK(cudaFuncGetAttributes(&A, mixed));
  std::printf("mixed: static shared %zu bytes, max threads per block %d\n",
              A.sharedSizeBytes, A.maxThreadsPerBlock);
  CHECK(cudaFuncGetAttributes(&A, reverse));
  std::printf("reverse: static shared %zu bytes\n", A.sharedSizeBytes);

  // Dynamic shared memory beyond the default needs the attribute.
  int Optin = 0;
  CHECK(cudaDeviceGetAttribute(&Optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  std::printf("set the limit to the opt-in maximum: %s\n",
              cudaGetErrorName(cudaFuncSetAttribute(
                  reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, Optin)));
  std::printf("set it above: %s\n",
              cudaGetErrorName(cudaFuncSetAttribute(
                  reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, Optin + 1024)));
  cudaGetLastError();
  reverse<<<1, 128, 20000>>>(v);
  std::printf("launch with 20000 bytes: %s\n", cudaGetErrorName(cudaGetLastError()));
  CHECK(cudaDeviceSynchronize());

  cudaFunction_t F = nullptr;
  CHECK(cudaGetFuncBySymbol(&F, (const void *)reverse));
  std::printf("cudaGetFuncBySymbol gives a handle: %s\n", F ? "yes" : "no");
  std::printf("cudaGetFuncBySymbol of a host function: %s\n",
              cudaGetErrorName(cudaGetFuncBySymbol(&F, (const void *)&std::printf)));
  cudaGetLastError();

  int Blocks = -1;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, reverse, 128,
                                                      128 * sizeof(int)));
  std::printf("occupancy of reverse is positive: %s\n", Blocks > 0 ? "yes" : "no");
  int MinGrid = 0, BlockSize = 0;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&MinGrid, &BlockSize, mixed));
  std::printf("suggested block size is a multiple of 32: %s\n",
              BlockSize > 0 && BlockSize % 32 == 0 ? "yes" : "no");

  // Templates: one kernel per instantiation.
  float hf[8] = {1, 2, 3, 4, 5, 6, 7, 8}, *vf = nullptr;
  CHECK(cudaMalloc(&vf, sizeof(hf)));
  CHECK(cudaMemcpy(vf, hf, sizeof(hf), cudaMemcpyHostToDevice));
  times<float, 3><<<1, 8>>>(vf, 8);
  times<int, 5><<<2, 256>>>(v, N);
  times<float, -2><<<1, 8>>>(vf, 8);
  CHECK(cudaMemcpy(hf, vf, sizeof(hf), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(h, v, sizeof(h), cudaMemcpyDeviceToHost));
  std::printf("templates: %.9g %.9g %d %d\n", hf[0], hf[7], h[0], h[511]);

  // A cooperative launch of one block.
  int *sums = nullptr, hs[4];
  CHECK(cudaMalloc(&sums, sizeof(hs)));
  void *CoopArgs[] = {&sums};
  CHECK(cudaLaunchCooperativeKernel((const void *)warpSums, dim3(1), dim3(128), CoopArgs,
                                    0, 0));
  CHECK(cudaMemcpy(hs, sums, sizeof(hs), cudaMemcpyDeviceToHost));
  std::printf("cooperative launch: %d %d %d %d\n", hs[0], hs[1], hs[2], hs[3]);
  std::printf("a cooperative launch of 2^20 blocks: %s\n",
              cudaGetErrorName(cudaLaunchCooperativeKernel((const void *)warpSums,
                                                           dim3(1 << 20), dim3(1024),
                                                           CoopArgs, 0, 0)));
  cudaGetLastError();

  CHECK(cudaFree(v));
  CHECK(cudaFree(vf));
  CHECK(cudaFree(out));
  CHECK(cudaFree(sums));
  std::printf("done\n");
  return 0;
}
