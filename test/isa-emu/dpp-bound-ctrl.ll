; With bound_ctrl, a lane whose DPP source lies outside its row reads 0 and
; is written: v_add_nc_u32_dpp d, lane, lane row_shr:1 gives 2*lane - 1,
; and lanes 0 and 16 (no lane before them in their row) 0 + lane.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 0 1 3 5 7 9 11 13 15 17 19 21 23 25 27 29
; CHECK-NEXT: out[16]: 16 33 35 37 39 41 43 45 47 49 51 53 55 57 59 61

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %r = call i32 asm sideeffect "v_add_nc_u32_dpp $0, $1, $1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", "=v,v,0"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
