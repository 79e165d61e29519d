// Structs and arrays by value through <<<...>>> and cudaLaunchKernel: the
// kernels of test/e2e/kernels/kargs_layout.cu, launched from their launch
// descriptions (test/hardware/LaunchRunner.cuh, as
// test/hardware/kargs_kernels.cu recorded them on an H100) or, with
// --direct, with <<<...>>> and the C++ structs of the same values.  Each
// launch prints "=== <kernel>" and its output buffer in wave-emu's format.
#include "../../e2e/kernels/kargs_layout.cu"

static const struct {
  const char *Name;
  const void *Fn;
} Kernels[] = {
    {"kargs_scalars", (const void *)kargs_scalars},
    {"kargs_padded", (const void *)kargs_padded},
    {"kargs_pack", (const void *)kargs_pack},
    {"kargs_table", (const void *)kargs_table},
    {"kargs_modify", (const void *)kargs_modify},
};

#include "../../hardware/LaunchRunner.cuh"

/// A zeroed device buffer of \p Count elements of \p T.
template <typename T> static T *deviceBuffer(size_t Count) {
  T *P = nullptr;
  cudaMalloc(&P, Count * sizeof(T));
  cudaMemset(P, 0, Count * sizeof(T));
  return P;
}

/// Waits for \p Kernel and prints \p Count elements of \p Dev as "out".
static bool show(const char *Kernel, ElemType T, uint64_t Count, const void *Dev) {
  if (cudaError_t E = cudaDeviceSynchronize()) {
    std::fprintf(stderr, "%s: %s\n", Kernel, cudaGetErrorString(E));
    return false;
  }
  Buffer B;
  B.Name = "out";
  B.Type = T;
  B.Count = Count;
  std::vector<unsigned char> Host(B.bytes());
  cudaMemcpy(Host.data(), Dev, Host.size(), cudaMemcpyDeviceToHost);
  std::printf("=== %s\n", Kernel);
  std::fputs(formatBuffer(B, Print(), 8, Host.data()).c_str(), stdout);
  return true;
}

/// The values of kargs_*.launch, as C++ arguments.
static int runDirect() {
  bool Ok = true;
  long long *Scalars = deviceBuffer<long long>(8);
  kargs_scalars<<<1, 32>>>(Scalars, -5, -1234, 70000, -5000000000LL, 200, 1.5f, -2.25,
                           65000);
  Ok &= show("kargs_scalars", ElemType::I64, 8, Scalars);

  long long *Padded15 = deviceBuffer<long long>(15);
  Padded P = {-3, 0.1, 300};
  Nested N = {9, {65, -1e300, -7}, {1, -2, 3}};
  Aligned16 A = {3.25f, -8};
  kargs_padded<<<1, 32>>>(Padded15, 7, P, -2, N, A, 123456);
  Ok &= show("kargs_padded", ElemType::I64, 15, Padded15);

  float *In = deviceBuffer<float>(64), *Res = deviceBuffer<float>(64);
  float HostIn[64];
  for (int I = 0; I < 64; ++I)
    HostIn[I] = 0.5f * I;
  cudaMemcpy(In, HostIn, sizeof(HostIn), cudaMemcpyHostToDevice);
  kargs_pack<<<2, 32>>>(Pack{In, 50, 2.0f, {1, 2, 3}}, Res);
  Ok &= show("kargs_pack", ElemType::F32, 64, Res);

  static const int Values[64] = {
      -50, -13, 24,  -40, -3,  34,  -30, 7,   44,  -20, 17,  -47, -10, 27,  -37, 0,
      37,  -27, 10,  47,  -17, 20,  -44, -7,  30,  -34, 3,   40,  -24, 13,  50,  -14,
      23,  -41, -4,  33,  -31, 6,   43,  -21, 16,  -48, -11, 26,  -38, -1,  36,  -28,
      9,   46,  -18, 19,  -45, -8,  29,  -35, 2,   39,  -25, 12,  49,  -15, 22,  -42};
  Table T;
  for (int I = 0; I < 64; ++I)
    T.v[I] = Values[I];
  int *TableOut = deviceBuffer<int>(64);
  kargs_table<<<1, 64>>>(T, TableOut);
  Ok &= show("kargs_table", ElemType::I32, 64, TableOut);

  long long *Modified = deviceBuffer<long long>(64);
  kargs_modify<<<1, 32>>>(Padded{1, 2.5, 100}, Modified);
  Ok &= show("kargs_modify", ElemType::I64, 64, Modified);
  return Ok ? 0 : 1;
}

int main(int Argc, char **Argv) {
  if (Argc == 2 && std::strcmp(Argv[1], "--direct") == 0)
    return runDirect();
  return runAll(Argc, Argv);
}
