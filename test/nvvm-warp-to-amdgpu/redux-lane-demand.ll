; An integer redux.sync whose result only lane 0 uses (a store behind
; %laneid == 0) joins the rows of each warp on gfx9 with wave_shl:1 into
; lane 15 and row_shl:15 into lane 0, on rows 0 and 2: no row_bcast, no
; row_newbcast, and on gfx908 no ds_swizzle.  `<no-lane-demand>` keeps the
; join that gives every lane the result.  gfx10+ keeps v_permlanex16.
; redux-lane-demand-emu.test runs both on wave-emu.
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<no-lane-demand>' -S < %s | FileCheck %s --check-prefix=FULL
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu < %s | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --check-prefix=ASM

define void @gfx90a(i32 %v, ptr addrspace(1) %out) "target-cpu"="gfx90a" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %is0 = icmp eq i32 %lane, 0
  br i1 %is0, label %store, label %done
store:
  store i32 %r, ptr addrspace(1) %out
  br label %done
done:
  ret void
}

define void @gfx908(i32 %v, ptr addrspace(1) %out) "target-cpu"="gfx908" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %is0 = icmp eq i32 %lane, 0
  br i1 %is0, label %store, label %done
store:
  store i32 %r, ptr addrspace(1) %out
  br label %done
done:
  ret void
}

define void @gfx1100(i32 %v, ptr addrspace(1) %out) "target-cpu"="gfx1100" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %is0 = icmp eq i32 %lane, 0
  br i1 %is0, label %store, label %done
store:
  store i32 %r, ptr addrspace(1) %out
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()

; CHECK-LABEL: @gfx90a(
; CHECK:       %r.redux.xor16.shl1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.redux.step3, i32 304, i32 5, i32 8, i1 false)
; CHECK-NEXT:  %r.redux.xor16.lane15 = call i32 @llvm.smax.i32(i32 %r.redux.step3, i32 %r.redux.xor16.shl1)
; CHECK-NEXT:  %r.redux.xor16.lane0 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.redux.xor16.lane15, i32 %r.redux.xor16.lane15, i32 271, i32 5, i32 1, i1 false)
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.xor16.lane0)
; CHECK-LABEL: @gfx908(
; CHECK:       %r.redux.xor16.lane15 = add i32 %r.redux.step3, %r.redux.xor16.shl1
; CHECK-NEXT:  %r.redux.xor16.lane0 = call i32 @llvm.amdgcn.update.dpp.i32(
; CHECK-LABEL: @gfx1100(
; CHECK:       %r.redux.xor16 = call i32 @llvm.amdgcn.permlanex16.i32(

; FULL-LABEL: @gfx90a(
; FULL:       %r.redux.xor16.bcast15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.redux.step3, i32 322, i32 10, i32 15, i1 false)
; FULL:       %r.redux.step4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.redux.xor16.shl1, i32 %r.redux.xor16.shl1, i32 351, i32 5, i32 15, i1 false)
; FULL-LABEL: @gfx908(
; FULL:       %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)

; ASM-LABEL: gfx90a:
; ASM-NOT:     row_bcast
; ASM:         v_max_i32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} wave_shl:1 row_mask:0x5 bank_mask:0x8
; ASM:         v_mov_b32_dpp v{{[0-9]+}}, v{{[0-9]+}} row_shl:15 row_mask:0x5 bank_mask:0x1
; ASM-NOT:     row_newbcast
; ASM-LABEL: gfx908:
; ASM-NOT:     ds_swizzle
; ASM:         v_add_u32_dpp v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}} wave_shl:1 row_mask:0x5 bank_mask:0x8
; ASM:         row_shl:15 row_mask:0x5 bank_mask:0x1
; ASM-LABEL: gfx1100:
; ASM:         v_permlanex16_b32
