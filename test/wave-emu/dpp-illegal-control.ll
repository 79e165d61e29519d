; row_xmask does not exist before gfx10: the backend's machine verifier
; rejects it, and so does the emulator, naming the intrinsic.
; RUN: not --crash llc -mcpu=gfx90a -verify-machineinstrs %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LLC
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 2>&1 \
; RUN:   | FileCheck %s
; LLC: Invalid dpp_ctrl value
; CHECK: error: llvm.amdgcn.update.dpp.i32: dpp_ctrl 0x161 (row_xmask) is illegal on gfx90a at function 'xmask'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @xmask(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %tid, i32 353, i32 15, i32 15, i1 false)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
