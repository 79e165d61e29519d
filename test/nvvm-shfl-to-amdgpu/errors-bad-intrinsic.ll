; Calls in the llvm.nvvm.shfl namespace that are not one of the 32 known
; forms are reported with the function, the call's location and the reason.
; RUN: split-file %s %t
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -disable-output %t/mode.ll 2>&1 | FileCheck %s --check-prefix=MODE
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -disable-output %t/suffix.ll 2>&1 | FileCheck %s --check-prefix=SUFFIX
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -disable-verify -disable-output %t/signature.ll 2>&1 | FileCheck %s --check-prefix=SIG
; RUN: not opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -disable-verify -disable-output %t/not-callee.ll 2>&1 | FileCheck %s --check-prefix=ADDR

; MODE: error: x.cu:3:7: in function rot i32 (i32): cannot lower call to 'llvm.nvvm.shfl.sync.rot.i32': unknown shuffle mode 'rot' (expected idx, up, down or bfly)
; SUFFIX: error: <unknown>:0:0: in function wide i64 (i64): cannot lower call to 'llvm.nvvm.shfl.sync.idx.i64': unknown shuffle type suffix 'i64' (expected i32, f32, i32p or f32p)
; SIG: error: <unknown>:0:0: in function sig i32 (i32): cannot lower call to 'llvm.nvvm.shfl.sync.idx.i32': unexpected signature 'i32 (i32, i32, i32)' (expected 'i32 (i32, i32, i32, i32)')
; ADDR: error: <unknown>:0:0: in function escape ptr (): 'llvm.nvvm.shfl.sync.up.i32' is used other than as a callee

;--- mode.ll
define i32 @rot(i32 %v) !dbg !5 {
  %r = call i32 @llvm.nvvm.shfl.sync.rot.i32(i32 -1, i32 %v, i32 1, i32 31), !dbg !8
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.rot.i32(i32, i32, i32, i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "x.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "rot", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 7, scope: !5)

;--- suffix.ll
define i64 @wide(i64 %v) {
  %r = call i64 @llvm.nvvm.shfl.sync.idx.i64(i32 -1, i64 %v, i32 1, i32 31)
  ret i64 %r
}
declare i64 @llvm.nvvm.shfl.sync.idx.i64(i32, i64, i32, i32)

;--- signature.ll
; The sync form without its membermask operand.  The verifier rejects this
; for a registered name, so it reaches the pass only unverified; the pass
; still reports it rather than crash.
define i32 @sig(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32)

;--- not-callee.ll
; Taking an intrinsic's address is also invalid IR, reachable only unverified.
define ptr @escape() {
  ret ptr @llvm.nvvm.shfl.sync.up.i32
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
