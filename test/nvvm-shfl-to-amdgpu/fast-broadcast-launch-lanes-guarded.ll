; Where the active lanes need not be the launch's, a broadcast of lane 0
; keeps the EXEC test of its readlane (a ballot, and 0 where lane 0 is
; inactive, as ds_bpermute): in a function that is not a kernel (it may be
; called with any lanes), after a return that only some lanes take (on a
; branch on the thread id), and in a loop (later iterations
; may run with fewer lanes), here also a cycle entered at two blocks.  A
; broadcast of another lane keeps it everywhere: a lane below it may be
; active where it is not.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S %s | FileCheck %s

define void @not_a_kernel(ptr addrspace(1) %p, i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @after_early_return(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %out, label %body
body:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  br label %out
out:
  ret void
}

define amdgpu_kernel void @in_loop(ptr addrspace(1) %p, i32 %v, i32 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %i, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %v
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define amdgpu_kernel void @irreducible(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  %odd = trunc i32 %v to i1
  br i1 %odd, label %a, label %b
a:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  br label %b
b:
  %again = load volatile i1, ptr addrspace(1) %p
  br i1 %again, label %a, label %exit
exit:
  ret void
}

define amdgpu_kernel void @lane5(ptr addrspace(1) %p, i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 5, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

; CHECK-LABEL: @not_a_kernel(
; CHECK-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; CHECK-NEXT:  %r.moved.lane0.active = trunc i32 %r.moved.exec to i1
; CHECK-NEXT:  %r = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
;
; CHECK-LABEL: @after_early_return(
; CHECK:       body:
; CHECK-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; CHECK-NEXT:  %r.moved.lane0.active = trunc i32 %r.moved.exec to i1
; CHECK-NEXT:  %r = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
;
; CHECK-LABEL: @in_loop(
; CHECK:       loop:
; CHECK-NEXT:  %i = phi i32
; CHECK-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %i, i32 0)
; CHECK-NEXT:  %r.moved.lane0.active = trunc i32 %r.moved.exec to i1
; CHECK-NEXT:  %r = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
;
; CHECK-LABEL: @irreducible(
; CHECK:       a:
; CHECK-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; CHECK-NEXT:  %r.moved.lane0.active = trunc i32 %r.moved.exec to i1
; CHECK-NEXT:  %r = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
;
; CHECK-LABEL: @lane5(
; CHECK-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; CHECK-NEXT:  %r.moved.lane5 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 5)
; CHECK-NEXT:  %1 = lshr i32 %r.moved.exec, 5
; CHECK-NEXT:  %r.moved.lane5.active = trunc i32 %1 to i1
; CHECK-NEXT:  %r = select i1 %r.moved.lane5.active, i32 %r.moved.lane5, i32 0
