; gfx10+ DPP: row_share:n gives every lane of a row the row's lane n,
; row_xmask:n lane (i ^ n) of the row.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --kernel=share --block=32 --arg=buf:out:i32:32 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=SHARE
; RUN: wave-emu --isa %t.hsaco --kernel=xmask --block=32 --arg=buf:out:i32:32 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=XMASK
; SHARE:      out[0]: 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5
; SHARE-NEXT: out[16]: 21 21 21 21 21 21 21 21 21 21 21 21 21 21 21 21
; XMASK:      out[0]: 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12
; XMASK-NEXT: out[16]: 19 18 17 16 23 22 21 20 27 26 25 24 31 30 29 28

define amdgpu_kernel void @share(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "v_mov_b32_dpp $0, $1 row_share:5 row_mask:0xf bank_mask:0xf", "=v,v"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @xmask(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "v_mov_b32_dpp $0, $1 row_xmask:3 row_mask:0xf bank_mask:0xf", "=v,v"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
