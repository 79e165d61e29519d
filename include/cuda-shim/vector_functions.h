//===- vector_functions.h - make_int2() and friends -------------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// make_<type><N>(...) for each vector type of vector_types.h.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_VECTOR_FUNCTIONS_H
#define SHFL_CUDA_SHIM_VECTOR_FUNCTIONS_H

#include "vector_types.h"

#define __SHIM_MAKE(NAME, T)                                                   \
  static __host__ __device__ __inline__ NAME##1 make_##NAME##1(T X) {          \
    return NAME##1{X};                                                         \
  }                                                                            \
  static __host__ __device__ __inline__ NAME##2 make_##NAME##2(T X, T Y) {     \
    return NAME##2{X, Y};                                                      \
  }                                                                            \
  static __host__ __device__ __inline__ NAME##3 make_##NAME##3(T X, T Y,       \
                                                               T Z) {          \
    return NAME##3{X, Y, Z};                                                   \
  }                                                                            \
  static __host__ __device__ __inline__ NAME##4 make_##NAME##4(T X, T Y, T Z,  \
                                                               T W) {          \
    return NAME##4{X, Y, Z, W};                                                \
  }
__SHIM_MAKE(char, signed char)
__SHIM_MAKE(uchar, unsigned char)
__SHIM_MAKE(short, short)
__SHIM_MAKE(ushort, unsigned short)
__SHIM_MAKE(int, int)
__SHIM_MAKE(uint, unsigned int)
__SHIM_MAKE(long, long)
__SHIM_MAKE(ulong, unsigned long)
__SHIM_MAKE(longlong, long long)
__SHIM_MAKE(ulonglong, unsigned long long)
__SHIM_MAKE(float, float)
__SHIM_MAKE(double, double)
#undef __SHIM_MAKE


#endif // SHFL_CUDA_SHIM_VECTOR_FUNCTIONS_H
