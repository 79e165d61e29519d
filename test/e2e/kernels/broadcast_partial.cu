// Broadcasts of each warp's lane 0 in blocks of 40 threads, whose second
// warp holds 8 threads.  Every thread gets the value of its warp's first
// thread: from the kernel's entry, after an `if` that stores (so it stays a
// branch) has joined again, and in a loop with a runtime trip
// count.
//
// On AMDGPU the active lanes of a wave that every launched thread reaches
// are lanes 0..n-1, so the first two broadcasts read lane 0 with readlane and
// no EXEC test (FunctionCaches.h, LaunchLaneBlocks); the loop's keeps it.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void broadcast_partial(const int *in, int *out,
                                             int *side, int n) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned all = gridDim.x * blockDim.x;
  int v = in[t];
  out[t] = __shfl_sync(FULL_MASK, v, 0);

  if (v & 1)
    side[t] = v * 3;
  v = (v ^ 0x55) + side[t];
  out[all + t] = __shfl_sync(FULL_MASK, v, 0);

  int acc = 0;
  for (int i = 0; i < n; ++i)
    acc = acc * 5 + __shfl_sync(FULL_MASK, v + i, 0);
  out[2 * all + t] = acc;
}
