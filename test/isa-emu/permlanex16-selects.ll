; v_permlanex16_b32 (gfx10+): lane i of a row reads lane sel[i] of the other
; row of its pair, sel from {S2, S1} four bits a lane.  S1 = 0x76543210 is a
; literal (selects 0-7 for lanes 0-7), S2 = 0xfedcba98 an SGPR (8-15 for
; lanes 8-15): lanes 0-15 read lanes 16-31 and lanes 16-31 lanes 0-15.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.hsaco | FileCheck %s --check-prefix=ASM
; RUN: wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; ASM: v_permlanex16_b32 v{{[0-9]+}}, v{{[0-9]+}}, 0x76543210, s{{[0-9]+}}
; CHECK:      out[0]: 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131
; CHECK-NEXT: out[16]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, 100
  %r = call i32 asm sideeffect "v_permlanex16_b32 $0, $1, 0x76543210, $2", "=v,v,s"(i32 %v, i32 -19088744)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
