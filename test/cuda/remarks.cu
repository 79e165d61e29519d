// The remarks of the lowering passes on a small kernel, at the user's
// source lines (the shuffles are inlined from the shim's __shfl_*_sync, and
// the remarks point at their call sites): which primitive, how it moved
// (constant operands take DPP fast paths, the runtime-lane shuffle
// ds_bpermute) and how many instructions that took (wave32 needs fewer for
// ds_bpermute: a lane's CUDA lane id is its wave lane id).  -pass-remarks-output writes the
// same as YAML for opt-viewer.
// RUN: rm -rf %t && mkdir -p %t
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudalib -nocudainc --cuda-path=%cuda_shim/no-toolkit -I %cuda_shim -include cuda_runtime.h -Xclang -target-feature -Xclang +ptx70 -O2 -gline-tables-only -S -emit-llvm %s -o %t/k.ll
// RUN: opt %loadshfl '-passes=nvvm-to-amdgpu<gfx90a>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' -pass-remarks='nvvm-shfl-to-amdgpu|nvvm-warp-to-amdgpu' -pass-remarks-output=%t/k.yaml -pass-remarks-filter='nvvm-shfl-to-amdgpu|nvvm-warp-to-amdgpu' -disable-output %t/k.ll 2>&1 | FileCheck %s --match-full-lines
// RUN: opt %loadshfl '-passes=nvvm-to-amdgpu<gfx1100>,nvvm-warp-to-amdgpu,nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %t/k.ll 2>&1 | FileCheck %s --check-prefix=W32 --match-full-lines
// RUN: FileCheck %s --check-prefix=YAML < %t/k.yaml

// CHECK:      remark: {{.*}}remarks.cu:[[#BALLOT:]]:16: lowered vote.ballot.sync for amdgpu wave64 with ballot
// CHECK-NEXT: remark: {{.*}}remarks.cu:[[#XOR:]]:11: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with quad_perm:[1,0,3,2] (1 instructions)
// CHECK-NEXT: remark: {{.*}}remarks.cu:[[#XOR+1]]:11: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with ds_bpermute (5 instructions)
// CHECK-NEXT: remark: {{.*}}remarks.cu:[[#XOR+2]]:11: lowered shfl.sync.up.i32 (mode up, type i32) for amdgpu wave64 with row_shr:2, own value on 0x3000300030003 (3 instructions)
// CHECK-NOT:  remark

// W32:      remark: {{.*}}remarks.cu:[[#XOR:]]:11: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave32 with quad_perm:[1,0,3,2] (1 instructions)
// W32-NEXT: remark: {{.*}}remarks.cu:[[#XOR+1]]:11: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
// W32-NEXT: remark: {{.*}}remarks.cu:[[#XOR+2]]:11: lowered shfl.sync.up.i32 (mode up, type i32) for amdgpu wave32 with row_shr:2, own value on 0x30003 (3 instructions)

// YAML:      --- !Passed
// YAML-NEXT: Pass: nvvm-warp-to-amdgpu
// YAML-NEXT: Name: WarpPrimitiveLowered
// YAML-NEXT: DebugLoc: { File: {{.*}}remarks.cu{{'?}}, Line: [[#BALLOT:]], Column: 16 }
// YAML:      --- !Passed
// YAML-NEXT: Pass: nvvm-shfl-to-amdgpu
// YAML-NEXT: Name: ShuffleLowered
// YAML-NEXT: DebugLoc: { File: {{.*}}remarks.cu{{'?}}, Line: [[#BALLOT-3]], Column: 11 }
// YAML-NEXT: Function: remarks_kernel
// YAML:        - Intrinsic: shfl.sync.bfly.i32
// YAML:        - Strategy: 'quad_perm:[1,0,3,2]'
// YAML:        - NumInstrs: '1'

extern "C" __global__ void remarks_kernel(const int *in, int *out, int src) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int x = __shfl_xor_sync(0xffffffffu, v, 1);
  int b = __shfl_sync(0xffffffffu, v, src);
  int u = __shfl_up_sync(0xffffffffu, v, 2, 16);
  unsigned m = __ballot_sync(0xffffffffu, v > 0);
  out[i] = x + b + u + (int)m;
}
