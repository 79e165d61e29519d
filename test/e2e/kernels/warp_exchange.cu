// A warp exchange through shared memory as CUB's WarpExchange does it:
// each lane writes its four items blocked (lane * 4 + i) into its warp's
// storage and reads them back striped (lane + 32 * i), the lane read from
// %laneid as CUB's LaneId() reads it.  Needs no CUDA toolkit.

#define ITEMS 4

extern "C" __global__ void warp_exchange(const int *in, int *out) {
  __shared__ int storage[4][32 * ITEMS];
  unsigned lane, warp = threadIdx.x / 32;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  unsigned base = (blockIdx.x * blockDim.x + threadIdx.x) * ITEMS;
  int items[ITEMS];
  for (int i = 0; i < ITEMS; ++i)
    items[i] = in[base + i];
  for (int i = 0; i < ITEMS; ++i)
    storage[warp][lane * ITEMS + i] = items[i];
  __syncwarp();
  for (int i = 0; i < ITEMS; ++i)
    items[i] = storage[warp][lane + 32 * i];
  for (int i = 0; i < ITEMS; ++i)
    out[base + i] = items[i];
}
