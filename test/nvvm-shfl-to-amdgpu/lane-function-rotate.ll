; A shuffle whose b is computed from the lane id alone: `(laneid + 1) & 31`
; rotates the warp by one (LaneFunction.h).  Its value on every lane is
; known, so the fast paths apply as for a constant b: on gfx10+ row_shl:1
; moves lanes within their row, and permlanex16 brings lanes 15 and 31 their
; value from the other row (select on the constant lane mask 0x80008000).
; gfx9 has no permlanex16, and its rotation passes a value through a second
; lane, which is exact only with the launch's lanes (these functions are no
; kernels; fast-rotate-launch-lanes.ll has the kernel), so it keeps
; ds_bpermute and says why.  The wave64 form of the lane id (mbcnt & 31) is
; recognised the same way.
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11
; RUN: sed -e 's/CPU/gfx1030/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX10W64
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks-missed=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=GFX9

; GFX11-LABEL: define i32 @rotate_laneid(
; GFX11-NEXT:    %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; GFX11-NEXT:    %next = add i32 %lane, 1
; GFX11-NEXT:    %b = and i32 %next, 31
; GFX11-NEXT:    %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 0, i32 0, i1 false, i1 true)
; GFX11-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 257, i32 15, i32 15, i1 true)
; GFX11-NEXT:    %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 -2147450880)
; GFX11-NEXT:    %r = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX11-NEXT:    ret i32 %r

; GFX10W64-LABEL: define i32 @rotate_mbcnt(
; GFX10W64-NEXT:    %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; GFX10W64-NEXT:    %wave = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
; GFX10W64-NEXT:    %lane = and i32 %wave, 31
; GFX10W64-NEXT:    %next = add i32 %lane, 1
; GFX10W64-NEXT:    %b = and i32 %next, 31
; GFX10W64-NEXT:    %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 0, i32 0, i1 false, i1 true)
; GFX10W64-NEXT:    %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 257, i32 15, i32 15, i1 true)
; GFX10W64-NEXT:    %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223231297218904064)
; GFX10W64-NEXT:    %r = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX10W64-NEXT:    ret i32 %r

; GFX9: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave64: the target lacks v_permlanex16_b32 (gfx1030 uses 'row_shl:1 and permlanex16:0x0 on 0x8000800080008000', cost 7 against ds_bpermute's 10); lowered with ds_bpermute
; GFX9: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave64: the target lacks v_permlanex16_b32 (gfx1030 uses 'row_shl:1 and permlanex16:0x0 on 0x8000800080008000', cost 7 against ds_bpermute's 10); lowered with ds_bpermute

define i32 @rotate_laneid(i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %next = add i32 %lane, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @rotate_mbcnt(i32 %x) #0 {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %wave = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane = and i32 %wave, 31
  %next = add i32 %lane, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }
