; clang 19 marks kernels and launch bounds in !nvvm.annotations; both are
; understood and the annotations are dropped.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx942>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK: define amdgpu_kernel void @kernel(ptr addrspace(1) %out) [[KATTR:#[0-9]+]] {
define void @kernel(ptr %out) {
  ret void
}

; CHECK: define hidden void @not_a_kernel() [[FATTR:#[0-9]+]] {
define void @not_a_kernel() {
  ret void
}

; CHECK: attributes [[KATTR]] = { "amdgpu-flat-work-group-size"="1,128" "target-cpu"="gfx942" }
; CHECK: attributes [[FATTR]] = { "target-cpu"="gfx942" }
; CHECK-NOT: nvvm.annotations

!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @kernel, !"kernel", i32 1}
!1 = !{ptr @kernel, !"maxntidx", i32 64, !"maxntidy", i32 2}
!2 = !{ptr @not_a_kernel, !"kernel", i32 0}
