//===- ptx_arith.cu - PTX arithmetic, conversion and bit rows on hardware -===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs every row of ptx_arith_rows.def (one PTX statement, or a small block
/// around it, as inline asm with clang's constraint letters) on an NVIDIA GPU
/// over the row's inputs (ptx_arith_spec.h: edge cases, their cross products,
/// seeded random values, and all 65,536 values for unary f16/bf16 rows), and
/// writes the outputs.  These are the ground truth that CI compares the
/// inline-PTX translator with (tools/dev/ptx-arith-check).
///
/// Build and run (see docs/hardware-ground-truth.md):
///   nvcc -O2 -std=c++17 -arch=sm_90 test/hardware/ptx_arith.cu -o ptx_arith
///   ./ptx_arith --summary ptx_arith_summary.txt --outputs ptx_arith_outputs.bin \
///               [--driver "$(nvidia-smi --query-gpu=driver_version --format=csv,noheader)"]
///
/// The summary has one line per row: its name, number of inputs, result
/// width, and the FNV-1a 64 digests of its inputs and of its results; the
/// outputs file holds every result, row after row (layout in the spec).
/// Every row runs twice; the exit status is 0 only if both runs gave the
/// same results.
///
//===----------------------------------------------------------------------===//

#include "ptx_arith_spec.h"

#include <cuda_runtime.h>

#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using namespace ptxarith;

#define CUDA_CHECK(X)                                                          \
  do {                                                                         \
    cudaError_t Err = (X);                                                     \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "error: %s: %s\n", #X, cudaGetErrorString(Err));    \
      std::exit(2);                                                            \
    }                                                                          \
  } while (0)

//===-- Register types and constraint letters per kind --------------------===//

#define PTXA_REG_h unsigned short
#define PTXA_REG_r unsigned int
#define PTXA_REG_l unsigned long long
#define PTXA_REG_f float
#define PTXA_REG_d double

// Constraint letter per kind, spelled out for the asm operand lists (string
// literals); checked against the .def's PTX_KIND lines below.
#define PTXA_C_B16 "h"
#define PTXA_C_U16 "h"
#define PTXA_C_S16 "h"
#define PTXA_C_U8H "h"
#define PTXA_C_S8H "h"
#define PTXA_C_F16 "h"
#define PTXA_C_BF16 "h"
#define PTXA_C_B32 "r"
#define PTXA_C_U32 "r"
#define PTXA_C_S32 "r"
#define PTXA_C_U8R "r"
#define PTXA_C_S8R "r"
#define PTXA_C_U16R "r"
#define PTXA_C_S16R "r"
#define PTXA_C_F16X2 "r"
#define PTXA_C_BF16X2 "r"
#define PTXA_C_U16X2 "r"
#define PTXA_C_S16X2 "r"
#define PTXA_C_SH "r"
#define PTXA_C_BP "r"
#define PTXA_C_PR "r"
#define PTXA_C_SEL "r"
#define PTXA_C_F32 "f"
#define PTXA_C_B64 "l"
#define PTXA_C_U64 "l"
#define PTXA_C_S64 "l"
#define PTXA_C_F64 "d"

template <char C> struct RegOf;
template <> struct RegOf<'h'> { using T = unsigned short; };
template <> struct RegOf<'r'> { using T = unsigned int; };
template <> struct RegOf<'l'> { using T = unsigned long long; };
template <> struct RegOf<'f'> { using T = float; };
template <> struct RegOf<'d'> { using T = double; };
template <Kind K> struct KindReg {
  using T = typename RegOf<Kinds[K].Constraint[0]>::T;
};
template <> struct KindReg<NONE> { using T = unsigned int; };

