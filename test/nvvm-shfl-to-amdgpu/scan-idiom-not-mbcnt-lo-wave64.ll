; The guard `(mbcnt.lo(-1, 0) & 31) >= d` is not the lane id on wave64:
; mbcnt.lo counts only the lower 32 lanes, so lanes 32..63 read 32 (& 31 = 0).
; Only mbcnt.hi(-1, mbcnt.lo(-1, 0)) & 31 is the CUDA lane there.
; Each shuffle is lowered alone.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --implicit-check-not=up-scan
; CHECK-COUNT-5: remark: <unknown>:0:0: lowered shfl.sync.up.i32 (mode up, type i32) for amdgpu wave64 with {{.*}}

define i32 @mbcnt_lo_guard(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = and i32 %tid, 31
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g1 = icmp slt i32 %lane, 1
  %a1 = add i32 %y1, %v
  %r1 = select i1 %g1, i32 %v, i32 %a1
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 0)
  %g2 = icmp slt i32 %lane, 2
  %a2 = add i32 %y2, %r1
  %r2 = select i1 %g2, i32 %r1, i32 %a2
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 0)
  %g4 = icmp slt i32 %lane, 4
  %a4 = add i32 %y4, %r2
  %r4 = select i1 %g4, i32 %r2, i32 %a4
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 0)
  %g8 = icmp slt i32 %lane, 8
  %a8 = add i32 %y8, %r4
  %r8 = select i1 %g8, i32 %r4, i32 %a8
  %y16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r8, i32 16, i32 0)
  %g16 = icmp slt i32 %lane, 16
  %a16 = add i32 %y16, %r8
  %scan = select i1 %g16, i32 %r8, i32 %a16
  ret i32 %scan
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
