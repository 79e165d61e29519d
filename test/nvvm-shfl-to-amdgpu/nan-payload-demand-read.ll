; A fix-up whose NaN can reach what the program sees stays
; (NaNPayloadDemand.h): stored after a lane move and a phi, through the arm
; of a select whose condition is not a NaN test of it (a scan's step, whose
; lanes below d keep their value; the step's fix-up is also stored, so it is
; not sunk to the select: nan-payload-demand-sink.ll), compared as bits,
; passed to a call, to maxnum (which may tell a signalling NaN from a quiet
; one), or reinterpreted as two halves.  Only the arm that a `select true`
; never picks is not read.
; RUN: opt %loadshfl -passes=nan-payload-demand -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define void @moved_and_stored(
; CHECK:         %s = select i1 %nan, i32 2147483647, i32 %bits
; CHECK:         %m = call i32 @llvm.amdgcn.readlane.i32(i32 %s, i32 0)
define void @moved_and_stored(float %x, float %y, i1 %c, ptr addrspace(1) %out) {
entry:
  %r = fadd float %x, %y
  %bits = bitcast float %r to i32
  %abs = and i32 %bits, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %bits
  %m = call i32 @llvm.amdgcn.readlane.i32(i32 %s, i32 0)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i32 [ %m, %entry ], [ 0, %then ]
  store i32 %p, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @scan_step(
; CHECK:         %s1 = select i1 %nan1, i32 2147483647, i32 %bits1
; CHECK:         %s2 = select i1 %nan2, i32 2147483647, i32 %bits2
define void @scan_step(float %x, float %y, i1 %lane.ge.1, ptr addrspace(1) %out) {
  %r1 = fadd float %x, %y
  %bits1 = bitcast float %r1 to i32
  %abs1 = and i32 %bits1, 2147483647
  %nan1 = icmp ugt i32 %abs1, 2139095040
  %s1 = select i1 %nan1, i32 2147483647, i32 %bits1
  %up = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s1, i32 273, i32 15, i32 15, i1 true)
  %up.f = bitcast i32 %up to float
  %s1.f = bitcast i32 %s1 to float
  %r2 = fadd float %s1.f, %up.f
  %bits2 = bitcast float %r2 to i32
  %abs2 = and i32 %bits2, 2147483647
  %nan2 = icmp ugt i32 %abs2, 2139095040
  %s2 = select i1 %nan2, i32 2147483647, i32 %bits2
  %v = select i1 %lane.ge.1, i32 %s2, i32 %s1
  store i32 %v, ptr addrspace(1) %out, align 4
  store i32 %s1, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @never_picked(
; CHECK-NEXT:    %r1 = fadd float %x, %y
; CHECK-NEXT:    %bits1 = bitcast float %r1 to i32
; CHECK-NEXT:    %r1.f = bitcast i32 %bits1 to float
; CHECK-NEXT:    %r2 = fadd float %r1.f, %y
; CHECK-NEXT:    %bits2 = bitcast float %r2 to i32
; CHECK-NEXT:    %abs2 = and i32 %bits2, 2147483647
; CHECK-NEXT:    %nan2 = icmp ugt i32 %abs2, 2139095040
; CHECK-NEXT:    %s2 = select i1 %nan2, i32 2147483647, i32 %bits2
; CHECK-NEXT:    %v = select i1 true, i32 %s2, i32 %bits1
; CHECK-NEXT:    store i32 %v, ptr addrspace(1) %out, align 4
define void @never_picked(float %x, float %y, ptr addrspace(1) %out) {
  %r1 = fadd float %x, %y
  %bits1 = bitcast float %r1 to i32
  %abs1 = and i32 %bits1, 2147483647
  %nan1 = icmp ugt i32 %abs1, 2139095040
  %s1 = select i1 %nan1, i32 2147483647, i32 %bits1
  %r1.f = bitcast i32 %s1 to float
  %r2 = fadd float %r1.f, %y
  %bits2 = bitcast float %r2 to i32
  %abs2 = and i32 %bits2, 2147483647
  %nan2 = icmp ugt i32 %abs2, 2139095040
  %s2 = select i1 %nan2, i32 2147483647, i32 %bits2
  %v = select i1 true, i32 %s2, i32 %s1
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define i1 @bits_compared(
; CHECK:         %s = select i1 %nan, i32 2147483647, i32 %bits
define i1 @bits_compared(float %x, float %y) {
  %r = fadd float %x, %y
  %bits = bitcast float %r to i32
  %abs = and i32 %bits, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %bits
  %q = icmp eq i32 %s, 2143289344
  ret i1 %q
}

; CHECK-LABEL: define void @passed_to_call(
; CHECK:         %s = select i1 %nan, i32 2147483647, i32 %bits
define void @passed_to_call(float %x, float %y) {
  %r = fadd float %x, %y
  %bits = bitcast float %r to i32
  %abs = and i32 %bits, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %bits
  call void @sink(i32 %s)
  ret void
}

; CHECK-LABEL: define float @through_maxnum(
; CHECK:         %s = select i1 %nan, float 0x7FFFFFFFE0000000, float %r
define float @through_maxnum(float %x, float %y) {
  %r = fadd float %x, %y
  %nan = fcmp uno float %r, 0.0
  %s = select i1 %nan, float 0x7FFFFFFFE0000000, float %r
  %m = call float @llvm.maxnum.f32(float %s, float 1.0)
  %t = fadd float %m, %y
  %tnan = fcmp uno float %t, 0.0
  %u = select i1 %tnan, float 0x7FFFFFFFE0000000, float %t
  ret float %u
}

; CHECK-LABEL: define <2 x half> @as_halves(
; CHECK:         %s = select i1 %nan, i32 2147483647, i32 %bits
define <2 x half> @as_halves(float %x, float %y) {
  %r = fadd float %x, %y
  %bits = bitcast float %r to i32
  %abs = and i32 %bits, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %s = select i1 %nan, i32 2147483647, i32 %bits
  %h = bitcast i32 %s to <2 x half>
  %t = fadd <2 x half> %h, %h
  ret <2 x half> %t
}

declare void @sink(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare float @llvm.maxnum.f32(float, float)
