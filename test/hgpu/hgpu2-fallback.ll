; On hgpu2, the native shuffle cannot express a c that is not a constant, nor
; one whose segment mask is not that of power-of-two segments: those calls
; fall back to the gather, with a missed-optimization remark saying why.
;
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-shfl-to-hgpu<hgpu2>' -disable-output \
; RUN:   -pass-remarks-missed=nvvm-shfl-to-hgpu < %s 2>&1 | FileCheck %s --check-prefix=REMARK

; REMARK:      remark: <unknown>:0:0: native shuffle not used for shfl.sync.bfly.i32: c is not a constant
; REMARK-NEXT: remark: <unknown>:0:0: native shuffle not used for shfl.sync.idx.i32: c's segment mask is not that of power-of-two segments

; CHECK-LABEL: define i32 @bfly_runtime_c(i32 %v, i32 %b, i32 %c) {
; CHECK-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; CHECK-NEXT:    %r.bval = and i32 %b, 31
; CHECK-NEXT:    %r.c.hi = lshr i32 %c, 8
; CHECK-NEXT:    %r.segmask = and i32 %r.c.hi, 31
; CHECK-NEXT:    %r.notseg = xor i32 %r.segmask, -1
; CHECK-NEXT:    %r.cval = and i32 %c, 31
; CHECK-NEXT:    %r.clamp = and i32 %r.cval, %r.notseg
; CHECK-NEXT:    %r.seglane = and i32 %lane.id, %r.segmask
; CHECK-NEXT:    %r.maxlane = or i32 %r.seglane, %r.clamp
; CHECK-NEXT:    %r.j = xor i32 %lane.id, %r.bval
; CHECK-NEXT:    %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:    %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; CHECK-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %r.src)
; CHECK-NEXT:    ret i32 %r
; CHECK-NEXT:  }
define i32 @bfly_runtime_c(i32 %v, i32 %b, i32 %c) {
  %r = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 %b, i32 %c)
  ret i32 %r
}

; segmask 0b01010: the lane bits 0b10101 are not the low bits.
; CHECK-LABEL: define i32 @idx_irregular(i32 %v, i32 %b) {
; CHECK-NEXT:    %lane.id = call i32 @llvm.hgpu.lane.id()
; CHECK-NEXT:    %r.bval = and i32 %b, 31
; CHECK-NEXT:    %r.seglane = and i32 %lane.id, 10
; CHECK-NEXT:    %r.maxlane = or i32 %r.seglane, 21
; CHECK-NEXT:    %r.bhi = and i32 %r.bval, -11
; CHECK-NEXT:    %r.j = or i32 %r.seglane, %r.bhi
; CHECK-NEXT:    %r.valid = icmp ule i32 %r.j, %r.maxlane
; CHECK-NEXT:    %r.src = select i1 %r.valid, i32 %r.j, i32 %lane.id
; CHECK-NEXT:    %r = call i32 @llvm.hgpu.gather(i32 %v, i32 %r.src)
; CHECK-NEXT:    ret i32 %r
; CHECK-NEXT:  }
define i32 @idx_irregular(i32 %v, i32 %b) {
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v, i32 %b, i32 2591)
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
