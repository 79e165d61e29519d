; s_trap (llvm.trap, CUDA's __trap and failed asserts) stops the run.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: not wave-emu --isa %t.hsaco --block=8 --arg=buf:out:i32:8 --print=out 2>&1 | FileCheck %s
; CHECK: wave-emu: error: s_trap 2: the kernel trapped (__trap(), a failed assert or an llvm.trap) in kernel 'k'
; CHECK-NEXT: at k+0x{{[0-9a-f]+}} (0x{{[0-9a-f]+}}): s_trap 2

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bad = icmp eq i32 %tid, 5
  br i1 %bad, label %trap, label %ok
trap:
  call void @llvm.trap()
  unreachable
ok:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()
