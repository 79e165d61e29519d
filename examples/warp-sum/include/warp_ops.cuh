// Warp-level sums shared by the example's kernels.
#pragma once

#define FULL_MASK 0xffffffffu

// The sum of v over the 32 lanes of the warp, in every lane (butterfly).
__device__ inline int warp_sum(int v) {
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_xor_sync(FULL_MASK, v, d);
  return v;
}

// The inclusive prefix sum of v over the lanes of the warp.
__device__ inline int warp_inclusive_scan(int v) {
  int lane = threadIdx.x % 32;
  for (int d = 1; d < 32; d *= 2) {
    int up = __shfl_up_sync(FULL_MASK, v, d);
    if (lane >= d)
      v += up;
  }
  return v;
}
