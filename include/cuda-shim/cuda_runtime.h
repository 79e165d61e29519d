//===- cuda_runtime.h - The CUDA runtime header for shfl-lowering ---------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// A stand-in for the CUDA toolkit's cuda_runtime.h, enough for the
// project's tests, for NVIDIA's samples and for `shfl-cuda-to-amdgpu` when no
// toolkit is installed.  The driver force-includes it (`-include
// cuda_runtime.h`) together with `-nocudainc`, so a file written for nvcc
// compiles unchanged; a host .cpp file of a CUDA program includes it as a
// plain C++ header.
//
// The host side is the runtime API that libshflcudart implements
// (cuda_runtime_api.h, driver_types.h, vector_types.h) and its C++
// templates.  The device side maps onto clang's NVPTX builtins, so clang
// emits exactly the NVVM intrinsics that the real headers produce
// (llvm.nvvm.read.ptx.sreg.*, llvm.nvvm.shfl.sync.*, llvm.nvvm.vote.*,
// llvm.nvvm.bar.warp.sync, ...), which the shfl-lowering passes then
// retarget to AMDGPU.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_CUDA_RUNTIME_H
#define SHFL_CUDA_SHIM_CUDA_RUNTIME_H
// The name CUDA's header defines; helper_cuda.h tests it.
#define __CUDA_RUNTIME_H__

#define SHFL_CUDA_SHIM 1

#include "shim_defines.h"
#include "vector_types.h"
#include "cuda_runtime_api.h"
#include "vector_functions.h"
// As CUDA's header: programs rely on what it includes.
#include <stdlib.h>
#include <string.h>

//===----------------------------------------------------------------------===//
// The runtime API's C++ overloads
//===----------------------------------------------------------------------===//

