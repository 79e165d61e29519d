; Lane versioning duplicates the function from the first instruction that
; the two copies would execute differently.  Before it, in the entry, stays
; (and runs once, before the test) every instruction that uses no lane
; value and no instruction that stays: the kernel's loads, stores and calls
; move above the lane values, which are lane-local arithmetic.  The walk
; stops at the first staying instruction that touches memory or calls, and
; at a shuffle.  The test reads the threadIdx.x of the shared part.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -shfl-lane-versioning-keep-all \
; RUN:   -S %s | FileCheck %s

; The store and the load of %in move above %lane; %lane stays.
; CHECK-LABEL: define amdgpu_kernel void @shared(
; CHECK:         %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    store i32 0, ptr addrspace(1) %flag, align 4
; CHECK-NEXT:    %idx = zext i32 %tid to i64
; CHECK-NEXT:    %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
; CHECK-NEXT:    %v = load i32, ptr addrspace(1) %pin, align 4
; CHECK-NEXT:    %lv.mbcnt.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:    %lv.tid.lane = and i32 %tid, 31
; CHECK:         br i1 %lv.any, label %entry.orig, label %entry.lane
; CHECK:       entry.orig:
; CHECK-NEXT:    %lane = and i32 %tid, 31
; CHECK-NEXT:    %b = add i32 %lane, 1
define amdgpu_kernel void @shared(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %flag) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  store i32 0, ptr addrspace(1) %flag, align 4
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %b = add i32 %lane, 1
  %bm = and i32 %b, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %bm, i32 31)
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %y, ptr addrspace(1) %pout, align 4
  ret void
}

; The load through %lane stays, and the walk ends there: the load of %in
; after it is duplicated.
; CHECK-LABEL: define amdgpu_kernel void @stops(
; CHECK:         %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    %lv.mbcnt.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK:       entry.lane:
; CHECK:         %w.lane = load i32, ptr addrspace(1) %pin.lane, align 4
; CHECK:       entry.orig:
; CHECK-NEXT:    %lane = and i32 %tid, 31
; CHECK-NEXT:    %lidx = zext i32 %lane to i64
; CHECK-NEXT:    %plane = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lidx
; CHECK-NEXT:    %u = load i32, ptr addrspace(1) %plane, align 4
; CHECK-NEXT:    %idx = zext i32 %tid to i64
define amdgpu_kernel void @stops(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %lidx = zext i32 %lane to i64
  %plane = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lidx
  %u = load i32, ptr addrspace(1) %plane, align 4
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %w = load i32, ptr addrspace(1) %pin, align 4
  %v = add i32 %u, %w
  %b = add i32 %lane, 1
  %bm = and i32 %b, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %bm, i32 31)
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %y, ptr addrspace(1) %pout, align 4
  ret void
}

; A shuffle first: nothing is shared but threadIdx.x, which the test reads
; (the shuffle's result is a value the copies compute differently).
; CHECK-LABEL: define amdgpu_kernel void @shuffle_first(
; CHECK:         %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    %lv.mbcnt.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK:       entry.lane:
; CHECK-NEXT:    %r.addr = shl i32 %r, 2
; CHECK-NEXT:    %x.lane = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.addr, i32 %v)
; CHECK:       entry.orig:
; CHECK-NEXT:    %r.addr1 = shl i32 %r, 2
; CHECK-NEXT:    %x = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.addr1, i32 %v)
define amdgpu_kernel void @shuffle_first(ptr addrspace(1) %out, i32 %v, i32 %r) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %r, i32 31)
  %lane = and i32 %tid, 31
  %b = add i32 %lane, 1
  %bm = and i32 %b, 31
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %bm, i32 31)
  %idx = zext i32 %tid to i64
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %y, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx1100" }
