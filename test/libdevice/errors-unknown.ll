; A __nv_ function that libdevice does not have is an error at its call.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: error: k.cu:11:12: in function math float (float): '__nv_sinfoo' is not a libdevice function
target triple = "nvptx64-nvidia-cuda"
define float @math(float %x) !dbg !5 {
  %r = call float @__nv_sinfoo(float %x), !dbg !7
  ret float %r
}
declare float @__nv_sinfoo(float)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "math", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 11, column: 12, scope: !5)
