; On a module that is already amdgcn (the .ll written by clang, which carries
; the NVPTX datalayout back, see the clang flow) the pass only restores the
; AMDGPU datalayout and drops the saved one; the code is untouched.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "amdgcn-amd-amdhsa"

; CHECK: target datalayout = "{{.*}}-A5-G1{{.*}}"
; CHECK: define amdgpu_kernel void @k() #0 {
; CHECK-NEXT: ret void
; CHECK: attributes #0 = { "target-cpu"="gfx90a" }
; CHECK-NOT: shfl.nvptx.datalayout
define amdgpu_kernel void @k() #0 {
  ret void
}
attributes #0 = { "target-cpu"="gfx90a" }
!shfl.nvptx.datalayout = !{!0}
!0 = !{!"e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"}
