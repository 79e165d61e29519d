; The project's own libdevice functions are compiled with -ffreestanding,
; which marks them "no-builtins"; the inliner does not inline such a
; function into a caller without the attribute.  Linked, they lose it, so
; the inliner that follows in clang's pipeline inlines one-line helpers
; (__nv_float_as_uint, __nv_ffs) instead of leaving a call, with its stack
; and saved registers, in the kernel.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | FileCheck %s --check-prefix=LINKED
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | not grep no-builtins
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>,cgscc(inline)' -S %s | FileCheck %s --check-prefix=INLINED
target triple = "nvptx64-nvidia-cuda"

define i32 @bits(i32 %x, float %f) {
  %ffs = call i32 @__nv_ffs(i32 %x)
  %u = call i32 @__nv_float_as_uint(float %f)
  %s = add i32 %ffs, %u
  ret i32 %s
}

declare i32 @__nv_ffs(i32)
declare i32 @__nv_float_as_uint(float)

; LINKED-DAG:  define internal {{.*}}i32 @__nv_ffs(i32 {{.*}}) #[[A:[0-9]+]]
; LINKED-DAG:  define internal {{.*}}i32 @__nv_float_as_uint(float {{.*}}) #[[A]]
; LINKED-DAG:  attributes #[[A]] = { {{.*}}"target-cpu"="gfx90a"

; INLINED-LABEL: define hidden i32 @bits(
; INLINED-NOT:   call {{.*}}@__nv_
; INLINED:       ret i32
