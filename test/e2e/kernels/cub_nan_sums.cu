// CUB's float and double sums (inline PTX: shfl.sync with a predicate and a
// guarded add.f32 / add.f64) on inputs with NaNs: quiet and signalling NaNs
// with assorted payloads and both signs, and infinities of both signs, whose
// sum makes a NaN in the middle of a reduction.  PTX gives an f32 NaN result
// the canonical 0x7fffffff and an f64 one an operand's payload quieted (or
// 0xfff8000000000000 for one made from numbers), so the results are stored
// as bits.  The kind of input is per warp: none, one
// NaN, an infinity of each sign, or a special value in one lane of four.
// Only the results CUB defines are stored.  Needs the CUDA toolkit.
#include <cub/block/block_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

// A special value from the high bits of u, or an ordinary one.
__device__ float nanInput(unsigned u, unsigned kind, unsigned lane) {
  float plain = (float)(u % 4096) * 0.0078125f - 16.0f;
  unsigned payload = (u >> 9) & 0x7fffff;
  bool special = kind == 1   ? lane == (u >> 27) % 32
                 : kind == 2 ? lane == 3 || lane == 17 + (u >> 30)
                 : kind == 3 ? (u >> 24) % 4 == 0
                             : false;
  if (!special)
    return plain;
  if (kind == 2)
    return lane == 3 ? __int_as_float(0x7f800000) : __int_as_float(0xff800000);
  switch ((u >> 5) % 4) {
  case 0: // quiet, positive
    return __uint_as_float(0x7fc00000u | payload);
  case 1: // signalling (payload not 0), negative
    return __uint_as_float(0xff800000u | (payload & 0x3fffff) | 1);
  case 2:
    return __int_as_float(0x7f800000);
  default:
    return __int_as_float(0xff800000);
  }
}

// The double inputs: in a warp of kind 2 the same infinities, in kinds 1
// and 3 one NaN (lane (gwarp * 7 + 3) % 32) among finite values, so that no
// addition has two NaNs of different payloads: which of two NaNs add.f64
// keeps depends on the operand order ptxas gives the DADD
// (docs/hardware-ground-truth.md).
__device__ double nanInputD(unsigned u, unsigned kind, unsigned lane,
                            unsigned gwarp) {
  float f = nanInput(u, kind, lane);
  double plain = (double)((u % 4096) * 0.0078125f - 16.0f) +
                 (double)(u & 1023) * 0x1p-40;
  if (kind == 2)
    return f == f && !isinf(f) ? plain : (double)f;
  if (kind == 0 || lane != (gwarp * 7 + 3) % 32)
    return plain;
  // A NaN with a payload in both halves, quiet or signalling.
  unsigned long long bits = (u & 1) ? 1ull << 63 : 0;
  bits |= 0x7ff0000000000000ull | ((unsigned long long)(u & 0xfffff) << 20) |
          (u >> 12) | 1;
  if (u & 2)
    bits |= 1ull << 51;
  return __longlong_as_double((long long)bits);
}

extern "C" __global__ void cub_nan_sums(const unsigned *in, unsigned *fsum,
                                        unsigned *fsum16, unsigned *fincl,
                                        unsigned *fseg, unsigned *fblock,
                                        unsigned long long *dsum,
                                        unsigned long long *dincl) {
  using WR = cub::WarpReduce<float>;
  using WR16 = cub::WarpReduce<float, 16>;
  using WS = cub::WarpScan<float>;
  using WRD = cub::WarpReduce<double>;
  using WSD = cub::WarpScan<double>;
  using BR = cub::BlockReduce<float, 128>;
  __shared__ typename WR::TempStorage tr[4];
  __shared__ typename WR16::TempStorage tr16[8];
  __shared__ typename WS::TempStorage ts[4];
  __shared__ typename WRD::TempStorage trd[4];
  __shared__ typename WSD::TempStorage tsd[4];
  __shared__ typename BR::TempStorage tb;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned gwarp = i / 32;
  unsigned kind = gwarp % 4;
  float f = nanInput(in[i], kind, lane);
  double d = nanInputD(in[i], kind, lane, gwarp);

  float s = WR(tr[warp]).Sum(f);
  if (lane == 0)
    fsum[gwarp] = __float_as_uint(s);

  float s16 = WR16(tr16[threadIdx.x / 16]).Sum(f);
  if (threadIdx.x % 16 == 0)
    fsum16[i / 16] = __float_as_uint(s16);

  float incl;
  WS(ts[warp]).InclusiveSum(f, incl);
  fincl[i] = __float_as_uint(incl);

  int head = lane == 0 || (in[i] & 7) == 0;
  float seg = WR(tr[warp]).HeadSegmentedSum(f, head);
  fseg[i] = head ? __float_as_uint(seg) : 0xdeadbeefu;

  float b = BR(tb).Sum(f);
  if (threadIdx.x == 0)
    fblock[blockIdx.x] = __float_as_uint(b);

  double ds = WRD(trd[warp]).Sum(d);
  if (lane == 0)
    dsum[gwarp] = (unsigned long long)__double_as_longlong(ds);

  double di;
  WSD(tsd[warp]).InclusiveSum(d, di);
  dincl[i] = (unsigned long long)__double_as_longlong(di);
}
