// The same data reduced three ways: a __shfl_down_sync loop per warp, a
// shared-memory tree per block (in dynamic shared memory), and an atomicAdd
// per element.  out[0], out[1] and out[2] must all hold the total; out[3]
// counts the blocks that finished (gridDim.x at the end).
#define FULL_MASK 0xffffffffu

extern __shared__ int tree[];

extern "C" __global__ void reduce_three_ways(const int *in, int *out) {
  unsigned t = threadIdx.x;
  int v = in[blockIdx.x * blockDim.x + t];

  int w = v;
  for (int d = 16; d > 0; d >>= 1)
    w += __shfl_down_sync(FULL_MASK, w, d);
  if (t % 32 == 0)
    atomicAdd(&out[0], w);

  tree[t] = v;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      tree[t] += tree[t + s];
    __syncthreads();
  }
  if (t == 0) {
    atomicAdd(&out[1], tree[0]);
    atomicAdd(&out[3], gridDim.x > 0 ? 1 : 0);
  }

  atomicAdd(&out[2], v);
}
