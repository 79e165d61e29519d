; A wave that spins on LDS another wave of its workgroup writes makes
; progress: the waves take turns (at most 2048 instructions each), so the
; first wave, which polls a flag, lets the second one set it.  There is no
; barrier between them.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=64 --arg=buf:out:i32:2 --print=out | FileCheck %s
; CHECK: out[0]: 1234 1

@flag = internal addrspace(3) global i32 poison, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %second = icmp uge i32 %tid, 32
  br i1 %second, label %writer, label %spin
writer:
  store volatile i32 1234, ptr addrspace(3) @flag
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  %lane1 = icmp eq i32 %tid, 32
  br i1 %lane1, label %mark, label %exit
mark:
  store i32 1, ptr addrspace(1) %p1
  br label %exit
spin:
  %v = load volatile i32, ptr addrspace(3) @flag
  %seen = icmp eq i32 %v, 1234
  br i1 %seen, label %got, label %spin
got:
  %lane0 = icmp eq i32 %tid, 0
  br i1 %lane0, label %save, label %exit
save:
  store i32 %v, ptr addrspace(1) %out
  br label %exit
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
