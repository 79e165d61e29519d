; An alloca whose constant size exceeds the private memory of a lane can
; never be placed.  It is an error at the alloca's source line, with llc's
; own limit (the largest COMPUTE_TMPRING_SIZE.WAVESIZE divided by the wave
; size), instead of llc's unlocated "stack frame size (N) exceeds limit".
; The fuzzer found `alloca i32, i32 -1` (16 GiB).  opt stops at the first
; error, so each case is its own file.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/fuzz.ll 2>&1 | FileCheck %s --check-prefix=FUZZ
; gfx90a wave64: 1024 * 8191 / 64 = 131056 bytes; one byte more is refused.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -disable-output %t/over.ll 2>&1 | FileCheck %s --check-prefix=GFX90A
; gfx1100 takes wave32 by default: 256 * 32767 / 32 = 262136; wave64 halves it.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -disable-output %t/over.ll 2>&1 | FileCheck %s --check-prefix=GFX1100-W32
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100;wave64>' -disable-output %t/over.ll 2>&1 | FileCheck %s --check-prefix=GFX1100-W64
; A 64-bit count whose size overflows.
; RUN: not opt %loadshfl -passes='nvvm-to-amdgpu<gfx1200>' -disable-output %t/overflow.ll 2>&1 | FileCheck %s --check-prefix=OVERFLOW

; FUZZ: error: k.cu:5:7: in function fuzz void (ptr addrspace(1)): alloca of 17179869180 bytes exceeds the private memory of a lane on gfx90a wave64 (131056 bytes)
; GFX90A: error: <unknown>:0:0: in function over void (i32): alloca of 300000 bytes exceeds the private memory of a lane on gfx90a wave64 (131056 bytes)
; GFX1100-W32: error: <unknown>:0:0: in function over void (i32): alloca of 300000 bytes exceeds the private memory of a lane on gfx1100 wave32 (262136 bytes)
; GFX1100-W64: error: <unknown>:0:0: in function over void (i32): alloca of 300000 bytes exceeds the private memory of a lane on gfx1100 wave64 (131068 bytes)
; OVERFLOW: error: <unknown>:0:0: in function overflow i32 (): alloca of more than 2^64 bytes exceeds the private memory of a lane on gfx1200 wave32 (2097144 bytes)

;--- fuzz.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @fuzz(ptr addrspace(1) %out) !dbg !5 {
  %a = alloca i32, i32 -1, align 4, !dbg !8
  store volatile i32 1, ptr %a, align 4
  ret void
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "fuzz", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 5, column: 7, scope: !5)

;--- over.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @over(i32 %i) {
  %a = alloca [75000 x i32], align 4
  %p = getelementptr i32, ptr %a, i32 %i
  store volatile i32 1, ptr %p, align 4
  ret void
}

;--- overflow.ll
target triple = "nvptx64-nvidia-cuda"
define i32 @overflow() {
  %a = alloca i64, i64 4611686018427387905, align 8
  %v = load i32, ptr %a, align 4
  ret i32 %v
}
