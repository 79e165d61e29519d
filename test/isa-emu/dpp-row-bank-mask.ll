; DPP's row_mask and bank_mask disable whole rows and banks (groups of four
; lanes of a row): those lanes are not written and keep their old value;
; the others get src0 from the lane quad_perm names plus src1.
; Here the old value is 1000 + lane, src0 = src1 = lane, quad_perm:[1,0,3,2],
; row_mask 0x1 (row 0 only), bank_mask 0x5 (banks 0 and 2: lanes 0-3, 8-11).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 1 1 5 5 1004 1005 1006 1007 17 17 21 21 1012 1013 1014 1015
; CHECK-NEXT: out[16]: 1016 1017 1018 1019 1020 1021 1022 1023 1024 1025 1026 1027 1028 1029 1030 1031

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %r = call i32 asm sideeffect "v_add_nc_u32_dpp $0, $1, $1 quad_perm:[1,0,3,2] row_mask:0x1 bank_mask:0x5", "=v,v,0"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
