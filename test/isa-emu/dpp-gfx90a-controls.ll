; gfx90a DPP controls of a wave64 (CDNA2 ISA guide, "DPP"): row_newbcast:n
; gives each row its lane n; row_bcast:15 gives each row lane 15 of the row
; before it (row 0, with no row before it, keeps its old value: no
; bound_ctrl); wave_shr:1 shifts the whole wave by one lane (lane 0 keeps
; its old value).  The old value is 100 + lane.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --kernel=newbcast --block=64 --arg=buf:out:i32:64 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=NEWBCAST
; RUN: wave-emu --isa %t.hsaco --kernel=bcast15 --block=64 --arg=buf:out:i32:64 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=BCAST15
; RUN: wave-emu --isa %t.hsaco --kernel=wshr --block=64 --arg=buf:out:i32:64 --print=out \
; RUN:   --print-width=16 | FileCheck %s --check-prefix=WSHR
; NEWBCAST:      out[0]: 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2
; NEWBCAST-NEXT: out[16]: 18 18 18 18 18 18 18 18 18 18 18 18 18 18 18 18
; NEWBCAST-NEXT: out[32]: 34 34 34 34 34 34 34 34 34 34 34 34 34 34 34 34
; NEWBCAST-NEXT: out[48]: 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50 50
; BCAST15:      out[0]: 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115
; BCAST15-NEXT: out[16]: 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15
; BCAST15-NEXT: out[32]: 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31
; BCAST15-NEXT: out[48]: 47 47 47 47 47 47 47 47 47 47 47 47 47 47 47 47
; WSHR:      out[0]: 100 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14
; WSHR-NEXT: out[16]: 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30
; WSHR-NEXT: out[32]: 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46
; WSHR-NEXT: out[48]: 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62

define amdgpu_kernel void @newbcast(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 100
  %r = call i32 asm sideeffect "s_nop 1\0Av_mov_b32_dpp $0, $1 row_newbcast:2 row_mask:0xf bank_mask:0xf", "=v,v,0"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @bcast15(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 100
  %r = call i32 asm sideeffect "s_nop 1\0Av_mov_b32_dpp $0, $1 row_bcast:15 row_mask:0xf bank_mask:0xf", "=v,v,0"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
define amdgpu_kernel void @wshr(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 100
  %r = call i32 asm sideeffect "s_nop 1\0Av_mov_b32_dpp $0, $1 wave_shr:1 row_mask:0xf bank_mask:0xf", "=v,v,0"(i32 %tid, i32 %old)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
