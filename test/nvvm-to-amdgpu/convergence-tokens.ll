; A barrier that carries a convergence control token becomes an s.barrier
; that carries it too (opt's verifier rejects a function that mixes
; controlled and uncontrolled convergent calls).  LLVM 22 and LLVM 19 name
; __syncthreads differently (LLVM 22's reader upgrades barrier0 and drops the
; token), so each has its own input.
; RUN: split-file %s %t
; RUN: %if llvm22 %{ opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/llvm22.ll | FileCheck %s %}
; RUN: %if llvm19 %{ opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S %t/llvm19.ll | FileCheck %s %}
; RUN: %if llvm22 %{ opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' %t/llvm22.ll | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null %}

; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK:         %t = call token @llvm.experimental.convergence.entry()
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK:       loop:
; CHECK-NEXT:    %i = phi i32
; CHECK-NEXT:    %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %lt) ]
; CHECK-NEXT:    fence syncscope("workgroup") acquire

;--- llvm22.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %t) ]
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0) [ "convergencectrl"(token %lt) ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

;--- llvm19.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(i32 %n) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  call void @llvm.nvvm.barrier0() [ "convergencectrl"(token %t) ]
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  call void @llvm.nvvm.barrier0() [ "convergencectrl"(token %lt) ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare void @llvm.nvvm.barrier0()
