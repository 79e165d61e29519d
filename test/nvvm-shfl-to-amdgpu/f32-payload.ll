; f32 shuffles bitcast the payload to i32 for ds_bpermute and back.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

; A float payload is moved as its bits.
define float @bfly_f32(float %v, i32 %b) {
  %r = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 %b, i32 31)
  ret float %r
}

define float @idx_f32_const(float %v) {
  %r = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %v, i32 0, i32 31)
  ret float %r
}

declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)

; W32-LABEL: @bfly_f32(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.bits = bitcast float %v to i32
; W32-NEXT:  %r.bval = and i32 %b, 31
; W32-NEXT:  %r.j = xor i32 %lane.id, %r.bval
; W32-NEXT:  %r.j.addr = shl i32 %r.j, 2
; W32-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.j.addr, i32 %r.bits)
; W32-NEXT:  %r = bitcast i32 %r.moved to float
; W32-NEXT:  ret float %r
; W32-NEXT: }
;
; W32-LABEL: @idx_f32_const(
; W32-NEXT:  %r.bits = bitcast float %v to i32
; W32-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %r.bits)
; W32-NEXT:  %r = bitcast i32 %r.moved to float
; W32-NEXT:  ret float %r
; W32-NEXT: }
;
; W64-LABEL: @bfly_f32(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.bits = bitcast float %v to i32
; W64-NEXT:  %r.bval = and i32 %b, 31
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, %r.bval
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %r.bits)
; W64-NEXT:  %r = bitcast i32 %r.moved to float
; W64-NEXT:  ret float %r
; W64-NEXT: }
;
; W64-LABEL: @idx_f32_const(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.bits = bitcast float %v to i32
; W64-NEXT:  %r.selfbase = and i32 %wave.lane.id, -32
; W64-NEXT:  %r.selfbase.addr = shl i32 %r.selfbase, 2
; W64-NEXT:  %r.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfbase.addr, i32 %r.bits)
; W64-NEXT:  %r = bitcast i32 %r.moved to float
; W64-NEXT:  ret float %r
; W64-NEXT: }
;
