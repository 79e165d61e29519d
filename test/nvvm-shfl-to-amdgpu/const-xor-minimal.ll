; A constant xor shuffle over the whole warp is in range on every lane, so the
; pass emits no range check at all (no InstCombine needed, so -O0 gets it):
; lane id, xor, shift, bpermute.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

; __shfl_xor_sync(~0u, v, 1): b = 1, c = 0x1f.
define i32 @xor1(i32 %v) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 1, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; W32-LABEL: @xor1(
; W32-NEXT:  %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT:  %r.j = xor i32 %lane.id, 1
; W32-NEXT:  %r.j.addr = shl i32 %r.j, 2
; W32-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.j.addr, i32 %v)
; W32-NEXT:  ret i32 %r
; W32-NEXT: }
;
; W64-LABEL: @xor1(
; W64-NEXT:  %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:  %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT:  %r.selfj = xor i32 %wave.lane.id, 1
; W64-NEXT:  %r.selfj.addr = shl i32 %r.selfj, 2
; W64-NEXT:  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %r.selfj.addr, i32 %v)
; W64-NEXT:  ret i32 %r
; W64-NEXT: }
;
