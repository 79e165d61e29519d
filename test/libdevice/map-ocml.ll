; A row of kind Ocml: the call is renamed to the OCML function of the same
; type, which is linked from ocml.bc with what it calls (and nothing else),
; made internal, and compiled for the module's target; the controls it
; reads are defined for gfx90a.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define float @e(float %x) {
  %r = call contract float @__nv_log10f(float %x)
  ret float %r
}
declare float @__nv_log10f(float)

; CHECK-DAG: @__oclc_daz_opt = internal local_unnamed_addr addrspace(4) constant i8 0
; CHECK-DAG: @__oclc_unsafe_math_opt = internal local_unnamed_addr addrspace(4) constant i8 0
; CHECK-DAG: @__oclc_ISA_version = internal local_unnamed_addr addrspace(4) constant i32 9010
; CHECK-LABEL: define hidden float @e(float %x)
; CHECK-NEXT:    %r = call contract float @__ocml_log10_f32(float %x)
; CHECK-NEXT:    ret float %r
; CHECK:       define internal float @__ocml_log10_f32(float noundef %0) #[[ATTR:[0-9]+]]
; CHECK-NOT:   define {{.*}}@__ocml_sin_f32
; CHECK-NOT:   declare float @__nv_log10f
; CHECK:       attributes #[[ATTR]] = { {{.*}}"target-cpu"="gfx90a"
