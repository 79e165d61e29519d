; A row of kind Lib: the call keeps its libdevice name and the project's own
; definition (LibdeviceIR/LibdeviceAMDGPU.c, embedded in the plugin) is
; linked, internal, with what it calls.  These are the integer bit functions
; that nvvm-to-amdgpu used to expand by hand, and a directed rounding.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

define i32 @bits(i32 %x, i64 %y, float %a, float %b) {
  %popcll = call i32 @__nv_popcll(i64 %y)
  %ffs = call i32 @__nv_ffs(i32 %x)
  %clzll = call i32 @__nv_clzll(i64 %y)
  %rd = call float @__nv_fadd_rd(float %a, float %b)
  %rdi = fptosi float %rd to i32
  %s0 = add i32 %popcll, %ffs
  %s1 = add i32 %s0, %clzll
  %s2 = add i32 %s1, %rdi
  ret i32 %s2
}

declare i32 @__nv_popcll(i64)
declare i32 @__nv_ffs(i32)
declare i32 @__nv_clzll(i64)
declare float @__nv_fadd_rd(float, float)

; CHECK-LABEL: define hidden i32 @bits(
; CHECK-NEXT:    %popcll = call i32 @__nv_popcll(i64 %y)
; CHECK-NEXT:    %ffs = call i32 @__nv_ffs(i32 %x)
; CHECK-NEXT:    %clzll = call i32 @__nv_clzll(i64 %y)
; CHECK-NEXT:    %rd = call float @__nv_fadd_rd(float %a, float %b)
; CHECK-DAG:   define internal {{.*}}i32 @__nv_popcll(i64 {{.*}}) #[[A:[0-9]+]]
; CHECK-DAG:   call {{.*}}i64 @llvm.ctpop.i64(
; CHECK-DAG:   define internal {{.*}}i32 @__nv_ffs(i32 {{.*}})
; CHECK-DAG:   call {{.*}}i32 @llvm.cttz.i32(
; CHECK-DAG:   define internal {{.*}}i32 @__nv_clzll(i64 {{.*}})
; CHECK-DAG:   define internal float @__nv_fadd_rd(float {{.*}}, float {{.*}})
; CHECK-DAG:   attributes #[[A]] = { {{.*}}"target-cpu"="gfx1100" "target-features"="+wavefrontsize32"
; CHECK-NOT:   define {{.*}}@__nv_fadd_ru
