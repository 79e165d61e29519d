; Cooperative groups' inclusive_scan of a tiled_partition<16> as the driver
; hands it to the pass: four shfl.sync.up steps (d = 1, 2, 4, 8) with
; c = 0x1000 (a 16-lane segment), the tile's member mask
; 0xffff << (lane & 16), and each step guarded by thread_rank() (the
; block's linear thread id & 15, not the lane).  The tile is one DPP row:
; four row_shr moves with the identity as old and no select; the guards'
; linear-id arithmetic goes with them.  llc folds each move into its add.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S %s 2> %t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=GFX90A
; RUN: sed 's/gfx90a/gfx1100/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 | FileCheck %s --check-prefix=GFX1100
; CHECK-LABEL: define amdgpu_kernel void @cg_scan16(
; CHECK:       %x = load i32, ptr addrspace(1) %p, align 4
; CHECK-NOT:   shfl
; CHECK:       %r8.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %r8.up1.add = add i32 %x, %r8.up1.dpp
; CHECK-NEXT:  %r8.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r8.up1.add, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %r8.up2.add = add i32 %r8.up1.add, %r8.up2.dpp
; CHECK-NEXT:  %r8.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r8.up2.add, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %r8.up4.add = add i32 %r8.up2.add, %r8.up4.dpp
; CHECK-NEXT:  %r8.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r8.up4.add, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %r8 = add i32 %r8.up4.add, %r8.up8.dpp
; CHECK-NEXT:  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
; CHECK-NEXT:  store i32 %r8, ptr addrspace(1) %q, align 4
; CHECK-NEXT:  ret void
; REMARK: remark: <unknown>:0:0: lowered the inclusive up-scan (add, 4 shfl.sync.up steps of a tile of 16 lanes guarded by the tile rank) on gfx90a wave64 with 4 DPP row_shr steps
; REMARK-NOT: remark
; GFX90A-LABEL: cg_scan16:
; GFX90A-NOT:   v_cndmask
; GFX90A:       v_add_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; GFX90A:       v_add_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:2 row_mask:0xf bank_mask:0xf
; GFX90A:       v_add_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:4 row_mask:0xf bank_mask:0xf
; GFX90A:       v_add_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:8 row_mask:0xf bank_mask:0xf
; GFX90A-NOT:   v_cndmask
; GFX90A:       s_endpgm
; GFX1100-LABEL: cg_scan16:
; GFX1100-NOT:   v_cndmask
; GFX1100:       v_add_nc_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:1 row_mask:0xf bank_mask:0xf
; GFX1100:       v_add_nc_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:2 row_mask:0xf bank_mask:0xf
; GFX1100:       v_add_nc_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:4 row_mask:0xf bank_mask:0xf
; GFX1100:       v_add_nc_u32_dpp {{v[0-9]+}}, {{v[0-9]+}}, {{v[0-9]+}} row_shr:8 row_mask:0xf bank_mask:0xf
; GFX1100-NOT:   v_cndmask
; GFX1100:       s_endpgm

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @cg_scan16(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %gid, 8
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %base, %tx
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %x = load i32, ptr addrspace(1) %p, align 4
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %tile = and i32 %lane, 16
  %mask = shl nuw i32 65535, %tile
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %tz = call i32 @llvm.amdgcn.workitem.id.z()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %pnx = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %pny = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 6
  %nx16 = load i16, ptr addrspace(4) %pnx, align 2
  %nx = zext i16 %nx16 to i32
  %ny16 = load i16, ptr addrspace(4) %pny, align 2
  %ny = zext i16 %ny16 to i32
  %zy = mul nuw nsw i32 %tz, %ny
  %zyy = add nuw nsw i32 %zy, %ty
  %zyyx = mul i32 %zyy, %nx
  %linear = add i32 %zyyx, %tx
  %rank = and i32 %linear, 15
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %x, i32 1, i32 4096)
  %g1 = icmp eq i32 %rank, 0
  %s1 = select i1 %g1, i32 0, i32 %y1
  %r1 = add nsw i32 %s1, %x
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %r1, i32 2, i32 4096)
  %g2 = icmp ult i32 %rank, 2
  %s2 = select i1 %g2, i32 0, i32 %y2
  %r2 = add nsw i32 %s2, %r1
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %r2, i32 4, i32 4096)
  %g4 = icmp ult i32 %rank, 4
  %s4 = select i1 %g4, i32 0, i32 %y4
  %r4 = add nsw i32 %s4, %r2
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %mask, i32 %r4, i32 8, i32 4096)
  %g8 = icmp ult i32 %rank, 8
  %s8 = select i1 %g8, i32 0, i32 %y8
  %r8 = add nsw i32 %s8, %r4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %r8, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
