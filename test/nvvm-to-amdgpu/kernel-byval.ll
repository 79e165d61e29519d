; NVPTX passes aggregates to kernels byval, which amdgpu_kernel forbids: the
; parameter becomes a byref pointer into the kernel arguments (constant
; address space 4) with the byval's alignment, as clang passes a HIP
; kernel's structs, and the body works on a private copy, which it may
; modify.  A struct aligned beyond its fields (CUDA's __align__(16), a
; float4) keeps its C alignment in the kernel-argument segment.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM

target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, [4 x float] }
%struct.F4 = type { float, float, float, float }

; CHECK-LABEL: define amdgpu_kernel void @k(ptr addrspace(4) noundef byref(%struct.P) align 4 %p, ptr addrspace(1) noundef %out)
; CHECK-NEXT:    %p.copy = alloca %struct.P, align 4, addrspace(5)
; CHECK-NEXT:    call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %p.copy, ptr addrspace(4) align 4 %p, i64 20, i1 false)
; CHECK-NEXT:    %p.ptr = addrspacecast ptr addrspace(5) %p.copy to ptr
; CHECK-NEXT:    %out.generic = addrspacecast ptr addrspace(1) %out to ptr
; CHECK-NEXT:    %a = load i32, ptr %p.ptr, align 4
; CHECK-NEXT:    store i32 7, ptr %p.ptr, align 4
; CHECK-NEXT:    store i32 %a, ptr %out.generic, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @k(ptr byval(%struct.P) align 4 %p, ptr noundef %out) {
  %a = load i32, ptr %p, align 4
  store i32 7, ptr %p, align 4
  store i32 %a, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define amdgpu_kernel void @aligned(ptr addrspace(1) noundef %out, i8 noundef %c, ptr addrspace(4) noundef byref(%struct.F4) align 16 %v)
define ptx_kernel void @aligned(ptr noundef %out, i8 noundef %c, ptr byval(%struct.F4) align 16 %v) {
  %x = load float, ptr %v, align 16
  store float %x, ptr %out, align 4
  ret void
}

; ASM:      .args:
; ASM-NEXT:   - .name: p
; ASM-NEXT:     .offset: 0
; ASM-NEXT:     .size: 20
; ASM-NEXT:     .value_kind: by_value
; ASM:          .name: v
; ASM-NEXT:     .offset: 16
; ASM-NEXT:     .size: 16
; ASM-NEXT:     .value_kind: by_value
