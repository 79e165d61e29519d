// GELU with the tanh approximation, as transformer kernels write it:
// 0.5 x (1 + tanhf(sqrt(2/pi) (x + 0.044715 x^3))), and the same with the
// fast intrinsics' form 1 - 2 / (1 + __expf(2u)).  The products and sums
// use the _rn intrinsics so that neither compiler contracts them into a
// different fma; tanhf, __expf and __fdividef are libdevice's (ex2.approx,
// rcp.approx and fma sequences), which the mapping reproduces bit for bit.

extern "C" __global__ void math_gelu(const float *X, float *U, float *T,
                                     float *Y, float *TFast, float *YFast) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  float V = X[I];
  float Cube = __fmul_rn(__fmul_rn(V, V), V);
  float Inner = __fmul_rn(0.7978845608028654f, __fmaf_rn(0.044715f, Cube, V));
  float Th = tanhf(Inner);
  float Half = __fmul_rn(0.5f, V);
  U[I] = Inner;
  T[I] = Th;
  Y[I] = __fmaf_rn(Half, Th, Half);
  float E = __expf(__fmul_rn(2.0f, Inner));
  float Tf = __fsub_rn(1.0f, __fdividef(2.0f, __fadd_rn(1.0f, E)));
  TFast[I] = Tf;
  YFast[I] = __fmaf_rn(Half, Tf, Half);
}
