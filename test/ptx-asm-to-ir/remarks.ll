; ptx-asm-to-ir says, per asm statement, what it did: translated (with the
; number of PTX instructions and of IR instructions emitted before folding),
; deleted as dead, or left untranslated with the reason (a missed remark; the
; late check reports it as an error if it survives optimisation).
; RUN: opt %loadshfl -passes=ptx-asm-to-ir -pass-remarks=ptx-asm-to-ir \
; RUN:   -pass-remarks-missed=ptx-asm-to-ir -disable-output < %s 2>&1 | FileCheck %s
; RUN: opt %loadshfl -passes=ptx-asm-to-ir -pass-remarks-output=%t.yaml -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; CHECK:      remark: k.cu:4:5: translated inline PTX '{ .reg .pred p; setp.ne.u32 p, $1, 0; selp.u32 $0, 1, 2, p; }': 2 PTX instruction(s) to {{[0-9]+}} IR instruction(s) before folding
; CHECK-NEXT: remark: k.cu:5:5: deleted inline PTX 'mov.u32 $0, %laneid;': no side effects and no use of its result
; CHECK-NEXT: remark: k.cu:6:5: inline PTX 'frob.b32 $0, $1;' left untranslated: unknown opcode 'frob' (an error at the end of the pipeline if it survives)
; CHECK-NOT:  remark

; YAML:      --- !Passed
; YAML-NEXT: Pass:            ptx-asm-to-ir
; YAML-NEXT: Name:            Translated
; YAML-NEXT: DebugLoc:        { File: k.cu, Line: 4, Column: 5 }
; YAML:      PTXInstructions: '2'
; YAML:      --- !Passed
; YAML-NEXT: Pass:            ptx-asm-to-ir
; YAML-NEXT: Name:            DeadAsmDeleted
; YAML:      --- !Missed
; YAML-NEXT: Pass:            ptx-asm-to-ir
; YAML-NEXT: Name:            Untranslated
; YAML-NEXT: DebugLoc:        { File: k.cu, Line: 6, Column: 5 }

define i32 @f(i32 %a) !dbg !5 {
  %s = call i32 asm "{ .reg .pred p; setp.ne.u32 p, $1, 0; selp.u32 $0, 1, 2, p; }", "=r,r"(i32 %a), !dbg !7
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"(), !dbg !8
  %u = call i32 asm sideeffect "frob.b32 $0, $1;", "=r,r"(i32 %s), !dbg !9
  ret i32 %u
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, scopeLine: 3, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 4, column: 5, scope: !5)
!8 = !DILocation(line: 5, column: 5, scope: !5)
!9 = !DILocation(line: 6, column: 5, scope: !5)
