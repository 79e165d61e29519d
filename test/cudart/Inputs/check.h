// CHECK(call): the test programs stop at a runtime call that fails, and say
// which and with what error.
#ifndef SHFL_TEST_CUDART_CHECK_H
#define SHFL_TEST_CUDART_CHECK_H

#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t e_ = (call);                                                   \
    if (e_ != cudaSuccess) {                                                   \
      std::printf("%s failed: %s\n", #call, cudaGetErrorName(e_));            \
      return 1;                                                                \
    }                                                                          \
  } while (0)

#endif // SHFL_TEST_CUDART_CHECK_H
