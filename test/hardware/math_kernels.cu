//===- math_kernels.cu - Record NVIDIA results of the math e2e kernels ----===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Runs the math-heavy kernels of test/e2e/kernels (math_*.cu: softmax with
// expf and __expf, layer and RMS norm with rsqrtf, GELU with tanhf and
// __expf, the fast intrinsics, conversions with rounding modes)
// on an NVIDIA GPU from the same .launch descriptions the emulator reads,
// and prints every output buffer.  The output of one run is split into
// test/hardware/results/math_kernels/<kernel>.txt.
//
//   nvcc -O2 -arch=sm_90 -std=c++17 -o math_kernels math_kernels.cu
//   ./math_kernels ../e2e/kernels/math_*.launch
//
//===----------------------------------------------------------------------===//

#include "../e2e/kernels/math_convert.cu"
#include "../e2e/kernels/math_fastfns.cu"
#include "../e2e/kernels/math_gelu.cu"
#include "../e2e/kernels/math_layernorm.cu"
#include "../e2e/kernels/math_rmsnorm.cu"
#include "../e2e/kernels/math_softmax.cu"

#define K(N) {#N, (const void *)N}
static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    K(math_convert),
    K(math_fastfns),
    K(math_gelu),
    K(math_layernorm),
    K(math_rmsnorm),
    K(math_softmax),
};
#undef K

#include "LaunchRunner.cuh"

int main(int Argc, char **Argv) { return runAll(Argc, Argv); }
