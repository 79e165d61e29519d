//===- f64_nan_order_probe.cu - Which NaN add.f64 keeps, per PTX form ------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// add.f64 with two NaN operands keeps one of their payloads.  The PTX rows
// of ptx_arith.cu (`add.f64 %0, %1, %2`) keep the second operand's; CUB's
// warp scan on NaNs (`@p add.f64 %0, %0, r0`, r0 from shfl.sync) keeps the
// first's.  This probe runs the same two NaNs through the PTX forms in
// between and prints each result, so that the SASS (cuobjdump -sass: the
// DADD operand order that ptxas chose) can be read beside it.
//
//   nvcc -O2 -std=c++17 -gencode arch=compute_80,code=compute_80 \
//        -o f64_nan_order_probe f64_nan_order_probe.cu
//   ./f64_nan_order_probe
//
//===----------------------------------------------------------------------===//

#include <cstdio>
#include <cuda_runtime.h>

// a: quiet NaN, payload 0x...a; b: quiet NaN, payload 0x...b.
__global__ void probe(const double *in, unsigned long long *out) {
  double a = in[0], b = in[1], r;
  // 0: the ptx_arith form.
  asm volatile("add.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  out[0] = __double_as_longlong(r);
  // 1: CUB's form without the shuffle: the destination is the first source.
  asm volatile("{ .reg .f64 r0; mov.b64 %0, %1; mov.b64 r0, %2;"
               "  add.f64 %0, %0, r0; }"
               : "=d"(r) : "d"(a), "d"(b));
  out[1] = __double_as_longlong(r);
  // 2: the same with the sources the other way round.
  asm volatile("{ .reg .f64 r0; mov.b64 %0, %1; mov.b64 r0, %2;"
               "  add.f64 %0, r0, %0; }"
               : "=d"(r) : "d"(a), "d"(b));
  out[2] = __double_as_longlong(r);
  // 3: CUB's scan step: lane 1 adds lane 0's value (b there) to its own (a).
  double own = threadIdx.x == 0 ? b : a;
  asm volatile("{ .reg .u32 lo; .reg .u32 hi; .reg .pred p; .reg .f64 r0;"
               "  mov.b64 %0, %1; mov.b64 {lo, hi}, %1;"
               "  shfl.sync.up.b32 lo|p, lo, 1, 0, -1;"
               "  shfl.sync.up.b32 hi|p, hi, 1, 0, -1;"
               "  mov.b64 r0, {lo, hi};"
               "  @p add.f64 %0, %0, r0; }"
               : "=d"(r) : "d"(own));
  if (threadIdx.x == 1)
    out[3] = __double_as_longlong(r);
}

int main() {
  const unsigned long long Bits[2] = {0x7ff800000000000aull,
                                      0x7ff800000000000bull};
  double *In;
  unsigned long long *Out, Host[4];
  cudaMalloc(&In, sizeof(Bits));
  cudaMalloc(&Out, sizeof(Host));
  cudaMemcpy(In, Bits, sizeof(Bits), cudaMemcpyHostToDevice);
  probe<<<1, 32>>>(In, Out);
  if (cudaMemcpy(Host, Out, sizeof(Host), cudaMemcpyDeviceToHost) !=
      cudaSuccess) {
    std::fprintf(stderr, "probe failed\n");
    return 1;
  }
  const char *Forms[4] = {"add.f64 %0, %1, %2", "add.f64 %0, %0, r0",
                          "add.f64 %0, r0, %0", "CUB scan step (lane 1)"};
  for (int I = 0; I < 4; ++I)
    std::printf("%-24s a=%016llx b=%016llx -> %016llx\n", Forms[I], Bits[0],
                Bits[1], Host[I]);
  return 0;
}
