//===- shfl_sweep.cu - PTX shfl.sync on real hardware vs the model --------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs `shfl.sync.{idx,up,down,bfly}.b32 d|p, a, b, c, 0xffffffff` as raw
/// PTX (inline asm, b and c in registers) on an NVIDIA GPU, over the test set
/// of include/ShflLowering/Semantics/ShflSweepSpec.h (exhaustive b in [0,64) x
/// c in [0,8192) per mode, then random 32-bit b and c, warp-uniform and per
/// lane), and compares every lane's value and predicate with the model of
/// include/ShflLowering/Semantics/PTXShflModel.h.  Every lane's `a` is a distinct
/// random 32-bit word, so a lane that reads the wrong source cannot match by
/// chance.  Inside the same asm block the kernel also runs the form without
/// a predicate (`shfl.sync.<mode>.b32 d, a, b, c, m`) and counts lanes where
/// the two values differ.
///
/// A second, small part runs a fixed set of 224 (mode, b, c) edge cases
/// (CUDA widths, non-power-of-two widths, b >= 32, c with bits above 12) and
/// writes them, inputs and outputs, as the committed text table that the CPU
/// conformance tests read (test/hardware/results/shfl_sample.txt).  The same
/// cases are also run with b and c as PTX immediates, and the immediate form
/// must agree with the register form.
///
/// Build and run (see docs/hardware-ground-truth.md):
///   nvcc -O2 -std=c++17 -arch=sm_90 -Iinclude test/hardware/shfl_sweep.cu \
///        -o shfl_sweep
///   ./shfl_sweep --summary summary.txt --sample shfl_sample.txt \
///                [--dump table.bin]
///
/// --dump writes the raw result table (132 bytes per test, about 458 MB;
/// layout in ShflSweepSpec.h); its FNV-1a 64 equals the "all" digest of the
/// summary.  Do not commit it.  The exit status is 0 if and only if every
/// lane matched the model and both cross-form checks found no difference.
///
//===----------------------------------------------------------------------===//

#include "ShflLowering/Semantics/PTXShflModel.h"
#include "ShflLowering/Semantics/ShflSweepSpec.h"

#include <cuda_runtime.h>

#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <utility>
#include <vector>

using namespace shfl;
using shfl::ptx::Mode;

#define CUDA_CHECK(X)                                                          \
  do {                                                                         \
    cudaError_t Err = (X);                                                     \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "shfl_sweep: %s failed: %s\n", #X,                  \
                   cudaGetErrorString(Err));                                   \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

//===----------------------------------------------------------------------===//
// Device side
//===----------------------------------------------------------------------===//

/// One shuffle, register operands, with and without the predicate output.
#define SHFL_REG(MODE)                                                         \
  asm volatile("{\n\t"                                                         \
               ".reg .pred p;\n\t"                                             \
               "shfl.sync." MODE ".b32 %0|p, %3, %4, %5, %6;\n\t"              \
               "selp.u32 %1, 1, 0, p;\n\t"                                     \
               "shfl.sync." MODE ".b32 %2, %3, %4, %5, %6;\n\t"                \
               "}"                                                             \
               : "=r"(D), "=r"(P), "=r"(D2)                                    \
               : "r"(A), "r"(B), "r"(C), "r"(Member))

__device__ __forceinline__ void shflReg(Mode M, uint32_t A, uint32_t B,
                                        uint32_t C, uint32_t &D, uint32_t &P,
                                        uint32_t &D2) {
  const uint32_t Member = 0xffffffffu;
  switch (M) {
  case ptx::Idx:
    SHFL_REG("idx");
    break;
  case ptx::Up:
    SHFL_REG("up");
    break;
  case ptx::Down:
    SHFL_REG("down");
    break;
  case ptx::Bfly:
    SHFL_REG("bfly");
    break;
  }
}

/// One warp per test of section `S`; writes d and p of every lane and counts
/// lanes whose predicate-less form gave another value.
__global__ void sweepKernel(unsigned S, uint32_t NumTests, uint32_t *Val,
                            uint8_t *Pred, unsigned long long *NoPredDiffs) {
  const uint32_t Lane = threadIdx.x & 31u;
  const uint32_t T = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (T >= NumTests) // Warp-uniform: the whole warp leaves together.
    return;
  const uint32_t A = sweep::testA(S, T, Lane);
  const uint32_t B = sweep::testB(S, T, Lane);
  const uint32_t C = sweep::testC(S, T, Lane);
  uint32_t D, P, D2;
  shflReg(sweep::testMode(S, T), A, B, C, D, P, D2);
  Val[size_t(T) * 32 + Lane] = D;
  Pred[size_t(T) * 32 + Lane] = static_cast<uint8_t>(P);
  if (D != D2)
    atomicAdd(NoPredDiffs, 1ull);
}

