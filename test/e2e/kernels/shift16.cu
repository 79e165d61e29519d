// Shift up and shift down by 2 within 16-lane segments.  Lanes whose source
// would leave the segment keep their own value.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void shift16(const int *in, int *up, int *down) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  up[i] = __shfl_up_sync(FULL_MASK, v, 2, 16);
  down[i] = __shfl_down_sync(FULL_MASK, v, 2, 16);
}
