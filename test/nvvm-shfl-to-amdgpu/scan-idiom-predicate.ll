; CUB's WarpScanShfl inclusive sum, as ptx-asm-to-ir translates its
; `shfl.sync.up.b32 r0|p, v, d, 0, -1; @p add.s32 r0, r0, v;` for d = 1, 2,
; 4, 8, 16: {y, p} = shfl.sync.up.i32p, then `select p, y + v, y`.  The five
; steps become one scan: four DPP row_shr steps inside the 16-lane rows (old
; = 0, bound_ctrl off), then lane 15's row total into lanes 16..31 of each
; 32-lane warp: row_bcast:15 on rows 1 and 3 (gfx9, row_mask 0xa), or
; v_permlanex16 (every lane reads lane 15 of the other row) kept on rows 1
; and 3 by a quad_perm identity move with row_mask 0xa (gfx10+, both wave
; sizes).  No shuffle is left for the per-call lowering.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefixes=CHECK,GFX9
; RUN: sed -e 's/CPU/gfx942/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefixes=CHECK,GFX9
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefixes=CHECK,GFX10PLUS
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefixes=CHECK,GFX10PLUS
; RUN: sed -e 's/CPU/gfx1200/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefixes=CHECK,GFX10PLUS

define i32 @cub_inclusive_sum(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = add i32 %y1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = add i32 %y2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = add i32 %y4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = add i32 %y8, %r4
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = add i32 %y16, %r8
  %sum = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %sum
}
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; CHECK-LABEL: @cub_inclusive_sum(
; CHECK-NEXT:    %sum.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:    %sum.up1.add = add i32 %v, %sum.up1.dpp
; CHECK-NEXT:    %sum.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.up1.add, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:    %sum.up2.add = add i32 %sum.up1.add, %sum.up2.dpp
; CHECK-NEXT:    %sum.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.up2.add, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:    %sum.up4.add = add i32 %sum.up2.add, %sum.up4.dpp
; CHECK-NEXT:    %sum.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.up4.add, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:    %sum.up8.add = add i32 %sum.up4.add, %sum.up8.dpp
; GFX9-NEXT:     %sum.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.up8.add, i32 322, i32 10, i32 15, i1 false)
; GFX10PLUS-NEXT: %sum.up16.x16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %sum.up8.add, i32 -1, i32 -1, i1 false, i1 false)
; GFX10PLUS-NEXT: %sum.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %sum.up16.x16, i32 228, i32 10, i32 15, i1 false)
; CHECK-NEXT:    %sum = add i32 %sum.up8.add, %sum.up16.dpp
; CHECK-NEXT:    ret i32 %sum
; CHECK-NEXT:  }
; CHECK-NOT:   llvm.nvvm.shfl
