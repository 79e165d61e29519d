; --no-memcheck leaves the accesses unchecked: the store one element past a
; 3 x i32 buffer (within the 8-byte rounding of its host allocation, so the
; host survives it) is no longer reported.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:3 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ON
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:3 --no-memcheck \
; RUN:   --print=out | FileCheck %s --check-prefix=OFF
; ON:  error: out-of-bounds store of i32 (4 bytes, global address) in kernel 'k'
; OFF: out[0]: 0 1 2
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
