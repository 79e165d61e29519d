; Constructs without an AMDGPU lowering are errors that name the construct
; and its source location; nothing is dropped silently.  opt stops at the
; first error, so each case is its own function, selected with -split-file.
; RUN: split-file %s %t
; Inline PTX that the translator cannot take is left for ptx-asm-check, which
; reports it at the end of the pipeline.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>,ptx-asm-check' -disable-output %t/asm.ll 2>&1 | FileCheck %s --check-prefix=ASM
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/texture.ll 2>&1 | FileCheck %s --check-prefix=TEX
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/texref.ll 2>&1 | FileCheck %s --check-prefix=TEXREF
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/libdevice.ll 2>&1 | FileCheck %s --check-prefix=NV
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/barrier.ll 2>&1 | FileCheck %s --check-prefix=BAR
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/sreg.ll 2>&1 | FileCheck %s --check-prefix=SREG
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>,ptx-asm-check' -disable-output %t/asm-multi.ll 2>&1 | FileCheck %s --check-prefix=MULTI

; ASM: error: k.cu:3:5: in function asm void (): inline PTX 'frob.b32 $0, $1, $2;' cannot be translated: unknown opcode 'frob'
; TEX: error: k.cu:9:11: in function tex float (i64): textures and surfaces are not supported ('llvm.nvvm.tex.unified.1d.v4f32.f32')
; TEXREF: error: k.cu:21:7: in function texref i64 (): texture 'tex' is not supported
; NV: error: k.cu:11:12: in function math float (float): '__nv_sinfoo' is not a libdevice function
; BAR: error: k.cu:13:3: in function bar void (i32): barrier 'llvm.nvvm.barrier{{.sync.cnt|.cta.sync.count}}' is not supported (only barriers of the whole block, without a thread count)
; SREG: error: k.cu:15:3: in function clock i32 (): special register %clock has no AMDGPU lowering
; MULTI: error: k.cu:17:3: in function elect i32 (i32): inline PTX 'frob.b32 $0, $0;' cannot be translated: unknown opcode 'frob' (line 4, column 3 of the asm string)

;--- asm.ll
target triple = "nvptx64-nvidia-cuda"
define void @asm() !dbg !5 {
  %r = call i32 asm sideeffect "frob.b32 $0, $1, $2;", "=r,r,r"(i32 1, i32 2), !dbg !7
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "asm", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 3, column: 5, scope: !5)

;--- texture.ll
target triple = "nvptx64-nvidia-cuda"
define float @tex(i64 %t) !dbg !5 {
  %v = call { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64 %t, float 0.0), !dbg !7
  %x = extractvalue { float, float, float, float } %v, 0
  ret float %x
}
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "tex", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 9, column: 11, scope: !5)

;--- libdevice.ll
target triple = "nvptx64-nvidia-cuda"
define float @math(float %x) !dbg !5 {
  %r = call float @__nv_sinfoo(float %x), !dbg !7
  ret float %r
}
declare float @__nv_sinfoo(float)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "math", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 11, column: 12, scope: !5)

;--- barrier.ll
target triple = "nvptx64-nvidia-cuda"
define void @bar(i32 %n) !dbg !5 {
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 %n), !dbg !7
  ret void
}
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "bar", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 13, column: 3, scope: !5)

;--- sreg.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @clock() !dbg !5 {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.clock(), !dbg !7
  ret i32 %r
}
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "clock", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 15, column: 3, scope: !5)

;--- asm-multi.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @elect(i32 %m) !dbg !5 {
  %r = call i32 asm "{\0A\09 .reg .pred p;\0A\09 elect.sync $0|p, $1;\0A\09 frob.b32 $0, $0;\0A\09}", "=r,r"(i32 %m), !dbg !7
  ret i32 %r
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "elect", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 17, column: 3, scope: !5)

;--- texref.ll
target triple = "nvptx64-nvidia-cuda"
@tex = addrspace(1) global i64 0, align 8
define i64 @texref() !dbg !5 {
  %h = load i64, ptr addrspace(1) @tex, align 8, !dbg !7
  ret i64 %h
}
!nvvm.annotations = !{!8}
!8 = !{ptr addrspace(1) @tex, !"texture", i32 1}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !DISubroutineType(types: !{})
!5 = distinct !DISubprogram(name: "texref", scope: !1, file: !1, line: 1, type: !4, unit: !0, spFlags: DISPFlagDefinition)
!7 = !DILocation(line: 21, column: 7, scope: !5)
