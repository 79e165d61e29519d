//===- mufu_tanh_probe.cu - Which operand bits MUFU.TANH reads ------------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// For every input of the binades 2^-10 to 2^3, counts the inputs whose
/// tanh.approx.f32 changes when their low k fraction bits are cleared
/// (k = 1..15, per eighth of the binade), writes the outputs of [2^-8, 8)
/// at the step that leaves out the bits that never matter, and prints the
/// results at special operands (docs/mufu.md, results/mufu/tanh-probe.txt).
///
///   nvcc -O2 -std=c++17 -arch=sm_90 test/hardware/mufu_tanh_probe.cu -o probe
///   ./probe OUTDIR > tanh-probe.txt
///
//===----------------------------------------------------------------------===//
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cstdint>
#include <string>
#include <vector>
#define CK(X) do { cudaError_t e_ = (X); if (e_ != cudaSuccess) { fprintf(stderr, "%s: %s\n", #X, cudaGetErrorString(e_)); exit(2);} } while (0)
__device__ __forceinline__ uint32_t th(uint32_t A) {
  float X = __uint_as_float(A), R;
  asm volatile("tanh.approx.f32 %0, %1;" : "=f"(R) : "f"(X));
  return __float_as_uint(R);
}
// Cnt[(e*8+sub)*16+k]: inputs of binade e (biased 117+e), eighth sub, where
// th(x) != th(x with low k bits cleared).
__global__ void kDep(unsigned long long *Cnt, uint32_t BiasedE0) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x; // 2^23 per binade
  uint32_t e = blockIdx.y;
  uint32_t X = ((BiasedE0 + e) << 23) | I;
  uint32_t R = th(X);
  uint32_t sub = I >> 20;
  for (int k = 1; k < 16; ++k) {
    uint32_t Y = X & ~((1u << k) - 1);
    unsigned B = __ballot_sync(0xffffffffu, th(Y) != R);
    if ((threadIdx.x & 31) == 0 && B) atomicAdd(&Cnt[(e * 8 + sub) * 16 + k], (unsigned long long)__popc(B));
  }
}
__global__ void kDump(uint32_t *Out, uint32_t First, uint32_t Step, uint32_t N) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N) Out[I] = th(First + I * Step);
}
static void writeSection(FILE *Fl, const char *Name, uint32_t First, uint32_t Step, const std::vector<uint32_t> &V) {
  size_t N = V.size();
  std::vector<uint8_t> Planes(4 * N);
  uint32_t P1 = 0, P2 = 0;
  for (size_t I = 0; I < N; ++I) {
    uint32_t D1 = V[I] - P1, D = D1 - P2;
    P1 = V[I]; P2 = D1;
    uint32_t Z = (D << 1) ^ uint32_t(int32_t(D) >> 31);
    for (int B = 0; B < 4; ++B) Planes[B * N + I] = uint8_t(Z >> (8 * B));
  }
  char NameBuf[48] = {};
  strncpy(NameBuf, Name, sizeof(NameBuf) - 1);
  uint64_t Count = N; uint32_t Order = 2;
  fwrite("MUFUSEC1", 1, 8, Fl); fwrite(NameBuf, 1, 48, Fl);
  fwrite(&First, 4, 1, Fl); fwrite(&Step, 4, 1, Fl); fwrite(&Count, 8, 1, Fl); fwrite(&Order, 4, 1, Fl);
  fwrite(Planes.data(), 1, Planes.size(), Fl);
}
__global__ void kList(const uint32_t *In, uint32_t *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N) Out[I] = th(In[I]);
}
int main(int argc, char **argv) {
  std::string Dir = argv[1];
  const int NE = 14; const uint32_t E0 = 117; // binades 2^-10 .. 2^3
  unsigned long long *DC; CK(cudaMalloc(&DC, NE * 8 * 16 * 8)); CK(cudaMemset(DC, 0, NE * 8 * 16 * 8));
  kDep<<<dim3(1 << 15, NE), 256>>>(DC, E0);
  CK(cudaDeviceSynchronize());
  std::vector<unsigned long long> C(NE * 8 * 16);
  CK(cudaMemcpy(C.data(), DC, C.size() * 8, cudaMemcpyDeviceToHost));
  int Keep[NE];
  for (int e = 0; e < NE; ++e) {
    int kmax = 0;
    for (int k = 1; k < 16; ++k) { unsigned long long s = 0; for (int sb = 0; sb < 8; ++sb) s += C[(e * 8 + sb) * 16 + k]; if (s == 0) kmax = k; else break; }
    Keep[e] = kmax;
    printf("binade 2^%d: ignored low bits (all eighths) = %d\n", int(E0 + e) - 127, kmax);
    for (int sb = 0; sb < 8; ++sb) {
      printf("  eighth %d:", sb);
      for (int k = 1; k < 16; ++k) printf(" %llu", C[(e * 8 + sb) * 16 + k]);
      printf("\n");
    }
  }
  // Dumps: binades 2^-8 .. 2^2 at step 2^Keep.
  uint32_t *DT; CK(cudaMalloc(&DT, size_t(1) << 25));
  const char *Files[] = {"lo", "mid", "hi2", "hi4"};
  for (int f = 0; f < 4; ++f) {
    std::string P = Dir + "/tanh_" + Files[f] + ".sec";
    FILE *F = fopen(P.c_str(), "wb");
    int ea, eb;
    if (f == 0) { ea = -8; eb = -1; } else if (f == 1) { ea = 0; eb = 0; } else if (f == 2) { ea = 1; eb = 1; } else { ea = 2; eb = 2; }
    for (int ex = ea; ex <= eb; ++ex) {
      int e = ex + 127 - int(E0);
      uint32_t Step = 1u << Keep[e], N = (1u << 23) >> Keep[e], First = uint32_t(ex + 127) << 23;
      kDump<<<(N + 255) / 256, 256>>>(DT, First, Step, N);
      CK(cudaDeviceSynchronize());
      std::vector<uint32_t> V(N);
      CK(cudaMemcpy(V.data(), DT, size_t(N) * 4, cudaMemcpyDeviceToHost));
      char Name[48]; snprintf(Name, 48, "tanh_2^%d_step%u", ex, Step);
      writeSection(F, Name, First, Step, V);
      printf("dump %s n=%u\n", Name, N);
    }
    fclose(F);
  }
  // Special values.
  std::vector<uint32_t> L = {0u, 0x80000000u, 1u, 0x80000001u, 0x007fffffu, 0x00800000u, 0x80800000u, 0x3b7fffffu, 0x3b800000u, 0x3b800001u,
    0xbb800000u, 0x40ffffffu, 0x41000000u, 0xc0ffffffu, 0xc1000000u, 0x7f7fffffu, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xffc00000u, 0xffffffffu, 0x3f800000u, 0x3f000000u};
  uint32_t *DI, *DO; CK(cudaMalloc(&DI, L.size() * 4)); CK(cudaMalloc(&DO, L.size() * 4));
  CK(cudaMemcpy(DI, L.data(), L.size() * 4, cudaMemcpyHostToDevice));
  kList<<<1, 64>>>(DI, DO, int(L.size()));
  std::vector<uint32_t> R(L.size());
  CK(cudaMemcpy(R.data(), DO, L.size() * 4, cudaMemcpyDeviceToHost));
  for (size_t i = 0; i < L.size(); ++i) printf("special 0x%08x -> 0x%08x\n", L[i], R[i]);
  cudaDeviceProp Pr; cudaGetDeviceProperties(&Pr, 0); printf("device %s\n", Pr.name);
  return 0;
}
