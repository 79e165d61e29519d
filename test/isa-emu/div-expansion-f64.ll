; LLVM's f64 division (v_div_scale_f64, v_rcp_f64, an fma chain,
; v_div_fmas_f64, v_div_fixup_f64) gives the correctly rounded quotient
; (the host's IEEE division), also near the largest double and in the
; denormal range.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.gfx9.o
; RUN: ld.lld -shared %t.gfx9.o -o %t.gfx9.hsaco
; RUN: wave-emu --isa %t.gfx9.hsaco --launch=%S/Inputs/div-f64.launch | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj %s -o %t.gfx12.o
; RUN: ld.lld -shared %t.gfx12.o -o %t.gfx12.hsaco
; RUN: wave-emu --isa %t.gfx12.hsaco --launch=%S/Inputs/div-f64.launch | FileCheck %s
; CHECK:      q[0]: 0x3fd5555555555555 0x7fefa53f26f8811c 0x000012688b70e62b 0x0002659cd2b34d9b
; CHECK-NEXT: q[4]: 0x00043ad882e2107c 0x7ff0000000000000 0xfff8000000000000 0x8000000000000000
; CHECK-NEXT: q[8]: 0x0000000000000001 0x0010000000000001 0xfff0000000000000 0x423cbe991a080000

define amdgpu_kernel void @div(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %q) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr double, ptr addrspace(1) %a, i32 %tid
  %pb = getelementptr double, ptr addrspace(1) %b, i32 %tid
  %x = load double, ptr addrspace(1) %pa
  %y = load double, ptr addrspace(1) %pb
  %r = fdiv double %x, %y
  %pq = getelementptr double, ptr addrspace(1) %q, i32 %tid
  store double %r, ptr addrspace(1) %pq
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
