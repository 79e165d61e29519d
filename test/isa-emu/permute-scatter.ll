; ds_permute_b32 scatters: each active lane sends its value to lane
; (addr / 4) mod 32 (wave32); lanes that nobody writes get 0.  Lane i sends
; 100 + i to lane (i * 2) mod 32: even lanes receive 100 + i / 2 or
; 116 + i / 2 (the higher source lane wins where two land on one lane),
; odd lanes 0.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 116 0 117 0 118 0 119 0 120 0 121 0 122 0 123 0
; CHECK-NEXT: out[16]: 124 0 125 0 126 0 127 0 128 0 129 0 130 0 131 0

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, 100
  %addr = shl i32 %tid, 3
  %r = call i32 asm sideeffect "ds_permute_b32 $0, $1, $2\0As_waitcnt lgkmcnt(0)", "=v,v,v"(i32 %addr, i32 %v)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
