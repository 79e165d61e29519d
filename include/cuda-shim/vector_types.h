//===- vector_types.h - CUDA's vector types for the shim --------*- C++ -*-===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// The built-in vector types of CUDA (char1 .. double4, dim3) with the sizes
// and alignments CUDA gives them, so that a struct of them has the same
// layout on the host, on the device and in the CUDA toolkit's headers.  A
// two-element type is aligned to its size, a four-element one to its size up
// to 16 bytes; three-element types keep the element's alignment.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_VECTOR_TYPES_H
#define SHFL_CUDA_SHIM_VECTOR_TYPES_H

#include "shim_defines.h"

#define __SHIM_VEC1(NAME, T, A)                                                \
  struct __attribute__((aligned(A))) NAME { T x; };
#define __SHIM_VEC2(NAME, T, A)                                                \
  struct __attribute__((aligned(A))) NAME { T x, y; };
#define __SHIM_VEC3(NAME, T)                                                   \
  struct NAME { T x, y, z; };
#define __SHIM_VEC4(NAME, T, A)                                                \
  struct __attribute__((aligned(A))) NAME { T x, y, z, w; };

__SHIM_VEC1(char1, signed char, 1)
__SHIM_VEC2(char2, signed char, 2)
__SHIM_VEC3(char3, signed char)
__SHIM_VEC4(char4, signed char, 4)
__SHIM_VEC1(uchar1, unsigned char, 1)
__SHIM_VEC2(uchar2, unsigned char, 2)
__SHIM_VEC3(uchar3, unsigned char)
__SHIM_VEC4(uchar4, unsigned char, 4)
__SHIM_VEC1(short1, short, 2)
__SHIM_VEC2(short2, short, 4)
__SHIM_VEC3(short3, short)
__SHIM_VEC4(short4, short, 8)
__SHIM_VEC1(ushort1, unsigned short, 2)
__SHIM_VEC2(ushort2, unsigned short, 4)
__SHIM_VEC3(ushort3, unsigned short)
__SHIM_VEC4(ushort4, unsigned short, 8)
__SHIM_VEC1(int1, int, 4)
__SHIM_VEC2(int2, int, 8)
__SHIM_VEC3(int3, int)
__SHIM_VEC4(int4, int, 16)
__SHIM_VEC1(uint1, unsigned int, 4)
__SHIM_VEC2(uint2, unsigned int, 8)
__SHIM_VEC3(uint3, unsigned int)
__SHIM_VEC4(uint4, unsigned int, 16)
__SHIM_VEC1(long1, long, 8)
__SHIM_VEC2(long2, long, 16)
__SHIM_VEC3(long3, long)
__SHIM_VEC4(long4, long, 16)
__SHIM_VEC1(ulong1, unsigned long, 8)
__SHIM_VEC2(ulong2, unsigned long, 16)
__SHIM_VEC3(ulong3, unsigned long)
__SHIM_VEC4(ulong4, unsigned long, 16)
__SHIM_VEC1(longlong1, long long, 8)
__SHIM_VEC2(longlong2, long long, 16)
__SHIM_VEC3(longlong3, long long)
__SHIM_VEC4(longlong4, long long, 16)
__SHIM_VEC1(ulonglong1, unsigned long long, 8)
__SHIM_VEC2(ulonglong2, unsigned long long, 16)
__SHIM_VEC3(ulonglong3, unsigned long long)
__SHIM_VEC4(ulonglong4, unsigned long long, 16)
__SHIM_VEC1(float1, float, 4)
__SHIM_VEC2(float2, float, 8)
__SHIM_VEC3(float3, float)
__SHIM_VEC4(float4, float, 16)
__SHIM_VEC1(double1, double, 8)
__SHIM_VEC2(double2, double, 16)
__SHIM_VEC3(double3, double)
__SHIM_VEC4(double4, double, 16)

#undef __SHIM_VEC1
#undef __SHIM_VEC2
#undef __SHIM_VEC3
#undef __SHIM_VEC4

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int X = 1, unsigned int Y = 1,
                                     unsigned int Z = 1)
      : x(X), y(Y), z(Z) {}
  __host__ __device__ constexpr dim3(uint3 V) : x(V.x), y(V.y), z(V.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};

#endif // SHFL_CUDA_SHIM_VECTOR_TYPES_H
