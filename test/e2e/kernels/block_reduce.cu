// Block reduction: each warp reduces with __shfl_down_sync, lane 0 of each
// warp writes its sum to shared memory, __syncthreads, then warp 0 reduces
// the warp sums.
#define FULL_MASK 0xffffffffu

__device__ int warp_sum(int v) {
  for (int d = warpSize / 2; d > 0; d >>= 1)
    v += __shfl_down_sync(FULL_MASK, v, d);
  return v;
}

extern "C" __global__ void block_reduce(const int *in, int *out) {
  __shared__ int warp_sums[32];
  unsigned t = threadIdx.x;
  unsigned lane = t % warpSize, warp = t / warpSize;
  int v = warp_sum(in[blockIdx.x * blockDim.x + t]);
  if (lane == 0)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    unsigned nwarps = (blockDim.x + warpSize - 1) / warpSize;
    v = lane < nwarps ? warp_sums[lane] : 0;
    v = warp_sum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}
