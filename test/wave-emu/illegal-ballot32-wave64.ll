; A 32-bit ballot cannot hold a wave64 mask: llc cannot select it and the
; emulator refuses it (a constant-true ballot would fold to EXEC and select).
; RUN: not --crash llc -mcpu=gfx90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLC
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:1 2>&1 \
; RUN:   | FileCheck %s
; LLC: Cannot select
; CHECK: error: llvm.amdgcn.ballot.i32: a 32-bit lane mask is illegal in wave64
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %odd)
  store i32 %b, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
