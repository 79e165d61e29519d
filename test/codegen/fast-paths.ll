; The constant-operand fast paths compile with llc on every generation they
; target: gfx9 (gfx900 without row_newbcast, gfx90a, gfx942) and gfx10+
; (gfx1030, gfx1100, gfx1200, wave32 and wave64).  No shuffle uses
; ds_bpermute; each uses the DPP, DPP8, permlanex16, ds_swizzle or readlane
; form its target has.
; RUN: sed -e 's/CPU/gfx900/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX9,GFX900
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX9,GFX90A
; RUN: sed -e 's/CPU/gfx942/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX9,GFX90A
; RUN: sed -e 's/CPU/gfx1030/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX10,W32
; RUN: sed -e 's/CPU/gfx1030/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX10,GFX10W64
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX10,W32
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX10,GFX10W64
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX10,W32
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --implicit-check-not=ds_bpermute --check-prefixes=ASM,GFX10,GFX10W64

define i32 @xor1(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
; ASM-LABEL: xor1:
; ASM:       v_mov_b32_dpp v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
define i32 @xor4(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 4, i32 31)
  ret i32 %r
}
; ASM-LABEL: xor4:
; GFX9:      row_shr:4 row_mask:0xf bank_mask:0xa bound_ctrl:1
; GFX9:      row_shl:4 row_mask:0xf bank_mask:0x5 bound_ctrl:1
; GFX10:     v_mov_b32_dpp v0, v0 row_xmask:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
; With x live after the shuffle, the first move's `old` is poison (the
; second writes the lanes it leaves), so no copy of x ties it.
define i32 @xor4_live(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 4, i32 31)
  %s = add i32 %v, %r
  ret i32 %s
}
; ASM-LABEL: xor4_live:
; GFX9-NOT:  v_mov_b32_e32
; GFX9:      v_mov_b32_dpp [[T:v[0-9]+]], v0 row_shr:4 row_mask:0xf bank_mask:0xa bound_ctrl:1
; GFX9-NOT:  v_mov_b32_e32
; GFX9:      v_mov_b32_dpp [[T]], v0 row_shl:4 row_mask:0xf bank_mask:0x5 bound_ctrl:1
; GFX9-NEXT: v_add_u32_e32 v0, v0, [[T]]
define i32 @xor16(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 31)
  ret i32 %r
}
; ASM-LABEL: xor16:
; GFX9:      ds_swizzle_b32 v0, v0 offset:swizzle(SWAP,16)
; GFX10:     v_permlanex16_b32 v0, v0, {{s[0-9]+}}, 0xfedcba98 op_sel:[0,1]
define i32 @down1(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
; ASM-LABEL: down1:
; GFX9:      v_mov_b32_dpp {{v[0-9]+}}, v0 wave_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; GFX9:      v_cndmask_b32
; GFX10:     v_permlanex16_b32 {{v[0-9]+}}, v0, 0, 0 op_sel:[0,1]
; GFX10:     v_mov_b32_dpp {{v[0-9]+}}, v0 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
; GFX10:     v_cndmask_b32
; GFX10:     v_cndmask_b32
define i32 @bcast0(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  ret i32 %r
}
; ASM-LABEL: bcast0:
; GFX9:      v_readlane_b32 {{s[0-9]+}}, v0, 0
; GFX9:      v_readlane_b32 {{s[0-9]+}}, v0, 32
; GFX9:      v_cndmask_b32
; W32:       v_readlane_b32 {{s[0-9]+}}, v0, 0
; GFX10W64:  v_permlanex16_b32 {{v[0-9]+}}, v0, 0, 0 op_sel:[0,1]
; GFX10W64:  v_mov_b32_dpp {{v[0-9]+}}, v0 row_share:0 row_mask:0x5 bank_mask:0xf bound_ctrl:1
; The same broadcast in a kernel's entry, where the active lanes are the
; launch's (a prefix of the wave): no EXEC test before the readlanes; on
; gfx90a and gfx942 two DPP moves through lane 15 (row_newbcast:0, then
; row_bcast:15 on rows 1 and 3).
define amdgpu_kernel void @bcast0_kernel(ptr addrspace(1) %p, i32 %v) #0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %w = add i32 %v, %x
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %w, i32 0, i32 31)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
; ASM-LABEL: bcast0_kernel:
; ASM-NOT:   exec
; GFX900:      v_readlane_b32 {{s[0-9]+}}, [[V:v[0-9]+]], 0
; GFX900-NEXT: v_readlane_b32 {{s[0-9]+}}, [[V]], 32
; GFX900-NOT:  exec
; GFX900:      v_cndmask_b32
; GFX90A:      v_mov_b32_dpp [[T:v[0-9]+]], {{v[0-9]+}} row_newbcast:0 row_mask:0xf bank_mask:0xf bound_ctrl:1
; GFX90A:      v_mov_b32_dpp [[T]], [[T]] row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
; W32:       v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 0
; GFX10W64:  v_permlanex16_b32
; ASM-NOT:   exec
; ASM:       s_endpgm
define i32 @up2_w8(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 2, i32 6144)
  ret i32 %r
}
; ASM-LABEL: up2_w8:
; GFX9:      v_mov_b32_dpp {{v[0-9]+}}, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
; GFX9:      v_cndmask_b32
; GFX10:     v_mov_b32_dpp v0, v0 dpp8:[0,1,0,1,2,3,4,5]
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }
