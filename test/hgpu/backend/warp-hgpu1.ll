; Recipe step 4 on hgpu1: the lane id and the lane-indexed gather, each one
; machine instruction (hgpu1 has no native shuffles).
; RUN: %hgpu_llc -mcpu=hgpu1 < %s | FileCheck %s

declare i32 @llvm.hgpu.lane.id()
declare i32 @llvm.hgpu.gather(i32, i32)

; CHECK-LABEL: lane_id:
; CHECK:      ld.param.b64 d0, [0]
; CHECK-NEXT: lane.id r2
; CHECK-NEXT: st.global.b32 [d0+0], r2
; CHECK-NEXT: exit
define void @lane_id(ptr addrspace(1) %out) {
  %l = call i32 @llvm.hgpu.lane.id()
  store i32 %l, ptr addrspace(1) %out
  ret void
}

; A shuffle down by 1 as nvvm-shfl-to-hgpu<hgpu1> lowers it: the lane id,
; the source lane, and the gather.
; CHECK-LABEL: gather_down1:
; CHECK:      ld.param.b64 d0, [0]
; CHECK-NEXT: ld.param.b32 r2, [8]
; CHECK-NEXT: lane.id r3
; CHECK-NEXT: add.32 r3, r3, 1
; CHECK-NEXT: gather r2, r2, r3
; CHECK-NEXT: st.global.b32 [d0+0], r2
; CHECK-NEXT: exit
define void @gather_down1(ptr addrspace(1) %out, i32 %v) {
  %l = call i32 @llvm.hgpu.lane.id()
  %j = add i32 %l, 1
  %g = call i32 @llvm.hgpu.gather(i32 %v, i32 %j)
  store i32 %g, ptr addrspace(1) %out
  ret void
}
