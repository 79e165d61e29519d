; -pass-remarks=nvvm-shfl-to-amdgpu reports, per call, the intrinsic, its
; mode and type, the wave size, how the value moved and the instructions
; that took (the lane ids, computed once per function, not counted); a
; constant-operand fast path names its sequence (FAST).
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --match-full-lines
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --check-prefix=FAST --match-full-lines
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<strategy=permute>' \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -disable-output < %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PERMUTE --match-full-lines

; CHECK:      remark: reduce.cu:7:12: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with ds_bpermute (3 instructions)
; CHECK-NEXT: remark: reduce.cu:9:3: lowered shfl.up.f32p (mode up, type f32p) for amdgpu wave32 with ds_bpermute (8 instructions)
; CHECK-NEXT: remark: reduce.cu:10:3: lowered shfl.sync.up.i32p (mode up, type i32p) for amdgpu wave32 with none (no lane in range) (0 instructions)
; CHECK-NOT:  remark
; FAST:      remark: reduce.cu:7:12: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with ds_swizzle:0x401F (1 instructions)
; FAST-NEXT: remark: reduce.cu:9:3: lowered shfl.up.f32p (mode up, type f32p) for amdgpu wave32 with ds_bpermute (8 instructions)
; FAST-NEXT: remark: reduce.cu:10:3: lowered shfl.sync.up.i32p (mode up, type i32p) for amdgpu wave32 with none (no lane in range) (0 instructions)
; FAST-NOT:  remark

; PERMUTE:      remark: reduce.cu:7:12: lowered shfl.sync.bfly.i32 (mode bfly, type i32) for amdgpu wave64 with ds_permute (3 instructions)
; PERMUTE-NEXT: remark: reduce.cu:9:3: lowered shfl.up.f32p (mode up, type f32p) for amdgpu wave32 with ds_bpermute (8 instructions)
; PERMUTE-NEXT: remark: reduce.cu:10:3: lowered shfl.sync.up.i32p (mode up, type i32p) for amdgpu wave32 with none (no lane in range) (0 instructions)

target triple = "amdgcn-amd-amdhsa"

define i32 @on_gfx90a(i32 %v) #0 !dbg !5 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 31), !dbg !8
  ret i32 %r
}

define { float, i1 } @on_gfx1100(float %v, i32 %b) #1 !dbg !11 {
  %r = call { float, i1 } @llvm.nvvm.shfl.up.f32p(float %v, i32 %b, i32 0), !dbg !9
  %q = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 0, i32 1, i32 31), !dbg !10
  ret { float, i1 } %r
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.up.f32p(float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "reduce.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 12, scope: !5)
!9 = !DILocation(line: 9, column: 3, scope: !11)
!10 = !DILocation(line: 10, column: 3, scope: !11)
!11 = distinct !DISubprogram(name: "k2", scope: !1, file: !1, line: 8, type: !6, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
