; LDS accesses are checked against the workgroup's LDS (static + dynamic);
; the report gives the LDS address (an offset, as on the hardware) and the
; nearest LDS variable.  Work-item 65 of a 1024-wide workgroup writes
; tile[65], just past the 64 + 1 words of @tile and @flag (the LDS is laid
; out as the backend lays it out: 260 bytes).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=1024 --arg=i32:0 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PAST
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=i32:-3 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BEFORE
; PAST:      error: out-of-bounds store of i32 (4 bytes, LDS address) in kernel 'k'
; PAST-NEXT:   at function 'k', block '%entry'
; PAST-NEXT:   by workgroup (0,0,0), wave 1, lane 1 (work-item (65,0,0))
; PAST-NEXT:   LDS address 260 is 0 bytes past the end of the workgroup's LDS (260 bytes, 0 of them dynamic); the nearest LDS variable is '@flag' (LDS bytes 256 to 260)
; BEFORE:      LDS address -12 is 12 bytes before the workgroup's LDS (260 bytes, 0 of them dynamic); the nearest LDS variable is '@tile' (LDS bytes 0 to 256)
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16
@flag = internal addrspace(3) global i32 poison, align 4

define amdgpu_kernel void @k(i32 %off) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %tid, %off
  %p = getelementptr [64 x i32], ptr addrspace(3) @tile, i32 0, i32 %i
  store i32 %tid, ptr addrspace(3) %p
  store i32 1, ptr addrspace(3) @flag
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
