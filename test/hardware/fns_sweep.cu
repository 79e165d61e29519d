//===- fns_sweep.cu - PTX fns.b32 on real hardware vs the model -----------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs `fns.b32 d, mask, base, offset` as raw PTX (inline asm, every
/// operand in a register) on an NVIDIA GPU and compares it with the model of
/// include/ShflLowering/Semantics/PTXFnsModel.h, evaluated on the GPU too:
///
///  - domain: every case of include/ShflLowering/Semantics/FnsSweepSpec.h
///    (37,224,448), counting mismatches; and the 64 per-thread digests of
///    that domain, which CI recomputes from the model (ptx-model-check
///    --fns-summary) and the emulator reproduces from the lowered IR
///    (test/nvvm-warp-to-amdgpu/fns-emulator.test);
///  - allmasks: every one of the 2^32 masks for 36 (base, offset) pairs;
///  - undefined: base > 31, which PTX leaves undefined, recorded as a table
///    (no pass/fail; the project defines 0xffffffff there).
///
/// Build and run (see docs/hardware-ground-truth.md):
///   nvcc -O2 -std=c++17 -arch=sm_90 -Iinclude test/hardware/fns_sweep.cu \
///        -o fns_sweep
///   ./fns_sweep > fns_sweep_summary.txt
///
/// The exit status is 0 if and only if no defined case mismatched.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/FnsSweepSpec.h"
#include "ShflLowering/Semantics/PTXFnsModel.h"

#include <cuda_runtime.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace shfl;

#define CUDA_CHECK(X)                                                          \
  do {                                                                         \
    cudaError_t Err = (X);                                                     \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #X,          \
                   cudaGetErrorString(Err));                                   \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

__device__ __forceinline__ uint32_t hwFns(uint32_t Mask, uint32_t Base,
                                          int32_t Offset) {
  uint32_t D;
  asm volatile("fns.b32 %0, %1, %2, %3;"
               : "=r"(D)
               : "r"(Mask), "r"(Base), "r"(Offset));
  return D;
}

struct Mismatch {
  uint32_t Mask, Base;
  int32_t Offset;
  uint32_t Hw, Model;
};
constexpr unsigned MaxMismatches = 16;

__device__ void record(unsigned long long *Count, Mismatch *First,
                       uint32_t M, uint32_t B, int32_t O, uint32_t Hw,
                       uint32_t Model) {
  unsigned long long N = atomicAdd(Count, 1ull);
  if (N < MaxMismatches)
    First[N] = Mismatch{M, B, O, Hw, Model};
}

/// One thread per (seed, embedding, base): every offset.
__global__ void domainKernel(unsigned long long *Count, Mismatch *First) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= fnsspec::NumSeeds * fnsspec::NumEmbeddings * fnsspec::NumBases)
    return;
  uint32_t B = I % fnsspec::NumBases;
  uint32_t E = (I / fnsspec::NumBases) % fnsspec::NumEmbeddings;
  uint32_t S = I / (fnsspec::NumBases * fnsspec::NumEmbeddings);
  uint32_t M = fnsspec::mask(S, E);
  for (uint32_t O = 0; O < fnsspec::NumOffsets; ++O) {
    int32_t Off = fnsspec::offset(O);
    uint32_t Hw = hwFns(M, B, Off), Model = ptx::fnsISA(M, B, Off);
    if (Hw != Model)
      record(Count, First, M, B, Off, Hw, Model);
  }
}

__global__ void digestKernel(uint64_t *Out, uint32_t Threads) {
  uint32_t T = threadIdx.x;
  if (T < Threads)
    Out[T] = fnsspec::threadDigest(
        T, Threads, [](uint32_t M, uint32_t B, int32_t O) { return hwFns(M, B, O); });
}

/// Every mask (grid-stride over 2^32) for one (base, offset).
__global__ void allMasksKernel(uint32_t Base, int32_t Offset,
                               unsigned long long *Count, Mismatch *First) {
  uint64_t Stride = uint64_t(gridDim.x) * blockDim.x;
  for (uint64_t M = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       M < (1ull << 32); M += Stride) {
    uint32_t Hw = hwFns(uint32_t(M), Base, Offset);
    uint32_t Model = ptx::fnsISA(uint32_t(M), Base, Offset);
    if (Hw != Model)
      record(Count, First, uint32_t(M), Base, Offset, Hw, Model);
  }
}

__global__ void undefinedKernel(const uint32_t *M, const uint32_t *B,
                                const int32_t *O, uint32_t *D, unsigned N) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    D[I] = hwFns(M[I], B[I], O[I]);
}

static bool reportMismatches(const char *Section, unsigned long long Cases,
                             unsigned long long *Count, Mismatch *First,
                             const char *Extra) {
  unsigned long long N = *Count;
  std::printf("fns-result section=%s%s cases=%llu mismatches=%llu\n", Section,
              Extra, Cases, N);
  for (unsigned I = 0; I < N && I < MaxMismatches; ++I)
    std::printf("fns-mismatch mask=0x%08x base=%u offset=%d hw=0x%08x "
                "model=0x%08x\n",
                First[I].Mask, First[I].Base, First[I].Offset, First[I].Hw,
                First[I].Model);
  *Count = 0;
  return N == 0;
}

