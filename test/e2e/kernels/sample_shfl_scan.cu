// The scan of NVIDIA's cuda-samples shfl_scan, written again here: an
// inclusive scan per warp with __shfl_up_sync (full mask, a width), warp
// totals in dynamic shared memory, the scan of the totals by the first warp
// with a partial member mask and a width that is a run-time value, block
// totals to a second buffer, then a kernel that adds a block's offset to
// every element.
namespace shfl_scan_sample {
__device__ int warpInclusiveScan(int v, unsigned lane, int width) {
  for (int d = 1; d <= width; d *= 2) {
    int up = __shfl_up_sync(0xffffffffu, v, d, width);
    if ((int)lane >= d)
      v += up;
  }
  return v;
}
} // namespace shfl_scan_sample

extern "C" __global__ void sample_shfl_scan(int *data, int width,
                                            int *blockTotals) {
  extern __shared__ int totals[];
  unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = id % warpSize, warp = threadIdx.x / warpSize;
  unsigned warps = blockDim.x / warpSize;
  int v = shfl_scan_sample::warpInclusiveScan(data[id], lane, width);
  if (threadIdx.x % warpSize == warpSize - 1)
    totals[warp] = v;
  __syncthreads();
  if (warp == 0 && lane < warps) {
    int t = totals[lane];
    unsigned mask = (1u << warps) - 1;
    for (unsigned d = 1; d <= warps; d *= 2) {
      int up = __shfl_up_sync(mask, t, d, warps);
      if (lane >= d)
        t += up;
    }
    totals[lane] = t;
  }
  __syncthreads();
  if (warp > 0)
    v += totals[warp - 1];
  data[id] = v;
  if (threadIdx.x == blockDim.x - 1)
    blockTotals[blockIdx.x] = v;
}

extern "C" __global__ void sample_shfl_scan_add(int *data,
                                                const int *blockOffsets,
                                                int len) {
  __shared__ int offset;
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  if (id >= len)
    return;
  if (threadIdx.x == 0)
    offset = blockOffsets[blockIdx.x];
  __syncthreads();
  data[id] += offset;
}
