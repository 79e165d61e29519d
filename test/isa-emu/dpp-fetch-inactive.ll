; A DPP source lane that EXEC disables is out of range unless the
; instruction fetches inactive lanes (fi:1, gfx10+).  Lanes 2 and 3 are
; switched off around v_mov_b32_dpp ... quad_perm:[2,3,0,1] bound_ctrl:1:
; lanes 0 and 1 read lanes 2 and 3, which gives 0 with fi:0 and their
; values (2, 3) with fi:1; lanes 2 and 3 are not written (old: 1000 + lane).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --kernel=fi0 --block=8 --arg=buf:out:i32:8 --print=out \
; RUN:   | FileCheck %s --check-prefix=FI0
; RUN: wave-emu --isa %t.hsaco --kernel=fi1 --block=8 --arg=buf:out:i32:8 --print=out \
; RUN:   | FileCheck %s --check-prefix=FI1
; FI0: out[0]: 0 0 1002 1003 6 7 4 5
; FI1: out[0]: 2 3 1002 1003 6 7 4 5

define amdgpu_kernel void @fi0(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %r = call i32 asm sideeffect "s_mov_b32 s10, exec_lo\0As_and_b32 exec_lo, exec_lo, 0xfffffff3\0Av_mov_b32_dpp $0, $1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1\0As_mov_b32 exec_lo, s10", "=v,v,0,~{s10}"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @fi1(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %r = call i32 asm sideeffect "s_mov_b32 s10, exec_lo\0As_and_b32 exec_lo, exec_lo, 0xfffffff3\0Av_mov_b32_dpp $0, $1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1\0As_mov_b32 exec_lo, s10", "=v,v,0,~{s10}"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
