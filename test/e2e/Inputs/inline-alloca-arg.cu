// A device function template that takes an object of its caller by
// reference, as cooperative groups passes a thread_block: big enough that
// the NVPTX cost model leaves it a call, and the AMDGPU cost model inlines
// it (its argument points to the caller's alloca).
struct Tile {
  unsigned Mask;
  int Width;
  int Base;
};

#define STEP(d)                                                                \
  {                                                                            \
    T y = __shfl_up_sync(t.Mask, v, d, t.Width);                               \
    if ((threadIdx.x & (t.Width - 1)) >= d)                                    \
      v = v * 3 + y;                                                           \
    T z = __shfl_xor_sync(t.Mask, v, d, t.Width);                              \
    v = v > z ? v - z : z - v;                                                 \
  }
#define SCAN STEP(1) STEP(2) STEP(4) STEP(8) STEP(16)
#define SCAN4 SCAN SCAN SCAN SCAN

template <typename T>
__device__ void scanTile(const Tile &t, T v, T *out) {
  for (int r = 0; r < t.Base; ++r) {
    SCAN4 SCAN4 SCAN4 SCAN4
  }
  out[threadIdx.x + t.Base] = v;
}

extern "C" __global__ void k(int *a, long long *b, int base) {
  Tile t{0xffffffffu, 16, base};
  scanTile(t, a[threadIdx.x], a);
  scanTile(t, b[threadIdx.x], b);
}
