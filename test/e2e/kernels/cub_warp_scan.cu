// CUB's warp scans from the toolkit's headers (inline PTX shuffles with a
// predicate and a guarded add): inclusive and exclusive sums with the warp
// aggregate, scans with the maximum, and a float inclusive sum over 16-lane
// logical warps.  Every lane's result is defined.  Needs the CUDA toolkit.
#include <climits>
#include <cub/warp/warp_scan.cuh>
#include <cuda/functional>

extern "C" __global__ void cub_warp_scan(const int *in, int *incl, int *excl,
                                         int *aggregate, int *imax,
                                         int *emax, float *fincl16) {
  using WS = cub::WarpScan<int>;
  using WS16 = cub::WarpScan<float, 16>;
  __shared__ typename WS::TempStorage ts[4];
  __shared__ typename WS16::TempStorage ts16[8];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned warp = threadIdx.x / 32;
  int v = in[i] % 1000 - 500;
  float f = (float)(in[i] % 4096) * 0.0078125f - 16.0f;

  int a;
  WS(ts[warp]).InclusiveSum(v, a);
  incl[i] = a;

  int e, agg;
  WS(ts[warp]).ExclusiveSum(v, e, agg);
  excl[i] = e;
  aggregate[i] = agg;

  int m;
  WS(ts[warp]).InclusiveScan(v, m, cuda::maximum<>{});
  imax[i] = m;

  int em;
  WS(ts[warp]).ExclusiveScan(v, em, INT_MIN, cuda::maximum<>{});
  emax[i] = em;

  float fs;
  WS16(ts16[threadIdx.x / 16]).InclusiveSum(f, fs);
  fincl16[i] = fs;
}
