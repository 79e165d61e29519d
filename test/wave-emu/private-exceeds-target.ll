; A kernel whose allocas take more private memory than a lane has on the
; processor is refused before it runs (llc refuses it for gfx90a too):
; 400000 bytes, gfx90a wave64 has 131056 and gfx1100 wave32 262136.  gfx1200
; has 2 MiB a lane.
; RUN: not llc -mcpu=gfx90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLC
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GFX90A
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=4 --arg=buf:out:i32:4 2>&1 \
; RUN:   | FileCheck %s --check-prefix=GFX1100
; LLC:     stack frame size ({{[0-9]+}}) exceeds limit (131056)
; GFX90A:  wave-emu: error: kernel 'k' has 400000 bytes of private memory per lane (its allocas), more than the 131056 bytes a lane has on gfx90a wave64
; GFX1100: wave-emu: error: kernel 'k' has 400000 bytes of private memory per lane (its allocas), more than the 262136 bytes a lane has on gfx1100 wave32
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %arr = alloca [100000 x i32], align 4, addrspace(5)
  %p = getelementptr [100000 x i32], ptr addrspace(5) %arr, i32 0, i32 %tid
  store volatile i32 %tid, ptr addrspace(5) %p
  %v = load volatile i32, ptr addrspace(5) %p
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