//===----------------------------------------------------------------------===//
// The sample cases
//===----------------------------------------------------------------------===//

/// The sample's b values: small, b >= 32 and all ones.
__host__ __device__ constexpr uint32_t sampleBValue(unsigned K) {
  constexpr uint32_t Values[] = {0u, 1u, 5u, 16u, 31u, 33u, 0xffffffffu};
  return Values[K];
}
constexpr unsigned NumSampleB = 7;
/// The sample's c values: plain clamp 31 (also `up` with c = 0x1f), 0, CUDA
/// width 8 for idx/down/bfly (0x181f) and for up (0x1800), width 12 (segmask
/// 0x14, not contiguous), width 24 for up (0x0800), bits 13-15 set (0xe01f)
/// and all ones.
__host__ __device__ constexpr uint32_t sampleCValue(unsigned K) {
  constexpr uint32_t Values[] = {0x1fu,   0x0u,    0x181fu, 0x1800u,
                                 0x141fu, 0x0800u, 0xe01fu, 0xffffffffu};
  return Values[K];
}
constexpr unsigned NumSampleC = 8;
constexpr unsigned NumSamples = ptx::NumModes * NumSampleB * NumSampleC;
/// Section number of the sample's input words (after the sweep's sections).
constexpr unsigned SampleSection = sweep::NumSections;

__host__ __device__ constexpr unsigned sampleMode(unsigned I) {
  return I / (NumSampleB * NumSampleC);
}
__host__ __device__ constexpr uint32_t sampleB(unsigned I) {
  return sampleBValue((I / NumSampleC) % NumSampleB);
}
__host__ __device__ constexpr uint32_t sampleC(unsigned I) {
  return sampleCValue(I % NumSampleC);
}

__global__ void sampleRegKernel(const uint32_t *Bs, const uint32_t *Cs,
                                uint32_t *Val, uint8_t *Pred) {
  const uint32_t Lane = threadIdx.x & 31u;
  const uint32_t I = blockIdx.x;
  const uint32_t A = sweep::word(SampleSection, I, Lane, 0);
  uint32_t D, P, D2;
  shflReg(static_cast<Mode>(I / (NumSampleB * NumSampleC)), A, Bs[I], Cs[I], D,
          P, D2);
  Val[I * 32 + Lane] = D;
  Pred[I * 32 + Lane] = static_cast<uint8_t>(P);
}

/// One shuffle with b and c as PTX immediates.
#define SHFL_IMM(MODE)                                                         \
  asm volatile("{\n\t"                                                         \
               ".reg .pred p;\n\t"                                             \
               "shfl.sync." MODE ".b32 %0|p, %2, %3, %4, %5;\n\t"              \
               "selp.u32 %1, 1, 0, p;\n\t"                                     \
               "}"                                                             \
               : "=r"(D), "=r"(P)                                              \
               : "r"(A), "n"(B), "n"(C), "r"(Member))

template <unsigned I>
__global__ void sampleImmKernel(uint32_t *Val, uint8_t *Pred) {
  constexpr unsigned M = sampleMode(I);
  constexpr uint32_t B = sampleB(I);
  constexpr uint32_t C = sampleC(I);
  const uint32_t Member = 0xffffffffu;
  const uint32_t Lane = threadIdx.x & 31u;
  const uint32_t A = sweep::word(SampleSection, I, Lane, 0);
  uint32_t D, P;
  if constexpr (M == ptx::Idx)
    SHFL_IMM("idx");
  else if constexpr (M == ptx::Up)
    SHFL_IMM("up");
  else if constexpr (M == ptx::Down)
    SHFL_IMM("down");
  else
    SHFL_IMM("bfly");
  Val[I * 32 + Lane] = D;
  Pred[I * 32 + Lane] = static_cast<uint8_t>(P);
}

template <unsigned... Is>
static void launchImmKernels(std::integer_sequence<unsigned, Is...>,
                             uint32_t *Val, uint8_t *Pred) {
  ((sampleImmKernel<Is><<<1, 32>>>(Val, Pred)), ...);
}

//===----------------------------------------------------------------------===//
// Host side
//===----------------------------------------------------------------------===//

