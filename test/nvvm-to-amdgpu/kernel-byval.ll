; NVPTX passes aggregates to kernels byval, which amdgpu_kernel forbids: the
; parameter becomes a direct aggregate (AMDGPU passes it in the kernel
; arguments) and the body works on a private copy, which it may modify.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM

target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, [4 x float] }

; CHECK-LABEL: define amdgpu_kernel void @k(%struct.P %p, ptr addrspace(1) noundef %out)
; CHECK-NEXT:    %p.copy = alloca %struct.P, align 4, addrspace(5)
; CHECK-NEXT:    store %struct.P %p, ptr addrspace(5) %p.copy, align 4
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

; ASM:      .args:
; ASM-NEXT:   - .name: p
; ASM-NEXT:     .offset: 0
; ASM-NEXT:     .size: 20
; ASM-NEXT:     .value_kind: by_value
