; amdgpu-signed-zero-products takes no parameter: one is a located error.
; RUN: not opt %loadshfl -passes='amdgpu-signed-zero-products<x>' -disable-output %s 2>&1 | \
; RUN:   FileCheck %s
; CHECK: amdgpu-signed-zero-products takes no parameter ('x' given)

define void @f() {
  ret void
}
