; Every instruction the pass creates for a call carries the call's debug
; location, and its name derives from the call's name.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s

; CHECK-LABEL: @down_dbg(
; CHECK-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %sum.j = add i32 %lane.id, 4, !dbg [[LOC:![0-9]+]]
; CHECK-NEXT:  %sum.valid = icmp ule i32 %sum.j, 31, !dbg [[LOC]]
; CHECK-NEXT:  %sum.src = select i1 %sum.valid, i32 %sum.j, i32 %lane.id, !dbg [[LOC]]
; CHECK-NEXT:  %sum.src.addr = shl i32 %sum.src, 2, !dbg [[LOC]]
; CHECK-NEXT:  %sum = call i32 @llvm.amdgcn.ds.bpermute(i32 %sum.src.addr, i32 %v), !dbg [[LOC]]
; CHECK-NEXT:  ret i32 %sum, !dbg
; CHECK:       [[LOC]] = !DILocation(line: 7, column: 12,
define i32 @down_dbg(i32 %v) !dbg !5 {
  %sum = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 4, i32 31), !dbg !8
  ret i32 %sum, !dbg !9
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "reduce.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "down_dbg", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 12, scope: !5)
!9 = !DILocation(line: 8, column: 3, scope: !5)
