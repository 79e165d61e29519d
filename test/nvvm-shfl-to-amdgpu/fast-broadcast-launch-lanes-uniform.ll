; A branch on a wave-uniform value (a kernel argument, the work-group id, a
; ballot) keeps every lane of the wave together, so the blocks it controls
; still run with the launch's lanes (FunctionCaches.h, LaunchLaneBlocks):
; the broadcast of lane 0 takes no EXEC test under `if (n > 16)`, after a
; uniform early return, and in a switch on blockIdx.x.  Under a uniform
; branch that is itself inside a divergent one, and under a branch on a
; value loaded from global memory (not known to be uniform), it keeps it.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S %s | FileCheck %s

define amdgpu_kernel void @under_uniform_if(ptr addrspace(1) %p, i32 %v, i32 %n) #0 {
entry:
  %big = icmp sgt i32 %n, 16
  br i1 %big, label %then, label %exit
then:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
; CHECK-LABEL: @under_uniform_if(
; CHECK:       then:
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)

define amdgpu_kernel void @after_uniform_return(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %first = icmp eq i32 %g, 0
  br i1 %first, label %out, label %body
body:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
out:
  ret void
}
; CHECK-LABEL: @after_uniform_return(
; CHECK:       body:
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)

define amdgpu_kernel void @switch_on_block(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  switch i32 %g, label %exit [ i32 1, label %one
                               i32 2, label %exit ]
one:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
; CHECK-LABEL: @switch_on_block(
; CHECK:       one:
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)

define amdgpu_kernel void @uniform_inside_divergent(ptr addrspace(1) %p, i32 %v, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %outer, label %exit
outer:
  %big = icmp sgt i32 %n, 16
  br i1 %big, label %inner, label %exit
inner:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
; CHECK-LABEL: @uniform_inside_divergent(
; CHECK:       inner:
; CHECK-NEXT:    %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)

define amdgpu_kernel void @loaded_condition(ptr addrspace(1) %p, i32 %v) #0 {
entry:
  %x = load i32, ptr addrspace(1) %p
  %c = icmp sgt i32 %x, 16
  br i1 %c, label %then, label %exit
then:
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}
; CHECK-LABEL: @loaded_condition(
; CHECK:       then:
; CHECK-NEXT:    %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
