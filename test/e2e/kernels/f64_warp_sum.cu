// A double warp sum and inclusive scan written as CUB writes them for
// double (each step shfl.sync on both 32-bit halves with the in-range
// predicate, then `@p add.f64`), on inputs whose first two warps of every
// four hold plain numbers and whose other two hold two NaNs with different
// payloads (third warp: some addition has a NaN on both sides, where the
// translator's add.f64 keeps the second operand's and the host's addition,
// which the emulators run, the first's; an H100 keeps the one ptxas's
// operand order gives, docs/hardware-ground-truth.md) or +inf and -inf,
// whose sum is a NaN made mid-reduction (fourth warp).  In a wave64 the first two warps share a wave, which makes
// no NaN; the other wave makes NaNs.  Results as bits.  Needs no CUDA
// toolkit: the shim's builtins and inline PTX only.

// One step: shuffle both halves with the in-range predicate p, then
// `@p add.f64` (DIR is down or up, C the shuffle's clamp operand).
#define F64_STEP(DIR, C)                                                       \
  asm volatile("{\n"                                                           \
               "  .reg .u32 lo;\n"                                             \
               "  .reg .u32 hi;\n"                                             \
               "  .reg .pred p;\n"                                             \
               "  .reg .f64 r0;\n"                                             \
               "  mov.b64 %0, %1;\n"                                           \
               "  mov.b64 {lo, hi}, %1;\n"                                     \
               "  shfl.sync." DIR ".b32 lo|p, lo, %2, " C ", -1;\n"            \
               "  shfl.sync." DIR ".b32 hi|p, hi, %2, " C ", -1;\n"            \
               "  mov.b64 r0, {lo, hi};\n"                                     \
               "  @p add.f64 %0, %0, r0;\n"                                    \
               "}\n"                                                           \
               : "=d"(r)                                                       \
               : "d"(v), "r"(d))

__device__ double stepDown(double v, unsigned d) {
  double r;
  F64_STEP("down", "31");
  return r;
}

__device__ double stepUp(double v, unsigned d) {
  double r;
  F64_STEP("up", "0");
  return r;
}

extern "C" __global__ void f64_warp_sum(const unsigned *in,
                                        unsigned long long *sum,
                                        unsigned long long *incl) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32, gwarp = i / 32;
  unsigned u = in[i];
  double v = (double)(u % 4096) * 0.0078125 - 16.0 + (double)(u & 1023) * 0x1p-40;
  if (gwarp % 4 == 2 && (lane == (gwarp * 7 + 3) % 32 ||
                         lane == (gwarp * 7 + 14) % 32))
    v = __longlong_as_double((long long)(0x7ff4000000000000ull |
                                         ((unsigned long long)u << 8) | 1));
  if (gwarp % 4 == 3 && (lane == 5 || lane == 22))
    v = lane == 5 ? __longlong_as_double(0x7ff0000000000000ll)
                  : __longlong_as_double((long long)0xfff0000000000000ull);

  double s = v;
  for (unsigned d = 1; d < 32; d *= 2)
    s = stepDown(s, d);
  if (lane == 0)
    sum[gwarp] = (unsigned long long)__double_as_longlong(s);

  double x = v;
  for (unsigned d = 1; d < 32; d *= 2)
    x = stepUp(x, d);
  incl[i] = (unsigned long long)__double_as_longlong(x);
}
