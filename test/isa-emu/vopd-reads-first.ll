; VOPD (gfx11): both halves of a dual-issue instruction read their sources
; before either writes, so `v_dual_mov_b32 v10, v11 :: v_dual_mov_b32 v11,
; v10` swaps the two registers (here 100 + lane and 200 + lane).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=4 --arg=buf:out:i32:8 --print=out | FileCheck %s
; CHECK: out[0]: 200 201 202 203 100 101 102 103

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %tid, 100
  %b = add i32 %tid, 200
  %r = call { i32, i32 } asm sideeffect "v_mov_b32 v10, $2\0Av_mov_b32 v11, $3\0Av_dual_mov_b32 v10, v11 :: v_dual_mov_b32 v11, v10\0Av_mov_b32 $0, v10\0Av_mov_b32 $1, v11", "=&v,=&v,v,v,~{v10},~{v11}"(i32 %a, i32 %b)
  %x = extractvalue { i32, i32 } %r, 0
  %y = extractvalue { i32, i32 } %r, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %p
  %q = getelementptr i32, ptr addrspace(1) %p, i32 4
  store i32 %y, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
