; A code-object-version parameter that contradicts the module's flag is an
; error also in a module that only declares functions.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=6>' -disable-output < %s 2>&1 | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=4>' -S < %s | FileCheck %s --check-prefix=SAME

; CHECK: error: <unknown>:0:0: in function ext void (): the module's amdhsa_code_object_version is 4 but nvvm-to-amdgpu was given code-object-version=6
; SAME: !{i32 1, !"amdhsa_code_object_version", i32 400}

target triple = "nvptx64-nvidia-cuda"

declare void @ext()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
