; A libdevice function used with another type than libdevice.10.bc gives it
; is an error at the call, and the call is left alone (no broken module):
; a declaration of the wrong type, a call through another function type,
; and a use that is not a call.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/decl.ll 2>&1 | FileCheck %s --check-prefix=DECL
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/call.ll 2>&1 | FileCheck %s --check-prefix=CALL
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/use.ll 2>&1 | FileCheck %s --check-prefix=USE

; DECL: error: k.cu:4:7: in function f double (double): '__nv_expf' is declared as 'double (double)', but libdevice defines it as 'float (float)'
; CALL: error: k.cu:5:9: in function g float (double): call to '__nv_sinf' has type 'float (double)', but libdevice defines it as 'float (float)'
; USE: error: <unknown>:0:0: in function h void (ptr): '__nv_cosf' is used other than by a direct call

;--- decl.ll
target triple = "nvptx64-nvidia-cuda"
define double @f(double %x) !dbg !5 {
  %r = call double @__nv_expf(double %x), !dbg !7
  ret double %r
}
declare double @__nv_expf(double)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 4, column: 7, scope: !5)

;--- call.ll
target triple = "nvptx64-nvidia-cuda"
define float @g(double %x) !dbg !5 {
  %r = call float @__nv_sinf(double %x), !dbg !7
  ret float %r
}
declare float @__nv_sinf(float)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 5, column: 9, scope: !5)

;--- use.ll
target triple = "nvptx64-nvidia-cuda"
define void @h(ptr %p) {
  store ptr @__nv_cosf, ptr %p
  ret void
}
declare float @__nv_cosf(float)
