; An -shfl-lowering-pipeline that does not parse is an error of the default
; pipeline it was to join (here opt's), not a fatal error: no "LLVM ERROR",
; no crash report, and none of the pipeline's passes runs.
; RUN: not opt %loadshfl -passes='default<O0>' \
; RUN:   -shfl-lowering-pipeline='nvvm-shfl-to-amdgpu<wave32>,no-such-pass' \
; RUN:   -S < %s 2>&1 | FileCheck %s --implicit-check-not='LLVM ERROR' \
; RUN:   --implicit-check-not=mbcnt

; CHECK: error: invalid -shfl-lowering-pipeline: unknown module pass 'no-such-pass'

define i32 @f(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
