; LDS per workgroup is limited per processor, as llc limits it ("local
; memory exceeds limit"): 65536 bytes on gfx9, gfx10, gfx11 and gfx12.
; Dynamic LDS (--lds) counts with the kernel's static LDS (1024 bytes
; here); a request past the limit is refused before the LDS is allocated.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --lds=64512 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=64 | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --lds=64513 \
; RUN:   --arg=buf:out:i32:64 2>&1 | FileCheck %s --check-prefix=GFX90A
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=64 --lds=4000000000 \
; RUN:   --arg=buf:out:i32:64 2>&1 | FileCheck %s --check-prefix=HUGE
; RUN: not %wave-emu -mcpu=gfx1200 %s --block=64 --lds=65536 \
; RUN:   --arg=buf:out:i32:64 2>&1 | FileCheck %s --check-prefix=GFX1200
; OK:      out[0]: 0 1 2 3
; GFX90A:  wave-emu: error: kernel 'k' needs 65537 bytes of LDS per workgroup (1024 static + 64513 dynamic), more than the 65536 bytes a workgroup has on gfx90a
; HUGE:    wave-emu: error: kernel 'k' needs 4000001024 bytes of LDS per workgroup (1024 static + 4000000000 dynamic), more than the 65536 bytes a workgroup has on gfx1100
; GFX1200: more than the 65536 bytes a workgroup has on gfx1200
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
