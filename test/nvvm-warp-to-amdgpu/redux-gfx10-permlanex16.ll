; With the generation known from target-cpu, gfx10+ crosses the two rows of
; each 32-lane half with v_permlanex16 (lane i of the other row) instead of
; ds_swizzle; the wave size comes from the attributes.
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu -S < %s | FileCheck %s

define i32 @gfx1100_w32(i32 %v) "target-cpu"="gfx1100" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 -1)
  ret i32 %r
}

define i32 @gfx1100_w64(i32 %v) "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 -1)
  ret i32 %r
}

define i32 @gfx90a(i32 %v) "target-cpu"="gfx90a" {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 -1)
  ret i32 %r
}

declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)

; CHECK-LABEL: @gfx1100_w32(
; CHECK:       %r.redux.xor16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %r.redux.step3, i32 1985229328, i32 -19088744, i1 false, i1 false)
; CHECK-NEXT:  %r.redux.step4 = xor i32 %r.redux.step3, %r.redux.xor16
; CHECK-NEXT:  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step4)
; CHECK-LABEL: @gfx1100_w64(
; CHECK:       %r.redux.xor16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %r.redux.step3, i32 1985229328, i32 -19088744, i1 false, i1 false)
; gfx90a has no v_permlanex16: it joins the rows with DPP
; (redux-gfx90a-dpp-rows.ll).
; CHECK-LABEL: @gfx90a(
; CHECK:       %r.redux.xor16.bcast15 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step3, i32 322, i32 10, i32 15, i1 false)
