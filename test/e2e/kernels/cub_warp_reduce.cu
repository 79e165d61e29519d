// CUB's warp reductions from the toolkit's headers, whose shuffles are
// inline PTX: int and float sums over 32-lane warps and 16-lane logical
// warps, a sum over the first valid_items lanes, a head-segmented sum and a
// reduction with the maximum.  Only the results CUB defines are stored (lane
// 0 of each logical warp; the head of each segment), so that any CUB code
// path gives the same output.  Needs the CUDA toolkit (cub/).
#include <cub/warp/warp_reduce.cuh>
#include <cuda/functional>

extern "C" __global__ void cub_warp_reduce(const int *in, int *isum,
                                           float *fsum16, int *partial,
                                           int *segsum, int *imax,
                                           float *fmax) {
  using WR = cub::WarpReduce<int>;
  using WR16 = cub::WarpReduce<float, 16>;
  using WRF = cub::WarpReduce<float>;
  __shared__ typename WR::TempStorage ts[4];
  __shared__ typename WR16::TempStorage ts16[8];
  __shared__ typename WRF::TempStorage tsf[4];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned gwarp = i / 32;
  int v = in[i] % 1000 - 500;
  float f = (float)(in[i] % 4096) * 0.0078125f - 16.0f;

  int s = WR(ts[warp]).Sum(v);
  if (lane == 0)
    isum[gwarp] = s;

  float s16 = WR16(ts16[threadIdx.x / 16]).Sum(f);
  if (threadIdx.x % 16 == 0)
    fsum16[i / 16] = s16;

  int valid = (int)((gwarp * 11 + 5) % 32) + 1;
  int p = WR(ts[warp]).Sum(v, valid);
  if (lane == 0)
    partial[gwarp] = p;

  int head = lane == 0 || (in[i] & 3) == 0;
  int seg = WR(ts[warp]).HeadSegmentedSum(v, head);
  segsum[i] = head ? seg : -1;

  int m = WR(ts[warp]).Reduce(v, cuda::maximum<>{});
  if (lane == 0)
    imax[gwarp] = m;

  float fm = WRF(tsf[warp]).Reduce(f, cuda::maximum<>{});
  if (lane == 0)
    fmax[gwarp] = fm;
}
