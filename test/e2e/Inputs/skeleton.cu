// A kernel with no more than loads, a shuffle and a store: what CUDA code
// looks like around its warp code (test/e2e/driver-kernel-skeleton.test).
extern "C" __global__ void k(const int *p, int *q, const int *r) {
  unsigned t = threadIdx.x;
  int v = p[t];
  v = __shfl_sync(0xffffffffu, v, r[t], 32);
  q[t] = v;
}
