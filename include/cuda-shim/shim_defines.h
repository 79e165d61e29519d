//===- shim_defines.h - CUDA function and variable qualifiers ---*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// __host__, __device__, __global__, __shared__, __constant__, __managed__ and
// friends: clang's CUDA attributes when the file is compiled as CUDA
// (-x cuda), nothing in a plain C++ file that includes the runtime API (a
// host .cpp file of a CUDA program, as nvcc compiles it).
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_DEFINES_H
#define SHFL_CUDA_SHIM_DEFINES_H

#ifndef __cplusplus
#error "the shfl-lowering CUDA shim is for C++ and CUDA sources"
#endif

#ifdef __CUDA__
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#endif
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(N) __attribute__((aligned(N)))
#define __builtin_align__(N) __attribute__((aligned(N)))
#define __device_builtin__
#define CUDARTAPI
#define CUDART_CB

#endif // SHFL_CUDA_SHIM_DEFINES_H
