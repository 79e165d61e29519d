; Broadcast of a constant lane over the whole warp (__shfl_sync(m, v, k)).
; wave32: one readlane; wave64 (gfx90a): one readlane per 32-lane half and a
; select on the upper half's lanes.  Each readlane is guarded by its source
; lane's EXEC bit, so an inactive source reads 0 as with ds_bpermute.
; gfx11 wave64 takes v_permlanex16 and row_share:k on rows 0 and 2 (no
; readlane needed: every move stays inside its 32-lane half).
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11W64

define i32 @bcast0(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 31)
  ret i32 %r
}
define i32 @bcast5(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 5, i32 31)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX9-LABEL: @bcast0(
; GFX9-NEXT:  %r.moved.exec = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; GFX9-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; GFX9-NEXT:  %r.moved.lane0.active = trunc i64 %r.moved.exec to i1
; GFX9-NEXT:  %r.moved.lane0.val = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
; GFX9-NEXT:  %r.moved.lane32 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 32)
; GFX9-NEXT:  %1 = lshr i64 %r.moved.exec, 32
; GFX9-NEXT:  %r.moved.lane32.active = trunc i64 %1 to i1
; GFX9-NEXT:  %r.moved.lane32.val = select i1 %r.moved.lane32.active, i32 %r.moved.lane32, i32 0
; GFX9-NEXT:  %r.moved.hihalf = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -4294967296)
; GFX9-NEXT:  %r = select i1 %r.moved.hihalf, i32 %r.moved.lane32.val, i32 %r.moved.lane0.val
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX9-LABEL: @bcast5(
; GFX9-NEXT:  %r.moved.exec = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; GFX9-NEXT:  %r.moved.lane5 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 5)
; GFX9-NEXT:  %1 = lshr i64 %r.moved.exec, 5
; GFX9-NEXT:  %r.moved.lane5.active = trunc i64 %1 to i1
; GFX9-NEXT:  %r.moved.lane5.val = select i1 %r.moved.lane5.active, i32 %r.moved.lane5, i32 0
; GFX9-NEXT:  %r.moved.lane37 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 37)
; GFX9-NEXT:  %2 = lshr i64 %r.moved.exec, 37
; GFX9-NEXT:  %r.moved.lane37.active = trunc i64 %2 to i1
; GFX9-NEXT:  %r.moved.lane37.val = select i1 %r.moved.lane37.active, i32 %r.moved.lane37, i32 0
; GFX9-NEXT:  %r.moved.hihalf = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -4294967296)
; GFX9-NEXT:  %r = select i1 %r.moved.hihalf, i32 %r.moved.lane37.val, i32 %r.moved.lane5.val
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX11-LABEL: @bcast0(
; GFX11-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; GFX11-NEXT:  %r.moved.lane0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
; GFX11-NEXT:  %r.moved.lane0.active = trunc i32 %r.moved.exec to i1
; GFX11-NEXT:  %r = select i1 %r.moved.lane0.active, i32 %r.moved.lane0, i32 0
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @bcast5(
; GFX11-NEXT:  %r.moved.exec = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; GFX11-NEXT:  %r.moved.lane5 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 5)
; GFX11-NEXT:  %1 = lshr i32 %r.moved.exec, 5
; GFX11-NEXT:  %r.moved.lane5.active = trunc i32 %1 to i1
; GFX11-NEXT:  %r = select i1 %r.moved.lane5.active, i32 %r.moved.lane5, i32 0
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11W64-LABEL: @bcast0(
; GFX11W64-NEXT:  %r.moved.dpp.lo = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 0, i32 0, i1 false, i1 true)
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp.lo, i32 %v, i32 336, i32 5, i32 15, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
; GFX11W64-LABEL: @bcast5(
; GFX11W64-NEXT:  %r.moved.dpp.lo = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 1431655765, i32 1431655765, i1 false, i1 true)
; GFX11W64-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.moved.dpp.lo, i32 %v, i32 341, i32 5, i32 15, i1 true)
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
