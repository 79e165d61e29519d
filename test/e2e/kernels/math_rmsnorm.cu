// RMS normalisation of rows of 64 floats, one warp per row (two values per
// lane), as LLM inference engines write it: the mean of the squares through
// a __shfl_xor_sync sum, 1/sqrt with rsqrtf, the scale by a weight.  The
// products and sums use the _rn intrinsics so that neither compiler
// contracts them into a different fma; rsqrtf is libdevice's (the hardware's
// rsqrt.approx), which the mapping reproduces bit for bit.

__device__ float warpSumSquares(float V) {
  for (int O = 16; O > 0; O /= 2)
    V = __fadd_rn(V, __shfl_xor_sync(0xffffffffu, V, O));
  return V;
}

extern "C" __global__ void math_rmsnorm(const float *X, const float *W,
                                        float *Ms, float *Rstd, float *Y,
                                        float Eps) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Row = I / 32, Lane = I & 31;
  float A = X[Row * 64 + Lane], B = X[Row * 64 + 32 + Lane];
  float S = warpSumSquares(__fmaf_rn(A, A, __fmul_rn(B, B)));
  float M = __fmul_rn(S, 1.0f / 64);
  float R = rsqrtf(__fadd_rn(M, Eps));
  if (Lane == 0) {
    Ms[Row] = M;
    Rstd[Row] = R;
  }
  Y[Row * 64 + Lane] = __fmul_rn(__fmul_rn(A, R), W[Lane]);
  Y[Row * 64 + 32 + Lane] = __fmul_rn(__fmul_rn(B, R), W[32 + Lane]);
}
