; ds_bpermute_b32 reads 0 from a source lane that EXEC disables, and does
; not write the destination of a disabled lane.  Odd lanes are switched off;
; each even lane reads lane + 1 (0) and the odd lanes keep 1000 + lane.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s
; CHECK: out[0]: 0 1001 0 1003 0 1005 0 1007

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %l4 = shl i32 %tid, 2
  %addr = add i32 %l4, 4
  %r = call i32 asm sideeffect "s_mov_b64 s[10:11], exec\0As_and_b64 exec, exec, 0x55555555\0Ads_bpermute_b32 $0, $1, $2\0As_waitcnt lgkmcnt(0)\0As_mov_b64 exec, s[10:11]", "=v,v,v,0,~{s10},~{s11}"(i32 %addr, i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
