; A 16-lane tile scan (c = 0x1000) whose steps are guarded by the CUDA lane
; (`lane >= d`) rather than the tile rank: on the upper tile (lanes 16..31)
; every guard holds, which is not the scan the DPP row steps compute.  The
; idiom is refused and each shuffle is lowered alone.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu \
; RUN:   -disable-output < %s 2>&1 | FileCheck %s --implicit-check-not=up-scan
; CHECK-COUNT-4: remark: <unknown>:0:0: lowered shfl.sync.up.i32 (mode up, type i32) for amdgpu wave64 with {{.*}}

define i32 @lane_guard(i32 %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 4096)
  %g1 = icmp eq i32 %lane, 0
  %s1 = select i1 %g1, i32 0, i32 %y1
  %r1 = add i32 %s1, %v
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 4096)
  %g2 = icmp ult i32 %lane, 2
  %s2 = select i1 %g2, i32 0, i32 %y2
  %r2 = add i32 %s2, %r1
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 4096)
  %g4 = icmp ult i32 %lane, 4
  %s4 = select i1 %g4, i32 0, i32 %y4
  %r4 = add i32 %s4, %r2
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 4096)
  %g8 = icmp ult i32 %lane, 8
  %s8 = select i1 %g8, i32 0, i32 %y8
  %r8 = add i32 %s8, %r4
  ret i32 %r8
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
attributes #0 = { "target-cpu"="gfx90a" }
