; permlane16 does not exist on gfx9: llc cannot select it and the emulator
; refuses it, naming the intrinsic and the processor.
; RUN: not --crash llc -mcpu=gfx90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LLC
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 2>&1 \
; RUN:   | FileCheck %s
; LLC: Cannot select
; CHECK: error: llvm.amdgcn.permlane16.i32: not available on gfx90a (needs gfx10 or later) at function 'k'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.permlane16.i32(i32 0, i32 %tid, i32 0, i32 0, i1 false, i1 false)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1)
