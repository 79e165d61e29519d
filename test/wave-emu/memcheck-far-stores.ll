; Far out-of-bounds stores, past the end and before the start of a buffer,
; are reported before they touch the host's memory (no SIGSEGV, no heap
; corruption found later).  The offset comes from a kernel argument.
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=i32:-5 2>&1 | FileCheck %s --check-prefix=BEFORE
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --arg=i32:100000000 2>&1 | FileCheck %s --check-prefix=FAR
; BEFORE:      error: out-of-bounds store of i32 (4 bytes, global address) in kernel 'k'
; BEFORE:        by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; BEFORE-NEXT:   address 0x{{[0-9a-f]+}} is 20 bytes before buffer 'out' (128 bytes at 0x{{[0-9a-f]+}}, 32 x i32)
; FAR:         error: out-of-bounds store of i32 (4 bytes, global address) in kernel 'k'
; FAR:           by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; FAR-NEXT:      address 0x{{[0-9a-f]+}} is {{[0-9]+}} bytes past the end of
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %off) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %tid, %off
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