template <typename T> static __inline__ cudaError_t cudaMalloc(T **DevPtr, size_t Size) {
  return cudaMalloc(reinterpret_cast<void **>(DevPtr), Size);
}
template <typename T>
static __inline__ cudaError_t cudaMallocHost(T **Ptr, size_t Size,
                                             unsigned int Flags = 0) {
  return cudaHostAlloc(reinterpret_cast<void **>(Ptr), Size, Flags);
}
static __inline__ cudaError_t cudaMallocHost(void **Ptr, size_t Size,
                                             unsigned int Flags) {
  return cudaHostAlloc(Ptr, Size, Flags);
}
template <typename T>
static __inline__ cudaError_t cudaHostAlloc(T **Ptr, size_t Size, unsigned int Flags) {
  return cudaHostAlloc(reinterpret_cast<void **>(Ptr), Size, Flags);
}
template <typename T>
static __inline__ cudaError_t cudaMallocManaged(T **DevPtr, size_t Size,
                                                unsigned int Flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(DevPtr), Size, Flags);
}
template <typename T>
static __inline__ cudaError_t cudaMallocPitch(T **DevPtr, size_t *Pitch, size_t Width,
                                              size_t Height) {
  return cudaMallocPitch(reinterpret_cast<void **>(DevPtr), Pitch, Width, Height);
}
template <typename T>
static __inline__ cudaError_t cudaMallocAsync(T **DevPtr, size_t Size,
                                              cudaStream_t Stream) {
  return cudaMallocAsync(reinterpret_cast<void **>(DevPtr), Size, Stream);
}
static __inline__ cudaError_t cudaEventCreate(cudaEvent_t *Event, unsigned int Flags) {
  return cudaEventCreateWithFlags(Event, Flags);
}
template <typename T>
static __inline__ cudaError_t cudaMemcpyToSymbol(const T &Symbol, const void *Src,
                                                 size_t Count, size_t Offset = 0,
                                                 cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return cudaMemcpyToSymbol(static_cast<const void *>(&Symbol), Src, Count, Offset, Kind);
}
template <typename T>
static __inline__ cudaError_t cudaMemcpyFromSymbol(void *Dst, const T &Symbol,
                                                   size_t Count, size_t Offset = 0,
                                                   cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return cudaMemcpyFromSymbol(Dst, static_cast<const void *>(&Symbol), Count, Offset, Kind);
}
template <typename T>
static __inline__ cudaError_t cudaMemcpyToSymbolAsync(const T &Symbol, const void *Src,
                                                      size_t Count, size_t Offset = 0,
                                                      cudaMemcpyKind Kind = cudaMemcpyHostToDevice,
                                                      cudaStream_t Stream = 0) {
  return cudaMemcpyToSymbolAsync(static_cast<const void *>(&Symbol), Src, Count, Offset,
                                 Kind, Stream);
}
template <typename T>
static __inline__ cudaError_t cudaMemcpyFromSymbolAsync(void *Dst, const T &Symbol,
                                                        size_t Count, size_t Offset = 0,
                                                        cudaMemcpyKind Kind = cudaMemcpyDeviceToHost,
                                                        cudaStream_t Stream = 0) {
  return cudaMemcpyFromSymbolAsync(Dst, static_cast<const void *>(&Symbol), Count, Offset,
                                   Kind, Stream);
}
template <typename T>
static __inline__ cudaError_t cudaGetSymbolAddress(void **DevPtr, const T &Symbol) {
  return cudaGetSymbolAddress(DevPtr, static_cast<const void *>(&Symbol));
}
template <typename T>
static __inline__ cudaError_t cudaGetSymbolSize(size_t *Size, const T &Symbol) {
  return cudaGetSymbolSize(Size, static_cast<const void *>(&Symbol));
}
template <typename T>
static __inline__ cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attr, T *Entry) {
  return cudaFuncGetAttributes(Attr, reinterpret_cast<const void *>(Entry));
}
template <typename T>
static __inline__ cudaError_t cudaFuncSetAttribute(T *Entry, cudaFuncAttribute Attr,
                                                   int Value) {
  return cudaFuncSetAttribute(reinterpret_cast<const void *>(Entry), Attr, Value);
}
template <typename T>
static __inline__ cudaError_t cudaFuncSetCacheConfig(T *Func, cudaFuncCache Config) {
  return cudaFuncSetCacheConfig(reinterpret_cast<const void *>(Func), Config);
}
template <typename T>
static __inline__ cudaError_t cudaLaunchKernel(T *Func, dim3 Grid, dim3 Block, void **Args,
                                               size_t SharedMem = 0,
                                               cudaStream_t Stream = 0) {
  return cudaLaunchKernel(reinterpret_cast<const void *>(Func), Grid, Block, Args,
                          SharedMem, Stream);
}
template <typename T>
static __inline__ cudaError_t cudaLaunchCooperativeKernel(T *Func, dim3 Grid, dim3 Block,
                                                          void **Args,
                                                          size_t SharedMem = 0,
                                                          cudaStream_t Stream = 0) {
  return cudaLaunchCooperativeKernel(reinterpret_cast<const void *>(Func), Grid, Block,
                                     Args, SharedMem, Stream);
}
template <typename T>
static __inline__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *NumBlocks, T Func, int BlockSize,
                                              size_t DynamicSMem) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      NumBlocks, reinterpret_cast<const void *>(Func), BlockSize, DynamicSMem,
      cudaOccupancyDefault);
}
template <typename T>
static __inline__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *NumBlocks, T Func, int BlockSize, size_t DynamicSMem, unsigned int Flags) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      NumBlocks, reinterpret_cast<const void *>(Func), BlockSize, DynamicSMem, Flags);
}

/// The block size that gives \p Func the most resident threads per
/// multiprocessor (the smallest such size that is a multiple of the warp
/// size, up to \p BlockSizeLimit), and the grid that fills the device with
/// it.  \p SMemOfBlock gives the dynamic shared memory a block of a size
/// needs.
template <typename UnaryFunction, typename T>
static __inline__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *MinGridSize, int *BlockSize, T Func, UnaryFunction SMemOfBlock,
    int BlockSizeLimit = 0, unsigned int Flags = 0) {
  if (!MinGridSize || !BlockSize || !Func)
    return cudaErrorInvalidValue;
  int Device, SMs, MaxPerSM, MaxPerBlock, Warp;
  cudaError_t E;
  if ((E = cudaGetDevice(&Device)) ||
      (E = cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, Device)) ||
      (E = cudaDeviceGetAttribute(&MaxPerSM, cudaDevAttrMaxThreadsPerMultiProcessor,
                                  Device)) ||
      (E = cudaDeviceGetAttribute(&Warp, cudaDevAttrWarpSize, Device)))
    return E;
  cudaFuncAttributes Attr;
  if ((E = cudaFuncGetAttributes(&Attr, reinterpret_cast<const void *>(Func))))
    return E;
  MaxPerBlock = Attr.maxThreadsPerBlock;
  if (BlockSizeLimit > 0 && BlockSizeLimit < MaxPerBlock)
    MaxPerBlock = BlockSizeLimit;
  int BestThreads = 0, BestSize = 0, BestBlocks = 0;
  for (int Size = MaxPerBlock; Size > 0;
       Size = (Size % Warp ? Size - Size % Warp : Size - Warp)) {
    int Blocks = 0;
    if ((E = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
             &Blocks, reinterpret_cast<const void *>(Func), Size,
             (size_t)SMemOfBlock(Size), Flags)))
      return E;
    if (Blocks * Size > BestThreads) {
      BestThreads = Blocks * Size;
      BestSize = Size;
      BestBlocks = Blocks;
    }
    if (BestThreads == MaxPerSM)
      break;
  }
  *MinGridSize = BestBlocks * SMs;
  *BlockSize = BestSize;
  return cudaSuccess;
}

