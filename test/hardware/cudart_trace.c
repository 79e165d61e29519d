/*===- cudart_trace.c - Trace a CUDA program's device-to-host copies -------===*
 *
 * Part of shfl-lowering, an out-of-tree LLVM project.
 *
 *===----------------------------------------------------------------------===*
 *
 * An LD_PRELOAD library for a program linked with the shared CUDA runtime
 * (nvcc -cudart shared): it wraps cudaMemcpy, cudaMemcpyAsync,
 * cudaMemcpyFromSymbol and cudaMemcpyFromSymbolAsync and, after each copy
 * to the host, appends to $SHFL_CUDART_TRACE the line libshflcudart writes
 * for the same copy (lib/CudaRuntime/Runtime.cpp, Runtime::traceCopy):
 *
 *   <call> <bytes> <FNV-1a 64 of the bytes> <sum of splitmix64 of each
 *   32-bit word>
 *
 * An asynchronous copy is waited for (cudaStreamSynchronize) before its
 * bytes are hashed.  A cudaMemcpyDefault copy is one to the host when its
 * source is device or managed memory and its destination is not.
 *
 *   gcc -shared -fPIC -O2 cudart_trace.c -o libcudart_trace.so \
 *       -I$CUDA/include -ldl
 *   SHFL_CUDART_TRACE=prog.trace LD_PRELOAD=./libcudart_trace.so ./prog
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static FILE *traceFile(void) {
  static FILE *F;
  static int Opened;
  if (!Opened) {
    const char *Path = getenv("SHFL_CUDART_TRACE");
    F = Path && *Path ? fopen(Path, "w") : NULL;
    Opened = 1;
  }
  return F;
}

static void trace(const char *Api, const void *Host, size_t Bytes) {
  FILE *F = traceFile();
  if (!F)
    return;
  const unsigned char *P = (const unsigned char *)Host;
  uint64_t Fnv = 0xcbf29ce484222325ull, Words = 0;
  for (size_t I = 0; I < Bytes; ++I)
    Fnv = (Fnv ^ P[I]) * 0x100000001b3ull;
  for (size_t I = 0; I + 4 <= Bytes; I += 4) {
    uint32_t W;
    memcpy(&W, P + I, 4);
    uint64_t Z = W + 0x9e3779b97f4a7c15ull;
    Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
    Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
    Words += Z ^ (Z >> 31);
  }
  fprintf(F, "%s %zu %016" PRIx64 " %016" PRIx64 "\n", Api, Bytes, Fnv, Words);
  fflush(F);
}

static int onDevice(const void *P) {
  struct cudaPointerAttributes A;
  if (cudaPointerGetAttributes(&A, P) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  return A.type == cudaMemoryTypeDevice || A.type == cudaMemoryTypeManaged;
}

static int toHost(const void *Dst, const void *Src, enum cudaMemcpyKind Kind) {
  return Kind == cudaMemcpyDeviceToHost ||
         (Kind == cudaMemcpyDefault && onDevice(Src) && !onDevice(Dst));
}

/* The real runtime's functions, by their types. */
typedef cudaError_t (*MemcpyFn)(void *, const void *, size_t, enum cudaMemcpyKind);
typedef cudaError_t (*MemcpyAsyncFn)(void *, const void *, size_t, enum cudaMemcpyKind,
                                     cudaStream_t);
typedef cudaError_t (*FromSymbolFn)(void *, const void *, size_t, size_t,
                                    enum cudaMemcpyKind);
typedef cudaError_t (*FromSymbolAsyncFn)(void *, const void *, size_t, size_t,
                                         enum cudaMemcpyKind, cudaStream_t);
#define REAL(Name, Type)                                                       \
  static Type Real;                                                            \
  if (!Real)                                                                   \
    Real = (Type)dlsym(RTLD_NEXT, Name);

cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t N, enum cudaMemcpyKind K) {
  REAL("cudaMemcpy", MemcpyFn)
  cudaError_t E = Real(Dst, Src, N, K);
  if (E == cudaSuccess && toHost(Dst, Src, K))
    trace("cudaMemcpy", Dst, N);
  return E;
}

cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t N, enum cudaMemcpyKind K,
                            cudaStream_t S) {
  REAL("cudaMemcpyAsync", MemcpyAsyncFn)
  cudaError_t E = Real(Dst, Src, N, K, S);
  if (E == cudaSuccess && toHost(Dst, Src, K) && cudaStreamSynchronize(S) == cudaSuccess)
    trace("cudaMemcpyAsync", Dst, N);
  return E;
}

cudaError_t cudaMemcpyFromSymbol(void *Dst, const void *Symbol, size_t N, size_t Offset,
                                 enum cudaMemcpyKind K) {
  REAL("cudaMemcpyFromSymbol", FromSymbolFn)
  cudaError_t E = Real(Dst, Symbol, N, Offset, K);
  if (E == cudaSuccess && (K == cudaMemcpyDeviceToHost || K == cudaMemcpyDefault))
    trace("cudaMemcpyFromSymbol", Dst, N);
  return E;
}

cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const void *Symbol, size_t N,
                                      size_t Offset, enum cudaMemcpyKind K,
                                      cudaStream_t S) {
  REAL("cudaMemcpyFromSymbolAsync", FromSymbolAsyncFn)
  cudaError_t E = Real(Dst, Symbol, N, Offset, K, S);
  if (E == cudaSuccess && (K == cudaMemcpyDeviceToHost || K == cudaMemcpyDefault) &&
      cudaStreamSynchronize(S) == cudaSuccess)
    trace("cudaMemcpyFromSymbolAsync", Dst, N);
  return E;
}
