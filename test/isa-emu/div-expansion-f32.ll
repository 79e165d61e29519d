; LLVM's f32 division (v_div_scale, v_rcp_f32, an fma chain, v_div_fmas,
; v_div_fixup) gives the correctly rounded quotient, also where div_scale
; scales (a quotient near the largest float or in the denormal range, a
; tiny numerator, a huge denominator) and div_fixup decides (x/0, 0/0 and
; inf/inf give the guides' quiet NaN 0xffc00000).  The expected bits are the
; exact quotients rounded to nearest even (Python's fractions).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.gfx9.o
; RUN: ld.lld -shared %t.gfx9.o -o %t.gfx9.hsaco
; RUN: wave-emu --isa %t.gfx9.hsaco --launch=%S/Inputs/div-f32.launch | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.gfx11.o
; RUN: ld.lld -shared %t.gfx11.o -o %t.gfx11.hsaco
; RUN: wave-emu --isa %t.gfx11.hsaco --launch=%S/Inputs/div-f32.launch | FileCheck %s
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.gfx11.hsaco | FileCheck %s --check-prefix=ASM
; ASM: v_div_scale_f32
; ASM: v_div_fmas_f32
; ASM: v_div_fixup_f32
; CHECK:      q[0]: 0x3eaaaaab 0x7f7ac5ab 0x000116c2 0x00244bfa 0x00244bfa 0x7f800000
; CHECK-NEXT: q[6]: 0xffc00000 0xffc00000 0x80000000 0x00000018 0x007fffff 0xff800000

define amdgpu_kernel void @div(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %q) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %tid
  %x = load float, ptr addrspace(1) %pa
  %y = load float, ptr addrspace(1) %pb
  %r = fdiv float %x, %y
  %pq = getelementptr float, ptr addrspace(1) %q, i32 %tid
  store float %r, ptr addrspace(1) %pq
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