namespace {

struct Counts {
  uint64_t Tests = 0, Lanes = 0, ValueMis = 0, PredMis = 0, LaneMis = 0;
};

struct Options {
  const char *SummaryPath = nullptr;
  const char *SamplePath = nullptr;
  const char *DumpPath = nullptr;
};

/// Everything the summary reports.
struct Report {
  std::vector<std::string> Lines;
  std::vector<std::string> MismatchLines;
  uint64_t TotalLanes = 0, TotalLaneMis = 0;
  bool Ok = true;

  void add(const char *Fmt, ...) __attribute__((format(printf, 2, 3))) {
    char Buf[512];
    va_list Ap;
    va_start(Ap, Fmt);
    std::vsnprintf(Buf, sizeof(Buf), Fmt, Ap);
    va_end(Ap);
    Lines.emplace_back(Buf);
  }
};

std::string hex32(uint32_t V) {
  char Buf[16];
  std::snprintf(Buf, sizeof(Buf), "%08" PRIx32, V);
  return Buf;
}

std::string utcNow() {
  std::time_t Now = std::time(nullptr);
  char Buf[32];
  std::strftime(Buf, sizeof(Buf), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&Now));
  return Buf;
}

/// The driver's version string from nvidia-smi, if it can be run.
std::string nvidiaSmiDriver() {
  FILE *P = popen("nvidia-smi --query-gpu=driver_version --format=csv,noheader "
                  "2>/dev/null",
                  "r");
  if (!P)
    return "unknown";
  char Buf[128] = {0};
  if (!std::fgets(Buf, sizeof(Buf), P))
    Buf[0] = 0;
  pclose(P);
  std::string S(Buf);
  while (!S.empty() && (S.back() == '\n' || S.back() == '\r'))
    S.pop_back();
  return S.empty() ? "unknown" : S;
}

/// Serializes one record in the table's byte order (little-endian).
void appendRecord(std::vector<uint8_t> &Out, const uint32_t *Val,
                  uint32_t Mask) {
  for (unsigned L = 0; L <= ptx::WarpSize; ++L) {
    uint32_t W = L < ptx::WarpSize ? Val[L] : Mask;
    for (unsigned K = 0; K < 4; ++K)
      Out.push_back(static_cast<uint8_t>(W >> (8 * K)));
  }
}

