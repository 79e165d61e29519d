; A Merge (AMDGPUFastPaths.h): with the launch's lanes, gfx10+ rotates a
; warp by one, `(laneid + 1) & 31`, with three moves and no lane mask.
; row_shl:1 (bound_ctrl) gives every lane but 15 and 31 its value;
; v_permlanex16 with selects 0, 0 puts lane 16 in lane 0 and lane 0 in lane
; 16; row_shr:15 on bank 3, without bound_ctrl, copies those into lanes 15
; and 31, and lanes 12-14 and 28-30, whose source is outside the row, keep
; row_shl's value.  Lanes 15 and 31 read lanes 0 and 16, which are active
; wherever they are.  Outside the launch's lanes (a device function) the
; same shuffle keeps the blend on the lane mask 0x80008000.  The down-1
; shuffle merges the same way and keeps lane 31's own value by a select.
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=W32
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=W64
; RUN: sed -e 's/CPU/gfx1030/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck -D#KEEP=%permlane_keep_count %s --check-prefix=REMARK
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 | FileCheck %s --check-prefixes=ASM,%if llvm19 %{ASM-KEEP%} %else %{ASM-NOKEEP%}

define amdgpu_kernel void @rotate(ptr addrspace(1) %p, i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %next = add i32 %lane, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @down1(ptr addrspace(1) %p, i32 %x) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

define i32 @rotate_fn(i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %next = add i32 %lane, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; W32-LABEL: @rotate(
; W32:         %b = and i32 %next, 31
; W32-NEXT:    %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 0, i32 0, i1 false, i1 true)
; W32-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 257, i32 15, i32 15, i1 true)
; W32-NEXT:    %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp, i32 %r.moved.cross, i32 287, i32 3, i32 8, i1 false)
; W32-NEXT:    store i32 %r, ptr addrspace(1) %p
; W32-LABEL: @down1(
; W32-NEXT:    %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 0, i32 0, i1 false, i1 true)
; W32-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 257, i32 15, i32 15, i1 true)
; W32-NEXT:    %r.moved.merge = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp, i32 %r.moved.cross, i32 287, i32 3, i32 8, i1 false)
; W32-NEXT:    %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 -2147483648)
; W32-NEXT:    %r = select i1 %r.moved.selflanes, i32 %x, i32 %r.moved.merge
; W32-LABEL: @rotate_fn(
; W32:         %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 0, i32 0, i1 false, i1 true)
; W32-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 257, i32 15, i32 15, i1 true)
; W32-NEXT:    %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 -2147450880)
; W32-NEXT:    %r = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp

; On wave64 the merge covers all four rows: lanes 15, 31, 47 and 63.
; W64-LABEL: @rotate(
; W64:         %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp, i32 %r.moved.cross, i32 287, i32 15, i32 8, i1 false)
; W64-LABEL: @down1(
; W64:         %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223372034707292160)

; REMARK: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 merged by row_shr:15 rm:0x3 bm:0x8 (the launch's lanes) ([[#3+KEEP]] instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 merged by row_shr:15 rm:0x3 bm:0x8 (the launch's lanes), own value on 0x80000000 ([[#5+KEEP]] instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 on 0x80008000 ([[#4+KEEP]] instructions)

; ASM-LABEL: rotate:
; ASM-NOT:     ds_
; ASM-NOT:     v_cndmask
; ASM:         v_permlanex16_b32 [[T:v[0-9]+]], [[X:v[0-9]+]], 0, 0
; ASM-NEXT:    v_mov_b32_dpp [[X]], [[X]] row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; ASM-NOKEEP-NEXT: v_mov_b32_dpp [[X]], [[T]] row_shr:15 row_mask:0x3 bank_mask:0x8{{$}}
; LLVM 19: the identity move that keeps the permlane in place (Compat.h).
; ASM-KEEP-NEXT: v_mov_b32_dpp [[T]], [[T]] quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf bound_ctrl:1
; ASM-KEEP-NEXT: s_delay_alu
; ASM-KEEP-NEXT: v_mov_b32_dpp [[X]], [[T]] row_shr:15 row_mask:0x3 bank_mask:0x8{{$}}
; ASM-NOT:     v_cndmask
; ASM:         s_endpgm
