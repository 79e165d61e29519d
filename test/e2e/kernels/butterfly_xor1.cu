// Butterfly exchange with mask 1: neighbouring lanes swap their values.
#define FULL_MASK 0xffffffffu

extern "C" __global__ void butterfly_xor1(const float *in, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __shfl_xor_sync(FULL_MASK, in[i], 1);
}
