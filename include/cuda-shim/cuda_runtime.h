//===- cuda_runtime.h - Minimal CUDA device header for shfl-lowering -------===//
//
// Part of shfl-lowering, an out-of-tree LLVM project.
//
//===----------------------------------------------------------------------===//
//
// A small stand-in for the CUDA toolkit's device headers, enough for the
// project's tests and for `shfl-cuda-to-amdgpu` when no toolkit is installed.
// It is force-included (`-include cuda_runtime.h`) together with
// `-nocudainc`, so a kernel file written for nvcc compiles unchanged.
//
// Everything maps onto clang's NVPTX builtins, so clang emits exactly the NVVM
// intrinsics that the real headers produce (llvm.nvvm.read.ptx.sreg.*,
// llvm.nvvm.shfl.sync.*, llvm.nvvm.vote.*, llvm.nvvm.bar.warp.sync, ...),
// which the shfl-lowering passes then retarget to AMDGPU.
//
// Only device-side code is provided: there is no host runtime API here.
//
//===----------------------------------------------------------------------===//

#ifndef SHFL_CUDA_SHIM_CUDA_RUNTIME_H
#define SHFL_CUDA_SHIM_CUDA_RUNTIME_H

#define SHFL_CUDA_SHIM 1

#ifndef __CUDA__
#error "the shfl-lowering CUDA shim needs clang in CUDA mode (-x cuda)"
#endif

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

#define __SHIM_DEV static __device__ __inline__ __attribute__((always_inline))

typedef __SIZE_TYPE__ size_t;

struct uint3 {
  unsigned int x, y, z;
};

struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int X = 1, unsigned int Y = 1,
                                     unsigned int Z = 1)
      : x(X), y(Y), z(Z) {}
  __host__ __device__ constexpr dim3(uint3 V) : x(V.x), y(V.y), z(V.z) {}
};

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
// Atomics (device scope, as CUDA defines them)
//===----------------------------------------------------------------------===//

__SHIM_DEV int atomicAdd(int *P, int V) { return __nvvm_atom_add_gen_i(P, V); }
__SHIM_DEV unsigned int atomicAdd(unsigned int *P, unsigned int V) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)P, (int)V);
}
__SHIM_DEV unsigned long long atomicAdd(unsigned long long *P,
                                        unsigned long long V) {
  return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)P,
                                                    (long long)V);
}
__SHIM_DEV float atomicAdd(float *P, float V) {
  return __nvvm_atom_add_gen_f(P, V);
}

#undef __SHIM_DEV
#endif // SHFL_CUDA_SHIM_CUDA_RUNTIME_H
