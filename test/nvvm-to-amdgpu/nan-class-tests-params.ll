; amdgpu-nan-class-tests takes no parameter.
; RUN: not opt %loadshfl -passes='amdgpu-nan-class-tests<gfx90a>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: amdgpu-nan-class-tests takes no parameter ('gfx90a' given)

define void @f() {
  ret void
}
