; Without a pass parameter the wave size comes from each function's
; target-cpu and target-features: gfx6-gfx9 (and CDNA) are wave64, gfx10+ are
; wave32 unless +wavefrontsize64.  wave64 shows up as the mbcnt.hi lane id
; (of the generic path: the constant-operand fast paths are off here).
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-fast-paths>' -S < %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: @gfx900(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
define i32 @gfx900(i32 %v) #0 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx90a(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
define i32 @gfx90a(i32 %v) #1 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx942(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
define i32 @gfx942(i32 %v) #2 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx1030(
; CHECK-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %r.j = xor i32 %lane.id, 1
define i32 @gfx1030(i32 %v) #3 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx1100(
; CHECK-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %r.j = xor i32 %lane.id, 1
define i32 @gfx1100(i32 %v) #4 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx1100_w64(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
define i32 @gfx1100_w64(i32 %v) #5 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx1200(
; CHECK-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %r.j = xor i32 %lane.id, 1
define i32 @gfx1200(i32 %v) #6 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; CHECK-LABEL: @gfx1200_w64(
; CHECK-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
define i32 @gfx1200_w64(i32 %v) #7 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

; A +wavefrontsize feature alone decides too.
; CHECK-LABEL: @features_only_w32(
; CHECK-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:  %r.j = xor i32 %lane.id, 1
define i32 @features_only_w32(i32 %v) #8 {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx900" }
attributes #1 = { "target-cpu"="gfx90a" }
attributes #2 = { "target-cpu"="gfx942" }
attributes #3 = { "target-cpu"="gfx1030" }
attributes #4 = { "target-cpu"="gfx1100" }
attributes #5 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
attributes #6 = { "target-cpu"="gfx1200" }
attributes #7 = { "target-cpu"="gfx1200" "target-features"="+wavefrontsize64" }
attributes #8 = { "target-features"="+wavefrontsize32" }
