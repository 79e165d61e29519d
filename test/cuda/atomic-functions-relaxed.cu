// CUDA's atomic functions are relaxed at device scope; through the driver,
// with the project's headers and with the toolkit's, atomicAdd, atomicMax,
// atomicExch, atomicCAS and atomicInc become monotonic atomics at agent
// scope (HIP's atomicAdd is the same), and the program's own seq_cst
// atomic stays seq_cst.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: shfl-cuda-to-amdgpu --cuda-device-only --cuda-headers=shim --offload-arch=gfx90a %s -o %t/shim --emit=ll
// RUN: FileCheck %s < %t/shim.ll
// RUN: %if cuda-toolkit && llvm22 %{ shfl-cuda-to-amdgpu --cuda-device-only --cuda-headers=/usr/local/cuda --offload-arch=gfx90a %s -o %t/toolkit --emit=ll %}
// RUN: %if cuda-toolkit && llvm22 %{ FileCheck %s < %t/toolkit.ll %}

// CHECK-LABEL: define {{.*}}amdgpu_kernel void @atomics(
// CHECK:       atomicrmw add ptr addrspace(1) %{{.*}}, i32 1 syncscope("agent") monotonic
// CHECK:       atomicrmw max ptr addrspace(1) %{{.*}}, i32 2 syncscope("agent") monotonic
// CHECK:       atomicrmw xchg ptr addrspace(1) %{{.*}}, i32 3 syncscope("agent") monotonic
// CHECK:       cmpxchg ptr addrspace(1) %{{.*}}, i32 4, i32 5 syncscope("agent") monotonic monotonic
// CHECK:       atomicrmw uinc_wrap ptr addrspace(1) %{{.*}}, i32 6 syncscope("agent") monotonic
// CHECK:       atomicrmw add ptr addrspace(1) %{{.*}}, i64 7 syncscope("agent") monotonic
// CHECK:       atomicrmw add ptr addrspace(1) %{{.*}}, i32 9 seq_cst
// CHECK-NOT:   seq_cst
// CHECK:       ret void
extern "C" __global__ void atomics(int *p, unsigned *q, unsigned long long *r) {
  atomicAdd(p, 1);
  atomicMax(p, 2);
  atomicExch(q, 3u);
  atomicCAS(p, 4, 5);
  atomicInc(q, 6u);
  atomicAdd(r, 7ull);
  __atomic_fetch_add(p, 9, __ATOMIC_SEQ_CST);
}
