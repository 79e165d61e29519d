// Conversions and correctly rounded arithmetic with explicit rounding modes,
// as a user writes them with the toolkit's headers: libdevice's
// __float2int_*, __float2uint_*, __float2ll_*, __int2float_*, __ll2float_*,
// __double2float_*, __fadd_*/__fmul_*/__fdiv_*/__fsqrt_*/__fmaf_*, __dsqrt_rd,
// __saturatef, and cuda_fp16/cuda_bf16's __float2half_*, __float2bfloat16_*
// (inline PTX).  Each lane converts its own input, then the warp rotates the
// results by one lane with __shfl_sync, so the results also cross lanes.
// Every result is exact on both vendors: compared bit for bit.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__device__ unsigned rotate(unsigned V) {
  unsigned Lane = threadIdx.x & 31;
  return __shfl_sync(0xffffffffu, V, (Lane + 1) & 31);
}

__device__ unsigned bits(float F) { return __float_as_uint(F); }
__device__ unsigned bits(__half H) { return __half_as_ushort(H); }
__device__ unsigned bits(__nv_bfloat16 H) { return __bfloat16_as_ushort(H); }

extern "C" __global__ void math_convert(const float *X, const double *XD,
                                        const int *N, unsigned *Out) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  float F = X[I], G = X[I ^ 7];
  double D = XD[I];
  int K = N[I];
  unsigned R[32];
  R[0] = __float2int_rn(F);
  R[1] = __float2int_rz(F);
  R[2] = __float2int_rd(F);
  R[3] = __float2int_ru(F);
  R[4] = __float2uint_rn(F);
  R[5] = __float2uint_rd(F);
  R[6] = (unsigned)__float2ll_ru(F * 1e10f);
  R[7] = bits(__int2float_rz(K));
  R[8] = bits(__int2float_ru(K));
  R[9] = bits(__ll2float_rd((long long)K * 977));
  R[10] = bits(__double2float_rn(D));
  R[11] = bits(__double2float_rz(D));
  R[12] = bits(__double2float_rd(D));
  R[13] = bits(__double2float_ru(D));
  R[14] = bits(__fadd_rz(F, G));
  R[15] = bits(__fmul_ru(F, G));
  R[16] = bits(__fdiv_rn(F, G));
  R[17] = bits(__fdiv_rd(F, G));
  R[18] = bits(__fsqrt_rn(fabsf(F)));
  R[19] = bits(__fsqrt_ru(fabsf(F)));
  R[20] = bits(__fmaf_rz(F, G, 0.375f));
  R[21] = bits(__saturatef(F));
  R[22] = bits(__float2half_rn(F));
  R[23] = bits(__float2half_rz(F));
  R[24] = bits(__float2half_rd(F));
  R[25] = bits(__float2half_ru(F));
  R[26] = bits(__float2bfloat16_rn(F));
  R[27] = bits(__float2bfloat16_rz(F));
  R[28] = bits(__half2float(__float2half_rn(F * 1e-4f)));
  R[29] = bits(__frcp_rn(F));
  R[30] = bits(__fsub_ru(F, G));
  double S = __dsqrt_rd(fabs(D));
  R[31] = __double2hiint(S) ^ __double2loint(S);
  for (int J = 0; J < 32; ++J)
    Out[I * 32 + J] = rotate(R[J]);
}
