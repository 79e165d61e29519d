//===- fma_oob_probe.cu - What .oob does to register operands on NVIDIA ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// fma.rn.oob{.relu}.{f16,bf16} forces a +0 result when an operand is the
// "out-of-bounds NaN" that tensor loads produce.  This probe feeds every
// kind of NaN encoding (0x7fff, 0xffff, quiet, signalling, both signs, and
// the f16/bf16 canonical NaNs) from registers and prints the results; the
// translator follows what it shows (results/fma_oob_probe.txt): 0x7ff7 and
// 0xfff7, in f16 and in bf16, as a multiplicand give +0; as the addend, and
// every other NaN anywhere, give fma's canonical NaN.
//
//   nvcc -O2 -arch=sm_90 -o fma_oob_probe fma_oob_probe.cu && ./fma_oob_probe
//
//===----------------------------------------------------------------------===//
#include <cstdio>
__global__ void k(const unsigned short *in, int n, unsigned short *o16, unsigned short *ob16, unsigned short *o16r) {
  int i = threadIdx.x; if (i >= n) return;
  unsigned short a = in[i], one = 0x3c00, bone = 0x3f80, two = 0x4000;
  unsigned short r, rb, rr;
  asm("fma.rn.oob.f16 %0, %1, %2, %3;" : "=h"(r) : "h"(a), "h"(one), "h"(two));
  asm("fma.rn.oob.bf16 %0, %1, %2, %3;" : "=h"(rb) : "h"(a), "h"(bone), "h"(bone));
  asm("fma.rn.oob.relu.f16 %0, %1, %2, %3;" : "=h"(rr) : "h"(one), "h"(two), "h"(a));
  o16[i] = r; ob16[i] = rb; o16r[i] = rr;
}
int main() {
  unsigned short h[] = {0x7fff, 0xffff, 0x7e00, 0x7c01, 0x7dff, 0x7ffe, 0xfe00, 0x7f80, 0x7fc0, 0x7f81, 0xffc0, 0x3c00, 0x7c00, 0x7fbf, 0x7ff0,
                        0x7ff7, 0xfff7, 0x7ff6, 0x7fe7, 0x7e07, 0x7c07, 0x7f87, 0x7fc7, 0xffb7, 0x7ef7, 0x7df7};
  int n = sizeof(h)/2; unsigned short *d, *a, *b, *c;
  cudaMalloc(&d, 128); cudaMalloc(&a, 128); cudaMalloc(&b, 128); cudaMalloc(&c, 128);
  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
  k<<<1, 32>>>(d, n, a, b, c);
  unsigned short ra[32], rb[32], rc[32];
  cudaMemcpy(ra, a, 64, cudaMemcpyDeviceToHost);
  cudaMemcpy(rb, b, 64, cudaMemcpyDeviceToHost);
  cudaMemcpy(rc, c, 64, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("in %04x: f16 a*1+2=%04x  bf16 a*1+1=%04x  f16.relu 1*2+a=%04x\n", h[i], ra[i], rb[i], rc[i]);
}
