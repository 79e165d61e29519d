// Streams, events, asynchronous copies and host callbacks: work issued to
// several streams, ordered by events, read back with cudaMemcpyAsync into
// pinned memory; the program prints what it reads and when its callbacks
// ran.  Its output is the same on an NVIDIA GPU and on libshflcudart
// (test/hardware/results/cudart/api_streams.txt is an H200's).
#include <cstdio>
#include "check.h"
#include <cuda_runtime.h>

// v[i] = v[i] * m + a, element by element (a grid-stride loop).
__global__ void axpb(int *v, int n, int m, int a) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    v[i] = v[i] * m + a;
}
// out[i] = x[i] + y[i]
__global__ void add(const int *x, const int *y, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = x[i] + y[i];
}

static int Order = 0;
static void CUDART_CB hostStep(void *Tag) {
  std::printf("host function '%s' runs as step %d\n", (const char *)Tag, ++Order);
}
static void CUDART_CB streamCallback(cudaStream_t, cudaError_t Status, void *Tag) {
  std::printf("stream callback '%s' runs as step %d with %s\n", (const char *)Tag,
              ++Order, cudaGetErrorName(Status));
}

int main() {
  const int N = 4096;
  int *h = nullptr, *x = nullptr, *y = nullptr, *sum = nullptr;
  CHECK(cudaMallocHost(&h, N * sizeof(int)));
  CHECK(cudaMalloc(&x, N * sizeof(int)));
  CHECK(cudaMalloc(&y, N * sizeof(int)));
  CHECK(cudaMalloc(&sum, N * sizeof(int)));
  for (int i = 0; i < N; ++i)
    h[i] = i;

  cudaStream_t s1, s2, s3;
  CHECK(cudaStreamCreate(&s1));
  CHECK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithPriority(&s3, cudaStreamDefault, 0));
  unsigned int Flags = 99;
  CHECK(cudaStreamGetFlags(s2, &Flags));
  std::printf("stream 2 flags: %u\n", Flags);

  cudaEvent_t start, xReady, yReady, stop, noTiming;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&xReady));
  CHECK(cudaEventCreateWithFlags(&yReady, cudaEventDisableTiming));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventCreateWithFlags(&noTiming, cudaEventDisableTiming));
  std::printf("query of an event never recorded: %s\n",
              cudaGetErrorName(cudaEventQuery(start)));

  CHECK(cudaEventRecord(start, s1));
  // x = 3 * i + 1 on stream 1, y = 2 * i - 5 on stream 2.
  CHECK(cudaMemcpyAsync(x, h, N * sizeof(int), cudaMemcpyHostToDevice, s1));
  axpb<<<8, 128, 0, s1>>>(x, N, 3, 1);
  CHECK(cudaEventRecord(xReady, s1));
  CHECK(cudaMemcpyAsync(y, h, N * sizeof(int), cudaMemcpyHostToDevice, s2));
  axpb<<<4, 256, 0, s2>>>(y, N, 2, -5);
  CHECK(cudaLaunchHostFunc(s2, hostStep, (void *)"after y"));
  CHECK(cudaEventRecord(yReady, s2));
  // sum = x + y on stream 3, once both are ready (and the host function
  // ran).
  CHECK(cudaStreamWaitEvent(s3, xReady, 0));
  CHECK(cudaStreamWaitEvent(s3, yReady, 0));
  CHECK(cudaMemsetAsync(sum, 0, N * sizeof(int), s3));
  add<<<(N + 255) / 256, 256, 0, s3>>>(x, y, sum, N);
  CHECK(cudaStreamAddCallback(s3, streamCallback, (void *)"after sum", 0));
  CHECK(cudaMemcpyAsync(h, sum, N * sizeof(int), cudaMemcpyDeviceToHost, s3));
  CHECK(cudaEventRecord(stop, s3));
  CHECK(cudaEventSynchronize(stop));
  std::printf("after cudaEventSynchronize: stream 3 %s, event %s\n",
              cudaGetErrorName(cudaStreamQuery(s3)), cudaGetErrorName(cudaEventQuery(stop)));
  long long Total = 0;
  bool Right = true;
  for (int i = 0; i < N; ++i) {
    Total += h[i];
    Right &= h[i] == 5 * i - 4;
  }
  std::printf("sum[0] %d sum[1] %d sum[%d] %d, total %lld, %s\n", h[0], h[1], N - 1,
              h[N - 1], Total, Right ? "all 5*i-4" : "WRONG");

  float Ms = -1;
  CHECK(cudaEventElapsedTime(&Ms, start, stop));
  std::printf("elapsed time is %s\n", Ms >= 0 ? "not negative" : "negative");
  std::printf("elapsed time with a no-timing event: %s\n",
              cudaGetErrorName(cudaEventElapsedTime(&Ms, start, noTiming)));

  // The legacy default stream waits for stream 1 (a blocking stream).
  axpb<<<1, 64, 0, s1>>>(x, N, 1, 1000);
  CHECK(cudaMemcpy(h, x, 4 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("x[0..3] after stream 1 and a default-stream copy: %d %d %d %d\n", h[0],
              h[1], h[2], h[3]);

  CHECK(cudaDeviceSynchronize());
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaStreamDestroy(s2));
  CHECK(cudaStreamDestroy(s3));
  cudaEvent_t Events[] = {start, xReady, yReady, stop, noTiming};
  for (cudaEvent_t e : Events)
    CHECK(cudaEventDestroy(e));
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  CHECK(cudaFree(sum));
  CHECK(cudaFreeHost(h));
  std::printf("done, last error %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
