; activemask is the ballot of true: the active lanes of the caller's warp.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @activemask() {
entry:
  %r = call i32 @llvm.nvvm.activemask()
  ret i32 %r
}

declare i32 @llvm.nvvm.activemask()

; W32-LABEL: @activemask(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %r = call i32 @llvm.amdgcn.ballot.i32(i1 true)
; W32-NEXT: ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @activemask(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %r.active.wave = call i64 @llvm.amdgcn.ballot.i64(i1 true)
; W64-NEXT: %r.active.warpbase = and i32 %wave.lane.id, -32
; W64-NEXT: %r.active.shift = zext i32 %r.active.warpbase to i64
; W64-NEXT: %r.active.shifted = lshr i64 %r.active.wave, %r.active.shift
; W64-NEXT: %r = trunc i64 %r.active.shifted to i32
; W64-NEXT: ret i32 %r
; W64-NEXT: }
;
