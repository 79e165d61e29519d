; How ds_bpermute addresses lanes per generation.  Every lane reads byte
; address 4 * (63 - lane).  gfx9/CDNA and gfx12 in wave64 index the whole
; wave (lane 0 reads lane 63); gfx10 and gfx11 in wave64 reduce the index
; modulo 32 within the caller's half (lane 0 reads 31, lane 32 reads 63);
; wave32 reduces it modulo 32.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: llc -mcpu=gfx1100 -mattr=+wavefrontsize64 %s -o /dev/null
; RUN: llc -mcpu=gfx1200 -mattr=+wavefrontsize64 %s -o /dev/null
; RUN: llc -mcpu=gfx1030 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 --print=out \
; RUN:   | FileCheck %s --check-prefix=WIDE
; RUN: %wave-emu -mcpu=gfx1200 -mattr=+wavefrontsize64 %s --block=64 \
; RUN:   --arg=buf:out:i32:64 --print=out | FileCheck %s --check-prefix=WIDE
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %s --block=64 \
; RUN:   --arg=buf:out:i32:64 --print=out | FileCheck %s --check-prefix=HALF
; RUN: %wave-emu -mcpu=gfx1030 -mattr=+wavefrontsize64 %s --block=64 \
; RUN:   --arg=buf:out:i32:64 --print=out | FileCheck %s --check-prefix=HALF
; RUN: %wave-emu -mcpu=gfx1030 %s --block=32 --arg=buf:out:i32:64 --print=out \
; RUN:   | FileCheck %s --check-prefix=W32
; WIDE:      out[0]: 163 162 161 160 159 158 157 156
; WIDE:      out[32]: 131 130 129 128 127 126 125 124
; HALF:      out[0]: 131 130 129 128 127 126 125 124
; HALF:      out[32]: 163 162 161 160 159 158 157 156
; W32:       out[0]: 131 130 129 128 127 126 125 124
; W32:       out[24]: 107 106 105 104 103 102 101 100
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @reverse(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, 100
  %src = sub i32 63, %tid
  %a = shl i32 %src, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %v)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
