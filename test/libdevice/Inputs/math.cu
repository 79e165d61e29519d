// libdevice calls as CUDA's math headers make them (declared directly, so
// the project's minimal device header is enough).
extern "C" __device__ float __nv_log10f(float);
extern "C" __device__ float __nv_sqrtf(float);
extern "C" __device__ float __nv_hypotf(float, float);
extern "C" __global__ void math(const float *in, float *out) {
  unsigned i = threadIdx.x;
  out[i] = __nv_hypotf(__nv_log10f(in[i]), __nv_sqrtf(in[i]));
}
