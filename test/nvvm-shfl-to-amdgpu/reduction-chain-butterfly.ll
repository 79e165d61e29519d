; The xor butterfly of an integer sum, in any order, is one whole-warp
; reduction (AMDGPUReductionChains.h): DPP quad_perm [1,0,3,2] and
; [2,3,0,1], row_half_mirror and row_mirror within rows, then across the two
; rows of the warp v_permlanex16 (gfx10+), row_bcast:15, wave_shl:1 and
; row_newbcast:15 confined to the warp (gfx90a), or ds_swizzle SWAP16
; (gfx900).  old = 0 without bound_ctrl, so llc folds each move into its add.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefixes=CHECK,GFX90A
; RUN: sed -e 's/CPU/gfx900/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefixes=CHECK,GFX900
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefixes=CHECK,GFX10
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefixes=CHECK,GFX10
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-reduction-chains>' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output 2>&1 | FileCheck %s --check-prefix=OFF

define i32 @allreduce_add(i32 %x) #0 {
  %s16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %v16 = add i32 %x, %s16
  %s8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v16, i32 8, i32 31)
  %v8 = add i32 %v16, %s8
  %s4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v8, i32 4, i32 31)
  %v4 = add i32 %s4, %v8
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v4, i32 2, i32 31)
  %v2 = add i32 %v4, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %sum = add i32 %v2, %s1
  ret i32 %sum
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; CHECK-LABEL: @allreduce_add(
; CHECK-NEXT:  %sum.warp.x1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 177, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %sum.warp.x1 = add i32 %x, %sum.warp.x1.dpp
; CHECK-NEXT:  %sum.warp.x2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.warp.x1, i32 78, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %sum.warp.x2 = add i32 %sum.warp.x1, %sum.warp.x2.dpp
; CHECK-NEXT:  %sum.warp.hm.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.warp.x2, i32 321, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %sum.warp.hm = add i32 %sum.warp.x2, %sum.warp.hm.dpp
; CHECK-NEXT:  %sum.warp.m.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.warp.hm, i32 320, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %sum.warp.m = add i32 %sum.warp.hm, %sum.warp.m.dpp
; GFX90A-NEXT: %sum.warp.bcast15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.warp.m, i32 322, i32 10, i32 15, i1 false)
; GFX90A-NEXT: %sum.warp.up = add i32 %sum.warp.m, %sum.warp.bcast15
; GFX90A-NEXT: %sum.warp.shl1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %sum.warp.up, i32 %sum.warp.up, i32 304, i32 5, i32 8, i1 false)
; GFX90A-NEXT: %sum.warp = call i32 @llvm.amdgcn.update.dpp.i32(i32 %sum.warp.shl1, i32 %sum.warp.shl1, i32 351, i32 5, i32 15, i1 false)
; GFX900-NEXT: %sum.warp.swap16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %sum.warp.m, i32 16415)
; GFX900-NEXT: %sum.warp = add i32 %sum.warp.m, %sum.warp.swap16
; GFX10-NEXT:  %sum.warp.x16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %sum.warp.m, i32 0, i32 0, i1 false, i1 false)
; GFX10-NEXT:  %sum.warp = add i32 %sum.warp.m, %sum.warp.x16
; CHECK-NEXT:  ret i32 %sum.warp

; REMARK: remark: <unknown>:0:0: lowered a chain of 5 shuffles as a width-32 add reduction{{$}}
; OFF-NOT: chain
; OFF-COUNT-5: lowered shfl.sync.bfly.i32
