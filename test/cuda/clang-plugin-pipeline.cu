// The plugin loaded into clang runs the lowering inside clang's own pipeline
// when -shfl-lowering-pipeline names it, at -O0 (optnone code) and at -O2.
//
// RUN: clang %cuda_device_flags -nocudainc -O0 -emit-llvm -S %s -o - \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave64>' \
// RUN:   | FileCheck %s
// RUN: clang %cuda_device_flags -nocudainc -O2 -emit-llvm -S %s -o - \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave32>' \
// RUN:   | FileCheck %s
// Without the option the plugin only registers its passes; nothing changes.
// RUN: clang %cuda_device_flags -nocudainc -O2 -emit-llvm -S %s -o - %clang_plugin \
// RUN:   | FileCheck %s --check-prefix=OFF
// A bad pipeline is reported as an error, not a fatal one (no "LLVM ERROR",
// no crash report), at -O0 and at -O2, with none of its passes run.
// RUN: not clang %cuda_device_flags -nocudainc -O2 -emit-llvm -S %s -o /dev/null \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='no-such-pass' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD --implicit-check-not='LLVM ERROR'
// RUN: not clang %cuda_device_flags -nocudainc -O0 -emit-llvm -S %s -o /dev/null \
// RUN:   %clang_plugin -mllvm -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave64>,nvvm-shfl-to-amdgpu<wave9>' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD2 --implicit-check-not='LLVM ERROR'


#define __global__ __attribute__((global))

// CHECK-LABEL: @_Z4swapPi(
// CHECK: call{{.*}} i32 @llvm.amdgcn.mbcnt.lo(
// CHECK: call{{.*}} i32 @llvm.amdgcn.ds.bpermute(
// CHECK-NOT: llvm.nvvm.shfl
// OFF: call i32 @llvm.nvvm.shfl.sync.bfly.i32(
// BAD: error: invalid -shfl-lowering-pipeline: unknown pass name 'no-such-pass'
// BAD2: error: invalid nvvm-shfl-to-amdgpu parameter 'wave9'
// BAD2: error: invalid -shfl-lowering-pipeline: unknown module pass 'nvvm-shfl-to-amdgpu<wave9>'
__global__ void swap(int *p) {
  p[0] = __nvvm_shfl_sync_bfly_i32(0xffffffffu, p[0], 1, 0x1f);
}
