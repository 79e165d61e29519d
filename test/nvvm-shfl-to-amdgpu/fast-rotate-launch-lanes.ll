; A rotation of the warp by one, `(laneid + 1) & 31`, in a kernel's entry,
; which runs with the lanes of the launch (a prefix of the wave).  gfx9 has
; no permlanex16, and no one or two DPP moves rotate a 32-lane warp inside a
; 64-lane wave; but there a value may pass through a lower lane, so a
; ChainBlend (AMDGPUFastPaths.h) does it: wave_shl:1 gives every lane but
; 31 and 63 its value, and lanes 31 and 63 take lane 0 and 32 through lanes
; 15 and 47 (row_shr:15, then row_bcast:15 of that), selected on the
; constant lane mask 0x8000000080000000.  Three DPP moves and no LDS-pipe
; op.  Outside a kernel's launch lanes the same shuffle keeps ds_bpermute
; (lane-function-rotate.ll); gfx10+ merges v_permlanex16 into row_shl:1
; (fast-merge.ll).
; RUN: sed -e 's/CPU/gfx90a/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx900/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx942/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: sed -e 's/CPU/gfx1100/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11
; RUN: sed -e 's/CPU/gfx90a/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM

define amdgpu_kernel void @rotate(ptr addrspace(1) %p, i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %next = add i32 %lane, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" }

; GFX9-LABEL: @rotate(
; GFX9:         %b = and i32 %next, 31
; GFX9-NEXT:    %r.moved.cross.first = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 287, i32 15, i32 15, i1 true)
; GFX9-NEXT:    %r.moved.cross = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %r.moved.cross.first, i32 322, i32 15, i32 15, i1 true)
; GFX9-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 304, i32 15, i32 15, i1 true)
; GFX9-NEXT:    %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223372034707292160)
; GFX9-NEXT:    %r = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX9-NEXT:    store i32 %r, ptr addrspace(1) %p
; GFX9-NEXT:    ret void

; REMARK: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with wave_shl:1 and row_shr:15 then row_bcast:15 of it on 0x8000000080000000 (the launch's lanes) (5 instructions)

; GFX11-LABEL: @rotate(
; GFX11:         %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(
; GFX11-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 257, i32 15, i32 15, i1 true)
; GFX11-NEXT:    %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp, i32 %r.moved.cross, i32 287, i32 3, i32 8, i1 false)
; GFX11-NEXT:    store i32 %r, ptr addrspace(1) %p

; ASM-LABEL: rotate:
; ASM-NOT:     ds_
; ASM-DAG:     v_mov_b32_dpp {{.*}} wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; ASM-DAG:     v_mov_b32_dpp {{.*}} row_shr:15 row_mask:0xf bank_mask:0xf bound_ctrl:1
; ASM-DAG:     v_mov_b32_dpp {{.*}} row_bcast:15 row_mask:0xf bank_mask:0xf bound_ctrl:1
; ASM-DAG:     v_cndmask_b32
; ASM-NOT:     ds_
; ASM:         s_endpgm
