; `(threadIdx.x + 1) & 31`, InstCombine's form of `((threadIdx.x & 31) + 1)
; & 31` (shfl-bench's rotate1), is `(lane + 1) & 31` wherever
; threadIdx.x & 31 is the lane: add, sub, mul, shl (of its value), and, or,
; xor and the casts keep the low 5 bits a function of the operands' low 5
; bits.  The fast copy rebuilds the expression on the lane id, without its
; poison flags (the lane is smaller than threadIdx.x: `sub nuw` could wrap).
; A right shift does not keep the low bits: @shifted is not versioned; nor
; is @linear, whose expression has another value (threadIdx.y).
; -shfl-lane-versioning-keep-all keeps the fast copies, which these small
; functions do not pay for (lane-versioning-undone.ll).
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -shfl-lane-versioning-keep-all -S %s | FileCheck %s

; `threadIdx.x + 1` is the same in both copies and stays in the entry,
; before the test; the fast copy rebuilds it on the lane.
; CHECK-LABEL: define i32 @rotate(
; CHECK:         %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    %next = add nuw nsw i32 %tid, 1
; CHECK-NEXT:    %lv.mbcnt.lo =
; CHECK:       .lane:
; CHECK-NEXT:    %next.onlane = add i32 %lv.lane, 1
; CHECK-NEXT:    %src.lane.onlane = and i32 %next.onlane, 31
; CHECK:         %back.lane.onlane = sub i32 %lv.lane, 3
; CHECK-NEXT:    %from.lane.onlane = and i32 %back.lane.onlane, 31
; CHECK:       .orig:
; CHECK-NEXT:    %src = and i32 %next, 31
; The inner threadIdx.x & 31 becomes the lane; the outer value is then
; already on the lane and kept.
; CHECK-LABEL: define i32 @nested(
; CHECK:       .lane:
; CHECK-NEXT:    %next.lane = add i32 %lv.lane, 1
; CHECK-NEXT:    %src.lane = and i32 %next.lane, 31
; CHECK-LABEL: define i32 @shifted(
; CHECK-NOT:   %lv.
; CHECK:       ret i32
; CHECK-LABEL: define i32 @linear(
; CHECK-NOT:   %lv.
; CHECK:       ret i32

define i32 @rotate(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %next = add nuw nsw i32 %tid, 1
  %src = and i32 %next, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %src, i32 31)
  %back = sub nuw i32 %tid, 3
  %from = and i32 %back, 31
  %z = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %y, i32 %from, i32 31)
  ret i32 %z
}
define i32 @nested(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %next = add i32 %lane, 1
  %src = and i32 %next, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %src, i32 31)
  %first = icmp eq i32 %lane, 0
  %r = select i1 %first, i32 %v, i32 %y
  ret i32 %r
}
define i32 @shifted(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %half = lshr i32 %tid, 1
  %src = and i32 %half, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %src, i32 31)
  ret i32 %y
}
define i32 @linear(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %row = shl i32 %ty, 4
  %lin = add i32 %tid, %row
  %src = and i32 %lin, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %src, i32 31)
  ret i32 %y
}
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx90a" }
