; Device printf and assert calls that cannot be lowered are errors at the
; call, and the module stays valid: a format that is not a constant string
; (CUDA's buffer can only be read with the format known), a format that
; takes arguments when the call passes none, and calls of other types than
; vprintf's and __assertfail's.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/dynamic.ll 2>&1 | FileCheck %s --check-prefix=DYNAMIC
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/noargs.ll 2>&1 | FileCheck %s --check-prefix=NOARGS
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/vprintf-type.ll 2>&1 | FileCheck %s --check-prefix=VTYPE
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/assert-type.ll 2>&1 | FileCheck %s --check-prefix=ATYPE
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/glibc-assert-type.ll 2>&1 | FileCheck %s --check-prefix=GTYPE

; DYNAMIC: error: k.cu:7:3: in function print void (ptr): printf's format string is not a constant string: CUDA's argument buffer can only be read with the format known when compiling
; NOARGS:  error: k.cu:7:3: in function print void (): printf format "%d\n" takes 1 argument(s) but the call passes none
; VTYPE:   error: k.cu:7:3: in function print void (): cannot lower call to 'vprintf': unexpected signature 'i32 (ptr)' (expected i32 (ptr, ptr))
; ATYPE:   error: k.cu:7:3: in function check void (): cannot lower call to '__assertfail': unexpected signature 'void (ptr, i32)' (expected void (ptr, ptr, i32, ptr, i64))
; GTYPE:   error: k.cu:7:3: in function check void (): cannot lower call to '__assert_fail': unexpected signature 'void (ptr, ptr, ptr, ptr)' (expected void (ptr, ptr, i32, ptr))

;--- dynamic.ll
target triple = "nvptx64-nvidia-cuda"
define void @print(ptr %fmt) !dbg !5 {
  %r = call i32 @vprintf(ptr %fmt, ptr null), !dbg !7
  ret void
}
declare i32 @vprintf(ptr, ptr)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "print", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 7, column: 3, scope: !5)

;--- noargs.ll
target triple = "nvptx64-nvidia-cuda"
@fmt = private constant [4 x i8] c"%d\0A\00"
define void @print() !dbg !5 {
  %r = call i32 @vprintf(ptr @fmt, ptr null), !dbg !7
  ret void
}
declare i32 @vprintf(ptr, ptr)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "print", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 7, column: 3, scope: !5)

;--- vprintf-type.ll
target triple = "nvptx64-nvidia-cuda"
@fmt = private constant [4 x i8] c"%d\0A\00"
define void @print() !dbg !5 {
  %r = call i32 @vprintf(ptr @fmt), !dbg !7
  ret void
}
declare i32 @vprintf(ptr)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "print", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 7, column: 3, scope: !5)

;--- assert-type.ll
target triple = "nvptx64-nvidia-cuda"
define void @check() !dbg !5 {
  call void @__assertfail(ptr null, i32 1), !dbg !7
  ret void
}
declare void @__assertfail(ptr, i32)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 7, column: 3, scope: !5)

;--- glibc-assert-type.ll
target triple = "nvptx64-nvidia-cuda"
define void @check() !dbg !5 {
  call void @__assert_fail(ptr null, ptr null, ptr null, ptr null), !dbg !7
  ret void
}
declare void @__assert_fail(ptr, ptr, ptr, ptr)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 7, column: 3, scope: !5)
