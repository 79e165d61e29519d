//===- libdevice_sweep.cu - Record libdevice's results on an NVIDIA GPU ---===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// Calls every function of CUDA's libdevice (__nv_*, declared here exactly as
// libdevice.10.bc defines them) on the inputs of libdevice_sweep.h and
// writes every result to a binary file (format in libdevice_sweep.h).
// tools/dev/libdevice-ulp compares the AMD mapping with it.
//
//   nvcc -O2 -arch=sm_90 -o libdevice_sweep libdevice_sweep.cu
//   nvcc -O2 -arch=sm_90 -ftz=true -prec-sqrt=false -o libdevice_sweep_ftz \
//        libdevice_sweep.cu
//   ./libdevice_sweep results.bin
//
// The -ftz=true build answers libdevice's __nvvm_reflect("__CUDA_FTZ") with
// 1 and "__CUDA_PREC_SQRT" with 0, as -use_fast_math does.
//
//===----------------------------------------------------------------------===//

#include "libdevice_sweep.h"
#include <cstdio>
#include <cuda_runtime.h>
#include <utility>

using namespace ldsweep;

// The C types of the .def's type tokens.
#define LD_T_f32 float
#define LD_T_f64 double
#define LD_T_i16 unsigned short
#define LD_T_i32 int
#define LD_T_i64 long long
#define LD_T_void void
#define LD_T_of32 float *
#define LD_T_of64 double *
#define LD_T_oi32 int *
#define LD_T_af32 const float *
#define LD_T_af64 const double *
#define LD_T_str const char *
#define LD_CAT(A, B) LD_CAT_(A, B)
#define LD_CAT_(A, B) A##B
#define LD_TYPE(T) LD_T_##T
#define LD_UNPAREN(...) __VA_ARGS__
#define LD_NARGS(...) LD_NARGS_(__VA_ARGS__, 4, 3, 2, 1)
#define LD_NARGS_(A, B, C, D, N, ...) N
#define LD_MAP(M, ...) LD_CAT(LD_MAP_, LD_NARGS(__VA_ARGS__))(M, __VA_ARGS__)
#define LD_MAP_1(M, A) M(A)
#define LD_MAP_2(M, A, B) M(A), M(B)
#define LD_MAP_3(M, A, B, C) M(A), M(B), M(C)
#define LD_MAP_4(M, A, B, C, D) M(A), M(B), M(C), M(D)

// libdevice's functions, declared as they are defined.
#define LIBDEVICE(NAME, RET, PARAMS, STATUS, KIND, TARGET, BOUND, DOMAIN)      \
  extern "C" __device__ LD_TYPE(RET) __nv_##NAME(LD_MAP(LD_TYPE, LD_UNPAREN PARAMS));
#include "../../include/ShflLowering/Lowering/NVVM/Libdevice.def"

struct Ctx {
  const uint64_t *In[4];    ///< per parameter: N values (ArrayLen per sample for arrays)
  const char *Tags;         ///< NanTags, NanTagWidth bytes each
  uint64_t *Out[3];         ///< per result slot: N values
  unsigned N;
};

template <typename T> __device__ inline void store(uint64_t *Dst, T V) {
  uint64_t B = 0;
  memcpy(&B, &V, sizeof(T));
  *Dst = B;
}

/// The argument of parameter K: scalars from their bits, outputs point at
/// Locals[K], arrays and strings point into the inputs.
template <typename T> struct Arg;
#define LD_SCALAR_ARG(T)                                                       \
  template <> struct Arg<T> {                                                  \
    __device__ static T make(const Ctx &C, unsigned K, unsigned I, double *) { \
      T V;                                                                     \
      uint64_t B = C.In[K][I];                                                 \
      memcpy(&V, &B, sizeof(T));                                               \
      return V;                                                                \
    }                                                                          \
    static constexpr bool IsOut = false;                                       \
  };
