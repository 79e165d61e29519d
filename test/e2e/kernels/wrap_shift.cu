// Wrap-around shifts with __shfl_sync: the source lane threadIdx.x + 2 and
// threadIdx.x - 2 goes beyond the segment and wraps modulo the width (16
// and 32), and a data-dependent source lane.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void wrap_shift(const int *in, int *plus16, int *minus16,
                                      int *plus32, int *minus32, int *perm) {
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  int v = in[i];
  plus16[i] = __shfl_sync(FULL_MASK, v, t + 2, 16);
  minus16[i] = __shfl_sync(FULL_MASK, v, (int)t - 2, 16);
  plus32[i] = __shfl_sync(FULL_MASK, v, t + 2);
  minus32[i] = __shfl_sync(FULL_MASK, v, (int)t - 2);
  perm[i] = __shfl_sync(FULL_MASK, v, (t * 7 + v) & 31);
}
