// A loop whose trip count the kernel reads at run time, the shape of
// ggml's col2im_1d gather loop (test/e2e/driver-unroll.test).
extern "C" __global__ void gather(const float *in, float *out, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += in[i * blockDim.x + threadIdx.x];
  out[threadIdx.x] = s;
}
