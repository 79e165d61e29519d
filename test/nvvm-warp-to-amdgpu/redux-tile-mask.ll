; A redux.sync whose member mask is each lane's own 16-lane tile,
; `0xffff << (lane & 16)` (cooperative groups' tile mask): the first four
; butterfly steps, which stay within
; a row of 16 lanes, give every lane its tile's sum; no loop over distinct
; member masks.  On wave64 the upper CUDA warp's tiles are rows 2 and 3.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

target triple = "amdgcn-amd-amdhsa"

define i32 @tile16(i32 %v) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %tile.base = and i32 %lane, 16
  %mask = shl i32 65535, %tile.base
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 %mask)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
;
; W32-LABEL: @tile16(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: %tile.base = and i32 %lane.id, 16
; W32-NEXT: %mask = shl i32 65535, %tile.base
; W32-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W32-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step0 = add i32 %r.redux.wwm.in, %r.redux.xor1
; W32-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step1 = add i32 %r.redux.step0, %r.redux.xor2
; W32-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step2 = add i32 %r.redux.step1, %r.redux.xor4
; W32-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W32-NEXT: %r.redux.step3 = add i32 %r.redux.step2, %r.redux.xor8
; W32-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step3)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @tile16(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT: %tile.base = and i32 %lane.id, 16
; W64-NEXT: %mask = shl i32 65535, %tile.base
; W64-NEXT: %r.redux.wwm.in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
; W64-NEXT: %r.redux.xor1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.wwm.in, i32 177, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step0 = add i32 %r.redux.wwm.in, %r.redux.xor1
; W64-NEXT: %r.redux.xor2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step0, i32 78, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step1 = add i32 %r.redux.step0, %r.redux.xor2
; W64-NEXT: %r.redux.xor4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step1, i32 321, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step2 = add i32 %r.redux.step1, %r.redux.xor4
; W64-NEXT: %r.redux.xor8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %r.redux.step2, i32 320, i32 15, i32 15, i1 false)
; W64-NEXT: %r.redux.step3 = add i32 %r.redux.step2, %r.redux.xor8
; W64-NEXT: %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r.redux.step3)
; W64-NEXT: ret i32 %r
; W64-NEXT: }
