// The example kernel of tools/demo.sh: a warp sum with __shfl_xor_sync's
// builtin, and a segmented shift with __shfl_up_sync's.  It needs no CUDA
// installation.
#define __device__ __attribute__((device))

// Sum over the 32 lanes of the warp: xor 16, 8, 4, 2, 1.
__device__ int warp_sum(int v) {
#pragma unroll
  for (int m = 16; m > 0; m /= 2)
    v += __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, m, 0x1f);
  return v;
}

// __shfl_up_sync(~0u, v, 2, 16): the value two lanes below, within 16-lane
// segments; the first two lanes of each segment keep their own.
__device__ float shift_up2_width16(float v) {
  return __nvvm_shfl_sync_up_f32(0xffffffffu, v, 2, (32 - 16) << 8);
}
