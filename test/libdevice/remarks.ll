; -pass-remarks=nvvm-libdevice-to-amdgpu names each call's mapping, its kind
; and its status.
; REQUIRES: rocm-device-libs
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -pass-remarks=nvvm-libdevice-to-amdgpu \
; RUN:   -disable-output %s 2>&1 | FileCheck %s
; CHECK: remark: k.cu:2:3: __nv_sinhf -> __ocml_sinh_f32 (ocml, measured)
; CHECK: remark: k.cu:3:3: __nv_popc -> llvm.ctpop (intrinsic, exact)
; CHECK: remark: k.cu:4:3: __nv_float2int_rn -> LibdeviceAMDGPU.c (ir, exact)
target triple = "nvptx64-nvidia-cuda"
define i32 @k(float %x, i32 %i) !dbg !5 {
  %e = call float @__nv_sinhf(float %x), !dbg !6
  %p = call i32 @__nv_popc(i32 %i), !dbg !7
  %c = call i32 @__nv_float2int_rn(float %e), !dbg !8
  %r = add i32 %p, %c
  ret i32 %r
}
declare float @__nv_sinhf(float)
declare i32 @__nv_popc(i32)
declare i32 @__nv_float2int_rn(float)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DILocation(line: 2, column: 3, scope: !5)
!7 = !DILocation(line: 3, column: 3, scope: !5)
!8 = !DILocation(line: 4, column: 3, scope: !5)
