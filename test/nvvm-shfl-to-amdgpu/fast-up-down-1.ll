; shfl.down and shfl.up by 1 over the whole warp.  gfx9: one wave_shl:1 /
; wave_shr:1 move; the lane whose CUDA source is out of range (31 for down,
; 0 for up, and the same lanes of the upper half on wave64, where the wave
; shift would cross into the other CUDA warp) is restored to its own value
; by a select on a constant lane mask.  gfx10+: row_shl:1 / row_shr:1 inside
; the 16-lane rows, and v_permlanex16 for the lanes whose source is in the
; other row (15 for down, 16 for up), blended by a constant lane mask.
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX9
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize64/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | %drop_permlane_keep | FileCheck %s --check-prefix=GFX11W64

define i32 @down1(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}
define i32 @up1(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX9-LABEL: @down1(
; GFX9-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 304, i32 15, i32 15, i1 true)
; GFX9-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223372034707292160)
; GFX9-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX9-LABEL: @up1(
; GFX9-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 312, i32 15, i32 15, i1 true)
; GFX9-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 4294967297)
; GFX9-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX9-NEXT:  ret i32 %r
; GFX9-NEXT:  }
;
; GFX11-LABEL: @down1(
; GFX11-NEXT:  %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 0, i32 0, i1 false, i1 true)
; GFX11-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 257, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 32768)
; GFX11-NEXT:  %r.moved.blend = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX11-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 -2147483648)
; GFX11-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.blend
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @up1(
; GFX11-NEXT:  %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 15, i32 0, i1 false, i1 true)
; GFX11-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 273, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 65536)
; GFX11-NEXT:  %r.moved.blend = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX11-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 1)
; GFX11-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.blend
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11W64-LABEL: @down1(
; GFX11W64-NEXT:  %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 0, i32 0, i1 false, i1 true)
; GFX11W64-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 257, i32 15, i32 15, i1 true)
; GFX11W64-NEXT:  %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 140737488388096)
; GFX11W64-NEXT:  %r.moved.blend = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX11W64-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223372034707292160)
; GFX11W64-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.blend
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
; GFX11W64-LABEL: @up1(
; GFX11W64-NEXT:  %r.moved.cross = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %v, i32 15, i32 0, i1 false, i1 true)
; GFX11W64-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 273, i32 15, i32 15, i1 true)
; GFX11W64-NEXT:  %r.moved.crosslanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 281474976776192)
; GFX11W64-NEXT:  %r.moved.blend = select i1 %r.moved.crosslanes, i32 %r.moved.cross, i32 %r.moved.dpp
; GFX11W64-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 4294967297)
; GFX11W64-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.blend
; GFX11W64-NEXT:  ret i32 %r
; GFX11W64-NEXT:  }
;
