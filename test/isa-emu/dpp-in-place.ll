; An in-place DPP move (destination = source) reads every lane's source
; before any lane writes: lane i of each row gets lane i-1's old value
; (row_shr:1), and the first lane of each row, whose source is outside the
; row and which bound_ctrl does not zero, keeps its value.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.hsaco | FileCheck %s --check-prefix=ASM
; RUN: wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; ASM: v_mov_b32_dpp v[[R:[0-9]+]], v[[R]] row_shr:1 row_mask:0xf bank_mask:0xf
; CHECK:      out[0]: 0 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14
; CHECK-NEXT: out[16]: 16 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "v_mov_b32_dpp $0, $0 row_shr:1 row_mask:0xf bank_mask:0xf", "=v,0"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
