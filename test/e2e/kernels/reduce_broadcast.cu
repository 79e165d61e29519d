// Warp reductions whose result one lane passes on with __shfl_sync(m, v, k):
// the whole warp ends up with lane k's value.  Each step of such a chain only
// needs the lanes that the later steps read, which the AMDGPU lowering uses
// (README.md, "Demanded lanes").  The float tree keeps CUDA's
// order of the additions; the width-16 tree and broadcast work per half-warp.
// The last tree is CUB's form: lane 0 (by %laneid) stores the total.
#define FULL_MASK 0xffffffffu

static __device__ int imax(int a, int b) { return a > b ? a : b; }

extern "C" __global__ void reduce_broadcast(const int *in, const float *fin,
                                            int *out, float *fout,
                                            int *wsum) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[t];

  int s = v; // the warp's sum, from lane 0
  for (int d = 16; d > 0; d >>= 1)
    s += __shfl_down_sync(FULL_MASK, s, d);
  s = __shfl_sync(FULL_MASK, s, 0);

  int h = v; // each 16-lane segment's sum, from its first lane
  for (int d = 8; d > 0; d >>= 1)
    h += __shfl_down_sync(FULL_MASK, h, d, 16);
  h = __shfl_sync(FULL_MASK, h, 0, 16);

  int m = v; // the maximum of lanes 4-7, read by lane 5
  m = imax(m, __shfl_xor_sync(FULL_MASK, m, 1));
  m = imax(m, __shfl_xor_sync(FULL_MASK, m, 2));
  m = __shfl_sync(FULL_MASK, m, 5);

  int u = __shfl_up_sync(FULL_MASK, v, 1) * 3; // lane 30's value, times 3
  u = __shfl_sync(FULL_MASK, u, 31);

  float f = fin[t]; // the float sum, in the order of the tree
  for (int d = 16; d > 0; d >>= 1)
    f += __shfl_down_sync(FULL_MASK, f, d);
  f = __shfl_sync(FULL_MASK, f, 0);

  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  int w = v * 5 + 1; // the warp's total, stored by lane 0
  for (int d = 16; d > 0; d >>= 1)
    w += __shfl_down_sync(FULL_MASK, w, d);
  if (lane == 0)
    wsum[t / 32] = w;

  out[4 * t + 0] = s;
  out[4 * t + 1] = h;
  out[4 * t + 2] = m;
  out[4 * t + 3] = u;
  fout[t] = f;
}
