; The module becomes amdgcn-amd-amdhsa with the AMDGPU datalayout, every
; function gets the processor, and ptx_kernel functions become amdgpu_kernel.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -S < %s | FileCheck %s --check-prefixes=CHECK,W32
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100;wave64>' -S < %s | FileCheck %s --check-prefixes=CHECK,W64
; The datalayout is the one llc uses for the AMDGPU target.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: target datalayout = "{{.*}}-p3:32:32-{{.*}}-A5-G1{{.*}}"
; CHECK: target triple = "amdgcn-amd-amdhsa"

; A kernel's pointer parameters are global pointers, cast to generic for the
; body (as in HIP).
; CHECK: define amdgpu_kernel void @kernel(ptr addrspace(1) %out) [[KATTR:#[0-9]+]] {
; CHECK-NEXT: %out.generic = addrspacecast ptr addrspace(1) %out to ptr
; CHECK-NEXT: call void @helper(ptr %out.generic)
define ptx_kernel void @kernel(ptr %out) #0 {
  call void @helper(ptr %out)
  ret void
}

; Device functions are hidden and dso_local: the code object is a closed world.
; CHECK: define hidden void @helper(ptr %p) [[FATTR:#[0-9]+]] {
define void @helper(ptr %p) #1 {
  store i32 1, ptr %p
  ret void
}

; CHECK: attributes [[KATTR]] = { "amdgpu-flat-work-group-size"="1,256" "target-cpu"="{{gfx1100|gfx90a}}"
; W32-NOT: wavefrontsize
; W64-SAME: "target-features"="+wavefrontsize64"
; CHECK: attributes [[FATTR]] = { "target-cpu"="{{gfx1100|gfx90a}}"
; The NVPTX layout is kept for the clang flow.
; CHECK: !shfl.nvptx.datalayout = !{![[DL:[0-9]+]]}
; CHECK: ![[DL]] = !{!"e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"}

attributes #0 = { "nvvm.maxntid"="256" "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
attributes #1 = { "target-cpu"="sm_70" "target-features"="+ptx70,+sm_70" }
