// __half, __half2, __nv_bfloat16 and __nv_bfloat162 from the toolkit's
// headers, whose shuffles, conversions and arithmetic are inline PTX:
// conversions from int and float, shuffles of every kind (with widths), and
// adds, multiplies, fmas, negation, comparisons and min/max on the shuffled
// values.  Results are stored as their bits.  Needs the CUDA toolkit.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

static __device__ unsigned bits(__half2 v) {
  return (unsigned)__half_as_ushort(__high2half(v)) << 16 |
         __half_as_ushort(__low2half(v));
}
static __device__ unsigned bits(__nv_bfloat162 v) {
  return (unsigned)__bfloat16_as_ushort(__high2bfloat16(v)) << 16 |
         __bfloat16_as_ushort(__low2bfloat16(v));
}

extern "C" __global__ void half_shfl(const int *in, unsigned short *h,
                                     unsigned *h2, unsigned short *b,
                                     unsigned *b2, float *f) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  const unsigned all = 0xffffffffu;

  __half a = __hmul(__int2half_rn(x % 8192 - 4096), __float2half(0.0625f));
  __half xs = __shfl_xor_sync(all, a, 1);
  __half up = __shfl_up_sync(all, a, 3, 16);
  __half dn = __shfl_down_sync(all, a, 5);
  __half ix = __shfl_sync(all, a, 7, 8);
  h[6 * i + 0] = __half_as_ushort(__hadd(a, xs));
  h[6 * i + 1] = __half_as_ushort(__hmul(up, dn));
  h[6 * i + 2] = __half_as_ushort(__hfma(a, ix, xs));
  h[6 * i + 3] = __half_as_ushort(__hneg(__hsub(dn, up)));
  h[6 * i + 4] = __half_as_ushort(__hmax(a, xs));
  h[6 * i + 5] = __hlt(a, ix) ? 1 : 0;

  __half2 p = __halves2half2(a, __float2half((float)(x % 97) / 3.0f));
  __half2 q = __shfl_xor_sync(all, p, 2);
  __half2 r = __shfl_down_sync(all, p, 1, 8);
  h2[3 * i + 0] = bits(__hadd2(p, q));
  h2[3 * i + 1] = bits(__hfma2(p, q, r));
  h2[3 * i + 2] = bits(__hmul2(__lowhigh2highlow(p), r));

  float g = (float)(x % 100000) / 7.0f;
  __nv_bfloat16 c = __float2bfloat16(g);
  __nv_bfloat16 cx = __shfl_xor_sync(all, c, 4);
  __nv_bfloat16 cu = __shfl_up_sync(all, c, 1);
  b[4 * i + 0] = __bfloat16_as_ushort(__hadd(c, cx));
  b[4 * i + 1] = __bfloat16_as_ushort(__hmul(c, cu));
  b[4 * i + 2] = __bfloat16_as_ushort(__hfma(c, cx, cu));
  b[4 * i + 3] = __bfloat16_as_ushort(__hmin(c, cu));

  __nv_bfloat162 d = __halves2bfloat162(c, __float2bfloat16(-g * 0.5f));
  __nv_bfloat162 dx = __shfl_sync(all, d, (i * 5) % 32);
  b2[2 * i + 0] = bits(__hadd2(d, dx));
  b2[2 * i + 1] = bits(__hmul2(d, dx));

  f[3 * i + 0] = __half2float(__hadd(a, xs));
  f[3 * i + 1] = __bfloat162float(__hfma(c, cx, cu));
  f[3 * i + 2] = __low2float(__hfma2(p, q, r));
}