LD_SCALAR_ARG(float)
LD_SCALAR_ARG(double)
LD_SCALAR_ARG(unsigned short)
LD_SCALAR_ARG(int)
LD_SCALAR_ARG(long long)
#define LD_OUT_ARG(T)                                                          \
  template <> struct Arg<T *> {                                                \
    __device__ static T *make(const Ctx &, unsigned, unsigned, double *L) {    \
      return reinterpret_cast<T *>(L);                                         \
    }                                                                          \
    static constexpr bool IsOut = true;                                        \
    __device__ static void put(uint64_t *Dst, const double *L) {              \
      store(Dst, *reinterpret_cast<const T *>(L));                             \
    }                                                                          \
  };
LD_OUT_ARG(float)
LD_OUT_ARG(double)
LD_OUT_ARG(int)
#define LD_ARRAY_ARG(T)                                                        \
  template <> struct Arg<const T *> {                                          \
    __device__ static const T *make(const Ctx &C, unsigned K, unsigned I,      \
                                    double *L) {                               \
      T *A = reinterpret_cast<T *>(L + 4);                                     \
      for (unsigned E = 0; E < ArrayLen; ++E) {                                \
        uint64_t B = C.In[K][I * ArrayLen + E];                                \
        memcpy(&A[E], &B, sizeof(T));                                          \
      }                                                                        \
      return A;                                                                \
    }                                                                          \
    static constexpr bool IsOut = false;                                       \
  };
LD_ARRAY_ARG(float)
LD_ARRAY_ARG(double)
template <> struct Arg<const char *> {
  __device__ static const char *make(const Ctx &C, unsigned K, unsigned I, double *) {
    return C.Tags + C.In[K][I] * NanTagWidth;
  }
  static constexpr bool IsOut = false;
};

/// Runs __nv_NAME on sample I and stores its result slots.
template <typename R, typename... A, size_t... K>
__device__ void invoke(R (*Fn)(A...), const Ctx &C, unsigned I,
                       std::index_sequence<K...>) {
  // One local per parameter for outputs, plus room for an array argument.
  double Locals[8 + ArrayLen] = {};
  unsigned Slot = 0;
  if constexpr (std::is_void_v<R>) {
    Fn(Arg<A>::make(C, unsigned(K), I, &Locals[K])...);
  } else {
    R V = Fn(Arg<A>::make(C, unsigned(K), I, &Locals[K])...);
    store(&C.Out[Slot++][I], V);
  }
  (
      [&] {
        if constexpr (Arg<A>::IsOut)
          Arg<A>::put(&C.Out[Slot++][I], &Locals[K]);
      }(),
      ...);
}

#define LIBDEVICE(NAME, RET, PARAMS, STATUS, KIND, TARGET, BOUND, DOMAIN)      \
  __global__ void sweep_##NAME(Ctx C) {                                        \
    unsigned I = blockIdx.x * blockDim.x + threadIdx.x;                        \
    if (I >= C.N)                                                              \
      return;                                                                  \
    using FnTy = LD_TYPE(RET)(LD_MAP(LD_TYPE, LD_UNPAREN PARAMS));             \
    FnTy *Fn = __nv_##NAME;                                                    \
    invoke(Fn, C, I,                                                           \
           std::make_index_sequence<LD_NARGS(LD_UNPAREN PARAMS)>());           \
  }
#include "../../include/ShflLowering/Lowering/NVVM/Libdevice.def"

static void (*const Kernels[])(Ctx) = {
#define LIBDEVICE(NAME, RET, PARAMS, STATUS, KIND, TARGET, BOUND, DOMAIN)      \
  sweep_##NAME,
#include "../../include/ShflLowering/Lowering/NVVM/Libdevice.def"
};

