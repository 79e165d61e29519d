; gfx950 has 160 KiB of LDS per workgroup (llc 22 accepts up to 163840
; bytes for it); gfx942 has 64 KiB.  LLVM 19 does not know gfx950.
; REQUIRES: llvm22
; RUN: %wave-emu -mcpu=gfx950 %s --block=64 --lds=162816 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=64 | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx950 %s --block=64 --lds=162817 \
; RUN:   --arg=buf:out:i32:64 2>&1 | FileCheck %s --check-prefix=GFX950
; RUN: not %wave-emu -mcpu=gfx942 %s --block=64 --lds=162816 \
; RUN:   --arg=buf:out:i32:64 2>&1 | FileCheck %s --check-prefix=GFX942
; OK:      out[0]: 0 1 2 3
; GFX950:  needs 163841 bytes of LDS per workgroup (1024 static + 162817 dynamic), more than the 163840 bytes a workgroup has on gfx950
; GFX942:  more than the 65536 bytes a workgroup has on gfx942
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [256 x i32], ptr addrspace(3) @tile, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(3) %p
  %v = load i32, ptr addrspace(3) %p
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
