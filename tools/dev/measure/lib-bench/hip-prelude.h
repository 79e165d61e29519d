// Included before rocprim_kernels.hip (tools/dev/measure/lib-bench.py).
//
// clang 22's HIP runtime wrapper leaves out two declarations that ROCm 5.2's
// hip_fp16.h uses, which rocPRIM's headers include.
extern "C" __attribute__((device, const)) _Float16 __llvm_amdgcn_rcp_f16(_Float16);
typedef _Float16 __lib_bench_2f16 __attribute__((ext_vector_type(2)));
extern "C" __attribute__((device, const)) __lib_bench_2f16
__llvm_amdgcn_rcp_2f16(__lib_bench_2f16);

// The kernels are compiled with -nogpulib (Debian's device libraries lack
// gfx942, gfx1100 and gfx1200).  HIP's headers call three functions of the
// ROCm device libraries; without a definition each would be a real call.
// These define them as the libraries do, so that rocPRIM's kernels are
// measured as a HIP build that links the libraries compiles them.
extern "C" __attribute__((device, const, always_inline)) unsigned long
__ockl_get_local_id(unsigned D) {
  return D == 0 ? __builtin_amdgcn_workitem_id_x()
         : D == 1 ? __builtin_amdgcn_workitem_id_y()
         : D == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}
extern "C" __attribute__((device, const, always_inline)) unsigned long
__ockl_get_group_id(unsigned D) {
  return D == 0 ? __builtin_amdgcn_workgroup_id_x()
         : D == 1 ? __builtin_amdgcn_workgroup_id_y()
         : D == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}
// OpenCL's atomic_work_item_fence(flags, order, scope), which HIP's
// __syncthreads() calls around the barrier: order 2 acquire, 3 release,
// 4 acq_rel, 5 seq_cst; scope 1 work-group, 2 device, 4 sub-group.
extern "C" __attribute__((device, always_inline)) void
__atomic_work_item_fence(unsigned Flags, int Order, int Scope) {
  (void)Flags;
  if (Scope == 1) {
    if (Order == 2)
      __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
    else if (Order == 3)
      __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    else
      __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
  } else if (Order == 2) {
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "agent");
  } else if (Order == 3) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
  } else {
    __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
  }
}
