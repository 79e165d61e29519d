; A VOPC compare writes 0 for the lanes EXEC disables, even where the
; condition would hold (the guides' VOPC description; LLVM relies on it in
; s_and_saveexec sequences).  With odd lanes switched off, v_cmp_le_u32
; 0, lane is true everywhere, and the mask of 8 lanes is 0x55.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=8 --arg=buf:out:u32:1 --print=out:hex | FileCheck %s
; CHECK: out[0]: 0x00000055

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = call i32 asm sideeffect "s_mov_b32 s10, exec_lo\0As_and_b32 exec_lo, exec_lo, 0x55\0Av_cmp_le_u32_e64 $0, 0, $1\0As_mov_b32 exec_lo, s10", "=s,v,~{s10}"(i32 %tid)
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %store, label %done
store:
  store i32 %m, ptr addrspace(1) %out
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
