// Broadcast of one lane within 16-lane segments: every lane of a segment
// reads lane 3 of its own segment.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void broadcast16(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __shfl_sync(FULL_MASK, in[i], 3, 16);
}
