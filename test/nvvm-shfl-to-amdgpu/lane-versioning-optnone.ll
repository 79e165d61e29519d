; An optnone function is lowered call by call and never versioned.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK-NOT:   %lv.
; CHECK-NOT:   entry.lane:
; CHECK:       ret void
; CHECK-NOT:   ret void

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %y = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g = icmp eq i32 %lane, 0
  %r = select i1 %g, i32 %v, i32 %y
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { noinline optnone "target-cpu"="gfx90a" }
