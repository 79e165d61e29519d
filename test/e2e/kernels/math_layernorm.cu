// Layer normalisation of rows of 64 floats, one warp per row (two values per
// lane), as a user writes it: mean and variance through __shfl_xor_sync
// sums, 1/sqrt with rsqrtf.  The products and sums use the _rn intrinsics so
// that neither compiler contracts them into a different fma.  Mean and
// variance are exact; rsqrtf is approximate on both vendors and is compared
// within the libdevice ULP table, the normalised values within the bound
// that follows from it (math_layernorm.ulp).

__device__ float warpSumRN(float V) {
  for (int O = 16; O > 0; O /= 2)
    V = __fadd_rn(V, __shfl_xor_sync(0xffffffffu, V, O));
  return V;
}

extern "C" __global__ void math_layernorm(const float *X, float *Mean,
                                          float *Var, float *Rstd,
                                          float *Norm, float Eps) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Row = I / 32, Lane = I & 31;
  float A = X[Row * 64 + Lane], B = X[Row * 64 + 32 + Lane];
  float M = __fmul_rn(warpSumRN(__fadd_rn(A, B)), 1.0f / 64);
  float DA = __fsub_rn(A, M), DB = __fsub_rn(B, M);
  float V = __fmul_rn(warpSumRN(__fmaf_rn(DA, DA, __fmul_rn(DB, DB))), 1.0f / 64);
  float R = rsqrtf(__fadd_rn(V, Eps));
  if (Lane == 0) {
    Mean[Row] = M;
    Var[Row] = V;
    Rstd[Row] = R;
  }
  Norm[Row * 64 + Lane] = __fmul_rn(DA, R);
  Norm[Row * 64 + 32 + Lane] = __fmul_rn(DB, R);
}
