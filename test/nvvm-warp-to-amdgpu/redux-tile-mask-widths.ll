; Tile masks of 8, 4 and 2 lanes, `((1 << W) - 1) << (lane & (32 - W))`:
; the butterfly stops after log2(W) steps (row_half_mirror, then the two
; quad_perm steps), each within the tile.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s

define i32 @tile8(i32 %v) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %tile.base = and i32 %lane, 24
  %mask = shl i32 255, %tile.base
  %r = call i32 @llvm.nvvm.redux.sync.umax(i32 %v, i32 %mask)
  ret i32 %r
}

define i32 @tile4(i32 %v) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %tile.base = and i32 %lane, 28
  %mask = shl i32 15, %tile.base
  %r = call i32 @llvm.nvvm.redux.sync.xor(i32 %v, i32 %mask)
  ret i32 %r
}

define i32 @tile2(i32 %v) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %tile.base = and i32 %lane, 30
  %mask = shl i32 3, %tile.base
  %r = call i32 @llvm.nvvm.redux.sync.min(i32 %v, i32 %mask)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32)
;
; CHECK-LABEL: @tile8(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT: %tile.base = and i32 %lane.id, 24
; CHECK-NEXT: %mask = shl i32 255, %tile.base
; CHECK-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; CHECK-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.redux.step0 = call i32 @llvm.umax.i32(i32 %r.redux.wwm.in, i32 %r.redux.xor1)
; CHECK-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.redux.step1 = call i32 @llvm.umax.i32(i32 %r.redux.step0, i32 %r.redux.xor2)
; CHECK-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.redux.step2 = call i32 @llvm.umax.i32(i32 %r.redux.step1, i32 %r.redux.xor4)
; CHECK-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step2)
; CHECK-NEXT: ret i32 %r
; CHECK-NEXT: }
;
; CHECK-LABEL: @tile4(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT: %tile.base = and i32 %lane.id, 28
; CHECK-NEXT: %mask = shl i32 15, %tile.base
; CHECK-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; CHECK-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.redux.step0 = xor i32 %r.redux.wwm.in, %r.redux.xor1
; CHECK-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.redux.step1 = xor i32 %r.redux.step0, %r.redux.xor2
; CHECK-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step1)
; CHECK-NEXT: ret i32 %r
; CHECK-NEXT: }
;
; CHECK-LABEL: @tile2(
; CHECK-NEXT: {{^}}entry:
; CHECK-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT: %tile.base = and i32 %lane.id, 30
; CHECK-NEXT: %mask = shl i32 3, %tile.base
; CHECK-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 2147483647)
; CHECK-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; CHECK-NEXT: %r.redux.step0 = call i32 @llvm.smin.i32(i32 %r.redux.wwm.in, i32 %r.redux.xor1)
; CHECK-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step0)
; CHECK-NEXT: ret i32 %r
; CHECK-NEXT: }
