; v_permlane16_b32 reading an inactive lane: without FI (op_sel[0]) the
; source is invalid; BOUND_CTRL (op_sel[1]) then gives 0, otherwise the
; lane is not written.  All selects are 0: every lane of a row reads the
; row's lane 0 (its source value 50 + lane), which is switched off; the old
; value is 1000 + lane.  Lane 0 is inactive and keeps its old value in every case.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --kernel=plain --block=16 --arg=buf:out:i32:16 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=PLAIN
; RUN: wave-emu --isa %t.hsaco --kernel=bc --block=16 --arg=buf:out:i32:16 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=BC
; RUN: wave-emu --isa %t.hsaco --kernel=fi --block=16 --arg=buf:out:i32:16 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=FI
; PLAIN: out[0]: 1000 1001 1002 1003 1004 1005 1006 1007 1008 1009 1010 1011 1012 1013 1014 1015
; BC:    out[0]: 1000 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
; FI:    out[0]: 1000 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50

define amdgpu_kernel void @plain(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %v = add i32 %tid, 50
  %r = call i32 asm sideeffect "s_mov_b32 s10, exec_lo\0As_and_b32 exec_lo, exec_lo, -2\0Av_permlane16_b32 $0, $1, 0, 0\0As_mov_b32 exec_lo, s10", "=v,v,0,~{s10}"(i32 %v, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @bc(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %v = add i32 %tid, 50
  %r = call i32 asm sideeffect "s_mov_b32 s10, exec_lo\0As_and_b32 exec_lo, exec_lo, -2\0Av_permlane16_b32 $0, $1, 0, 0 op_sel:[0,1]\0As_mov_b32 exec_lo, s10", "=v,v,0,~{s10}"(i32 %v, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @fi(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %v = add i32 %tid, 50
  %r = call i32 asm sideeffect "s_mov_b32 s10, exec_lo\0As_and_b32 exec_lo, exec_lo, -2\0Av_permlane16_b32 $0, $1, 0, 0 op_sel:[1,0]\0As_mov_b32 exec_lo, s10", "=v,v,0,~{s10}"(i32 %v, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
