; Only functions where threadIdx.x & 31 reaches a shuffle's lane or a
; compare that a branch or select uses are versioned; the others keep their
; size: @no_tid has no such value, @store_only only stores it, @no_shuffle
; calls no shuffle.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s --implicit-check-not=%lv. --implicit-check-not=.lane:
; CHECK-LABEL: define i32 @no_tid(
; CHECK-LABEL: define void @store_only(
; CHECK-LABEL: define i32 @no_shuffle(

define i32 @no_tid(i32 %v) #0 {
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 3, i32 31)
  ret i32 %y
}
define void @store_only(ptr addrspace(1) %out, i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = urem i32 %tid, 32
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 3, i32 31)
  store i32 %lane, ptr addrspace(1) %out, align 4
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}
define i32 @no_shuffle(i32 %v) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %g = icmp eq i32 %lane, 0
  %r = select i1 %g, i32 %v, i32 0
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx90a" }
