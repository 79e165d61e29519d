//===- mufu_check.cu - The MUFU models beside the GPU, every input --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Evaluates the models of NVIDIA's approximate instructions
/// (include/ShflLowering/Semantics/MUFUPTX.h, compiled here as device code)
/// beside the instructions themselves, on the GPU, and counts the inputs
/// where they differ (docs/mufu.md):
///
///  * every f32 instruction on all 2^32 operand bit patterns;
///  * the divisions on all 2^32 divisors (the dividend random bits) and on
///    all 2^32 dividends (the divisor random bits);
///  * the f64 instructions on all 2^32 upper words (the lower word random);
///  * ex2.approx.f16 and .bf16, tanh.approx.f16 and .bf16 on all 2^16
///    operands.
///
/// Prints, per instruction, "form NAME inputs=N differ=K", the
/// sign-and-exponent buckets with differences and the first inputs of each;
/// writes the outputs at the sample inputs of mufu_samples.h to
/// OUTDIR/samples.bin (CI's check of the host models), and the outputs of
/// tanh.approx.f32 over [2^-8, 8) to OUTDIR/tanh.sec (mufu_measure.cu's
/// section format), the data tools/dev/mufu-fit/tanh_fit.py recovers that
/// unit's table from.
///
///   nvcc -O2 -std=c++17 -arch=sm_90 -I include test/hardware/mufu_check.cu \
///        -o mufu_check
///   ./mufu_check OUTDIR > OUTDIR/check.txt
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/MUFUPTX.h"
#include "mufu_samples.h"

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace shfl::mufu;
using namespace mufusamples;

