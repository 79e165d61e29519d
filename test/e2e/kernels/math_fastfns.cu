// The fast single-precision intrinsics and the libdevice functions built on
// the hardware's approximate instructions, one buffer each, over inputs
// that span their ranges: __sinf, __cosf, __tanf, __logf, __log2f,
// __log10f, __expf, __exp10f, __powf, __fdividef, rsqrtf, exp2f, expf,
// logf, tanhf, sinf with -use_fast_math's ftz not set.  Each is libdevice's
// sequence of the hardware's approximate instructions and IEEE operations,
// which the mapping reproduces bit for bit.

extern "C" __global__ void math_fastfns(const float *X, const float *P,
                                        float *Sin, float *Cos, float *Tan,
                                        float *Log, float *Log2, float *Log10,
                                        float *Exp, float *Exp10, float *Pow,
                                        float *Div, float *Rsqrt, float *Exp2,
                                        float *ExpL, float *LogL,
                                        float *Tanh) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  float V = X[I], Q = P[I];
  Sin[I] = __sinf(V);
  Cos[I] = __cosf(V);
  Tan[I] = __tanf(V);
  Log[I] = __logf(Q);
  Log2[I] = __log2f(Q);
  Log10[I] = __log10f(Q);
  Exp[I] = __expf(V);
  Exp10[I] = __exp10f(V);
  Pow[I] = __powf(Q, V);
  Div[I] = __fdividef(V, Q);
  Rsqrt[I] = rsqrtf(Q);
  Exp2[I] = exp2f(V);
  ExpL[I] = expf(V);
  LogL[I] = logf(Q);
  Tanh[I] = tanhf(V);
}
