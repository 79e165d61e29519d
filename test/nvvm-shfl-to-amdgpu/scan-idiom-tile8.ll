; The inclusive up-scan of an 8-lane tile (tiled_partition<8>: c = 0x1800,
; mask 0xff << (lane & 24), guard thread_rank() = lane & 7) is three DPP
; row_shr steps inside the 16-lane row, which holds two tiles.  Steps 1
; and 2 give the identity to the sources at ranks 8 - d .. 7 (a constant
; lane mask through inverse.ballot), the only lanes the upper tile's ranks
; below d would read across the tile boundary; step 4 leaves out banks 0
; and 2 (ranks 0..3 of each tile), which keep the identity.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S %s 2> %t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 | FileCheck %s --check-prefix=ASM
; CHECK-LABEL: define i32 @tile8_scan(
; CHECK-NOT:   shfl
; CHECK:       %r4.up1.fence = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -9187201950435737472)
; CHECK-NEXT:  %r4.up1.src = select i1 %r4.up1.fence, i32 -2147483648, i32 %v
; CHECK-NEXT:  %r4.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r4.up1.src, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %r4.up1.smax = call i32 @llvm.smax.i32(i32 %v, i32 %r4.up1.dpp)
; CHECK-NEXT:  %r4.up2.fence = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 -4557430888798830400)
; CHECK-NEXT:  %r4.up2.src = select i1 %r4.up2.fence, i32 -2147483648, i32 %r4.up1.smax
; CHECK-NEXT:  %r4.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r4.up2.src, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %r4.up2.smax = call i32 @llvm.smax.i32(i32 %r4.up1.smax, i32 %r4.up2.dpp)
; CHECK-NEXT:  %r4.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r4.up2.smax, i32 276, i32 15, i32 10, i1 false)
; CHECK-NEXT:  %r4 = call i32 @llvm.smax.i32(i32 %r4.up2.smax, i32 %r4.up4.dpp)
; CHECK-NEXT:  ret i32 %r4
; REMARK: remark: <unknown>:0:0: lowered the inclusive up-scan (smax, 3 shfl.sync.up steps of a tile of 8 lanes guarded by the tile rank) on gfx942 wave64 with 3 DPP row_shr steps
; REMARK-NOT: remark
; ASM-LABEL: tile8_scan:
; ASM:       v_max_i32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; ASM:       v_max_i32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:2 row_mask:0xf bank_mask:0xf
; ASM:       v_max_i32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:4 row_mask:0xf bank_mask:0xa
; ASM-NOT:   ds_bpermute
; ASM:       s_setpc_b64

define i32 @tile8_scan(i32 %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %tile = and i32 %lane, 24
  %mask = shl nuw i32 255, %tile
  %rank = and i32 %lane, 7
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %v, i32 1, i32 6144)
  %g1 = icmp eq i32 %rank, 0
  %s1 = select i1 %g1, i32 -2147483648, i32 %y1
  %r1 = call i32 @llvm.smax.i32(i32 %v, i32 %s1)
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %r1, i32 2, i32 6144)
  %g2 = icmp ult i32 %rank, 2
  %s2 = select i1 %g2, i32 -2147483648, i32 %y2
  %r2 = call i32 @llvm.smax.i32(i32 %r1, i32 %s2)
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %r2, i32 4, i32 6144)
  %g4 = icmp ult i32 %rank, 4
  %s4 = select i1 %g4, i32 -2147483648, i32 %y4
  %r4 = call i32 @llvm.smax.i32(i32 %r2, i32 %s4)
  ret i32 %r4
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.smax.i32(i32, i32)
attributes #0 = { "target-cpu"="gfx942" }
