; LLVM selects fptrunc(fmul x, y) to half as v_fma_mixlo_f16 x, y, 0 (an
; fma with a +0 addend; VOP3PInstructions.td notes that this is only valid
; without signed zeros).  An fma of a -0 product and +0 is +0 (IEEE 754
; addition of opposite zeros, round to nearest), so where the product is
; -0 the machine code gives +0 (0x0000) while the IR's fmul and fptrunc
; give -0 (0x8000): the ISA-level emulator runs what the hardware runs.
; x = -0.0 and 2.5, y = 0.5 (halves: 0x8000 and 0x3d00 expected from the IR).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.hsaco | FileCheck %s --check-prefix=ASM
; RUN: wave-emu --isa %t.hsaco --block=2 --arg=buf:x:f32:2=-0.0,2.5 --arg=buf:h:u16:2 \
; RUN:   --print=h:hex | FileCheck %s
; RUN: wave-emu -mcpu=gfx1100 %s --block=2 --arg=buf:x:f32:2=-0.0,2.5 --arg=buf:h:u16:2 \
; RUN:   --print=h:hex | FileCheck %s --check-prefix=IR
; amdgpu-signed-zero-products (part of nvvm-to-amdgpu) writes the product as
; fma(x, y, -0.0), which the same pattern selects with -0 in a register:
; RUN: opt %loadshfl -passes=amdgpu-signed-zero-products %s | \
; RUN:   llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj -o %t.fixed.o
; RUN: ld.lld -shared %t.fixed.o -o %t.fixed.hsaco
; RUN: llvm-objdump -d --mcpu=gfx1100 %t.fixed.hsaco | FileCheck %s --check-prefix=FIXED-ASM
; RUN: wave-emu --isa %t.fixed.hsaco --block=2 --arg=buf:x:f32:2=-0.0,2.5 --arg=buf:h:u16:2 \
; RUN:   --print=h:hex | FileCheck %s --check-prefix=IR
; ASM: v_fma_mixlo_f16 v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}, 0 //
; FIXED-ASM: v_fma_mixlo_f16 v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}, s{{[0-9]+}} //
; CHECK: h[0]: 0x0000 0x3d00
; IR: h[0]: 0x8000 0x3d00

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %h) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %px = getelementptr float, ptr addrspace(1) %x, i32 %tid
  %v = load float, ptr addrspace(1) %px
  %m = fmul float %v, 0.5
  %t = fptrunc float %m to half
  %ph = getelementptr half, ptr addrspace(1) %h, i32 %tid
  store half %t, ptr addrspace(1) %ph
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
