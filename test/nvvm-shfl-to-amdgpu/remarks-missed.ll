; -pass-remarks-missed=nvvm-shfl-to-amdgpu says, per call site that moved its
; value with the generic ds_bpermute, why no constant-operand fast path was
; taken: a runtime b or c; the target lacks the cross-lane instruction that
; another generation's plan uses (down 2 on gfx90a needs v_permlanex16_b32,
; gfx10+); no sequence in the table beats ds_bpermute (idx 6 with the
; irregular segment mask 0b00101); the fast paths are off.  A call that took
; a fast path (xor 16, and down 2 on gfx1100) gets no missed remark.  The
; membermask does not take part in the choice, so it is never a reason.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks-missed=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --match-full-lines
; With the fast paths off every moving call has a missed remark (reported by
; intrinsic, not in source order).
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' -pass-remarks-missed=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --check-prefix=OFF --match-full-lines
; The YAML that opt-viewer reads: the reason is its own argument.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks-output=%t.yaml -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; CHECK:      remark: warp.cu:11:5: no fast path for shfl.sync.down.i32 on amdgpu wave64: the target lacks v_permlanex16_b32 (gfx1030 uses 'row_shl:2 and permlanex16:0x1000000000000000 on 0xC0000000C000, own value on 0xC0000000C0000000', cost 9 against ds_bpermute's 10); lowered with ds_bpermute
; CHECK-NEXT: remark: warp.cu:12:5: no fast path for shfl.sync.bfly.i32 on amdgpu wave64: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NEXT: remark: warp.cu:13:5: no fast path for shfl.sync.idx.i32 on amdgpu wave64: c is a runtime value; lowered with ds_bpermute
; CHECK-NEXT: remark: warp.cu:14:5: no fast path for shfl.sync.idx.i32 on amdgpu wave64: b and c are runtime values; lowered with ds_bpermute
; CHECK-NEXT: remark: warp.cu:15:5: no fast path for shfl.sync.idx.i32 on amdgpu wave64: no sequence in the fast-path table realises this lane pattern for less than ds_bpermute's cost (10); lowered with ds_bpermute
; CHECK-NOT:  remark

; OFF-DAG: remark: warp.cu:11:5: no fast path for shfl.sync.down.i32 on amdgpu wave64: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-DAG: remark: warp.cu:12:5: no fast path for shfl.sync.bfly.i32 on amdgpu wave64: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-DAG: remark: warp.cu:13:5: no fast path for shfl.sync.idx.i32 on amdgpu wave64: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-DAG: remark: warp.cu:14:5: no fast path for shfl.sync.idx.i32 on amdgpu wave64: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-DAG: remark: warp.cu:15:5: no fast path for shfl.sync.idx.i32 on amdgpu wave64: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-DAG: remark: warp.cu:16:5: no fast path for shfl.sync.bfly.i32 on amdgpu wave64: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-DAG: remark: warp.cu:21:5: no fast path for shfl.sync.down.i32 on amdgpu wave32: the fast paths are off (no-fast-paths); lowered with ds_bpermute
; OFF-NOT: remark

; YAML:      --- !Missed
; YAML-NEXT: Pass:            nvvm-shfl-to-amdgpu
; YAML-NEXT: Name:            FastPathNotUsed
; YAML-NEXT: DebugLoc:        { File: warp.cu, Line: 11, Column: 5 }
; YAML:        - Reason:          'the target lacks v_permlanex16_b32 (gfx1030 uses ''row_shl:2 and permlanex16:0x1000000000000000 on 0xC0000000C000, own value on 0xC0000000C0000000'', cost 9 against ds_bpermute''s 10)'
; YAML:      --- !Missed
; YAML-NEXT: Pass:            nvvm-shfl-to-amdgpu
; YAML-NEXT: Name:            FastPathNotUsed
; YAML-NEXT: DebugLoc:        { File: warp.cu, Line: 12, Column: 5 }
; YAML-NEXT: Function:        on_gfx90a
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'no fast path for '
; YAML-NEXT:   - Intrinsic:       shfl.sync.bfly.i32
; YAML-NEXT:   - String:          ' on '
; YAML-NEXT:   - Target:          amdgpu wave64
; YAML-NEXT:   - String:          ': '
; YAML-NEXT:   - Reason:          b is a runtime value, not a known function of the CUDA lane
; YAML-NEXT:   - String:          '; lowered with '
; YAML-NEXT:   - Strategy:        ds_bpermute
; YAML-NEXT: ...

target triple = "amdgcn-amd-amdhsa"

define i32 @on_gfx90a(i32 %v, i32 %b, i32 %c) #0 !dbg !5 {
  %r1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 2, i32 31), !dbg !11
  %r2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %r1, i32 %b, i32 31), !dbg !12
  %r3 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %r2, i32 3, i32 %c), !dbg !13
  %r4 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %c, i32 %r3, i32 %b, i32 %c), !dbg !14
  %r5 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %r4, i32 6, i32 1311), !dbg !15
  %r6 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %c, i32 %r5, i32 16, i32 31), !dbg !16
  ret i32 %r6
}

define i32 @on_gfx1100(i32 %v) #1 !dbg !20 {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 2, i32 31), !dbg !21
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "warp.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "on_gfx90a", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!11 = !DILocation(line: 11, column: 5, scope: !5)
!12 = !DILocation(line: 12, column: 5, scope: !5)
!13 = !DILocation(line: 13, column: 5, scope: !5)
!14 = !DILocation(line: 14, column: 5, scope: !5)
!15 = !DILocation(line: 15, column: 5, scope: !5)
!16 = !DILocation(line: 16, column: 5, scope: !5)
!20 = distinct !DISubprogram(name: "on_gfx1100", scope: !1, file: !1, line: 20, type: !6, scopeLine: 20, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DILocation(line: 21, column: 5, scope: !20)
