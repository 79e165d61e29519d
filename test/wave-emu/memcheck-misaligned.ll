; An access whose address lacks the alignment the instruction states is
; reported (LLVM IR leaves it undefined; the backend may rely on it): a
; store `align 4` two bytes into a buffer.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:8 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      error: misaligned store of i32 (4 bytes, global address) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%entry'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; CHECK-NEXT:   address 0x{{[0-9a-f]+}} is not a multiple of 4, the alignment the instruction states; it is at offset 2 of buffer 'out'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = mul i32 %tid, 4
  %b = add i32 %off, 2
  %p = getelementptr i8, ptr addrspace(1) %out, i32 %b
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
