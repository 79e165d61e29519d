; A shfl_down tree whose sum only lane 0 passes on (the broadcast reads
; lane 0): step d needs lanes 0..d-1 only, so each step takes a move that is
; exact on those lanes (LaneDemand.h).  gfx9: ds_swizzle SWAP16 for d = 16
; (no DPP reads the next row), row_shl:8, row_shl:4, quad_perm for 2 and 1;
; gfx10+: v_permlanex16 for d = 16.  The additions stay the program's, in
; its order.  Without the demand every step takes its exact-on-all-lanes
; sequence (no-lane-demand).
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-demand>' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=NODEMAND

define float @tree(float %x) #0 {
  %s16 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %x, i32 16, i32 31)
  %v16 = fadd float %x, %s16
  %s8 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v16, i32 8, i32 31)
  %v8 = fadd float %v16, %s8
  %s4 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v8, i32 4, i32 31)
  %v4 = fadd float %v8, %s4
  %s2 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v4, i32 2, i32 31)
  %v2 = fadd float %v4, %s2
  %s1 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v2, i32 1, i32 31)
  %v1 = fadd float %v2, %s1
  %r = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %v1, i32 0, i32 31)
  ret float %r
}
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX9-LABEL: @tree(
; GFX9-NEXT:  %s16.bits = bitcast float %x to i32
; GFX9-NEXT:  %s16.moved.dpp = call i32 @llvm.amdgcn.ds.swizzle(i32 %s16.bits, i32 16415)
; GFX9-NEXT:  %s16 = bitcast i32 %s16.moved.dpp to float
; GFX9-NEXT:  %v16 = fadd float %x, %s16
; GFX9-NEXT:  %s8.bits = bitcast float %v16 to i32
; GFX9-NEXT:  %s8.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s8.bits, i32 264, i32 15, i32 15, i1 true)
; GFX9-NEXT:  %s8 = bitcast i32 %s8.moved.dpp to float
; GFX9-NEXT:  %v8 = fadd float %v16, %s8
; GFX9-NEXT:  %s4.bits = bitcast float %v8 to i32
; GFX9-NEXT:  %s4.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s4.bits, i32 260, i32 15, i32 15, i1 true)
; GFX9-NEXT:  %s4 = bitcast i32 %s4.moved.dpp to float
; GFX9-NEXT:  %v4 = fadd float %v8, %s4
; GFX9-NEXT:  %s2.bits = bitcast float %v4 to i32
; GFX9-NEXT:  %s2.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s2.bits, i32 238, i32 15, i32 15, i1 true)
; GFX9-NEXT:  %s2 = bitcast i32 %s2.moved.dpp to float
; GFX9-NEXT:  %v2 = fadd float %v4, %s2
; GFX9-NEXT:  %s1.bits = bitcast float %v2 to i32
; GFX9-NEXT:  %s1.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s1.bits, i32 229, i32 15, i32 15, i1 true)
; GFX9-NEXT:  %s1 = bitcast i32 %s1.moved.dpp to float
; GFX9-NEXT:  %v1 = fadd float %v2, %s1
; GFX9-NEXT:  %r.bits = bitcast float %v1 to i32
; GFX9-NEXT:  %r.moved.exec = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; GFX9-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %r.bits, i32 0)

; GFX11-LABEL: @tree(
; GFX11-NEXT:  %s16.bits = bitcast float %x to i32
; GFX11-NEXT:  %s16.moved.dpp = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %s16.bits, i32 1985229328, i32 -19088744, i1 false, i1 true)
; GFX11-NEXT:  %s16 = bitcast i32 %s16.moved.dpp to float
; GFX11-NEXT:  %v16 = fadd float %x, %s16
; GFX11-NEXT:  %s8.bits = bitcast float %v16 to i32
; GFX11-NEXT:  %s8.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s8.bits, i32 264, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %s8 = bitcast i32 %s8.moved.dpp to float
; GFX11-NEXT:  %v8 = fadd float %v16, %s8
; GFX11-NEXT:  %s4.bits = bitcast float %v8 to i32
; GFX11-NEXT:  %s4.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s4.bits, i32 260, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %s4 = bitcast i32 %s4.moved.dpp to float
; GFX11-NEXT:  %v4 = fadd float %v8, %s4
; GFX11-NEXT:  %s2.bits = bitcast float %v4 to i32
; GFX11-NEXT:  %s2.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s2.bits, i32 238, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %s2 = bitcast i32 %s2.moved.dpp to float
; GFX11-NEXT:  %v2 = fadd float %v4, %s2
; GFX11-NEXT:  %s1.bits = bitcast float %v2 to i32
; GFX11-NEXT:  %s1.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s1.bits, i32 229, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %s1 = bitcast i32 %s1.moved.dpp to float
; GFX11-NEXT:  %v1 = fadd float %v2, %s1
; GFX11-NEXT:  %r.bits = bitcast float %v1 to i32
; GFX11-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; GFX11-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %r.bits, i32 0)
; GFX11-NEXT:  %r.moved.lane0.active = trunc i32 %r.moved.exec to i1
; GFX11-NEXT:  %r.moved.lane0.val = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
; GFX11-NEXT:  %r = bitcast i32 %r.moved.lane0.val to float
; GFX11-NEXT:  ret float %r

; REMARK:      remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with ds_swizzle:0x401F, exact on the demanded lanes 0xFFFF (3 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with row_shl:8, exact on the demanded lanes 0xFF (3 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with row_shl:4, exact on the demanded lanes 0xF (3 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with quad_perm:[2,3,2,3], exact on the demanded lanes 0x3 (3 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with quad_perm:[1,1,2,3], exact on the demanded lanes 0x1 (3 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.f32 (mode idx, type f32) for amdgpu wave64 with readlane 0 per half (12 instructions)

; NODEMAND-COUNT-4: with ds_bpermute (8 instructions)
; NODEMAND-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with wave_shl:1, own value on 0x8000000080000000 (5 instructions)
; NODEMAND-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.f32 (mode idx, type f32) for amdgpu wave64 with readlane 0 per half (12 instructions)
