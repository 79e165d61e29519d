; The lane special registers: laneid is the CUDA lane (mbcnt, & 31 on wave64),
; warpsize is 32 on both wave sizes, lanemask_* are shifts of the lane id.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define i32 @laneid() {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %r
}

define i32 @warpsize() {
entry:
  %r = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  ret i32 %r
}

define i32 @lanemasks() {
entry:
  %eq = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
  %le = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.le()
  %lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %ge = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
  %gt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt()
  %a = xor i32 %eq, %le
  %b = xor i32 %a, %lt
  %c = xor i32 %b, %ge
  %d = xor i32 %c, %gt
  ret i32 %d
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.le()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt()

; W32-LABEL: @laneid(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: ret i32 %lane.id
; W32-NEXT: }
;
; W32-LABEL: @warpsize(
; W32-NEXT: {{^}}entry:
; W32-NEXT: ret i32 32
; W32-NEXT: }
;
; W32-LABEL: @lanemasks(
; W32-NEXT: {{^}}entry:
; W32-NEXT: %lane.id = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W32-NEXT: %eq = shl i32 1, %lane.id
; W32-NEXT: %le.next = shl i32 2, %lane.id
; W32-NEXT: %le = sub i32 %le.next, 1
; W32-NEXT: %lt.eq = shl i32 1, %lane.id
; W32-NEXT: %lt = sub i32 %lt.eq, 1
; W32-NEXT: %ge = shl i32 -1, %lane.id
; W32-NEXT: %gt = shl i32 -2, %lane.id
; W32-NEXT: %a = xor i32 %eq, %le
; W32-NEXT: %b = xor i32 %a, %lt
; W32-NEXT: %c = xor i32 %b, %ge
; W32-NEXT: %d = xor i32 %c, %gt
; W32-NEXT: ret i32 %d
; W32-NEXT: }
;
; W64-LABEL: @laneid(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT: ret i32 %lane.id
; W64-NEXT: }
;
; W64-LABEL: @warpsize(
; W64-NEXT: {{^}}entry:
; W64-NEXT: ret i32 32
; W64-NEXT: }
;
; W64-LABEL: @lanemasks(
; W64-NEXT: {{^}}entry:
; W64-NEXT: %lane.id.lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT: %wave.lane.id = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lane.id.lo)
; W64-NEXT: %lane.id = and i32 %wave.lane.id, 31
; W64-NEXT: %eq = shl i32 1, %lane.id
; W64-NEXT: %le.next = shl i32 2, %lane.id
; W64-NEXT: %le = sub i32 %le.next, 1
; W64-NEXT: %lt.eq = shl i32 1, %lane.id
; W64-NEXT: %lt = sub i32 %lt.eq, 1
; W64-NEXT: %ge = shl i32 -1, %lane.id
; W64-NEXT: %gt = shl i32 -2, %lane.id
; W64-NEXT: %a = xor i32 %eq, %le
; W64-NEXT: %b = xor i32 %a, %lt
; W64-NEXT: %c = xor i32 %b, %ge
; W64-NEXT: %d = xor i32 %c, %gt
; W64-NEXT: ret i32 %d
; W64-NEXT: }
;
