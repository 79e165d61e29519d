; On an AMDGPU processor an hgpu intrinsic is refused, with its name.  llc
; compiles the module (to it, llvm.hgpu.gather is an external call that
; would fail to link); the emulator refuses it up front.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: hgpu intrinsic 'llvm.hgpu.gather' cannot run on the emulated AMDGPU processor gfx90a, in function 'k', block '%entry'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.hgpu.gather(i32 %tid, i32 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.hgpu.gather(i32, i32)
