; On gfx90a and gfx942 an integer redux.sync joins the two 16-lane rows of
; each 32-lane warp with DPP alone (row_bcast:15 into rows 1 and 3,
; wave_shl:1 and row_newbcast:15 back into rows 0 and 2), no ds_swizzle:
; the integer ops are associative and commutative, so every lane gets the
; butterfly's result.  gfx908 has no row_newbcast and keeps the swizzle.
; (emulator-vs-h200.test runs these against the H200's records on gfx90a.)
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu < %s | llc -mtriple=amdgcn-amd-amdhsa | FileCheck %s --check-prefix=ASM

define i32 @gfx90a(i32 %v) "target-cpu"="gfx90a" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  ret i32 %r
}

define i32 @gfx942(i32 %v) "target-cpu"="gfx942" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.umin(i32 %v, i32 -1)
  ret i32 %r
}

define i32 @gfx908(i32 %v) "target-cpu"="gfx908" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.max(i32 %v, i32 -1)
  ret i32 %r
}

declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32)

; CHECK-LABEL: @gfx90a(
; CHECK:       %r.redux.step3 = call i32 @llvm.smax.i32(
; CHECK-NEXT:  %r.redux.xor16.bcast15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %r.redux.step3, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %r.redux.xor16.up = call i32 @llvm.smax.i32(i32 %r.redux.step3, i32 %r.redux.xor16.bcast15)
; CHECK-NEXT:  %r.redux.xor16.shl1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.redux.xor16.up, i32 %r.redux.xor16.up, i32 304, i32 5, i32 8, i1 false)
; CHECK-NEXT:  %r.redux.step4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 %r.redux.xor16.shl1, i32 %r.redux.xor16.shl1, i32 351, i32 5, i32 15, i1 false)
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; CHECK-LABEL: @gfx942(
; CHECK:       %r.redux.xor16.bcast15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %r.redux.step3, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %r.redux.xor16.up = call i32 @llvm.umin.i32(i32 %r.redux.step3, i32 %r.redux.xor16.bcast15)
; CHECK-LABEL: @gfx908(
; CHECK:       %r.redux.xor16 = call i32 @llvm.amdgcn.ds.swizzle(i32 %r.redux.step3, i32 16415)
; CHECK-NEXT:  %r.redux.step4 = call i32 @llvm.smax.i32(i32 %r.redux.step3, i32 %r.redux.xor16)

; ASM-LABEL: gfx90a:
; ASM-NOT:     ds_swizzle
; ASM:         row_bcast:15
; ASM:         wave_shl:1
; ASM:         row_newbcast:15
; ASM-LABEL: gfx942:
; ASM-NOT:     ds_swizzle
; ASM:         row_newbcast:15
; ASM-LABEL: gfx908:
; ASM:         ds_swizzle_b32
