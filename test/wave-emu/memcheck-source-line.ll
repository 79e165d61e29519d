; With debug locations, the report names the source line of the access.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      error: out-of-bounds store of i32 (4 bytes, global address) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%entry' (shift.cu:5)
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 3 (work-item (3,0,0))
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  %i = add i32 %tid, 1, !dbg !8
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i, !dbg !9
  store i32 %tid, ptr addrspace(1) %p, align 4, !dbg !9
  ret void, !dbg !10
}

declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "shift.cu", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 13, scope: !5)
!9 = !DILocation(line: 5, column: 10, scope: !5)
!10 = !DILocation(line: 6, column: 1, scope: !5)
