; An amdgcn intrinsic the emulator does not model stops the run with an
; error that names it (llc compiles it fine).  (v_cubeid: the math
; instructions OCML uses, v_rcp included, are modelled: math-*.ll.)
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:f32:1 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: unsupported AMDGPU intrinsic 'llvm.amdgcn.cubeid' (not modelled by wave-emu), in function 'k', block '%entry'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %r = call float @llvm.amdgcn.cubeid(float 1.0, float 2.0, float 3.0)
  store float %r, ptr addrspace(1) %out
  ret void
}

declare float @llvm.amdgcn.cubeid(float, float, float)