/// Runs one section on the GPU and compares it with the model.
void runSection(unsigned S, Report &R, sweep::Fnv1a64 &HwAll,
                sweep::Fnv1a64 &ModelAll, FILE *Dump,
                unsigned long long &NoPredDiffsTotal) {
  const uint32_t N = sweep::sectionTests(S);
  const size_t NumLanes = size_t(N) * 32;
  uint32_t *DVal;
  uint8_t *DPred;
  unsigned long long *DDiffs;
  CUDA_CHECK(cudaMalloc(&DVal, NumLanes * sizeof(uint32_t)));
  CUDA_CHECK(cudaMalloc(&DPred, NumLanes));
  CUDA_CHECK(cudaMalloc(&DDiffs, sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemset(DVal, 0xa5, NumLanes * sizeof(uint32_t)));
  CUDA_CHECK(cudaMemset(DPred, 0xa5, NumLanes));
  CUDA_CHECK(cudaMemset(DDiffs, 0, sizeof(unsigned long long)));
  const unsigned Threads = 256;
  const unsigned Blocks = unsigned((NumLanes + Threads - 1) / Threads);
  sweepKernel<<<Blocks, Threads>>>(S, N, DVal, DPred, DDiffs);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  std::vector<uint32_t> Val(NumLanes);
  std::vector<uint8_t> Pred(NumLanes);
  unsigned long long NoPredDiffs = 0;
  CUDA_CHECK(cudaMemcpy(Val.data(), DVal, NumLanes * sizeof(uint32_t),
                        cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(Pred.data(), DPred, NumLanes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(&NoPredDiffs, DDiffs, sizeof(NoPredDiffs),
                        cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(DVal));
  CUDA_CHECK(cudaFree(DPred));
  CUDA_CHECK(cudaFree(DDiffs));
  NoPredDiffsTotal += NoPredDiffs;

  Counts PerMode[ptx::NumModes];
  sweep::Fnv1a64 HwSec, ModelSec;
  std::vector<uint8_t> DumpBuf;
  for (uint32_t T = 0; T < N; ++T) {
    const Mode M = sweep::testMode(S, T);
    uint32_t Exp[ptx::WarpSize], ExpMask;
    sweep::modelRecord(S, T, Exp, ExpMask);
    const uint32_t *Got = &Val[size_t(T) * 32];
    uint32_t GotMask = 0;
    Counts &C = PerMode[M];
    ++C.Tests;
    for (uint32_t L = 0; L < ptx::WarpSize; ++L) {
      const uint8_t P = Pred[size_t(T) * 32 + L];
      GotMask |= uint32_t(P != 0) << L;
      const bool ExpP = (ExpMask >> L) & 1u;
      const bool ValBad = Got[L] != Exp[L];
      const bool PredBad = P > 1 || (P != 0) != ExpP;
      ++C.Lanes;
      C.ValueMis += ValBad;
      C.PredMis += PredBad;
      C.LaneMis += ValBad || PredBad;
      if ((ValBad || PredBad) && R.MismatchLines.size() < 32) {
        char Buf[256];
        std::snprintf(Buf, sizeof(Buf),
                      "mismatch section=%s test=%" PRIu32
                      " mode=%s lane=%u b=0x%08" PRIx32 " c=0x%08" PRIx32
                      " hw=0x%08" PRIx32 "/%u model=0x%08" PRIx32 "/%u",
                      sweep::sectionName(S), T, ptx::modeName(M), L,
                      sweep::testB(S, T, L), sweep::testC(S, T, L), Got[L],
                      unsigned(P), Exp[L], unsigned(ExpP));
        R.MismatchLines.emplace_back(Buf);
      }
    }
    HwSec.addRecord(Got, GotMask);
    ModelSec.addRecord(Exp, ExpMask);
    HwAll.addRecord(Got, GotMask);
    ModelAll.addRecord(Exp, ExpMask);
    if (Dump) {
      appendRecord(DumpBuf, Got, GotMask);
      if (DumpBuf.size() >= (64u << 20) || T + 1 == N) {
        if (std::fwrite(DumpBuf.data(), 1, DumpBuf.size(), Dump) !=
            DumpBuf.size()) {
          std::fprintf(stderr, "shfl_sweep: writing the dump failed\n");
          std::exit(2);
        }
        DumpBuf.clear();
      }
    }
  }

  for (unsigned M = 0; M < ptx::NumModes; ++M) {
    const Counts &C = PerMode[M];
    R.add("result section=%s mode=%s tests=%" PRIu64 " lanes=%" PRIu64
          " value-mismatches=%" PRIu64 " pred-mismatches=%" PRIu64
          " lane-mismatches=%" PRIu64,
          sweep::sectionName(S), ptx::modeName(Mode(M)), C.Tests, C.Lanes,
          C.ValueMis, C.PredMis, C.LaneMis);
    R.TotalLanes += C.Lanes;
    R.TotalLaneMis += C.LaneMis;
    if (C.LaneMis)
      R.Ok = false;
  }
  R.add("digest section=%s hw-fnv1a64=0x%016" PRIx64
        " model-fnv1a64=0x%016" PRIx64,
        sweep::sectionName(S), HwSec.H, ModelSec.H);
  R.add("nopred-form section=%s lanes-differing=%llu", sweep::sectionName(S),
        NoPredDiffs);
  if (NoPredDiffs)
    R.Ok = false;
  std::fprintf(stderr, "shfl_sweep: section %s done\n", sweep::sectionName(S));
}

/// Runs the sample cases, checks them, and writes the sample table.
void runSample(Report &R, const char *Path, const char *GpuName) {
  std::vector<uint32_t> Bs(NumSamples), Cs(NumSamples);
  for (unsigned I = 0; I < NumSamples; ++I) {
    Bs[I] = sampleB(I);
    Cs[I] = sampleC(I);
  }
  const size_t NumLanes = size_t(NumSamples) * 32;
  uint32_t *DBs, *DCs, *DVal, *DImmVal;
  uint8_t *DPred, *DImmPred;
  CUDA_CHECK(cudaMalloc(&DBs, NumSamples * sizeof(uint32_t)));
  CUDA_CHECK(cudaMalloc(&DCs, NumSamples * sizeof(uint32_t)));
  CUDA_CHECK(cudaMalloc(&DVal, NumLanes * sizeof(uint32_t)));
  CUDA_CHECK(cudaMalloc(&DImmVal, NumLanes * sizeof(uint32_t)));
  CUDA_CHECK(cudaMalloc(&DPred, NumLanes));
  CUDA_CHECK(cudaMalloc(&DImmPred, NumLanes));
  CUDA_CHECK(cudaMemcpy(DBs, Bs.data(), NumSamples * sizeof(uint32_t),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(DCs, Cs.data(), NumSamples * sizeof(uint32_t),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(DImmVal, 0xa5, NumLanes * sizeof(uint32_t)));
  CUDA_CHECK(cudaMemset(DImmPred, 0xa5, NumLanes));
  sampleRegKernel<<<NumSamples, 32>>>(DBs, DCs, DVal, DPred);
  CUDA_CHECK(cudaGetLastError());
  launchImmKernels(std::make_integer_sequence<unsigned, NumSamples>(), DImmVal,
                   DImmPred);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  std::vector<uint32_t> Val(NumLanes), ImmVal(NumLanes);
  std::vector<uint8_t> Pred(NumLanes), ImmPred(NumLanes);
  CUDA_CHECK(cudaMemcpy(Val.data(), DVal, NumLanes * 4, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(ImmVal.data(), DImmVal, NumLanes * 4,
                        cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(Pred.data(), DPred, NumLanes, cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(ImmPred.data(), DImmPred, NumLanes,
                        cudaMemcpyDeviceToHost));
  for (void *P : {(void *)DBs, (void *)DCs, (void *)DVal, (void *)DImmVal,
                  (void *)DPred, (void *)DImmPred})
    CUDA_CHECK(cudaFree(P));

  FILE *F = Path ? std::fopen(Path, "w") : nullptr;
  if (Path && !F) {
    std::fprintf(stderr, "shfl_sweep: cannot write %s\n", Path);
    std::exit(2);
  }
  if (F)
    std::fprintf(
        F,
        "# shfl.sync ground truth from NVIDIA hardware: a sample of %u cases.\n"
        "# Written by test/hardware/shfl_sweep.cu --sample; read by\n"
        "# tools/dev/ptx-model-check.  Do not edit by hand.\n"
        "#\n"
        "# Each case is one warp of 32 lanes, all active, executing\n"
        "#   shfl.sync.<mode>.b32 d|p, a, b, c, 0xffffffff;\n"
        "# with b and c the same in every lane (register operands).\n"
        "# One line per case, fields separated by single spaces:\n"
        "#   <mode> <b> <c> <pmask> <a0> ... <a31> <d0> ... <d31>\n"
        "# mode is idx, up, down or bfly; every other field is a 32-bit\n"
        "# word as exactly 8 lower-case hex digits without 0x: b and c are\n"
        "# the operands, pmask has bit i set if lane i returned p = 1, a<i>\n"
        "# is lane i's input and d<i> lane i's result.\n"
        "#\n"
        "# gpu: %s\n"
        "# date-utc: %s\n",
        NumSamples, GpuName,
        utcNow().c_str());

  uint64_t Mis = 0, ImmDiffs = 0;
  for (unsigned I = 0; I < NumSamples; ++I) {
    uint32_t A[ptx::WarpSize], B[ptx::WarpSize], C[ptx::WarpSize],
        Exp[ptx::WarpSize];
    bool ExpP[ptx::WarpSize];
    for (unsigned L = 0; L < ptx::WarpSize; ++L) {
      A[L] = sweep::word(SampleSection, I, L, 0);
      B[L] = Bs[I];
      C[L] = Cs[I];
    }
    const Mode M = static_cast<Mode>(sampleMode(I));
    ptx::evaluateWarp(M, A, B, C, Exp, ExpP);
    uint32_t Mask = 0;
    for (unsigned L = 0; L < ptx::WarpSize; ++L) {
      const size_t K = size_t(I) * 32 + L;
      Mask |= uint32_t(Pred[K] != 0) << L;
      Mis += Val[K] != Exp[L] || Pred[K] > 1 || (Pred[K] != 0) != ExpP[L];
      ImmDiffs += ImmVal[K] != Val[K] || ImmPred[K] != Pred[K];
    }
    if (!F)
      continue;
    std::string Line = std::string(ptx::modeName(M)) + " " + hex32(Bs[I]) +
                       " " + hex32(Cs[I]) + " " + hex32(Mask);
    for (unsigned L = 0; L < ptx::WarpSize; ++L)
      Line += " " + hex32(A[L]);
    for (unsigned L = 0; L < ptx::WarpSize; ++L)
      Line += " " + hex32(Val[size_t(I) * 32 + L]);
    std::fprintf(F, "%s\n", Line.c_str());
  }
  if (F)
    std::fclose(F);
  R.add("sample cases=%u lanes=%zu lane-mismatches=%" PRIu64
        " imm-form-lanes-differing=%" PRIu64,
        NumSamples, NumLanes, Mis, ImmDiffs);
  if (Mis || ImmDiffs)
    R.Ok = false;
}

} // namespace

int main(int Argc, char **Argv) {
  Options Opt;
  for (int I = 1; I < Argc; ++I) {
    const bool HasValue = I + 1 < Argc;
    if (!std::strcmp(Argv[I], "--summary") && HasValue)
      Opt.SummaryPath = Argv[++I];
    else if (!std::strcmp(Argv[I], "--sample") && HasValue)
      Opt.SamplePath = Argv[++I];
    else if (!std::strcmp(Argv[I], "--dump") && HasValue)
      Opt.DumpPath = Argv[++I];
    else {
      std::fprintf(stderr,
                   "usage: shfl_sweep [--summary FILE] [--sample FILE] "
                   "[--dump FILE]\n");
      return 2;
    }
  }

  int Dev = 0, DriverVer = 0, RuntimeVer = 0;
  cudaDeviceProp Prop;
  CUDA_CHECK(cudaGetDevice(&Dev));
  CUDA_CHECK(cudaGetDeviceProperties(&Prop, Dev));
  CUDA_CHECK(cudaDriverGetVersion(&DriverVer));
  CUDA_CHECK(cudaRuntimeGetVersion(&RuntimeVer));

  Report R;
  R.add("program: test/hardware/shfl_sweep.cu");
  R.add("gpu: %s", Prop.name);
  R.add("compute-capability: sm_%d%d", Prop.major, Prop.minor);
  R.add("sm-count: %d", Prop.multiProcessorCount);
  R.add("driver: %s", nvidiaSmiDriver().c_str());
  R.add("cuda-driver-api: %d.%d", DriverVer / 1000, (DriverVer % 1000) / 10);
  R.add("cuda-runtime: %d.%d", RuntimeVer / 1000, (RuntimeVer % 1000) / 10);
  R.add("nvcc: %d.%d.%d", __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__,
        __CUDACC_VER_BUILD__);
  R.add("date-utc: %s", utcNow().c_str());
  R.add("seed: 0x%016" PRIx64, sweep::SweepSeed);

  FILE *Dump = nullptr;
  if (Opt.DumpPath && !(Dump = std::fopen(Opt.DumpPath, "wb"))) {
    std::fprintf(stderr, "shfl_sweep: cannot write %s\n", Opt.DumpPath);
    return 2;
  }
  sweep::Fnv1a64 HwAll, ModelAll;
  unsigned long long NoPredDiffs = 0;
  for (unsigned S = 0; S < sweep::NumSections; ++S)
    runSection(S, R, HwAll, ModelAll, Dump, NoPredDiffs);
  if (Dump)
    std::fclose(Dump);
  R.add("digest section=all hw-fnv1a64=0x%016" PRIx64
        " model-fnv1a64=0x%016" PRIx64,
        HwAll.H, ModelAll.H);
  runSample(R, Opt.SamplePath, Prop.name);
  R.add("total lanes=%" PRIu64 " lane-mismatches=%" PRIu64, R.TotalLanes,
        R.TotalLaneMis);
  R.add("status: %s", R.Ok ? "PASS" : "FAIL");

  std::string Text =
      "# shfl.sync hardware sweep vs include/ShflLowering/Semantics/PTXShflModel.h.\n"
      "# Written by test/hardware/shfl_sweep.cu; test set, inputs and table\n"
      "# layout in include/ShflLowering/Semantics/ShflSweepSpec.h.  A 'result' line\n"
      "# counts lanes of one (section, mode); a lane mismatches if its value\n"
      "# or its predicate differs from the model.  'digest' is FNV-1a 64 of\n"
      "# the raw table (32 LE uint32 values + LE uint32 predicate mask per\n"
      "# test) as the GPU produced it (hw) and as the model predicts it.\n";
  for (const std::string &L : R.Lines)
    Text += L + "\n";
  for (const std::string &L : R.MismatchLines)
    Text += L + "\n";
  std::fputs(Text.c_str(), stdout);
  if (Opt.SummaryPath) {
    FILE *F = std::fopen(Opt.SummaryPath, "w");
    if (!F || std::fputs(Text.c_str(), F) < 0) {
      std::fprintf(stderr, "shfl_sweep: cannot write %s\n", Opt.SummaryPath);
      return 2;
    }
    std::fclose(F);
  }
  return R.Ok ? 0 : 1;
}
