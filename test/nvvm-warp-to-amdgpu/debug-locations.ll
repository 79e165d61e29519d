; Every instruction the pass creates for a call carries the call's debug
; location, also inside the loop that match.any builds, and the names derive
; from the call's name.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s

; CHECK-LABEL: @match_dbg(
; CHECK-NEXT:  {{^}}entry:
; CHECK-NEXT:  %same.active = call i32 @llvm.amdgcn.ballot.i32(i1 true), !dbg [[LOC:![0-9]+]]
; CHECK-NEXT:  br label %same.loop, !dbg [[LOC]]
; CHECK-EMPTY:
; CHECK-NEXT:  {{^}}same.loop:
; CHECK-NEXT:  %same.remaining = phi i32 [ %same.active, %entry ], [ %same.remaining.next, %same.loop ], !dbg [[LOC]]
; CHECK-NEXT:  %same.acc = phi i32 [ 0, %entry ], [ %same, %same.loop ], !dbg [[LOC]]
; CHECK-NEXT:  %same.first = call i32 @llvm.cttz.i32(i32 %same.remaining, i1 true), !dbg [[LOC]]
; CHECK-NEXT:  %same.key = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %same.first), !dbg [[LOC]]
; CHECK-NEXT:  %same.same = icmp eq i32 %v, %same.key, !dbg [[LOC]]
; CHECK-NEXT:  %same.same.lanes = call i32 @llvm.amdgcn.ballot.i32(i1 %same.same), !dbg [[LOC]]
; CHECK-NEXT:  %same = select i1 %same.same, i32 %same.same.lanes, i32 %same.acc, !dbg [[LOC]]
; CHECK-NEXT:  %same.unmatched = xor i32 %same.same.lanes, -1, !dbg [[LOC]]
; CHECK-NEXT:  %same.remaining.next = and i32 %same.remaining, %same.unmatched, !dbg [[LOC]]
; CHECK-NEXT:  %same.done = icmp eq i32 %same.remaining.next, 0, !dbg [[LOC]]
; CHECK-NEXT:  br i1 %same.done, label %same.exit, label %same.loop, !dbg [[LOC]]
; CHECK-EMPTY:
; CHECK-NEXT:  {{^}}same.exit:
; CHECK-NEXT:  ret i32 %same, !dbg
; CHECK:       [[LOC]] = !DILocation(line: 7, column: 12,
define i32 @match_dbg(i32 %v) !dbg !5 {
entry:
  %same = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v), !dbg !8
  ret i32 %same, !dbg !9
}

declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "warp.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "match_dbg", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 12, scope: !5)
!9 = !DILocation(line: 8, column: 3, scope: !5)
