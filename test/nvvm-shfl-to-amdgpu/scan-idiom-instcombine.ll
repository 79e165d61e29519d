; The InstCombine form of CUB's scan step, as the clang flow hands it to the
; pass (docs/pass-order.md): `select p, y + v, y` becomes
; `y + (p ? v : 0)`.  It is the same scan and lowers the same way.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S | FileCheck %s --check-prefix=GFX11

define i32 @sum_instcombined(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %k1 = select i1 %p1, i32 %v, i32 0
  %r1 = add i32 %y1, %k1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %k2 = select i1 %p2, i32 %r1, i32 0
  %r2 = add i32 %y2, %k2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %k4 = select i1 %p4, i32 %r2, i32 0
  %r4 = add i32 %y4, %k4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %k8 = select i1 %p8, i32 %r4, i32 0
  %r8 = add i32 %y8, %k8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %k16 = select i1 %p16, i32 %r8, i32 0
  %scan = add i32 %y16, %k16
  ret i32 %scan
}
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX9-LABEL: @sum_instcombined(
; GFX9-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; GFX9-NEXT:  %scan.up1.add = add i32 %v, %scan.up1.dpp
; GFX9-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up1.add, i32 274, i32 15, i32 15, i1 false)
; GFX9-NEXT:  %scan.up2.add = add i32 %scan.up1.add, %scan.up2.dpp
; GFX9-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up2.add, i32 276, i32 15, i32 15, i1 false)
; GFX9-NEXT:  %scan.up4.add = add i32 %scan.up2.add, %scan.up4.dpp
; GFX9-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up4.add, i32 280, i32 15, i32 15, i1 false)
; GFX9-NEXT:  %scan.up8.add = add i32 %scan.up4.add, %scan.up8.dpp
; GFX9-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up8.add, i32 322, i32 10, i32 15, i1 false)
; GFX9-NEXT:  %scan = add i32 %scan.up8.add, %scan.up16.dpp
; GFX9-NEXT:  ret i32 %scan
; GFX9-NEXT:  }
;
; GFX11-LABEL: @sum_instcombined(
; GFX11-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; GFX11-NEXT:  %scan.up1.add = add i32 %v, %scan.up1.dpp
; GFX11-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up1.add, i32 274, i32 15, i32 15, i1 false)
; GFX11-NEXT:  %scan.up2.add = add i32 %scan.up1.add, %scan.up2.dpp
; GFX11-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up2.add, i32 276, i32 15, i32 15, i1 false)
; GFX11-NEXT:  %scan.up4.add = add i32 %scan.up2.add, %scan.up4.dpp
; GFX11-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up4.add, i32 280, i32 15, i32 15, i1 false)
; GFX11-NEXT:  %scan.up8.add = add i32 %scan.up4.add, %scan.up8.dpp
; GFX11-NEXT:  %scan.up16.x16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %scan.up8.add, i32 -1, i32 -1, i1 false, i1 false)
; GFX11-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up16.x16, i32 228, i32 10, i32 15, i1 false)
; GFX11-NEXT:  %scan = add i32 %scan.up8.add, %scan.up16.dpp
; GFX11-NEXT:  ret i32 %scan
; GFX11-NEXT:  }
