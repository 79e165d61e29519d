; Steps 1, 2, 4, 16 (no 8) do not compute the inclusive scan; each
; shuffle is lowered alone.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --implicit-check-not=up-scan
; CHECK-COUNT-4: remark: <unknown>:0:0: lowered shfl.sync.up.i32p (mode up, type i32p) for amdgpu wave64 with {{.*}}

define i32 @missing_step(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = add i32 %y1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = add i32 %y2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = add i32 %y4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = add i32 %y16, %r4
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