namespace __shim {
struct ConstantSMem {
  size_t Bytes;
  __host__ size_t operator()(int) const { return Bytes; }
};
} // namespace __shim

template <typename T>
static __inline__ cudaError_t
cudaOccupancyMaxPotentialBlockSize(int *MinGridSize, int *BlockSize, T Func,
                                   size_t DynamicSMem = 0, int BlockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      MinGridSize, BlockSize, Func, __shim::ConstantSMem{DynamicSMem}, BlockSizeLimit, 0);
}
template <typename T>
static __inline__ cudaError_t
cudaOccupancyMaxPotentialBlockSizeWithFlags(int *MinGridSize, int *BlockSize, T Func,
                                            size_t DynamicSMem = 0,
                                            int BlockSizeLimit = 0,
                                            unsigned int Flags = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      MinGridSize, BlockSize, Func, __shim::ConstantSMem{DynamicSMem}, BlockSizeLimit,
      Flags);
}
template <typename UnaryFunction, typename T>
static __inline__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *MinGridSize, int *BlockSize, T Func, UnaryFunction SMemOfBlock,
    int BlockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      MinGridSize, BlockSize, Func, SMemOfBlock, BlockSizeLimit, 0);
}

//===----------------------------------------------------------------------===//
// min and max, for host and device code (CUDA declares them at global scope)
//===----------------------------------------------------------------------===//

#define __SHIM_MINMAX(R, A, B)                                                 \
  static __host__ __device__ __inline__ R min(A X, B Y) {                      \
    return (R)X < (R)Y ? (R)X : (R)Y;                                          \
  }                                                                            \
  static __host__ __device__ __inline__ R max(A X, B Y) {                      \
    return (R)X > (R)Y ? (R)X : (R)Y;                                          \
  }
__SHIM_MINMAX(int, int, int)
__SHIM_MINMAX(unsigned int, unsigned int, unsigned int)
__SHIM_MINMAX(unsigned int, int, unsigned int)
__SHIM_MINMAX(unsigned int, unsigned int, int)
__SHIM_MINMAX(long, long, long)
__SHIM_MINMAX(unsigned long, unsigned long, unsigned long)
__SHIM_MINMAX(long long, long long, long long)
__SHIM_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__SHIM_MINMAX(unsigned long long, long long, unsigned long long)
__SHIM_MINMAX(unsigned long long, unsigned long long, long long)
#undef __SHIM_MINMAX
static __host__ __device__ __inline__ float min(float X, float Y) {
  return __builtin_fminf(X, Y);
}
static __host__ __device__ __inline__ float max(float X, float Y) {
  return __builtin_fmaxf(X, Y);
}
static __host__ __device__ __inline__ double min(double X, double Y) {
  return __builtin_fmin(X, Y);
}
static __host__ __device__ __inline__ double max(double X, double Y) {
  return __builtin_fmax(X, Y);
}

#ifdef __CUDA__

#define __SHIM_DEV static __device__ __inline__ __attribute__((always_inline))

//===----------------------------------------------------------------------===//
// threadIdx, blockIdx, blockDim, gridDim
//===----------------------------------------------------------------------===//
//
// Each is an empty object whose .x/.y/.z are properties: reading `threadIdx.x`
// calls a getter that reads the special register, as in clang's own
// __clang_cuda_builtin_vars.h.  Only the one register that is named is read.

