; threadIdx.x % 32 (urem, through a trunc of a zext of the nvvm register)
; reaching a shuffle's lane operand b, `(lane + 1) & 31`, is versioned: in
; the fast copy b is computed from the lane id (two values: `% 32` and the
; outer `& 31`, whose urem keeps the low five bits, LaneFunction.h).
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' -S %s -o /dev/null
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S %s 2>&1 | FileCheck %s
; CHECK: remark: <unknown>:0:0: versioned rotate on threadIdx.x & 31 being the lane id (wave32): 2 value(s) read the lane id in the fast copy
; The entry's casts of threadIdx.x are the same in both copies: they stay
; before the test, which reads the same %tid.
; CHECK-LABEL: define i32 @rotate(
; CHECK-NEXT:  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:  %t64 = zext i32 %tid to i64
; CHECK-NEXT:  %t32 = trunc i64 %t64 to i32
; CHECK-NEXT:  %lv.mbcnt.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %lv.tid.lane = and i32 %tid, 31
; CHECK-NEXT:  %lv.mismatch = icmp ne i32 %lv.tid.lane, %lv.mbcnt.lo
; CHECK-NEXT:  %lv.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %lv.mismatch)
; CHECK:       .lane:
; CHECK-NEXT:  %b.lane = add i32 %lv.mbcnt.lo, 1
; CHECK:       .orig:
; CHECK:       %lane = urem i32 %t32, 32
; CHECK-NEXT:  %b = add i32 %lane, 1

define i32 @rotate(i32 %v) #0 {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %tid to i64
  %t32 = trunc i64 %t64 to i32
  %lane = urem i32 %t32, 32
  %b = add i32 %lane, 1
  %bm = and i32 %b, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %bm, i32 31)
  ret i32 %y
}
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { "target-cpu"="gfx1100" }
