// A whole CUDA program, host and device code: each warp of 32 threads sums
// its values with __shfl_xor_sync, and the host checks the sums.
//
//   shfl-cuda-to-amdgpu warp_sum.cu -o warp_sum && ./warp_sum
#include <cstdio>

__global__ void warpSums(const int *in, int *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int lanes = 16; lanes > 0; lanes /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, lanes);
  if (threadIdx.x % warpSize == 0)
    out[i / warpSize] = v;
}

int main() {
  const int N = 256, Warps = N / 32;
  int *in, *out;
  cudaMallocManaged(&in, N * sizeof(int));
  cudaMallocManaged(&out, Warps * sizeof(int));
  for (int i = 0; i < N; ++i)
    in[i] = i;
  warpSums<<<2, 128>>>(in, out);
  cudaError_t err = cudaDeviceSynchronize();
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  std::printf("%s, warpSize %d: %s\n", prop.name, prop.warpSize, cudaGetErrorString(err));
  bool ok = err == cudaSuccess;
  for (int w = 0; w < Warps; ++w) {
    const int expect = 32 * 32 * w + 31 * 32 / 2;
    std::printf("warp %d: %d%s\n", w, out[w], out[w] == expect ? "" : " (wrong)");
    ok &= out[w] == expect;
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  cudaFree(in);
  cudaFree(out);
  return ok ? 0 : 1;
}
