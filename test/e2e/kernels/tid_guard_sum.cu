// A warp's down-tree sum that only `threadIdx.x == 0` stores, as CUB's
// block reductions store their total.  In a 1-D block that is lane 0 of the
// first warp; in a 2-D block whose blockDim.x is not a multiple of 32 it is
// each row's first thread, several lanes of a warp (lanes 0 and 16 in a
// 16 x 4 block), which store partial sums.  Lane versioning's fast copy
// narrows the guard to lane 0 (docs/lane-versioning.md).
#include <cuda_runtime.h>

extern "C" __global__ void tid_guard_sum(const float *in, float *out) {
  unsigned rows = blockDim.y * blockDim.z;
  unsigned row = threadIdx.y + blockDim.y * threadIdx.z;
  unsigned t = threadIdx.x + blockDim.x * row;
  float v = in[t + blockIdx.x * blockDim.x * rows];
  for (int d = 16; d > 0; d >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, d);
  if (threadIdx.x == 0)
    out[blockIdx.x * rows + row] = v;
}
