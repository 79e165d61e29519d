// In the clang flow the shuffle lowering runs after the inliner, so the
// constant lane mask and width of `__shfl_xor_sync(m, v, 1, 16)` in user code
// reach it as constants (through the project's CUDA header here; the
// toolkit's headers in shfl-constants-toolkit.cu) and the call takes the DPP
// fast path: the remark names the sequence, and no ds_bpermute is left.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: clang %cuda_device_flags --cuda-path=%t/no-toolkit -nocudainc -I %cuda_shim \
// RUN:   -include cuda_runtime.h -Xclang -target-feature -Xclang +ptx70 -O2 -emit-llvm -S %s \
// RUN:   -o %t/k.ll %clang_plugin -Rpass=nvvm-shfl-to-amdgpu \
// RUN:   -mllvm -shfl-lowering-pipeline='nvvm-to-amdgpu<gfx90a>,nvvm-shfl-to-amdgpu' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=IR < %t/k.ll
//
// REMARK: remark: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with quad_perm:[1,0,3,2]
// REMARK: remark: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with ds_bpermute
// IR-LABEL: define{{.*}} amdgpu_kernel void @_Z6kernelPiS_(
// IR: call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %{{.*}}, i32 177, i32 15, i32 15, i1 true)
// IR: call i32 @llvm.amdgcn.ds.bpermute(
// IR-NOT: llvm.nvvm.shfl

__global__ void kernel(int *p, int *lanes) {
  int v = p[threadIdx.x];
  v += __shfl_xor_sync(0xffffffffu, v, 1, 16);
  // A runtime lane mask keeps the generic path.
  v += __shfl_xor_sync(0xffffffffu, v, lanes[0], 16);
  p[threadIdx.x] = v;
}
