// One translation unit with device code: a kernel and its host wrapper.
#include "program.h"

__global__ void scale(int *d, int add) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    d[i] = 3 * d[i] + add;
}

void scaleOnDevice(int *d, int add) { scale<<<(N + 127) / 128, 128>>>(d, add); }
