; ds_swizzle_b32 (gfx9 wave64): in bitmask mode lane i of each 32-lane
; half reads ((i & and) | or) ^ xor; swizzle(SWAP,16) is and 0x1f, xor 16.
; In quad-perm mode (offset bit 15) each lane reads the lane of its quad the
; offset's two-bit field names: swizzle(QUAD_PERM,3,2,1,0) reverses quads.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --kernel=swap16 --block=64 --arg=buf:out:i32:64 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=SWAP
; RUN: wave-emu --isa %t.hsaco --kernel=quad --block=64 --arg=buf:out:i32:64 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=QUAD
; SWAP:      out[0]: 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
; SWAP-NEXT: out[16]: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
; SWAP-NEXT: out[32]: 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
; SWAP-NEXT: out[48]: 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47
; QUAD:      out[0]: 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12

define amdgpu_kernel void @swap16(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "ds_swizzle_b32 $0, $1 offset:swizzle(SWAP,16)\0As_waitcnt lgkmcnt(0)", "=v,v"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @quad(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "ds_swizzle_b32 $0, $1 offset:swizzle(QUAD_PERM,3,2,1,0)\0As_waitcnt lgkmcnt(0)", "=v,v"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