#define PTX_KIND(Name, Letter, Width)                                          \
  static_assert(PTXA_C_##Name[0] == Letter[0] &&                               \
                    sizeof(KindReg<Name>::T) == Width,                         \
                "kind " #Name ": constraint or width differs from the .def");
#include "ptx_arith_rows.def"

template <typename T> __device__ T fromBits(uint64_t V);
template <> __device__ unsigned short fromBits(uint64_t V) {
  return static_cast<unsigned short>(V);
}
template <> __device__ unsigned int fromBits(uint64_t V) {
  return static_cast<unsigned int>(V);
}
template <> __device__ unsigned long long fromBits(uint64_t V) { return V; }
template <> __device__ float fromBits(uint64_t V) {
  return __uint_as_float(static_cast<unsigned int>(V));
}
template <> __device__ double fromBits(uint64_t V) {
  return __longlong_as_double(static_cast<long long>(V));
}
__device__ uint64_t toBits(unsigned short V) { return V; }
__device__ uint64_t toBits(unsigned int V) { return V; }
__device__ uint64_t toBits(unsigned long long V) { return V; }
__device__ uint64_t toBits(float V) { return __float_as_uint(V); }
__device__ uint64_t toBits(double V) {
  return static_cast<uint64_t>(__double_as_longlong(V));
}

//===-- One kernel per row ------------------------------------------------===//

#define PTXA_OUTS1(O0, O1) "=" PTXA_C_##O0(D0)
#define PTXA_OUTS2(O0, O1) "=" PTXA_C_##O0(D0), "=" PTXA_C_##O1(D1)
#define PTXA_INS1(I0, I1, I2, I3) PTXA_C_##I0(A0)
#define PTXA_INS2(I0, I1, I2, I3) PTXA_C_##I0(A0), PTXA_C_##I1(A1)
#define PTXA_INS3(I0, I1, I2, I3)                                              \
  PTXA_C_##I0(A0), PTXA_C_##I1(A1), PTXA_C_##I2(A2)
#define PTXA_INS4(I0, I1, I2, I3)                                              \
  PTXA_C_##I0(A0), PTXA_C_##I1(A1), PTXA_C_##I2(A2), PTXA_C_##I3(A3)
#define NOIMM
#define IMM(V) , "n"(V)

/// Kernel k_<row>: thread I runs the row on input I (In: 4 operand words
/// per input; Out: 2 result words per input).
#define PTX_ROW(Name, Template, Outs, Ins, O0, O1, I0, I1, I2, I3, Imm)        \
  __global__ void k_##Name(const uint64_t *__restrict__ In,                    \
                           uint64_t *__restrict__ Out, unsigned N) {           \
    unsigned I = blockIdx.x * blockDim.x + threadIdx.x;                        \
    if (I >= N)                                                                \
      return;                                                                  \
    KindReg<O0>::T D0 = 0;                                                     \
    KindReg<O1>::T D1 = 0;                                                     \
    KindReg<I0>::T A0 = fromBits<KindReg<I0>::T>(In[4 * I + 0]);               \
    KindReg<I1>::T A1 = fromBits<KindReg<I1>::T>(In[4 * I + 1]);               \
    KindReg<I2>::T A2 = fromBits<KindReg<I2>::T>(In[4 * I + 2]);               \
    KindReg<I3>::T A3 = fromBits<KindReg<I3>::T>(In[4 * I + 3]);               \
    (void)A1, (void)A2, (void)A3;                                              \
    asm(Template : PTXA_OUTS##Outs(O0, O1) : PTXA_INS##Ins(I0, I1, I2, I3) Imm); \
    Out[2 * I] = toBits(D0);                                                   \
    Out[2 * I + 1] = toBits(D1);                                               \
  }
#include "ptx_arith_rows.def"
#undef NOIMM
#undef IMM

using KernelFn = void (*)(const uint64_t *, uint64_t *, unsigned);
static const KernelFn Kernels[] = {
#define PTX_ROW(Name, Template, Outs, Ins, O0, O1, I0, I1, I2, I3, Imm) k_##Name,
#include "ptx_arith_rows.def"
};
static_assert(sizeof(Kernels) / sizeof(Kernels[0]) == NumRows,
              "one kernel per row");

//===-- Host side ---------------------------------------------------------===//

namespace {

struct RowRun {
  size_t N = 0;
  uint64_t InDigest = 0, OutDigest = 0;
  std::vector<unsigned char> Bytes; // packed results
};

/// Runs row R on the GPU; the device buffers are reused between rows.
RowRun runRow(size_t RowIdx, uint64_t *&DevIn, uint64_t *&DevOut, size_t &Cap) {
  const Row &R = Rows[RowIdx];
  Plan P = plan(R);
  RowRun Run;
  Run.N = P.total();
  std::vector<uint64_t> In(4 * Run.N), Out(2 * Run.N);
  uint64_t H = nameHash(R.Name);
  Fnv FIn;
  for (size_t I = 0; I < Run.N; ++I) {
    input(R, P, H, I, &In[4 * I]);
    digestInput(FIn, R, &In[4 * I]);
  }
  Run.InDigest = FIn.H;
  if (Run.N > Cap) {
    if (DevIn) {
      CUDA_CHECK(cudaFree(DevIn));
      CUDA_CHECK(cudaFree(DevOut));
    }
    Cap = Run.N;
    CUDA_CHECK(cudaMalloc(&DevIn, 4 * Cap * sizeof(uint64_t)));
    CUDA_CHECK(cudaMalloc(&DevOut, 2 * Cap * sizeof(uint64_t)));
  }
  CUDA_CHECK(cudaMemcpy(DevIn, In.data(), In.size() * sizeof(uint64_t),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(DevOut, 0xa5, Out.size() * sizeof(uint64_t)));
  unsigned Threads = 256;
  unsigned Blocks = static_cast<unsigned>((Run.N + Threads - 1) / Threads);
  Kernels[RowIdx]<<<Blocks, Threads>>>(DevIn, DevOut, static_cast<unsigned>(Run.N));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(Out.data(), DevOut, Out.size() * sizeof(uint64_t),
                        cudaMemcpyDeviceToHost));
  unsigned B = resultBytes(R);
  Run.Bytes.resize(Run.N * B);
  Fnv FOut;
  for (size_t I = 0; I < Run.N; ++I) {
    uint64_t V = packResult(R, Out[2 * I], Out[2 * I + 1]);
    FOut.bytes(V, B);
    for (unsigned J = 0; J < B; ++J)
      Run.Bytes[I * B + J] = static_cast<unsigned char>(V >> (8 * J));
  }
  Run.OutDigest = FOut.H;
  return Run;
}

void usage() {
  std::fprintf(stderr, "usage: ptx_arith --summary FILE --outputs FILE "
                       "[--driver VERSION] [--flags FLAGS]\n");
  std::exit(1);
}

} // namespace

int main(int Argc, char **Argv) {
  const char *SummaryPath = nullptr, *OutputsPath = nullptr;
  std::string Driver = "unknown",
              Flags = "-O2 -std=c++17 -arch=sm_90";
  for (int I = 1; I < Argc; ++I) {
    std::string A = Argv[I];
    if (I + 1 >= Argc)
      usage();
    if (A == "--summary")
      SummaryPath = Argv[++I];
    else if (A == "--outputs")
      OutputsPath = Argv[++I];
    else if (A == "--driver")
      Driver = Argv[++I];
    else if (A == "--flags")
      Flags = Argv[++I];
    else
      usage();
  }
  if (!SummaryPath || !OutputsPath)
    usage();

  cudaDeviceProp Prop;
  CUDA_CHECK(cudaGetDeviceProperties(&Prop, 0));
  int DrvApi = 0, Rt = 0;
  CUDA_CHECK(cudaDriverGetVersion(&DrvApi));
  CUDA_CHECK(cudaRuntimeGetVersion(&Rt));

  std::FILE *Sum = std::fopen(SummaryPath, "w");
  std::FILE *Bin = std::fopen(OutputsPath, "wb");
  if (!Sum || !Bin) {
    std::fprintf(stderr, "error: cannot open the output files\n");
    return 1;
  }
  char Date[64];
  std::time_t Now = std::time(nullptr);
  std::strftime(Date, sizeof(Date), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&Now));
  std::fprintf(Sum,
               "# PTX arithmetic rows on NVIDIA hardware: test/hardware/ptx_arith.cu\n"
               "# row NAME n=INPUTS bytes=RESULT_BYTES in=FNV1A64(inputs) "
               "out=FNV1A64(results)\n"
               "# layout of the inputs and of ptx_arith_outputs.bin: "
               "test/hardware/ptx_arith_spec.h\n");
  std::fprintf(Sum, "gpu: %s (sm_%d%d, %d SMs)\n", Prop.name, Prop.major,
               Prop.minor, Prop.multiProcessorCount);
  std::fprintf(Sum, "driver: %s; CUDA driver API %d.%d, runtime %d.%d\n",
               Driver.c_str(), DrvApi / 1000, (DrvApi % 1000) / 10, Rt / 1000,
               (Rt % 1000) / 10);
  std::fprintf(Sum, "compiler: nvcc %d.%d.%d, %s\n", __CUDACC_VER_MAJOR__,
               __CUDACC_VER_MINOR__, __CUDACC_VER_BUILD__, Flags.c_str());
  std::fprintf(Sum, "date: %s\n", Date);

  uint64_t *DevIn = nullptr, *DevOut = nullptr;
  size_t Cap = 0, Results = 0, Bytes = 0, Unstable = 0;
  Fnv All;
  for (size_t RI = 0; RI < NumRows; ++RI) {
    RowRun A = runRow(RI, DevIn, DevOut, Cap);
    RowRun B = runRow(RI, DevIn, DevOut, Cap);
    if (A.Bytes != B.Bytes) {
      std::fprintf(stderr, "unstable: row %s gave different results twice\n",
                   Rows[RI].Name);
      ++Unstable;
    }
    std::fprintf(Sum, "row %s n=%zu bytes=%u in=0x%016" PRIx64 " out=0x%016" PRIx64 "\n",
                 Rows[RI].Name, A.N, resultBytes(Rows[RI]), A.InDigest,
                 A.OutDigest);
    std::fwrite(A.Bytes.data(), 1, A.Bytes.size(), Bin);
    for (unsigned char C : A.Bytes)
      All.bytes(C, 1);
    Results += A.N;
    Bytes += A.Bytes.size();
  }
  std::fprintf(Sum, "total rows=%zu results=%zu bytes=%zu out=0x%016" PRIx64 "\n",
               NumRows, Results, Bytes, All.H);
  std::fprintf(Sum, "repeat: %zu rows differed between two runs\n", Unstable);
  std::fclose(Sum);
  std::fclose(Bin);
  std::printf("%zu rows, %zu results, %zu bytes, %zu unstable\n", NumRows,
              Results, Bytes, Unstable);
  return Unstable ? 3 : 0;
}
