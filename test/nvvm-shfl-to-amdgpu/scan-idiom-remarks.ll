; The scan reports one remark at the user's first shuffle (the line of the
; d = 1 step) naming the op, the guard, the target and the cross-row move;
; its five shuffles report no per-call remark.  With <no-fast-paths> the
; idiom is off and every shuffle is lowered alone.
; RUN: sed 's/CPU/gfx90a/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output 2>&1 | FileCheck %s --check-prefix=GFX9 --match-full-lines
; RUN: sed 's/CPU/gfx1200/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output 2>&1 | FileCheck %s --check-prefix=GFX12 --match-full-lines
; RUN: sed 's/CPU/gfx90a/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF --implicit-check-not=up-scan

; GFX9:      remark: scan.cu:7:5: lowered the inclusive up-scan (add, 5 shfl.sync.up steps guarded by the predicate) on gfx90a wave64 with 4 DPP row_shr steps and row_bcast:15
; GFX9-NOT:  remark
; GFX12:     remark: scan.cu:7:5: lowered the inclusive up-scan (add, 5 shfl.sync.up steps guarded by the predicate) on gfx1200 wave32 with 4 DPP row_shr steps and v_permlanex16
; GFX12-NOT: remark
; OFF-COUNT-5: remark: scan.cu:{{[78]}}:5: lowered shfl.sync.up.i32p (mode up, type i32p) for amdgpu wave64 with ds_bpermute {{.*}}

target triple = "amdgcn-amd-amdhsa"

define i32 @sum(i32 %v) #0 !dbg !5 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0), !dbg !8
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = add i32 %y1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0), !dbg !9
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = add i32 %y2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0), !dbg !9
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = add i32 %y4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0), !dbg !9
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = add i32 %y8, %r4
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0), !dbg !9
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = add i32 %y16, %r8
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}

declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "scan.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 5, scope: !5)
!9 = !DILocation(line: 8, column: 5, scope: !5)
