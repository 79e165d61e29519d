// Memory the device can reach: device, pinned (mapped) host, managed and
// registered host memory, pitched 2-D copies, and what
// cudaPointerGetAttributes says about each.  Its output is the same on an
// NVIDIA GPU and on libshflcudart (test/hardware/results/cudart/api_memory.txt
// is an H200's).
#include <cstdio>
#include <cstdlib>
#include "check.h"
#include <cuda_runtime.h>

__global__ void scale(float *v, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= f;
}
// Each row r of a pitched w x h array: element c becomes r * 1000 + c + its old value.
__global__ void rows(int *a, size_t pitch, int w, int h) {
  int c = threadIdx.x, r = blockIdx.x;
  if (c < w && r < h) {
    int *row = (int *)((char *)a + r * pitch);
    row[c] += r * 1000 + c;
  }
}

static const char *typeName(cudaMemoryType T) {
  switch (T) {
  case cudaMemoryTypeUnregistered: return "unregistered";
  case cudaMemoryTypeHost: return "host";
  case cudaMemoryTypeDevice: return "device";
  case cudaMemoryTypeManaged: return "managed";
  }
  return "?";
}

static void describe(const char *What, const void *P, const void *Base) {
  cudaPointerAttributes A;
  cudaError_t E = cudaPointerGetAttributes(&A, P);
  std::printf("%-28s %s type %s device %d devicePointer %s hostPointer %s\n", What,
              cudaGetErrorName(E), typeName(A.type), A.device,
              A.devicePointer == nullptr ? "null" : A.devicePointer == P ? "same" : "other",
              A.hostPointer == nullptr ? "null" : A.hostPointer == P ? "same" : "other");
  (void)Base;
}

int main() {
  const int N = 1000;
  float *dev = nullptr, *pinned = nullptr, *mapped = nullptr, *managed = nullptr;
  CHECK(cudaMalloc(&dev, N * sizeof(float)));
  CHECK(cudaMallocHost(&pinned, N * sizeof(float)));
  CHECK(cudaHostAlloc(&mapped, N * sizeof(float), cudaHostAllocMapped));
  CHECK(cudaMallocManaged(&managed, N * sizeof(float)));
  float *user = (float *)std::malloc(N * sizeof(float));
  float *registered = (float *)std::malloc(N * sizeof(float));
  CHECK(cudaHostRegister(registered, N * sizeof(float), cudaHostRegisterMapped));

  describe("cudaMalloc", dev, dev);
  describe("cudaMalloc + 100", dev + 100, dev);
  describe("cudaMallocHost", pinned, pinned);
  describe("cudaHostAlloc (mapped)", mapped, mapped);
  describe("cudaMallocManaged", managed, managed);
  describe("malloc", user, user);
  describe("cudaHostRegister", registered, registered);
  unsigned int Flags = 0;
  CHECK(cudaHostGetFlags(&Flags, mapped));
  std::printf("cudaHostGetFlags(mapped) = %u\n", Flags);

  // Managed memory: written by the host, scaled by the device, read back.
  for (int i = 0; i < N; ++i)
    managed[i] = i * 0.5f;
  scale<<<(N + 127) / 128, 128>>>(managed, N, 3.0f);
  CHECK(cudaDeviceSynchronize());
  std::printf("managed[1] %.9g managed[999] %.9g\n", managed[1], managed[999]);

  // Mapped pinned memory, through its device pointer.
  float *mappedDev = nullptr;
  for (int i = 0; i < N; ++i)
    mapped[i] = 1.0f + i;
  CHECK(cudaHostGetDevicePointer((void **)&mappedDev, mapped, 0));
  scale<<<(N + 127) / 128, 128>>>(mappedDev, N, 0.25f);
  CHECK(cudaDeviceSynchronize());
  std::printf("mapped[0] %.9g mapped[3] %.9g\n", mapped[0], mapped[3]);

  // Registered user memory.
  for (int i = 0; i < N; ++i)
    registered[i] = -1.0f * i;
  float *regDev = nullptr;
  CHECK(cudaHostGetDevicePointer((void **)&regDev, registered, 0));
  scale<<<(N + 127) / 128, 128>>>(regDev, N, 2.0f);
  CHECK(cudaDeviceSynchronize());
  std::printf("registered[10] %.9g\n", registered[10]);
  CHECK(cudaHostUnregister(registered));
  std::printf("unregister twice: %s\n", cudaGetErrorName(cudaHostUnregister(registered)));

  // Device memory, memset and copies through pinned memory.
  CHECK(cudaMemset(dev, 0x3f, N * sizeof(float)));
  CHECK(cudaMemcpy(pinned, dev, N * sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("after memset 0x3f: %.9g\n", pinned[7]);
  CHECK(cudaMemcpy(dev, managed, N * sizeof(float), cudaMemcpyDefault));
  CHECK(cudaMemcpy(user, dev, N * sizeof(float), cudaMemcpyDefault));
  std::printf("default-kind copies: %.9g %.9g\n", user[2], user[998]);

  // A pitched 2-D array.
  const int W = 100, H = 7;
  int *a2 = nullptr;
  size_t Pitch = 0;
  CHECK(cudaMallocPitch((void **)&a2, &Pitch, W * sizeof(int), H));
  std::printf("pitch for %zu bytes: a multiple of %s\n", W * sizeof(int),
              Pitch % 512 == 0 ? "512" : Pitch % 256 == 0 ? "256" : "less");
  CHECK(cudaMemset2D(a2, Pitch, 0, W * sizeof(int), H));
  int *host2 = (int *)std::malloc(W * H * sizeof(int));
  for (int i = 0; i < W * H; ++i)
    host2[i] = i;
  CHECK(cudaMemcpy2D(a2, Pitch, host2, W * sizeof(int), W * sizeof(int), H,
                     cudaMemcpyHostToDevice));
  rows<<<H, 128>>>(a2, Pitch, W, H);
  CHECK(cudaMemcpy2D(host2, W * sizeof(int), a2, Pitch, W * sizeof(int), H,
                     cudaMemcpyDeviceToHost));
  std::printf("a2[0][0] %d a2[3][5] %d a2[6][99] %d\n", host2[0], host2[3 * W + 5],
              host2[6 * W + 99]);
  std::printf("2-D copy wider than the pitch: %s\n",
              cudaGetErrorName(cudaMemcpy2D(host2, 8, a2, Pitch, 16, 2,
                                            cudaMemcpyDeviceToHost)));
  cudaGetLastError();

  // Stream-ordered allocation.
  float *async = nullptr;
  CHECK(cudaMallocAsync(&async, 64 * sizeof(float), 0));
  CHECK(cudaMemsetAsync(async, 0, 64 * sizeof(float), 0));
  CHECK(cudaFreeAsync(async, 0));
  CHECK(cudaStreamSynchronize(0));

  size_t Free = 0, Total = 0;
  CHECK(cudaMemGetInfo(&Free, &Total));
  std::printf("free <= total: %s\n", Free <= Total && Total > 0 ? "yes" : "no");

  CHECK(cudaFree(dev));
  CHECK(cudaFree(a2));
  CHECK(cudaFree(managed));
  CHECK(cudaFreeHost(pinned));
  CHECK(cudaFreeHost(mapped));
  std::free(user);
  std::free(registered);
  std::free(host2);
  std::printf("done, last error %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
