; amdgpu-nan-fixup-branches takes no parameter.
; RUN: not opt %loadshfl -passes='amdgpu-nan-fixup-branches<wave64>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: amdgpu-nan-fixup-branches takes no parameter ('wave64' given)

define void @f() {
  ret void
}