#define __SHIM_SREG_VAR(TYPE, VAR, VEC, SREG)                                  \
  struct TYPE {                                                                \
    __declspec(property(get = __get_x)) unsigned int x;                        \
    __declspec(property(get = __get_y)) unsigned int y;                        \
    __declspec(property(get = __get_z)) unsigned int z;                        \
    static __device__ __inline__ unsigned int __get_x() {                      \
      return __nvvm_read_ptx_sreg_##SREG##_x();                                \
    }                                                                          \
    static __device__ __inline__ unsigned int __get_y() {                      \
      return __nvvm_read_ptx_sreg_##SREG##_y();                                \
    }                                                                          \
    static __device__ __inline__ unsigned int __get_z() {                      \
      return __nvvm_read_ptx_sreg_##SREG##_z();                                \
    }                                                                          \
    __device__ operator VEC() const { return VEC{__get_x(), __get_y(), __get_z()}; } \
  };                                                                           \
  extern const __device__ __attribute__((weak)) TYPE VAR;

__SHIM_SREG_VAR(__shim_threadIdx_t, threadIdx, uint3, tid)
__SHIM_SREG_VAR(__shim_blockIdx_t, blockIdx, uint3, ctaid)
__SHIM_SREG_VAR(__shim_blockDim_t, blockDim, dim3, ntid)
__SHIM_SREG_VAR(__shim_gridDim_t, gridDim, dim3, nctaid)
#undef __SHIM_SREG_VAR

static constexpr __device__ int warpSize = 32;

// Declared so that kernels using it compile; clang turns it into vprintf,
// which nvvm-to-amdgpu lowers to OCKL's hostcall printf.
extern "C" __device__ int printf(const char *, ...);
// memcpy and memset in device code.
__SHIM_DEV void *memcpy(void *Dst, const void *Src, size_t N) {
  return __builtin_memcpy(Dst, Src, N);
}
__SHIM_DEV void *memset(void *Dst, int C, size_t N) { return __builtin_memset(Dst, C, N); }

// Reinterpreting bits, and the high halves of products.
__SHIM_DEV int __float_as_int(float X) { return __builtin_bit_cast(int, X); }
__SHIM_DEV unsigned int __float_as_uint(float X) { return __builtin_bit_cast(unsigned int, X); }
__SHIM_DEV float __int_as_float(int X) { return __builtin_bit_cast(float, X); }
__SHIM_DEV float __uint_as_float(unsigned int X) { return __builtin_bit_cast(float, X); }
__SHIM_DEV long long __double_as_longlong(double X) { return __builtin_bit_cast(long long, X); }
__SHIM_DEV double __longlong_as_double(long long X) { return __builtin_bit_cast(double, X); }
__SHIM_DEV int __mulhi(int A, int B) { return int((long long)A * B >> 32); }
__SHIM_DEV unsigned int __umulhi(unsigned int A, unsigned int B) {
  return (unsigned int)((unsigned long long)A * B >> 32);
}

// assert: glibc's macro calls __assert_fail, which device code gets as
// CUDA's __assertfail (as clang's CUDA headers give it), and nvvm-to-amdgpu
// lowers that to CUDA's message and a trap.
extern "C" __device__ void __assertfail(const char *Message, const char *File,
                                        unsigned Line, const char *Function,
                                        size_t CharSize);
extern "C" {
__device__ static inline void __assert_fail(const char *Message, const char *File,
                                            unsigned Line, const char *Function) {
  __assertfail(Message, File, Line, Function, sizeof(char));
}
}

//===----------------------------------------------------------------------===//
// Synchronisation and votes
//===----------------------------------------------------------------------===//

// __syncthreads() is a clang builtin (llvm.nvvm.barrier0 / barrier.cta.sync).
__SHIM_DEV void __syncwarp(unsigned int Mask = 0xffffffffu) {
  __nvvm_bar_warp_sync(Mask);
}
__SHIM_DEV void __threadfence_block() { __nvvm_membar_cta(); }
__SHIM_DEV void __threadfence() { __nvvm_membar_gl(); }
__SHIM_DEV void __threadfence_system() { __nvvm_membar_sys(); }

