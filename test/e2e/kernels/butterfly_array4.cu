// A butterfly over an array of 4 values per thread: element j is exchanged
// with the lane at distance 1 << j, then combined with the thread's own.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void butterfly_array4(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v[4];
  for (int j = 0; j < 4; ++j)
    v[j] = in[4 * i + j];
  for (int j = 0; j < 4; ++j) {
    int other = __shfl_xor_sync(FULL_MASK, v[j], 1 << j);
    v[j] = (threadIdx.x >> j) & 1 ? other - v[j] : other + v[j];
  }
  for (int j = 0; j < 4; ++j)
    out[4 * i + j] = v[j];
}
