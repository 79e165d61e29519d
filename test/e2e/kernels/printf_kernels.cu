#line 2 "printf_kernels.cu"
// Device printf and assert.  printf_formats prints every conversion CUDA's
// printf has, with flags, widths, precisions and length modifiers; the
// float arguments are promoted to double as for any variadic call.
// printf_null prints null strings.  printf_order prints from several lanes around divergent branches and a
// shuffle, for the order of the output.  The assert kernels fail an assert
// in one thread, in several lanes of a warp (inside a device function) and
// with a message, and trap_kernel calls __trap().  The #line above makes
// __FILE__, which the assert message prints, the same whichever directory
// a compiler is run from.

#include <cassert>
#include <cstdio>

// The mismatched and unknown conversions are deliberate.
#ifdef __clang__
#pragma clang diagnostic ignored "-Wformat"
#pragma clang diagnostic ignored "-Wformat-invalid-specifier"
#endif

extern "C" __global__ void printf_formats(int *ret) {
  if (threadIdx.x != 0)
    return;
  // Values the compiler cannot fold, so that each conversion formats at
  // run time as in a real kernel.
  volatile double vinf = 1.0 / 0.0, vzero = 0.0;
  double inf = vinf, nan = vzero / vzero, negzero = -(double)vzero;
  int r = 0;
  ret[r++] = printf("int: %d %i %u %x %X %o|\n", -42, 42, 3000000000u, 0xbeef, 0xbeef, 8);
  ret[r++] = printf("flags: [%5d] [%-5d] [%+d] [% d] [%05d] [%#x] [%#o] [%#X] [%+.3d] [%-+6d] [% 05d]\n",
                    42, 42, 42, 42, 42, 255, 8, 255, 7, 9, 3);
  ret[r++] = printf("precision: [%.0d] [%.5d] [%8.3d] [%.0x] [%#.0o]\n", 0, -42, 42, 0, 0);
  ret[r++] = printf("star: [%*d] [%-*d] [%.*f] [%*.*s]\n", 6, 7, 6, 7, 2, 1.23456, 8, 3, "abcdef");
  ret[r++] = printf("length: %hhd %hhu %hd %hu %ld %lu %lld %llu\n", 300, 300, 70000, 70000,
                    -1L, ~0UL, -5LL, ~0ULL);
  ret[r++] = printf("length2: %zu %zd %lx %llX %hhx %hx %jd %td %zx\n", (size_t)123, (long)-7,
                    0xabcdef0123L, 0xabcdef0123LL, -1, -1, (long)-9, (long)-11, (size_t)-1);
  ret[r++] = printf("float: %f %e %E %g %G %a %A\n", 1.5f, 1.5e-7f, 123456789.0, 0.0001, 1e20,
                    1.0, 0.1);
  ret[r++] = printf("float2: [%8.3f] [%-10.2e] [%.0f] [%.10g] [%#.0f] [%#g] [%+.3e] [% f]\n",
                    3.14159, 12345.678, 2.5, 1.0 / 3, 3.0, 2.0, 1e-10, 0.5);
  ret[r++] = printf("float3: %g %g %g %g %g %.3g %#.3g %g\n", 100000.0, 1000000.0, 1e-5,
                    0.0001234, 123456789.0, 0.0001234, 1.0, -0.0);
  ret[r++] = printf("float4: %.2a %a %a %a %.0e %#.0e %lf %F\n", 1.0, -0.0, 1e-320, 0.75,
                    12345.0, 12345.0, 2.25, 1.5);
  ret[r++] = printf("special: %f %f %e %g %F %5.1f| %-8f| %+f %a\n", inf, -inf, nan, -nan, inf,
                    inf, nan, inf, nan);
  ret[r++] = printf("negzero: %f %e %g %a %.0f\n", negzero, negzero, negzero, negzero, negzero);
  ret[r++] = printf("char: [%c] [%3c] [%-3c] [%c] [%c]\n", 'A', 'b', 'c', 321, '%');
  ret[r++] = printf("string: [%s] [%10s] [%-10s] [%.2s] [%.0s] [%s]\n", "hi", "right",
                    "left", "truncate", "gone", "");
  ret[r++] = printf("pointer: [%p] [%p] [%20p] [%-20p] [%p]\n", (void *)0, (void *)0x1234,
                    (void *)0xdeadbeef, (void *)0x10, (void *)-1);
  ret[r++] = printf("percent: 100%% [%5%] [%-5%]\n");
  ret[r++] = printf("many: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d "
                    "%f %s %c %u %lld %x\n",
                    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 2.5,
                    "str", 'z', 42u, 1LL << 40, 0xff);
  ret[r++] = printf("32 args: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d "
                    "%d %d %d %d %d %d %d %d %d %d\n",
                    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                    23, 24, 25, 26, 27, 28, 29, 30, 31, 32);
  ret[r++] = printf("33 args: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d "
                    "%d %d %d %d %d %d %d %d %d %d %d\n",
                    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                    23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33);
  ret[r++] = printf("mismatch: %d %d %d|\n", 1L, 2, 3);
  ret[r++] = printf("mismatch2: %f %d|\n", 1, 2.0);
  ret[r++] = printf("unknown: [%y] [%k] [%5q] %d|\n", 5);
  ret[r++] = printf("no args\n");
  ret[r++] = printf("");
  ret[r++] = printf("no newline");
  ret[r++] = printf("|\ntrailing %");
  ret[r++] = printf("\n");
  ret[r++] = printf("%d%%%d\n", 1, 2);
  ret[r++] = printf("%s %s\n", "nested %d %s", "x");
  ret[r++] = printf("escapes: tab[\t] quote[\"] backslash[\\]\n");
}

// Null strings, on their own: what %s of a null pointer prints.
extern "C" __global__ void printf_null(int *ret) {
  const char *volatile Null = nullptr;
  ret[0] = printf("null: [%s] [%8s] [%-8s] [%.3s] [%.10s]\n", Null, Null, Null, Null, Null);
}

// The order of the output of several lanes: lanes print, branch, print,
// shuffle and print again.
extern "C" __global__ void printf_order(int *out) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  printf("A %d\n", t);
  if (t % 2)
    printf("B %d\n", t);
  else
    printf("C %d\n", t);
  int v = __shfl_xor_sync(__activemask(), t, 1);
  printf("D %d %d\n", t, v);
  out[t] = v;
}

__device__ void check_lane(unsigned t) { assert(t % 8 != 3); }

// One thread of the grid fails.
extern "C" __global__ void assert_one(int *out) {
  if (threadIdx.x == 0 && threadIdx.y == 0)
    printf("block %d %d %d before the assert\n", blockIdx.x, blockIdx.y, blockIdx.z);
  assert(!(blockIdx.z == 1 && threadIdx.y == 1 && threadIdx.x == 3));
  out[threadIdx.x] = 1;
}

// Lanes 3, 11, 19 and 27 fail, in a device function.
extern "C" __global__ void assert_lanes(int *out) {
  check_lane(threadIdx.x);
  out[threadIdx.x] = 2;
}

// An assert with a message, and a passing assert before it.
extern "C" __global__ void assert_message(int *out, int n) {
  assert(n > 0);
  assert(n < 5 && "n must be small");
  out[threadIdx.x] = n;
}

extern "C" __global__ void trap_kernel(int *out) {
  if (threadIdx.x == 1)
    __trap();
  out[threadIdx.x] = 3;
}