__SHIM_DEV unsigned int __ballot_sync(unsigned int Mask, int Pred) {
  return __nvvm_vote_ballot_sync(Mask, Pred);
}
__SHIM_DEV int __any_sync(unsigned int Mask, int Pred) {
  return __nvvm_vote_any_sync(Mask, Pred);
}
__SHIM_DEV int __all_sync(unsigned int Mask, int Pred) {
  return __nvvm_vote_all_sync(Mask, Pred);
}
__SHIM_DEV unsigned int __activemask() { return __nvvm_activemask(); }

// __match_*_sync (sm_70+) for the 32- and 64-bit integer types.
__SHIM_DEV unsigned int __match_any_sync(unsigned int Mask, unsigned int V) {
  return __nvvm_match_any_sync_i32(Mask, V);
}
__SHIM_DEV unsigned int __match_any_sync(unsigned int Mask, int V) {
  return __nvvm_match_any_sync_i32(Mask, V);
}
__SHIM_DEV unsigned int __match_any_sync(unsigned int Mask, unsigned long long V) {
  return __nvvm_match_any_sync_i64(Mask, V);
}
__SHIM_DEV unsigned int __match_any_sync(unsigned int Mask, long long V) {
  return __nvvm_match_any_sync_i64(Mask, V);
}
__SHIM_DEV unsigned int __match_all_sync(unsigned int Mask, unsigned int V, int *Pred) {
  return __nvvm_match_all_sync_i32p(Mask, V, Pred);
}
__SHIM_DEV unsigned int __match_all_sync(unsigned int Mask, int V, int *Pred) {
  return __nvvm_match_all_sync_i32p(Mask, V, Pred);
}
__SHIM_DEV unsigned int __match_all_sync(unsigned int Mask, unsigned long long V,
                                         int *Pred) {
  return __nvvm_match_all_sync_i64p(Mask, V, Pred);
}
__SHIM_DEV unsigned int __match_all_sync(unsigned int Mask, long long V, int *Pred) {
  return __nvvm_match_all_sync_i64p(Mask, V, Pred);
}

// __reduce_*_sync (sm_80+): add/min/max for int and unsigned, and/or/xor for
// unsigned.  The builtins take (value, mask).
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 800
#define __SHIM_REDUX(NAME, UNSIGNED_OP, SIGNED_OP)                             \
  __SHIM_DEV unsigned int NAME(unsigned int Mask, unsigned int V) {            \
    return __nvvm_redux_sync_##UNSIGNED_OP(V, Mask);                           \
  }                                                                            \
  __SHIM_DEV int NAME(unsigned int Mask, int V) {                              \
    return __nvvm_redux_sync_##SIGNED_OP(V, Mask);                             \
  }
__SHIM_REDUX(__reduce_add_sync, add, add)
__SHIM_REDUX(__reduce_min_sync, umin, min)
__SHIM_REDUX(__reduce_max_sync, umax, max)
#undef __SHIM_REDUX
#define __SHIM_REDUX_BITS(NAME, OP)                                            \
  __SHIM_DEV unsigned int NAME(unsigned int Mask, unsigned int V) {            \
    return __nvvm_redux_sync_##OP(V, Mask);                                    \
  }
__SHIM_REDUX_BITS(__reduce_and_sync, and)
__SHIM_REDUX_BITS(__reduce_or_sync, or)
__SHIM_REDUX_BITS(__reduce_xor_sync, xor)
#undef __SHIM_REDUX_BITS
#endif

// Bit counting (CUDA's headers call libdevice; clang's builtins are exact).
__SHIM_DEV int __popc(unsigned int X) { return __builtin_popcount(X); }
__SHIM_DEV int __ffs(int X) { return __builtin_ffs(X); }

//===----------------------------------------------------------------------===//
// Warp shuffles
//===----------------------------------------------------------------------===//
//
// The PTX `c` operand packs the segment mask (32 - width) << 8 with the
// clamp lane: 0x1f for idx/down/bfly, 0 for up (which clamps below).
// 64-bit values travel as two 32-bit shuffles with the same operands.

#define __SHIM_SHFL_C(Width, Clamp) ((((32 - (Width)) << 8)) | (Clamp))

