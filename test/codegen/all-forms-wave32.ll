; All 16 llvm.nvvm.shfl.sync forms, with runtime and with constant b and c,
; lowered for wave32 and compiled by llc for the RDNA targets in their
; default wave32 mode: mbcnt.lo and one ds_bpermute_b32 per function.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=IR
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 | FileCheck %s --check-prefix=ASM
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' < %s \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 | FileCheck %s --check-prefix=ASM

; IR-NOT: llvm.nvvm

; ASM-LABEL: {{^}}idx_i32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_i32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_f32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_f32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_i32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_i32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_f32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}idx_f32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_i32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_i32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_f32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_f32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_i32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_i32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_f32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}up_f32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_i32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_i32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_f32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_f32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_i32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_i32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_f32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}down_f32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_i32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_i32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_f32_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_f32_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_i32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_i32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_f32p_rt:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64
; ASM-LABEL: {{^}}bfly_f32p_const:
; ASM:       v_mbcnt_lo_u32_b32
; ASM:       ds_bpermute_b32
; ASM:       s_setpc_b64

define void @idx_i32_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @idx_i32_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 1, i32 4127)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @idx_f32_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %v, i32 %b, i32 %c)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @idx_f32_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %v, i32 1, i32 4127)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @idx_i32p_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %v, i32 %b, i32 %c)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @idx_i32p_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %v, i32 1, i32 4127)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @idx_f32p_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32 -1, float %v, i32 %b, i32 %c)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @idx_f32p_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32 -1, float %v, i32 1, i32 4127)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @up_i32_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @up_i32_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 4096)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @up_f32_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 %b, i32 %c)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @up_f32_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 1, i32 4096)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @up_i32p_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 %b, i32 %c)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @up_i32p_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 4096)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @up_f32p_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %v, i32 %b, i32 %c)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @up_f32p_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32 -1, float %v, i32 1, i32 4096)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @down_i32_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @down_i32_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 4127)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @down_f32_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 %b, i32 %c)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @down_f32_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 1, i32 4127)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @down_i32p_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 %b, i32 %c)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @down_i32p_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 1, i32 4127)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @down_f32p_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %v, i32 %b, i32 %c)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @down_f32p_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %v, i32 1, i32 4127)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @bfly_i32_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @bfly_i32_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @bfly_f32_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 %b, i32 %c)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @bfly_f32_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 1, i32 31)
  store float %r, ptr addrspace(1) %out
  ret void
}

define void @bfly_i32p_rt(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 %b, i32 %c)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @bfly_i32p_const(ptr addrspace(1) %out, i32 %v, i32 %b, i32 %c) {
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32 -1, i32 %v, i32 1, i32 31)
  %val = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store i32 %val, ptr addrspace(1) %out
  ret void
}

define void @bfly_f32p_rt(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 -1, float %v, i32 %b, i32 %c)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

define void @bfly_f32p_const(ptr addrspace(1) %out, float %v, i32 %b, i32 %c) {
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 -1, float %v, i32 1, i32 31)
  %val = extractvalue { float, i1 } %r, 0
  %p = extractvalue { float, i1 } %r, 1
  %pz = zext i1 %p to i32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %pz, ptr addrspace(1) %q
  store float %val, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32)
