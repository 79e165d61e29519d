// Inline PTX that the translator cannot take is an error only if it
// survives clang's optimisation: in code that the optimiser deletes it is
// not reported, where it survives ptx-asm-check reports it at the asm string
// (clang maps the call's !srcloc to the source).
//
// RUN: clang %cuda_device_flags -nocudainc -O2 -emit-llvm -S %s -o - \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='ptx-asm-to-ir' \
// RUN:   | FileCheck %s
// RUN: not clang %cuda_device_flags -nocudainc -O2 -emit-llvm -S %s -o /dev/null -DLIVE \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='ptx-asm-to-ir' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LIVE

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

static __device__ int wide_path(int x) {
  int r;
  asm volatile("szext.wrap.u32 %0, %1, 4;" : "=r"(r) : "r"(x));
  return r;
}

// CHECK-LABEL: define{{.*}} @_Z6kernelPi(
// CHECK-NOT:   asm
// CHECK:       ret void
__global__ void kernel(int *p) {
  int x = p[0];
  unsigned r;
  asm("add.u32 %0, %1, 1;" : "=r"(r) : "r"(x));
#ifdef LIVE
  if (r != 0)
#else
  if (sizeof(void *) == 2)
#endif
    r = wide_path(r);
  p[1] = r;
}
// LIVE: inline-ptx-dead-code.cu:18:16: error: inline PTX 'szext.wrap.u32 $0, $1, 4;' cannot be translated: unknown opcode 'szext'