#define CUDA_CHECK(X)                                                          \
  do {                                                                         \
    cudaError_t Err = (X);                                                     \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "error: %s: %s\n", #X, cudaGetErrorString(Err));    \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

//===-- The instructions and their models ---------------------------------===//

__device__ __forceinline__ uint32_t hw32(int F, uint32_t A, uint32_t B) {
  float X = __uint_as_float(A), Y = __uint_as_float(B), R = 0.0f;
  switch (F) {
  case rcp_approx_f32: asm volatile("rcp.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case rcp_approx_ftz_f32: asm volatile("rcp.approx.ftz.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case rsqrt_approx_f32: asm volatile("rsqrt.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case rsqrt_approx_ftz_f32: asm volatile("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case sqrt_approx_f32: asm volatile("sqrt.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case sqrt_approx_ftz_f32: asm volatile("sqrt.approx.ftz.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case ex2_approx_f32: asm volatile("ex2.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case ex2_approx_ftz_f32: asm volatile("ex2.approx.ftz.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case lg2_approx_f32: asm volatile("lg2.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case lg2_approx_ftz_f32: asm volatile("lg2.approx.ftz.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case sin_approx_f32: asm volatile("sin.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case cos_approx_f32: asm volatile("cos.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case tanh_approx_f32: asm volatile("tanh.approx.f32 %0, %1;" : "=f"(R) : "f"(X)); break;
  case div_approx_f32: asm volatile("div.approx.f32 %0, %1, %2;" : "=f"(R) : "f"(X), "f"(Y)); break;
  case div_approx_ftz_f32: asm volatile("div.approx.ftz.f32 %0, %1, %2;" : "=f"(R) : "f"(X), "f"(Y)); break;
  case div_full_f32: asm volatile("div.full.f32 %0, %1, %2;" : "=f"(R) : "f"(X), "f"(Y)); break;
  default: asm volatile("div.full.ftz.f32 %0, %1, %2;" : "=f"(R) : "f"(X), "f"(Y)); break;
  }
  return __float_as_uint(R);
}

__device__ __forceinline__ uint32_t model32(int F, uint32_t A, uint32_t B) {
  switch (F) {
  case rcp_approx_f32: return ptxRcpApproxF32(A, 0);
  case rcp_approx_ftz_f32: return ptxRcpApproxF32(A, 1);
  case rsqrt_approx_f32: return ptxRsqrtApproxF32(A, 0);
  case rsqrt_approx_ftz_f32: return ptxRsqrtApproxF32(A, 1);
  case sqrt_approx_f32: return ptxSqrtApproxF32(A, 0);
  case sqrt_approx_ftz_f32: return ptxSqrtApproxF32(A, 1);
  case ex2_approx_f32: return ptxEx2ApproxF32(A, 0);
  case ex2_approx_ftz_f32: return ptxEx2ApproxF32(A, 1);
  case lg2_approx_f32: return ptxLg2ApproxF32(A, 0);
  case lg2_approx_ftz_f32: return ptxLg2ApproxF32(A, 1);
  case sin_approx_f32: return ptxSinApproxF32(A);
  case cos_approx_f32: return ptxCosApproxF32(A);
  case div_approx_f32: return ptxDivApproxF32(A, B, 0);
  case div_approx_ftz_f32: return ptxDivApproxF32(A, B, 1);
  case div_full_f32: return ptxDivFullF32(A, B, 0);
  case div_full_ftz_f32: return ptxDivFullF32(A, B, 1);
  case tanh_approx_f32: return ptxTanhApproxF32(A);
  default: return 0;
  }
}

__device__ __forceinline__ uint64_t hw64(int F, uint64_t A) {
  double X = __longlong_as_double((long long)A), R = 0.0;
  switch (F) {
  case rcp_approx_ftz_f64: asm volatile("rcp.approx.ftz.f64 %0, %1;" : "=d"(R) : "d"(X)); break;
  case rsqrt_approx_f64: asm volatile("rsqrt.approx.f64 %0, %1;" : "=d"(R) : "d"(X)); break;
  default: asm volatile("rsqrt.approx.ftz.f64 %0, %1;" : "=d"(R) : "d"(X)); break;
  }
  return (uint64_t)__double_as_longlong(R);
}

__device__ __forceinline__ uint64_t model64(int F, uint64_t A) {
  switch (F) {
  case rcp_approx_ftz_f64: return ptxRcpApproxFtzF64(A);
  case rsqrt_approx_f64: return ptxRsqrtApproxF64(A);
  default: return ptxRsqrtApproxFtzF64(A);
  }
}

//===-- Exhaustive comparison -----------------------------------------------===//

constexpr unsigned NumBuckets = 4096;
constexpr unsigned SamplesPerBucket = 3;

struct Out {
  unsigned long long *Differ; ///< NumBuckets
  unsigned *Slots;            ///< NumBuckets
  unsigned long long *Samples; ///< NumBuckets * SamplesPerBucket * 4
};

/// Pass 0: operand A = I (the divisor for divisions); pass 1 (divisions):
/// the dividend = I.  f64: the upper word = I.
__global__ void kCompare(int F, int Pass, Out O) {
  __shared__ unsigned Dif[NumBuckets];
  for (unsigned B = threadIdx.x; B < NumBuckets; B += blockDim.x)
    Dif[B] = 0;
  __syncthreads();
  uint64_t Stride = uint64_t(gridDim.x) * blockDim.x;
  bool F64 = formBytes(F) == 8, Two = formOperands(F) == 2;
  for (uint64_t I64 = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       I64 < (uint64_t(1) << 32); I64 += Stride) {
    uint32_t I = uint32_t(I64);
    uint32_t R = uint32_t(splitmix64(I64 ^ (uint64_t(F) << 40)));
    uint64_t X, Y = 0, Hw, Mine;
    unsigned Bucket;
    if (F64) {
      X = (uint64_t(I) << 32) | R;
      Hw = hw64(F, X);
      Mine = model64(F, X);
      Bucket = I >> 20;
    } else if (Two) {
      uint32_t A = Pass ? I : R, B = Pass ? R : I;
      X = A;
      Y = B;
      Hw = hw32(F, A, B);
      Mine = model32(F, A, B);
      Bucket = I >> 23;
    } else {
      X = I;
      Hw = hw32(F, I, 0);
      Mine = model32(F, I, 0);
      Bucket = I >> 23;
    }
    if (Hw != Mine) {
      atomicAdd(&Dif[Bucket], 1u);
      if (((volatile unsigned *)O.Slots)[Bucket] < SamplesPerBucket) {
        unsigned S = atomicAdd(&O.Slots[Bucket], 1u);
        if (S < SamplesPerBucket) {
          unsigned long long *P = O.Samples + (size_t(Bucket) * SamplesPerBucket + S) * 4;
          P[0] = X;
          P[1] = Y;
          P[2] = Hw;
          P[3] = Mine;
        }
      }
    }
  }
  __syncthreads();
  for (unsigned B = threadIdx.x; B < NumBuckets; B += blockDim.x)
    if (Dif[B])
      atomicAdd(&O.Differ[B], (unsigned long long)Dif[B]);
}

/// ex2 and tanh on f16/bf16 against the models.  Differ[0..3] count the
/// four.
__global__ void kHalves(unsigned long long *Differ, unsigned *First) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= 65536)
    return;
  unsigned short H = (unsigned short)I, R;
  asm volatile("ex2.approx.f16 %0, %1;" : "=h"(R) : "h"(H));
  if (R != ptxEx2ApproxF16(H)) {
    atomicAdd(&Differ[0], 1ull);
    atomicMin(&First[0], I);
  }
  asm volatile("ex2.approx.ftz.bf16 %0, %1;" : "=h"(R) : "h"(H));
  if (R != ptxEx2ApproxFtzBF16(H)) {
    atomicAdd(&Differ[1], 1ull);
    atomicMin(&First[1], I);
  }
  asm volatile("tanh.approx.f16 %0, %1;" : "=h"(R) : "h"(H));
  if (R != ptxTanhApproxF16(H)) {
    atomicAdd(&Differ[2], 1ull);
    atomicMin(&First[2], I);
  }
  asm volatile("tanh.approx.bf16 %0, %1;" : "=h"(R) : "h"(H));
  if (R != ptxTanhApproxBF16(H)) {
    atomicAdd(&Differ[3], 1ull);
    atomicMin(&First[3], I);
  }
}

__global__ void kSamples(int F, uint8_t *Dst) {
  uint32_t K = blockIdx.x * blockDim.x + threadIdx.x;
  if (K >= SamplesPerForm)
    return;
  uint64_t Ops[2];
  sampleInput(F, K, Ops);
  if (formBytes(F) == 8) {
    uint64_t R = hw64(F, Ops[0]);
    memcpy(Dst + size_t(K) * 8, &R, 8);
  } else {
    uint32_t R = hw32(F, uint32_t(Ops[0]), uint32_t(Ops[1]));
    memcpy(Dst + size_t(K) * 4, &R, 4);
  }
}

__global__ void kTanh(uint32_t *Out, uint32_t First, uint32_t Step, uint32_t N) {
  uint32_t I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = hw32(tanh_approx_f32, First + I * Step, 0);
}

//===-- Host side -----------------------------------------------------------===//

/// mufu_measure.cu's section format: zigzag second differences in planes.
static void writeSection(FILE *Fl, const char *Name, uint32_t First,
                         uint32_t Step, const std::vector<uint32_t> &V) {
  size_t N = V.size();
  std::vector<uint8_t> Planes(4 * N);
  uint32_t P1 = 0, P2 = 0;
  for (size_t I = 0; I < N; ++I) {
    uint32_t D1 = V[I] - P1, D = D1 - P2;
    P1 = V[I];
    P2 = D1;
    uint32_t Z = (D << 1) ^ uint32_t(int32_t(D) >> 31);
    for (int B = 0; B < 4; ++B)
      Planes[B * N + I] = uint8_t(Z >> (8 * B));
  }
  char NameBuf[48] = {};
  std::strncpy(NameBuf, Name, sizeof(NameBuf) - 1);
  uint64_t Count = N;
  uint32_t Order = 2;
  std::fwrite("MUFUSEC1", 1, 8, Fl);
  std::fwrite(NameBuf, 1, sizeof(NameBuf), Fl);
  std::fwrite(&First, 4, 1, Fl);
  std::fwrite(&Step, 4, 1, Fl);
  std::fwrite(&Count, 8, 1, Fl);
  std::fwrite(&Order, 4, 1, Fl);
  std::fwrite(Planes.data(), 1, Planes.size(), Fl);
}

int main(int Argc, char **Argv) {
  if (Argc != 2) {
    std::fprintf(stderr, "usage: %s OUTDIR\n", Argv[0]);
    return 2;
  }
  std::string Dir = Argv[1];
  cudaDeviceProp Prop;
  CUDA_CHECK(cudaGetDeviceProperties(&Prop, 0));
  int Driver = 0, Runtime = 0;
  CUDA_CHECK(cudaDriverGetVersion(&Driver));
  CUDA_CHECK(cudaRuntimeGetVersion(&Runtime));
  std::printf("gpu: %s (sm_%d%d, %d SMs) driver API %d runtime %d\n", Prop.name,
              Prop.major, Prop.minor, Prop.multiProcessorCount, Driver, Runtime);

  Out O;
  CUDA_CHECK(cudaMalloc(&O.Differ, NumBuckets * 8));
  CUDA_CHECK(cudaMalloc(&O.Slots, NumBuckets * 4));
  CUDA_CHECK(cudaMalloc(&O.Samples, NumBuckets * SamplesPerBucket * 4 * 8));
  std::vector<unsigned long long> Dif(NumBuckets), Smp(NumBuckets * SamplesPerBucket * 4);
  std::vector<unsigned> Slots(NumBuckets);
  unsigned long long All = 0;
  for (int F = 0; F < NumForms; ++F) {
    int Passes = formOperands(F) == 2 ? 2 : 1;
    for (int Pass = 0; Pass < Passes; ++Pass) {
      CUDA_CHECK(cudaMemset(O.Differ, 0, NumBuckets * 8));
      CUDA_CHECK(cudaMemset(O.Slots, 0, NumBuckets * 4));
      kCompare<<<Prop.multiProcessorCount * 8, 256>>>(F, Pass, O);
      CUDA_CHECK(cudaGetLastError());
      CUDA_CHECK(cudaDeviceSynchronize());
      CUDA_CHECK(cudaMemcpy(Dif.data(), O.Differ, NumBuckets * 8, cudaMemcpyDeviceToHost));
      CUDA_CHECK(cudaMemcpy(Slots.data(), O.Slots, NumBuckets * 4, cudaMemcpyDeviceToHost));
      CUDA_CHECK(cudaMemcpy(Smp.data(), O.Samples, Smp.size() * 8, cudaMemcpyDeviceToHost));
      unsigned long long Total = 0;
      for (unsigned long long D : Dif)
        Total += D;
      All += Total;
      const char *What = formBytes(F) == 8 ? " (upper word; lower word random)"
                         : formOperands(F) == 1 ? ""
                         : Pass == 0 ? " (every divisor; dividend random)"
                                     : " (every dividend; divisor random)";
      std::printf("form %s inputs=4294967296 differ=%llu%s\n", FormNames[F],
                  Total, What);
      for (unsigned B = 0; B < NumBuckets; ++B) {
        if (!Dif[B])
          continue;
        std::printf("  bucket 0x%03x differ=%llu\n", B, Dif[B]);
        for (unsigned S = 0; S < SamplesPerBucket && S < Slots[B]; ++S) {
          const unsigned long long *P = &Smp[(size_t(B) * SamplesPerBucket + S) * 4];
          std::printf("    a=0x%llx b=0x%llx gpu=0x%llx model=0x%llx\n", P[0],
                      P[1], P[2], P[3]);
        }
      }
      std::fflush(stdout);
    }
  }

  unsigned long long *HD;
  unsigned *HF;
  CUDA_CHECK(cudaMalloc(&HD, 4 * 8));
  CUDA_CHECK(cudaMalloc(&HF, 4 * 4));
  CUDA_CHECK(cudaMemset(HD, 0, 4 * 8));
  CUDA_CHECK(cudaMemset(HF, 0xff, 4 * 4));
  kHalves<<<256, 256>>>(HD, HF);
  CUDA_CHECK(cudaDeviceSynchronize());
  unsigned long long HDH[4];
  unsigned HFH[4];
  CUDA_CHECK(cudaMemcpy(HDH, HD, 32, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(HFH, HF, 16, cudaMemcpyDeviceToHost));
  static const char *const HNames[4] = {
      "ex2_approx_f16", "ex2_approx_ftz_bf16",
      "tanh_approx_f16", "tanh_approx_bf16"};
  for (int K = 0; K < 4; ++K) {
    std::printf("form %s inputs=65536 differ=%llu", HNames[K], HDH[K]);
    if (HDH[K])
      std::printf(" first=0x%04x", HFH[K]);
    std::printf("\n");
    All += HDH[K];
  }

  // Samples for CI.
  std::string SPath = Dir + "/samples.bin";
  FILE *SF = std::fopen(SPath.c_str(), "wb");
  if (!SF) {
    std::perror(SPath.c_str());
    return 1;
  }
  uint8_t *DS;
  CUDA_CHECK(cudaMalloc(&DS, size_t(SamplesPerForm) * 8));
  std::vector<uint8_t> HS(size_t(SamplesPerForm) * 8);
  for (int F = 0; F < NumForms; ++F) {
    kSamples<<<SamplesPerForm / 256, 256>>>(F, DS);
    CUDA_CHECK(cudaDeviceSynchronize());
    size_t Bytes = size_t(SamplesPerForm) * formBytes(F);
    CUDA_CHECK(cudaMemcpy(HS.data(), DS, Bytes, cudaMemcpyDeviceToHost));
    std::fwrite(HS.data(), 1, Bytes, SF);
  }
  std::fclose(SF);
  std::printf("samples: %u per form, %d forms\n", SamplesPerForm, int(NumForms));

  // tanh.approx.f32 over [2^-8, 8): every 16th input below 1, every 4th
  // above (the unit ignores the low 6 - k fraction bits, tanh_fit.py).
  std::string TPath = Dir + "/tanh.sec";
  FILE *TF = std::fopen(TPath.c_str(), "wb");
  uint32_t *DT;
  CUDA_CHECK(cudaMalloc(&DT, size_t(1) << 26));
  auto Tanh = [&](const char *Name, uint32_t First, uint32_t Step, uint32_t N) {
    kTanh<<<(N + 255) / 256, 256>>>(DT, First, Step, N);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<uint32_t> V(N);
    CUDA_CHECK(cudaMemcpy(V.data(), DT, size_t(N) * 4, cudaMemcpyDeviceToHost));
    writeSection(TF, Name, First, Step, V);
  };
  Tanh("tanh_2^-8_1_step16", 0x3b800000u, 16, (0x3f800000u - 0x3b800000u) / 16);
  Tanh("tanh_1_8_step4", 0x3f800000u, 4, (0x41000000u - 0x3f800000u) / 4);
  std::fclose(TF);

  std::printf("total differ=%llu\n", All);
  return 0;
}
