; Segment widths 2-16 fold into the DPP controls: the segment bound is a
; row or quad bound (xor 1 at width 16, broadcast at width 16 with
; row_newbcast/row_share, broadcast at width 4 with quad_perm, up 2 at width 8
; with DPP8 on gfx10+), or the lanes whose source leaves the segment are
; restored by a select on a constant lane mask (down 1 at width 16, up 2 at
; width 8 on gfx9).  gfx900 has neither row_newbcast nor DPP8: ds_swizzle
; BCAST16.
; RUN: sed -e 's/CPU/gfx900/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | FileCheck %s --check-prefix=GFX900
; RUN: sed -e 's/CPU/gfx90a/' -e 's/FEATURES//' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | FileCheck %s --check-prefix=GFX90A
; RUN: sed -e 's/CPU/gfx1100/' -e 's/FEATURES/+wavefrontsize32/' %s | opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S | FileCheck %s --check-prefix=GFX11

; __shfl_xor_sync(m, v, 1, 16): c = 0x101f.
define i32 @xor1_w16(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 4127)
  ret i32 %r
}
; __shfl_down_sync(m, v, 1, 16): c = 0x101f.
define i32 @down1_w16(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 4127)
  ret i32 %r
}
; __shfl_sync(m, v, 0, 16): c = 0x101f.
define i32 @bcast0_w16(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 0, i32 4127)
  ret i32 %r
}
; __shfl_sync(m, v, 2, 4): c = 0x1c1f.
define i32 @bcast2_w4(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 2, i32 7199)
  ret i32 %r
}
; __shfl_up_sync(m, v, 2, 8): c = 0x1800.
define i32 @up2_w8(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 2, i32 6144)
  ret i32 %r
}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="CPU" "target-features"="FEATURES" }

; GFX900-LABEL: @xor1_w16(
; GFX900-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; GFX900-NEXT:  ret i32 %r
; GFX900-NEXT:  }
;
; GFX900-LABEL: @down1_w16(
; GFX900-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 257, i32 15, i32 15, i1 true)
; GFX900-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223231297218904064)
; GFX900-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX900-NEXT:  ret i32 %r
; GFX900-NEXT:  }
;
; GFX900-LABEL: @bcast0_w16(
; GFX900-NEXT:  %r = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 16)
; GFX900-NEXT:  ret i32 %r
; GFX900-NEXT:  }
;
; GFX900-LABEL: @bcast2_w4(
; GFX900-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 170, i32 15, i32 15, i1 true)
; GFX900-NEXT:  ret i32 %r
; GFX900-NEXT:  }
;
; GFX900-LABEL: @up2_w8(
; GFX900-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 274, i32 15, i32 15, i1 true)
; GFX900-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 217020518514230019)
; GFX900-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX900-NEXT:  ret i32 %r
; GFX900-NEXT:  }
;
; GFX90A-LABEL: @xor1_w16(
; GFX90A-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  ret i32 %r
; GFX90A-NEXT:  }
;
; GFX90A-LABEL: @down1_w16(
; GFX90A-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 257, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9223231297218904064)
; GFX90A-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX90A-NEXT:  ret i32 %r
; GFX90A-NEXT:  }
;
; GFX90A-LABEL: @bcast0_w16(
; GFX90A-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 336, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  ret i32 %r
; GFX90A-NEXT:  }
;
; GFX90A-LABEL: @bcast2_w4(
; GFX90A-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 170, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  ret i32 %r
; GFX90A-NEXT:  }
;
; GFX90A-LABEL: @up2_w8(
; GFX90A-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 274, i32 15, i32 15, i1 true)
; GFX90A-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 217020518514230019)
; GFX90A-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX90A-NEXT:  ret i32 %r
; GFX90A-NEXT:  }
;
; GFX11-LABEL: @xor1_w16(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 177, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @down1_w16(
; GFX11-NEXT:  %r.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 257, i32 15, i32 15, i1 true)
; GFX11-NEXT:  %r.moved.selflanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 -2147450880)
; GFX11-NEXT:  %r = select i1 %r.moved.selflanes, i32 %v, i32 %r.moved.dpp
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @bcast0_w16(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 336, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @bcast2_w4(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %v, i32 170, i32 15, i32 15, i1 true)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
; GFX11-LABEL: @up2_w8(
; GFX11-NEXT:  %r = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %v, i32 11641352)
; GFX11-NEXT:  ret i32 %r
; GFX11-NEXT:  }
;