#define __SHIM_SHFL(NAME, MODE, LANE_T, CLAMP)                                 \
  __SHIM_DEV int NAME(unsigned int Mask, int Val, LANE_T Lane,                 \
                      int Width = 32) {                                        \
    return __nvvm_shfl_sync_##MODE##_i32(Mask, Val, Lane,                      \
                                         __SHIM_SHFL_C(Width, CLAMP));         \
  }                                                                            \
  __SHIM_DEV unsigned int NAME(unsigned int Mask, unsigned int Val,            \
                               LANE_T Lane, int Width = 32) {                  \
    return (unsigned int)NAME(Mask, (int)Val, Lane, Width);                    \
  }                                                                            \
  __SHIM_DEV float NAME(unsigned int Mask, float Val, LANE_T Lane,             \
                        int Width = 32) {                                      \
    return __nvvm_shfl_sync_##MODE##_f32(Mask, Val, Lane,                      \
                                         __SHIM_SHFL_C(Width, CLAMP));         \
  }                                                                            \
  __SHIM_DEV long long NAME(unsigned int Mask, long long Val, LANE_T Lane,     \
                            int Width = 32) {                                  \
    unsigned int Lo = (unsigned int)(unsigned long long)Val;                   \
    unsigned int Hi = (unsigned int)((unsigned long long)Val >> 32);           \
    Lo = NAME(Mask, Lo, Lane, Width);                                          \
    Hi = NAME(Mask, Hi, Lane, Width);                                          \
    return (long long)(((unsigned long long)Hi << 32) | Lo);                   \
  }                                                                            \
  __SHIM_DEV unsigned long long NAME(unsigned int Mask, unsigned long long Val,\
                                     LANE_T Lane, int Width = 32) {            \
    return (unsigned long long)NAME(Mask, (long long)Val, Lane, Width);        \
  }                                                                            \
  __SHIM_DEV long NAME(unsigned int Mask, long Val, LANE_T Lane,               \
                       int Width = 32) {                                       \
    return (long)NAME(Mask, (long long)Val, Lane, Width);                      \
  }                                                                            \
  __SHIM_DEV unsigned long NAME(unsigned int Mask, unsigned long Val,          \
                                LANE_T Lane, int Width = 32) {                 \
    return (unsigned long)NAME(Mask, (long long)Val, Lane, Width);             \
  }                                                                            \
  __SHIM_DEV double NAME(unsigned int Mask, double Val, LANE_T Lane,           \
                         int Width = 32) {                                     \
    return __builtin_bit_cast(                                                 \
        double, NAME(Mask, __builtin_bit_cast(long long, Val), Lane, Width));  \
  }

__SHIM_SHFL(__shfl_sync, idx, int, 0x1f)
__SHIM_SHFL(__shfl_up_sync, up, unsigned int, 0)
__SHIM_SHFL(__shfl_down_sync, down, unsigned int, 0x1f)
__SHIM_SHFL(__shfl_xor_sync, bfly, int, 0x1f)
#undef __SHIM_SHFL

//===----------------------------------------------------------------------===//
// Atomics (relaxed, device scope, as CUDA defines them)
//===----------------------------------------------------------------------===//

// Each goes through a function named as clang's CUDA wrapper names them
// (__iAtomicAdd, ...), whose seq_cst builtin nvvm-to-amdgpu makes relaxed at
// agent scope (NVVMToAMDGPU.cpp, relaxCUDAAtomicFunctions).
#define __SHIM_ATOMIC(NAME, HELPER, OP, T, SUFFIX, BT)                         \
  __SHIM_DEV T HELPER(T *P, T V) {                                             \
    return (T)__nvvm_atom_##OP##_gen_##SUFFIX((BT *)P, (BT)V);                 \
  }                                                                            \
  __SHIM_DEV T NAME(T *P, T V) { return HELPER(P, V); }
