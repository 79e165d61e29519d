; SDWA (gfx9, gfx10): source selects pick a byte or a word (sext()
; sign-extends it), dst_sel writes a byte or word of the destination and
; dst_unused says what happens to the rest (pad with 0, preserve).
; src0 = 0x80f0 + lane (byte 1 = 0x80), src1 = 0x00030002, old = 0xaabbccdd.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --kernel=sext_byte --block=2 --arg=buf:out:u32:2 --print=out:hex \
; RUN:   | FileCheck %s --check-prefix=SEXT
; RUN: wave-emu --isa %t.hsaco --kernel=preserve --block=2 --arg=buf:out:u32:2 --print=out:hex \
; RUN:   | FileCheck %s --check-prefix=PRESERVE
; sext(byte 1 of src0) + word 1 of src1 = -128 + 3, whole dword:
; SEXT: out[0]: 0xffffff83 0xffffff83
; (byte 0 of src0 + word 0 of src1) into word 1, word 0 preserved:
; PRESERVE: out[0]: 0x00f2ccdd 0x00f3ccdd
; RUN: wave-emu --isa %t.hsaco --kernel=half_word1 --block=2 --arg=buf:out:u32:2 --print=out:hex \
; RUN:   | FileCheck %s --check-prefix=HALF
; A 16-bit operation selects from the whole register: word 1 of
; 0x40003c00 (2.0) plus 1.0 is 3.0, not 0 + 1.0:
; HALF: out[0]: 0x00004200 0x00004200

define amdgpu_kernel void @sext_byte(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %tid, 33008
  %r = call i32 asm sideeffect "v_add_u32_sdwa $0, sext($1), $2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_1", "=v,v,v"(i32 %a, i32 196610)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @preserve(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = add i32 %tid, 33008
  %r = call i32 asm sideeffect "v_add_u32_sdwa $0, $1, $2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:WORD_0", "=v,v,v,0"(i32 %a, i32 196610, i32 -1430532899)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @half_word1(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "v_add_f16_sdwa $0, $1, $2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD", "=v,v,v"(i32 1073757184, i32 15360)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
