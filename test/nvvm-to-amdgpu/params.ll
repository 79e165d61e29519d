; Pass-parameter errors.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=NOCPU
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<sm_70>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=BADCPU
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;wave32>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=W32
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;gfx1100>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=TWO
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=3>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=COV3
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=five>' -disable-output < %s 2>&1 | FileCheck %s --check-prefix=COVX

; NOCPU: nvvm-to-amdgpu needs an AMDGPU processor, e.g. nvvm-to-amdgpu<gfx90a>
; BADCPU: invalid nvvm-to-amdgpu parameter 'sm_70' (expected an AMDGPU processor such as gfx90a, wave32/wave64, code-object-version=N, or a libdevice parameter such as daz)
; W32: 'gfx90a' does not support wave32
; TWO: nvvm-to-amdgpu was given two processors, 'gfx90a' and 'gfx1100'
; COV3: invalid nvvm-to-amdgpu code object version '3' (expected 4, 5 or 6)
; COVX: invalid nvvm-to-amdgpu code object version 'five' (expected 4, 5 or 6)

target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
