// Softmax over rows of 32 floats, one warp per row, as a user writes it:
// the row maximum and the sum through __shfl_xor_sync butterflies, the
// exponential with expf (libdevice) and with the fast __expf, the division
// with IEEE '/' and with __fdividef.  The maxima, the shifted inputs and
// everything that depends only on them are exact; the exponentials are
// approximate on both vendors and are compared within the libdevice ULP
// table (docs/libdevice.md), the sums and quotients within the bound that
// follows from it (math_softmax.ulp).

__device__ float warpMax(float V) {
  for (int O = 16; O > 0; O /= 2)
    V = fmaxf(V, __shfl_xor_sync(0xffffffffu, V, O));
  return V;
}

__device__ float warpSum(float V) {
  for (int O = 16; O > 0; O /= 2)
    V += __shfl_xor_sync(0xffffffffu, V, O);
  return V;
}

extern "C" __global__ void math_softmax(const float *X, float *Max,
                                        float *Shifted, float *E, float *Y,
                                        float *EFast, float *YFast) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Row = I / 32;
  float V = X[I];
  float M = warpMax(V);
  float D = V - M;
  float Ex = expf(D);
  float Fx = __expf(D);
  float S = warpSum(Ex);
  float SF = warpSum(Fx);
  if ((I & 31) == 0)
    Max[Row] = M;
  Shifted[I] = D;
  E[I] = Ex;
  Y[I] = Ex / S;
  EFast[I] = Fx;
  YFast[I] = __fdividef(Fx, SF);
}
