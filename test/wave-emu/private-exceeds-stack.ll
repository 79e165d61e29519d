; A private array larger than the lane stack (default 256 KiB) is refused
; before the run, with the --stack-size that fits it, instead of
; overflowing the stack.  gfx1200 allows it (2 MiB a lane).
; RUN: llc -mcpu=gfx1200 %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx1200 %s --block=4 --arg=buf:out:i32:4 2>&1 \
; RUN:   | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1200 %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --stack-size=407 --print=out | FileCheck %s --check-prefix=OK
; CHECK: wave-emu: error: kernel 'k' has 400000 bytes of private memory per lane (its allocas), more than a lane stack of 256 KiB holds; give lanes at least 407 KiB (--stack-size)
; OK:    out[0]: 0 1 2 3
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
