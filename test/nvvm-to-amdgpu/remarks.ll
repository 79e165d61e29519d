; nvvm-to-amdgpu says, per call site, what each NVVM intrinsic became (the
; distinct kinds of instruction and their number), and per kernel how its
; parameters are passed.  -pass-remarks-output writes the same as YAML.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -pass-remarks=nvvm-to-amdgpu -disable-output < %s 2>&1 | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -pass-remarks-output=%t.yaml -disable-output < %s
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml

; CHECK:      remark: k.cu:3:0: kernel 'k': 2 pointer parameter(s) taken as global pointers, 0 aggregate(s) passed by value
; CHECK-NEXT: remark: k.cu:4:11: lowered llvm.nvvm.read.ptx.sreg.tid.x to 1 instruction(s): llvm.amdgcn.workitem.id.x
; CHECK-NEXT: remark: k.cu:5:3: lowered llvm.nvvm.barrier{{[.a-z0]*}} to 3 instruction(s): fence, llvm.amdgcn.s.barrier
; CHECK-NEXT: remark: k.cu:6:10: lowered llvm.nvvm.atomic.add.gen.i.cta.i32.p0 to 1 instruction(s): atomicrmw add
; CHECK-NOT:  remark

; YAML:      --- !Passed
; YAML-NEXT: Pass:            nvvm-to-amdgpu
; YAML-NEXT: Name:            KernelParameters
; YAML:      Name:            IntrinsicLowered
; YAML-NEXT: DebugLoc:        { File: k.cu, Line: 4, Column: 11 }
; YAML-NEXT: Function:        k
; YAML-NEXT: Args:
; YAML-NEXT:   - String:          'lowered '
; YAML-NEXT:   - Intrinsic:       llvm.nvvm.read.ptx.sreg.tid.x
; YAML-NEXT:   - String:          ' to '
; YAML-NEXT:   - Instructions:    '1'
; YAML-NEXT:   - String:          ' instruction(s): '
; YAML-NEXT:   - Kinds:           llvm.amdgcn.workitem.id.x

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %out, ptr %cnt) !dbg !5 {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !7
  call void @llvm.nvvm.barrier0(), !dbg !8
  %old = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %cnt, i32 1), !dbg !9
  store i32 %tid, ptr %out, !dbg !9
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, scopeLine: 3, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 4, column: 11, scope: !5)
!8 = !DILocation(line: 5, column: 3, scope: !5)
!9 = !DILocation(line: 6, column: 10, scope: !5)
