; DPP8 (gfx10+): each lane reads the lane its 3-bit select names within its
; group of eight; dpp8:[7,6,5,4,3,2,1,0] reverses each group.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 7 6 5 4 3 2 1 0 15 14 13 12 11 10 9 8
; CHECK-NEXT: out[16]: 23 22 21 20 19 18 17 16 31 30 29 28 27 26 25 24

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "v_mov_b32_dpp $0, $1 dpp8:[7,6,5,4,3,2,1,0]", "=v,v"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
