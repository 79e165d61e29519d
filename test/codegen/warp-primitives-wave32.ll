; The warp primitives lowered for wave32 and compiled by llc for the RDNA
; targets in their default wave32 mode: a ballot is the v_cmp lane mask
; itself, the match loop is scalar, the reduction a whole-wave-mode DPP
; butterfly.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=IR
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 | FileCheck %s --check-prefix=ASM

define i32 @ballot(i32 %v) {
  %p = icmp slt i32 %v, 10
  %r = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  ret i32 %r
}

define i32 @vote_any(i32 %v, i32 %m) {
  %p = icmp slt i32 %v, 10
  %a = call i1 @llvm.nvvm.vote.any.sync(i32 %m, i1 %p)
  %r = zext i1 %a to i32
  ret i32 %r
}

define i32 @activemask() {
  %r = call i32 @llvm.nvvm.activemask()
  ret i32 %r
}

define i32 @match_any(i32 %v) {
  %r = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v)
  ret i32 %r
}

define i32 @match_all(i64 %v) {
  %r = call { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32 -1, i64 %v)
  %m = extractvalue { i32, i1 } %r, 0
  ret i32 %m
}

define i32 @redux_add(i32 %v) {
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  ret i32 %r
}

define i32 @redux_min_mask(i32 %v, i32 %m) {
  %r = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 %m)
  ret i32 %r
}

define void @syncwarp() {
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
}

define i32 @lanemask_lt() {
  %r = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  ret i32 %r
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()

; IR-NOT: llvm.nvvm

; ASM-LABEL: {{^}}ballot:
; ASM:       {{v_cmp_gt_i32_e32|v_cmp_gt_i32_e64}}
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}vote_any:
; ASM:       {{v_cmp_gt_i32_e32|v_cmp_gt_i32_e64}}
; ASM:       {{v_cmp_ne_u32_e32|v_cmp_ne_u32_e64}}
; ASM-LABEL: {{^}}activemask:
; ASM:       {{v_mov_b32_e32 v0, exec_lo|v_lshrrev_b64 .*, exec}}
; ASM-LABEL: {{^}}match_any:
; ASM:       [[LOOP:.LBB[0-9_]+]]:
; ASM:       {{s_ff1_i32_b32|s_ctz_i32_b32}}
; ASM:       v_readlane_b32
; ASM:       {{v_cmp_eq_u32_e32|v_cmp_eq_u32_e64}}
; ASM:       s_cbranch_scc1 [[LOOP]]
; ASM-LABEL: {{^}}match_all:
; ASM:       v_readlane_b32
; ASM:       v_readlane_b32
; ASM:       v_cmp_eq_u64
; ASM-LABEL: {{^}}redux_add:
; ASM:       s_or_saveexec_b32 {{.*}}, -1
; ASM:       {{v_add_u32_dpp|v_add_nc_u32_dpp}} {{.*}} quad_perm:[1,0,3,2]
; ASM:       {{v_add_u32_dpp|v_add_nc_u32_dpp}} {{.*}} quad_perm:[2,3,0,1]
; ASM:       {{v_add_u32_dpp|v_add_nc_u32_dpp}} {{.*}} row_half_mirror
; ASM:       {{v_add_u32_dpp|v_add_nc_u32_dpp}} {{.*}} row_mirror
; ASM:       ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
; ASM-LABEL: {{^}}redux_min_mask:
; ASM:       [[LOOP:.LBB[0-9_]+]]:
; ASM:       v_readlane_b32
; ASM:       v_min_i32_dpp {{.*}} quad_perm:[1,0,3,2]
; ASM:       s_cbranch_scc1 [[LOOP]]
; ASM-LABEL: {{^}}syncwarp:
; ASM:       {{s_waitcnt vmcnt\(0\) expcnt\(0\) lgkmcnt\(0\)|s_wait_kmcnt 0x0}}
; ASM-NEXT:  s_setpc_b64
; ASM-LABEL: {{^}}lanemask_lt:
; ASM:       v_mbcnt_lo_u32_b32
