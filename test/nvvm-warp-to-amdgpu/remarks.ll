; -pass-remarks=nvvm-warp-to-amdgpu reports, per call, the intrinsic, the
; wave size and the sequence it became.
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu -pass-remarks=nvvm-warp-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --match-full-lines

; CHECK:      remark: warp.cu:7:12: lowered vote.ballot.sync for amdgpu wave64 with ballot
; CHECK-NEXT: remark: warp.cu:8:3: lowered match.any.sync.i32 for amdgpu wave32 with loop over distinct values
; CHECK-NEXT: remark: warp.cu:9:3: lowered redux.sync.add for amdgpu wave32 with warp reduction
; CHECK-NOT:  remark

target triple = "amdgcn-amd-amdhsa"

define i32 @on_gfx90a(i1 %p) #0 !dbg !5 {
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p), !dbg !8
  ret i32 %r
}

define i32 @on_gfx1100(i32 %v) #1 !dbg !10 {
  %m = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v), !dbg !11
  %s = call i32 @llvm.nvvm.redux.sync.add(i32 %m, i32 -1), !dbg !12
  ret i32 %s
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "warp.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "on_gfx90a", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 12, scope: !5)
!10 = distinct !DISubprogram(name: "on_gfx1100", scope: !1, file: !1, line: 6, type: !6, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 8, column: 3, scope: !10)
!12 = !DILocation(line: 9, column: 3, scope: !10)
