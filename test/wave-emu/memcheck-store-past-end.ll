; The memory checker: a store one element past the end of a buffer stops
; the run with the kernel, the source location, the lane and the buffer
; (the byte offset past its end), exit status 1, and no output printed.
; Lane 3 of the four stores out[4] of a 4 x i32 buffer.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --print=out > %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: count 0 < %t.out
; CHECK:      wave-emu: error: out-of-bounds store of i32 (4 bytes, global address) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%entry'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 3 (work-item (3,0,0))
; CHECK-NEXT:   address 0x[[A:[0-9a-f]+]] is 0 bytes past the end of buffer 'out' (16 bytes at 0x{{[0-9a-f]+}}, 4 x i32)
; CHECK-NOT:  error
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %tid, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
