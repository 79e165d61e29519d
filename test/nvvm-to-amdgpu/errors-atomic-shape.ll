; An NVVM atomic intrinsic name that this LLVM does not declare may come
; with any signature (the verifier checks only the ones it declares), and a
; declared one may have a type no atomic instruction takes (i24 is a valid
; type of the overloaded exch intrinsic).  The pass checks the shape before
; it reads an operand: too few operands, a value of the wrong type or an
; unsupported type is an error at the call, never a crash or a broken
; module.  The exchange of a float (declared by no LLVM) is lowered when its
; shape is right.  opt stops at the first error: one file per case.
; RUN: split-file %s %t
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/good.ll | FileCheck %s --check-prefix=GOOD
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/few.ll 2>&1 | FileCheck %s --check-prefix=FEW
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/type.ll 2>&1 | FileCheck %s --check-prefix=TYPE
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/notptr.ll 2>&1 | FileCheck %s --check-prefix=NOTPTR
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/wide.ll 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/casf.ll 2>&1 | FileCheck %s --check-prefix=CASF
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/i24.ll 2>&1 | FileCheck %s --check-prefix=I24
; LLVM 22 no longer declares atomic.load.inc.32 (LLVM 19 does, and checks it).
; RUN: %if llvm22 %{ not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/inc22.ll 2>&1 | FileCheck %s --check-prefix=INC %}

; GOOD-LABEL: define hidden float @xchg_float(
; GOOD-NEXT:    %x = atomicrmw xchg ptr %p, float %v syncscope("workgroup") monotonic, align 4
; GOOD-NEXT:    ret float %x
; FEW: error: k.cu:2:3: in function few float (ptr): cannot lower call to 'llvm.nvvm.atomic.exch.gen.f.cta.f32': expected (ptr, fN) -> fN ('float (ptr)')
; TYPE: error: <unknown>:0:0: in function type float (ptr, double): cannot lower call to 'llvm.nvvm.atomic.exch.gen.f.sys.x': expected (ptr, fN) -> fN ('float (ptr, double)')
; NOTPTR: error: <unknown>:0:0: in function notptr float (i64, float): cannot lower call to 'llvm.nvvm.atomic.exch.gen.f.sys.y': expected (ptr, fN) -> fN ('float (i64, float)')
; WIDE: error: <unknown>:0:0: in function wide x86_fp80 (ptr, x86_fp80): cannot lower call to 'llvm.nvvm.atomic.exch.gen.f.cta.f80': expected (ptr, fN) -> fN ('x86_fp80 (ptr, x86_fp80)')
; CASF: error: <unknown>:0:0: in function casf float (ptr, float, float): cannot lower call to 'llvm.nvvm.atomic.cas.gen.f.cta.f32': expected (ptr, iN, iN) -> iN ('float (ptr, float, float)')
; I24: error: <unknown>:0:0: in function i24 i24 (ptr, i24): cannot lower call to 'llvm.nvvm.atomic.exch.gen.i.cta.i24.p0': expected (ptr, iN) -> iN ('i24 (ptr, i24)')
; INC: error: <unknown>:0:0: in function inc i32 (): cannot lower call to 'llvm.nvvm.atomic.load.inc.32': expected (ptr, i32) -> i32 ('i32 ()')

;--- good.ll
target triple = "nvptx64-nvidia-cuda"
define float @xchg_float(ptr %p, float %v) {
  %x = call float @llvm.nvvm.atomic.exch.gen.f.cta.f32(ptr %p, float %v)
  ret float %x
}
declare float @llvm.nvvm.atomic.exch.gen.f.cta.f32(ptr, float)

;--- few.ll
target triple = "nvptx64-nvidia-cuda"
define float @few(ptr %p) !dbg !5 {
  %x = call float @llvm.nvvm.atomic.exch.gen.f.cta.f32(ptr %p), !dbg !8
  ret float %x
}
declare float @llvm.nvvm.atomic.exch.gen.f.cta.f32(ptr)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "few", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 2, column: 3, scope: !5)

;--- type.ll
target triple = "nvptx64-nvidia-cuda"
define float @type(ptr %p, double %v) {
  %x = call float @llvm.nvvm.atomic.exch.gen.f.sys.x(ptr %p, double %v)
  ret float %x
}
declare float @llvm.nvvm.atomic.exch.gen.f.sys.x(ptr, double)

;--- notptr.ll
target triple = "nvptx64-nvidia-cuda"
define float @notptr(i64 %p, float %v) {
  %x = call float @llvm.nvvm.atomic.exch.gen.f.sys.y(i64 %p, float %v)
  ret float %x
}
declare float @llvm.nvvm.atomic.exch.gen.f.sys.y(i64, float)

;--- wide.ll
target triple = "nvptx64-nvidia-cuda"
define x86_fp80 @wide(ptr %p, x86_fp80 %v) {
  %x = call x86_fp80 @llvm.nvvm.atomic.exch.gen.f.cta.f80(ptr %p, x86_fp80 %v)
  ret x86_fp80 %x
}
declare x86_fp80 @llvm.nvvm.atomic.exch.gen.f.cta.f80(ptr, x86_fp80)

;--- casf.ll
target triple = "nvptx64-nvidia-cuda"
define float @casf(ptr %p, float %a, float %b) {
  %x = call float @llvm.nvvm.atomic.cas.gen.f.cta.f32(ptr %p, float %a, float %b)
  ret float %x
}
declare float @llvm.nvvm.atomic.cas.gen.f.cta.f32(ptr, float, float)

;--- i24.ll
target triple = "nvptx64-nvidia-cuda"
define i24 @i24(ptr %p, i24 %v) {
  %x = call i24 @llvm.nvvm.atomic.exch.gen.i.cta.q(ptr %p, i24 %v)
  ret i24 %x
}
declare i24 @llvm.nvvm.atomic.exch.gen.i.cta.q(ptr, i24)

;--- inc22.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @inc() {
  %r = call i32 @llvm.nvvm.atomic.load.inc.32()
  ret i32 %r
}
declare i32 @llvm.nvvm.atomic.load.inc.32()