int main() {
  cudaDeviceProp Prop;
  CUDA_CHECK(cudaGetDeviceProperties(&Prop, 0));
  int RuntimeVer = 0, DriverVer = 0;
  CUDA_CHECK(cudaRuntimeGetVersion(&RuntimeVer));
  CUDA_CHECK(cudaDriverGetVersion(&DriverVer));
  char Date[32];
  std::time_t Now = std::time(nullptr);
  std::strftime(Date, sizeof(Date), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&Now));
  std::printf("# fns.b32 on NVIDIA hardware vs "
              "include/ShflLowering/Semantics/PTXFnsModel.h.\n"
              "# Written by test/hardware/fns_sweep.cu; the domain is "
              "include/ShflLowering/Semantics/FnsSweepSpec.h.\n"
              "# fns-result: mismatches of a section (the model evaluated on "
              "the GPU); fns-digest:\n"
              "# FNV-1a 64 of thread I of T walking the domain with the "
              "hardware; fns-undefined: base > 31.\n");
  std::printf("program: test/hardware/fns_sweep.cu\n");
  std::printf("gpu: %s\n", Prop.name);
  std::printf("compute-capability: sm_%d%d\n", Prop.major, Prop.minor);
  std::printf("cuda-driver-api: %d.%d\n", DriverVer / 1000,
              (DriverVer % 1000) / 10);
  std::printf("cuda-runtime: %d.%d\n", RuntimeVer / 1000,
              (RuntimeVer % 1000) / 10);
  std::printf("nvcc: %d.%d.%d\n", __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__,
              __CUDACC_VER_BUILD__);
  std::printf("date-utc: %s\n", Date);

  unsigned long long *Count;
  Mismatch *First;
  CUDA_CHECK(cudaMallocManaged(&Count, sizeof(*Count)));
  CUDA_CHECK(cudaMallocManaged(&First, MaxMismatches * sizeof(Mismatch)));
  *Count = 0;
  bool Ok = true;

  // The domain.
  const uint32_t DomainThreads =
      fnsspec::NumSeeds * fnsspec::NumEmbeddings * fnsspec::NumBases;
  domainKernel<<<(DomainThreads + 255) / 256, 256>>>(Count, First);
  CUDA_CHECK(cudaDeviceSynchronize());
  Ok &= reportMismatches("domain",
                         uint64_t(DomainThreads) * fnsspec::NumOffsets, Count,
                         First, "");

  // Every mask for a few (base, offset) pairs.
  const uint32_t Bases[] = {0, 5, 16, 31};
  const int32_t Offsets[] = {-32, -17, -2, -1, 0, 1, 2, 17, 32};
  for (uint32_t B : Bases)
    for (int32_t O : Offsets) {
      allMasksKernel<<<Prop.multiProcessorCount * 16, 256>>>(B, O, Count,
                                                             First);
      CUDA_CHECK(cudaDeviceSynchronize());
      char Extra[64];
      std::snprintf(Extra, sizeof(Extra), " base=%u offset=%d", B, O);
      Ok &= reportMismatches("allmasks", 1ull << 32, Count, First, Extra);
    }

  // The digests of the domain, as the emulator test computes them.
  const uint32_t Threads = 64;
  uint64_t *Digests;
  CUDA_CHECK(cudaMallocManaged(&Digests, Threads * sizeof(uint64_t)));
  digestKernel<<<1, Threads>>>(Digests, Threads);
  CUDA_CHECK(cudaDeviceSynchronize());
  for (uint32_t T = 0; T < Threads; ++T)
    std::printf("fns-digest threads=%u thread=%u hw-fnv1a64=0x%016" PRIx64 "\n",
                Threads, T, Digests[T]);

  // base > 31: what the hardware does where PTX says nothing.
  const uint32_t UMasks[] = {0xffffffffu, 0xaaaaaaaau, 0x55555555u,
                             0x80000001u, 0x00000001u, 0x80000000u};
  const uint32_t UBases[] = {32, 33, 63, 64, 100, 0x80000000u, 0xffffffffu};
  const int32_t UOffsets[] = {-33, -1, 0, 1, 33};
  const unsigned N = sizeof(UMasks) / 4 * sizeof(UBases) / 4 * sizeof(UOffsets) / 4;
  uint32_t *UM, *UB, *UD;
  int32_t *UO;
  CUDA_CHECK(cudaMallocManaged(&UM, N * 4));
  CUDA_CHECK(cudaMallocManaged(&UB, N * 4));
  CUDA_CHECK(cudaMallocManaged(&UO, N * 4));
  CUDA_CHECK(cudaMallocManaged(&UD, N * 4));
  unsigned I = 0;
  for (uint32_t M : UMasks)
    for (uint32_t B : UBases)
      for (int32_t O : UOffsets) {
        UM[I] = M;
        UB[I] = B;
        UO[I] = O;
        ++I;
      }
  undefinedKernel<<<(N + 127) / 128, 128>>>(UM, UB, UO, UD, N);
  CUDA_CHECK(cudaDeviceSynchronize());
  for (I = 0; I < N; ++I)
    std::printf("fns-undefined mask=0x%08x base=0x%x offset=%d hw=0x%08x\n",
                UM[I], UB[I], UO[I], UD[I]);

  std::printf("status: %s\n", Ok ? "PASS" : "FAIL");
  return Ok ? 0 : 1;
}
