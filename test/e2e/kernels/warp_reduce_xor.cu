// Warp reduction with xor 16, 8, 4, 2, 1: every lane ends with the sum of
// its warp.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void warp_reduce_xor(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int m = 16; m > 0; m >>= 1)
    v += __shfl_xor_sync(FULL_MASK, v, m);
  out[i] = v;
}