__SHIM_ATOMIC(atomicAdd, __iAtomicAdd, add, int, i, int)
__SHIM_ATOMIC(atomicAdd, __uAtomicAdd, add, unsigned int, i, int)
__SHIM_ATOMIC(atomicAdd, __ullAtomicAdd, add, unsigned long long, ll, long long)
__SHIM_ATOMIC(atomicAdd, __fAtomicAdd, add, float, f, float)
__SHIM_ATOMIC(atomicAdd, __dAtomicAdd, add, double, d, double)
__SHIM_ATOMIC(atomicExch, __iAtomicExch, xchg, int, i, int)
__SHIM_ATOMIC(atomicExch, __uAtomicExch, xchg, unsigned int, i, int)
__SHIM_ATOMIC(atomicExch, __ullAtomicExch, xchg, unsigned long long, ll, long long)
__SHIM_ATOMIC(atomicMax, __iAtomicMax, max, int, i, int)
__SHIM_ATOMIC(atomicMax, __uAtomicMax, max, unsigned int, ui, unsigned int)
__SHIM_ATOMIC(atomicMax, __illAtomicMax, max, long long, ll, long long)
__SHIM_ATOMIC(atomicMax, __ullAtomicMax, max, unsigned long long, ull, unsigned long long)
__SHIM_ATOMIC(atomicMin, __iAtomicMin, min, int, i, int)
__SHIM_ATOMIC(atomicMin, __uAtomicMin, min, unsigned int, ui, unsigned int)
__SHIM_ATOMIC(atomicMin, __illAtomicMin, min, long long, ll, long long)
__SHIM_ATOMIC(atomicMin, __ullAtomicMin, min, unsigned long long, ull, unsigned long long)
__SHIM_ATOMIC(atomicAnd, __iAtomicAnd, and, int, i, int)
__SHIM_ATOMIC(atomicAnd, __uAtomicAnd, and, unsigned int, i, int)
__SHIM_ATOMIC(atomicAnd, __ullAtomicAnd, and, unsigned long long, ll, long long)
__SHIM_ATOMIC(atomicOr, __iAtomicOr, or, int, i, int)
__SHIM_ATOMIC(atomicOr, __uAtomicOr, or, unsigned int, i, int)
__SHIM_ATOMIC(atomicOr, __ullAtomicOr, or, unsigned long long, ll, long long)
__SHIM_ATOMIC(atomicXor, __iAtomicXor, xor, int, i, int)
__SHIM_ATOMIC(atomicXor, __uAtomicXor, xor, unsigned int, i, int)
__SHIM_ATOMIC(atomicXor, __ullAtomicXor, xor, unsigned long long, ll, long long)
__SHIM_ATOMIC(atomicInc, __uAtomicInc, inc, unsigned int, ui, unsigned int)
__SHIM_ATOMIC(atomicDec, __uAtomicDec, dec, unsigned int, ui, unsigned int)
#undef __SHIM_ATOMIC
__SHIM_DEV int __iAtomicSub(int *P, int V) { return __nvvm_atom_add_gen_i(P, -V); }
__SHIM_DEV int atomicSub(int *P, int V) { return __iAtomicSub(P, V); }
__SHIM_DEV unsigned int __uAtomicSub(unsigned int *P, unsigned int V) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)P, -(int)V);
}
__SHIM_DEV unsigned int atomicSub(unsigned int *P, unsigned int V) {
  return __uAtomicSub(P, V);
}
#define __SHIM_ATOMIC_CAS(HELPER, T, SUFFIX, BT)                              \
  __SHIM_DEV T HELPER(T *P, T Compare, T V) {                                 \
    return (T)__nvvm_atom_cas_gen_##SUFFIX((BT *)P, (BT)Compare, (BT)V);      \
  }                                                                           \
  __SHIM_DEV T atomicCAS(T *P, T Compare, T V) { return HELPER(P, Compare, V); }
__SHIM_ATOMIC_CAS(__iAtomicCAS, int, i, int)
__SHIM_ATOMIC_CAS(__uAtomicCAS, unsigned int, i, int)
__SHIM_ATOMIC_CAS(__ullAtomicCAS, unsigned long long, ll, long long)
#undef __SHIM_ATOMIC_CAS

//===----------------------------------------------------------------------===//
// Integer intrinsics and traps
//===----------------------------------------------------------------------===//

__SHIM_DEV int __mul24(int X, int Y) {
  // The low 32 bits of the product of the sign-extended low 24 bits.
  const long long A = (int)((unsigned int)X << 8) >> 8, B = (int)((unsigned int)Y << 8) >> 8;
  return (int)(unsigned int)(A * B);
}
__SHIM_DEV unsigned int __umul24(unsigned int X, unsigned int Y) {
  return (X & 0xffffff) * (Y & 0xffffff);
}
__SHIM_DEV int __clz(int X) { return X ? __builtin_clz((unsigned int)X) : 32; }
__SHIM_DEV int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
__SHIM_DEV unsigned int __brev(unsigned int X) { return __builtin_bitreverse32(X); }
__SHIM_DEV void __trap() { __builtin_trap(); }

#undef __SHIM_DEV
#endif // __CUDA__

#endif // SHFL_CUDA_SHIM_CUDA_RUNTIME_H
