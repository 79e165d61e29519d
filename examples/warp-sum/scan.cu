// Every lane gets the sum of its warp's inputs up to its own.
#include "warp_ops.cuh"

extern "C" __global__ void warp_scan(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = warp_inclusive_scan(in[i]);
}
