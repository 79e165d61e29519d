; Private memory is each lane's own: MUBUF through the private segment
; buffer on gfx90a (the frame offsets in SGPRs scaled by the wave size),
; scratch_* instructions on gfx1100 (architected flat scratch).  Each lane
; fills an array indexed by a runtime value, then reads one element back.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.gfx9.o
; RUN: ld.lld -shared %t.gfx9.o -o %t.gfx9.hsaco
; RUN: llvm-objdump -d --mcpu=gfx90a %t.gfx9.hsaco | FileCheck %s --check-prefix=GFX9
; RUN: wave-emu --isa %t.gfx9.hsaco --block=8 --arg=buf:out:i32:8 --arg=i32:3 --print=out \
; RUN:   | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.gfx11.o
; RUN: ld.lld -shared %t.gfx11.o -o %t.gfx11.hsaco
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.gfx11.hsaco | FileCheck %s --check-prefix=GFX11
; RUN: wave-emu --isa %t.gfx11.hsaco --block=8 --arg=buf:out:i32:8 --arg=i32:3 --print=out \
; RUN:   | FileCheck %s
; GFX9: buffer_store_dword
; GFX11: scratch_store_b32
; CHECK: out[0]: 3 13 23 33 43 53 63 73

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %arr = alloca [16 x i32], align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %tid, 10
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i.next, %fill ]
  %v = add i32 %base, %i
  %slot = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  store volatile i32 %v, ptr addrspace(5) %slot
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 16
  br i1 %more, label %fill, label %read
read:
  %q = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %n
  %r = load volatile i32, ptr addrspace(5) %q
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
