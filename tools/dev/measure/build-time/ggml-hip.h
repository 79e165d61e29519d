// Included before test/e2e/kernels/ggml_kernels.cu when that file is
// compiled as HIP (docs/performance.md, "Build time"): what ggml's own HIP
// build maps for its CUDA kernels.  ROCm 5.2's HIP has no *_sync shuffles;
// the kernels' masks are full, so the plain shuffle is the same operation.
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#define __shfl_xor_sync(mask, var, lane_mask, width) __shfl_xor(var, lane_mask, width)
