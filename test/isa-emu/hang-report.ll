; A wave that spins forever on memory nobody writes: at --timeout the run
; stops and names, for each unfinished wave, the instruction it is at and
; the loop it spins in (from the backward branch it last took).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: not wave-emu --isa %t.hsaco --block=128 --arg=buf:out:i32:1 --timeout=1 2>&1 \
; RUN:   | FileCheck %s
; CHECK: wave-emu: error: the kernel 'k' did not finish (stopped after {{[0-9]+}} instructions); where its unfinished waves are:
; CHECK-NEXT: workgroup (0,0,0), wave 0 at k+0x{{[0-9a-f]+}}{{.*}}, spinning in the loop k+0x[[TO:[0-9a-f]+]] .. k+0x[[FROM:[0-9a-f]+]]
; CHECK-NEXT: workgroup (0,0,0), wave 1 at k+0x{{[0-9a-f]+}}{{.*}}, spinning in the loop k+0x[[TO]] .. k+0x[[FROM]]

@flag = internal addrspace(3) global i32 poison, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  br label %spin
spin:
  %v = load volatile i32, ptr addrspace(3) @flag
  %seen = icmp eq i32 %v, 1234
  br i1 %seen, label %done, label %spin
done:
  store i32 %v, ptr addrspace(1) %out
  ret void
}
