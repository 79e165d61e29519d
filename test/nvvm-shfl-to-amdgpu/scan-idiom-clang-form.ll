; The CUDA guide's scan `if (lane >= d) v += y` as clang -O2 leaves it:
; `v + select(lane < d, 0, y)` (form C: the select picks the payload or the
; op's identity), here with the %laneid register as the lane.  The five
; steps are one scan.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S %s 2> %t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; CHECK-LABEL: define i32 @guide_scan(
; CHECK-NOT:   shfl
; CHECK:       %r16.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NOT:   shfl
; CHECK:       %r16.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r16.up8.add, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %r16 = add i32 %r16.up8.add, %r16.up16.dpp
; CHECK-NEXT:  ret i32 %r16
; REMARK: remark: <unknown>:0:0: lowered the inclusive up-scan (add, 5 shfl.sync.up steps guarded by the lane id) on gfx90a wave64 with 4 DPP row_shr steps and row_bcast:15
; REMARK-NOT: remark

define i32 @guide_scan(i32 %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g1 = icmp eq i32 %lane, 0
  %s1 = select i1 %g1, i32 0, i32 %y1
  %r1 = add nsw i32 %s1, %v
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 0)
  %g2 = icmp ult i32 %lane, 2
  %s2 = select i1 %g2, i32 0, i32 %y2
  %r2 = add nsw i32 %s2, %r1
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 0)
  %g4 = icmp ult i32 %lane, 4
  %s4 = select i1 %g4, i32 0, i32 %y4
  %r4 = add nsw i32 %s4, %r2
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 0)
  %g8 = icmp ult i32 %lane, 8
  %s8 = select i1 %g8, i32 0, i32 %y8
  %r8 = add nsw i32 %s8, %r4
  %y16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r8, i32 16, i32 0)
  %g16 = icmp ult i32 %lane, 16
  %s16 = select i1 %g16, i32 0, i32 %y16
  %r16 = add nsw i32 %s16, %r8
  ret i32 %r16
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
attributes #0 = { "target-cpu"="gfx90a" }
