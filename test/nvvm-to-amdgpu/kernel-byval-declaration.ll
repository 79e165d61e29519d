; A kernel that is only declared here (defined in another translation unit,
; as with -fgpu-rdc) with a byval parameter gets the same signature as its
; definition gets there: the aggregate passed byref in the kernel
; arguments, amdgpu_kernel.  The
; pass used to build the private copy at the entry of a function without a
; body and crash.  Both kernel markings: clang 22's ptx_kernel convention and
; clang 19's !nvvm.annotations.
; RUN: split-file %s %t
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/clang22.ll | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/clang19.ll | FileCheck %s

; CHECK: @kernels = protected global [1 x ptr] [ptr @k]
; CHECK: declare amdgpu_kernel void @k(ptr addrspace(4) noundef byref(%struct.S) align 4, ptr addrspace(1) noundef) #[[#A:]]
; CHECK: attributes #[[#A]] = { "target-cpu"="gfx90a" }

;--- clang22.ll
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, i32 }
@kernels = global [1 x ptr] [ptr @k]
declare ptx_kernel void @k(ptr byval(%struct.S) align 4, ptr noundef)

;--- clang19.ll
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, i32 }
@kernels = global [1 x ptr] [ptr @k]
declare void @k(ptr byval(%struct.S) align 4, ptr noundef)
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
