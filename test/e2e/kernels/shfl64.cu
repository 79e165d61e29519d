// 64-bit shuffles (long long and double) at every width 1..32, in the four
// modes, with delta/lane 1 and a lane-dependent source lane.  Each value is
// split into two 32-bit shuffles; both halves must arrive from one lane.
#define FULL_MASK 0xffffffffu

template <typename T>
__device__ void all_widths(T v, T *out, unsigned i, unsigned n) {
  unsigned t = threadIdx.x;
  int k = 0;
  for (int w = 1; w <= 32; w *= 2) {
    out[(k++) * n + i] = __shfl_sync(FULL_MASK, v, 1, w);
    out[(k++) * n + i] = __shfl_sync(FULL_MASK, v, (t * 5 + 3) & 31, w);
    out[(k++) * n + i] = __shfl_up_sync(FULL_MASK, v, 1, w);
    out[(k++) * n + i] = __shfl_down_sync(FULL_MASK, v, 1, w);
    out[(k++) * n + i] = __shfl_xor_sync(FULL_MASK, v, 1, w);
  }
}

extern "C" __global__ void shfl64(const long long *lin, const double *din,
                                  long long *lout, double *dout) {
  unsigned n = gridDim.x * blockDim.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  all_widths(lin[i], lout, i, n);
  all_widths(din[i], dout, i, n);
}
