; Constant xor shuffles over the whole warp take one cross-lane ALU move
; where the target has one (per-call fast paths, AMDGPUFastPaths.cpp):
; xor 1 and 2 DPP quad_perm, xor 8 row_ror:8 on every generation; xor 4 two
; bank-masked row_shr:4/row_shl:4 moves on gfx9 (the second keeps the first
; one's lanes through `old`; the first one's `old` is poison, since the
; second writes every lane it leaves) and row_xmask:4 on gfx10+; xor 16 ds_swizzle
; SWAP16 on gfx9 and v_permlanex16 on gfx10+.  Every move reads 0 from an
; inactive source (bound_ctrl, fi = 0), as ds_bpermute does.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11W64

define i32 @xor1(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
define i32 @xor2(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 2, i32 31)
  ret i32 %r
}
define i32 @xor4(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 4, i32 31)
  ret i32 %r
}
define i32 @xor8(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 8, i32 31)
  ret i32 %r
}
define i32 @xor16(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX9-LABEL: @xor1(
; GFX9-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX9-LABEL: @xor2(
; GFX9-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 78, i32 15, i32 15, i1 true)
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX9-LABEL: @xor4(
; GFX9-NEXT:  %r.moved.dpp.lo = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 276, i32 15, i32 10, i1 true)
; GFX9-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp.lo, i32 %v, i32 260, i32 15, i32 5, i1 true)
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX9-LABEL: @xor8(
; GFX9-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 296, i32 15, i32 15, i1 true)
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX9-LABEL: @xor16(
; GFX9-NEXT:  %r = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 16415)
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX11-LABEL: @xor1(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @xor2(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 78, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @xor4(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 356, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @xor8(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 296, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @xor16(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 1985229328, i32 -19088744, i1 false, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11W64-LABEL: @xor1(
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
; GFX11W64-LABEL: @xor2(
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 78, i32 15, i32 15, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
; GFX11W64-LABEL: @xor4(
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 356, i32 15, i32 15, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
; GFX11W64-LABEL: @xor8(
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 296, i32 15, i32 15, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
; GFX11W64-LABEL: @xor16(
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 1985229328, i32 -19088744, i1 false, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
