; v_readlane_b32 reads the lane its SGPR or constant operand names (mod 64
; in wave64), whatever EXEC says; v_writelane_b32 writes that lane of the
; destination and no other.  Lane 37's value (137) goes to every lane, then
; lane 69 mod 64 = 5 gets 7.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=64 --arg=buf:out:i32:64 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 137 137 137 137 137 7 137 137 137 137 137 137 137 137 137 137
; CHECK-NEXT: out[16]: 137 137 137 137 137 137 137 137 137 137 137 137 137 137 137 137

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, 100
  %r = call i32 asm sideeffect "v_readlane_b32 s10, $1, 37\0Av_mov_b32 $0, s10\0As_movk_i32 s12, 69\0Av_writelane_b32 $0, 7, s12", "=&v,v,~{s10},~{s12}"(i32 %v)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
