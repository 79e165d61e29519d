; A lane-versioned kernel whose shared prefix loads the shuffled value
; (LaneVersioning.h): each copy's entry starts with the instructions that
; need no loaded value (here the ds_bpermute address and the store's
; pointer), then llvm.amdgcn.sched.barrier(0), so that the machine
; scheduler, which sees one block at a time, keeps them ahead of the wait
; for the load.  The lane-function operands the lowering left unused are
; deleted first.  A kernel whose prefix reads no memory (@argument: the
; value is an argument) gets no barrier.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu %s | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --check-prefix=ASM

; CHECK-LABEL: define amdgpu_kernel void @loaded(
; CHECK:       entry.lane:
; CHECK-NEXT:    %pout.lane = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
; CHECK-NEXT:    call void @llvm.amdgcn.sched.barrier(i32 0)
; CHECK-NEXT:    %r.lane.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(
; CHECK:       entry.orig:
; CHECK-NEXT:    %next.addr = shl i32 %next, 2
; CHECK-NEXT:    %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
; CHECK-NEXT:    call void @llvm.amdgcn.sched.barrier(i32 0)
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %next.addr, i32 %v)
; CHECK-NEXT:    store i32 %r, ptr addrspace(1) %pout, align 4
; CHECK-NEXT:    ret void

; CHECK-LABEL: define amdgpu_kernel void @argument(
; CHECK-NOT:     sched.barrier
; CHECK:         ret void
; CHECK-NOT:     sched.barrier
; CHECK-LABEL: declare

; The original copy's ds_bpermute address (offset:8 folds the + 2 lanes)
; and the store address are computed in the entry, before the wait.
; ASM-LABEL: loaded:
; ASM:         v_lshlrev_b32_e32 [[ADDR:v[0-9]+]], 2,
; ASM:         global_load_b32 [[V:v[0-9]+]], [[ADDR]],
; ASM:         s_cbranch_vccnz [[ORIG:.LBB[0-9_]+]]
; ASM:       [[ORIG]]:
; ASM-NEXT:    ; sched_barrier mask(0x00000000)
; ASM-NEXT:    s_waitcnt vmcnt(0)
; ASM-NEXT:    ds_bpermute_b32 v{{[0-9]+}}, [[ADDR]], [[V]] offset:8

define amdgpu_kernel void @loaded(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %next = add i32 %tid, 2
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}

define amdgpu_kernel void @argument(ptr addrspace(1) %out, i32 %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %next = add i32 %tid, 2
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 31)
  %idx = zext i32 %tid to i64
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %pout, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