#define CHECK(X)                                                               \
  do {                                                                         \
    cudaError_t E = (X);                                                       \
    if (E != cudaSuccess) {                                                    \
      std::fprintf(stderr, "%s: %s\n", #X, cudaGetErrorString(E));             \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

static void put32(FILE *F, uint32_t V) { std::fwrite(&V, 4, 1, F); }

int main(int Argc, char **Argv) {
  if (Argc != 2) {
    std::fprintf(stderr, "usage: %s RESULT.bin\n", Argv[0]);
    return 2;
  }
  FILE *F = std::fopen(Argv[1], "wb");
  if (!F) {
    std::perror(Argv[1]);
    return 1;
  }
  cudaDeviceProp Prop;
  CHECK(cudaGetDeviceProperties(&Prop, 0));
  int Driver = 0, Runtime = 0;
  CHECK(cudaDriverGetVersion(&Driver));
  CHECK(cudaRuntimeGetVersion(&Runtime));
  std::fprintf(F, "LDSWEEP1\n# device=%s sm=%d%d driver=%d runtime=%d functions=%u\n",
               Prop.name, Prop.major, Prop.minor, Driver, Runtime, NumFunctions);
  for (char &C : Prop.name)
    if (C == ' ')
      C = '_';

  char TagTable[NumNanTags * NanTagWidth] = {};
  for (unsigned T = 0; T < NumNanTags; ++T)
    std::strncpy(TagTable + T * NanTagWidth, NanTags[T], NanTagWidth - 1);
  char *DTags;
  CHECK(cudaMalloc(&DTags, sizeof(TagTable)));
  CHECK(cudaMemcpy(DTags, TagTable, sizeof(TagTable), cudaMemcpyHostToDevice));

  uint64_t Total = 0;
  for (unsigned FI = 0; FI < NumFunctions; ++FI) {
    const FnDesc &Fn = Functions[FI];
    Inputs In = generate(Fn);
    std::vector<Ty> Slots = slotsOf(Fn);
    Ctx C = {};
    C.N = In.N;
    C.Tags = DTags;
    std::vector<uint64_t *> Bufs;
    for (unsigned K = 0; K < In.P.size(); ++K) {
      if (In.P[K].empty())
        continue;
      uint64_t *D;
      CHECK(cudaMalloc(&D, In.P[K].size() * 8));
      CHECK(cudaMemcpy(D, In.P[K].data(), In.P[K].size() * 8, cudaMemcpyHostToDevice));
      C.In[K] = D;
      Bufs.push_back(D);
    }
    for (unsigned S = 0; S < Slots.size(); ++S) {
      uint64_t *D;
      CHECK(cudaMalloc(&D, size_t(In.N) * 8));
      CHECK(cudaMemset(D, 0, size_t(In.N) * 8));
      C.Out[S] = D;
      Bufs.push_back(D);
    }
    Kernels[FI]<<<(In.N + 127) / 128, 128>>>(C);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    uint32_t Len = uint32_t(std::strlen(Fn.Name));
    put32(F, Len);
    std::fwrite(Fn.Name, 1, Len, F);
    put32(F, In.N);
    put32(F, uint32_t(Slots.size()));
    for (Ty T : Slots) {
      uint8_t W = uint8_t(widthOf(T));
      std::fwrite(&W, 1, 1, F);
    }
    std::fwrite(&In.Digest, 8, 1, F);
    std::vector<uint64_t> Host(In.N);
    for (unsigned S = 0; S < Slots.size(); ++S) {
      CHECK(cudaMemcpy(Host.data(), C.Out[S], size_t(In.N) * 8, cudaMemcpyDeviceToHost));
      unsigned W = widthOf(Slots[S]);
      for (uint64_t V : Host)
        std::fwrite(&V, W, 1, F); // little-endian host: the low W bytes
    }
    for (uint64_t *D : Bufs)
      CHECK(cudaFree(D));
    Total += In.N;
  }
  std::fclose(F);
  std::printf("%u functions, %llu samples, %s (sm_%d%d)\n", NumFunctions,
              (unsigned long long)Total, Prop.name, Prop.major, Prop.minor);
  return 0;
}
