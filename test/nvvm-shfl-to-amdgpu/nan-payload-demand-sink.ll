; CUB's scan steps (`@p add.f32`): each step's fix-up is read only by the
; next step's select, on the lanes that keep their value, and by the next
; addition.  Two or more fix-ups read only through one select tree go for one
; fix-up of the tree's result, on the lanes where the tree picks one of them
; (NaNPayloadDemand.h; each select's part of that condition right after the
; select); a lane that picks the input (lane 0 of a scan, which adds nothing)
; keeps its NaN's payload.
; RUN: opt %loadshfl -passes=nan-payload-demand -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; Three steps, the input x on the lanes below 1.
; CHECK-LABEL: define void @scan3(
; CHECK-NEXT:    %r1 = fadd float %x.f, %m1.f
; CHECK-NEXT:    %r1.bits = bitcast float %r1 to i32
; CHECK-NEXT:    %v1 = select i1 %p1, i32 %r1.bits, i32 %x
; CHECK-NEXT:    %m2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a2, i32 %v1)
; CHECK-NEXT:    %m2.f = bitcast i32 %m2 to float
; CHECK-NEXT:    %v1.f = bitcast i32 %v1 to float
; CHECK-NEXT:    %r2 = fadd float %v1.f, %m2.f
; CHECK-NEXT:    %r2.bits = bitcast float %r2 to i32
; CHECK-NEXT:    %v2 = select i1 %p2, i32 %r2.bits, i32 %v1
; CHECK-NEXT:    %v2.fixed = or i1 %p2, %p1
; CHECK-NEXT:    %m3 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a3, i32 %v2)
; CHECK-NEXT:    %m3.f = bitcast i32 %m3 to float
; CHECK-NEXT:    %v2.f = bitcast i32 %v2 to float
; CHECK-NEXT:    %r3 = fadd float %v2.f, %m3.f
; CHECK-NEXT:    %r3.bits = bitcast float %r3 to i32
; CHECK-NEXT:    %v3 = select i1 %p3, i32 %r3.bits, i32 %v2
; CHECK-NEXT:    %v3.fixed = or i1 %p3, %v2.fixed
; CHECK-NEXT:    %v3.abs = and i32 %v3, 2147483647
; CHECK-NEXT:    %v3.isnan = icmp ugt i32 %v3.abs, 2139095040
; CHECK-NEXT:    %v3.fixnan = and i1 %v3.fixed, %v3.isnan
; CHECK-NEXT:    %v3.nan = select i1 %v3.fixnan, i32 2147483647, i32 %v3
; CHECK-NEXT:    store i32 %v3.nan, ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define void @scan3(i32 %x, float %x.f, float %m1.f, i1 %p1, i1 %p2, i1 %p3,
                   i32 %a2, i32 %a3, ptr addrspace(1) %out) {
  %r1 = fadd float %x.f, %m1.f
  %r1.bits = bitcast float %r1 to i32
  %r1.abs = and i32 %r1.bits, 2147483647
  %r1.nan = icmp ugt i32 %r1.abs, 2139095040
  %s1 = select i1 %r1.nan, i32 2147483647, i32 %r1.bits
  %v1 = select i1 %p1, i32 %s1, i32 %x
  %m2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a2, i32 %v1)
  %m2.f = bitcast i32 %m2 to float
  %v1.f = bitcast i32 %v1 to float
  %r2 = fadd float %v1.f, %m2.f
  %r2.bits = bitcast float %r2 to i32
  %r2.abs = and i32 %r2.bits, 2147483647
  %r2.nan = icmp ugt i32 %r2.abs, 2139095040
  %s2 = select i1 %r2.nan, i32 2147483647, i32 %r2.bits
  %v2 = select i1 %p2, i32 %s2, i32 %v1
  %m3 = call i32 @llvm.amdgcn.ds.bpermute(i32 %a3, i32 %v2)
  %m3.f = bitcast i32 %m3 to float
  %v2.f = bitcast i32 %v2 to float
  %r3 = fadd float %v2.f, %m3.f
  %r3.bits = bitcast float %r3 to i32
  %r3.abs = and i32 %r3.bits, 2147483647
  %r3.nan = icmp ugt i32 %r3.abs, 2139095040
  %s3 = select i1 %r3.nan, i32 2147483647, i32 %r3.bits
  %v3 = select i1 %p3, i32 %s3, i32 %v2
  store i32 %v3, ptr addrspace(1) %out, align 4
  ret void
}

; Every leaf of the tree is a fix-up: the one left fixes every lane.  A
; float tree gets the float NaN constant.
; CHECK-LABEL: define float @all_fixed(
; CHECK-NEXT:    %r1 = fadd float %x, %y
; CHECK-NEXT:    %r2 = fmul float %x, %y
; CHECK-NEXT:    %v = select i1 %p, float %r1, float %r2
; CHECK-NEXT:    %v.bits = bitcast float %v to i32
; CHECK-NEXT:    %v.abs = and i32 %v.bits, 2147483647
; CHECK-NEXT:    %v.isnan = icmp ugt i32 %v.abs, 2139095040
; CHECK-NEXT:    %v.nan = select i1 %v.isnan, float 0x7FFFFFFFE0000000, float %v
; CHECK-NEXT:    ret float %v.nan
define float @all_fixed(float %x, float %y, i1 %p) {
  %r1 = fadd float %x, %y
  %n1 = fcmp uno float %r1, 0.0
  %s1 = select i1 %n1, float 0x7FFFFFFFE0000000, float %r1
  %r2 = fmul float %x, %y
  %n2 = fcmp uno float %r2, 0.0
  %s2 = select i1 %n2, float 0x7FFFFFFFE0000000, float %r2
  %v = select i1 %p, float %s1, float %s2
  ret float %v
}

; A leaf that is a select of another shape (two halves under a vector of
; conditions) is a leaf, not a node: the tree picks a fix-up where %p is
; false or %q true.
; CHECK-LABEL: define float @vector_leaf(
; CHECK:         %t = select i1 %q, float %r1, float %vb
; CHECK-NEXT:    %v = select i1 %p, float %t, float %r2
; CHECK-NEXT:    [[NOTP:%.*]] = xor i1 %p, true
; CHECK-NEXT:    %v.fixed = or i1 [[NOTP]], %q
; CHECK:         %v.fixnan = and i1 %v.fixed, %v.isnan
; CHECK-NEXT:    %v.nan = select i1 %v.fixnan, float 0x7FFFFFFFE0000000, float %v
define float @vector_leaf(float %x, float %y, <2 x half> %h1, <2 x half> %h2,
                          <2 x i1> %vc, i1 %p, i1 %q) {
  %r1 = fadd float %x, %y
  %n1 = fcmp uno float %r1, 0.0
  %s1 = select i1 %n1, float 0x7FFFFFFFE0000000, float %r1
  %r2 = fmul float %x, %y
  %n2 = fcmp uno float %r2, 0.0
  %s2 = select i1 %n2, float 0x7FFFFFFFE0000000, float %r2
  %vs = select <2 x i1> %vc, <2 x half> %h1, <2 x half> %h2
  %vb = bitcast <2 x half> %vs to float
  %t = select i1 %q, float %s1, float %vb
  %v = select i1 %p, float %t, float %s2
  ret float %v
}

; Not sunk: one fix-up alone (nothing to gain), two fix-ups whose NaN
; constants differ, and a tree whose other leaf carries a fix-up's payload
; (%w is computed from the fix-up %s4, whose payload it would lose).
; CHECK-LABEL: define float @kept(
; CHECK:         %s1 = select i1 %n1, float 0x7FFFFFFFE0000000, float %r1
; CHECK:         %s2 = select i1 %n2, float 0x7FF8000000000000, float %r2
; CHECK:         %s3 = select i1 %n3, float 0x7FFFFFFFE0000000, float %r3
; CHECK:         %s4 = select i1 %n4, float 0x7FFFFFFFE0000000, float %r4
; CHECK:         %s5 = select i1 %n5, float 0x7FFFFFFFE0000000, float %r5
define float @kept(float %x, float %y, i1 %p, i1 %q, ptr addrspace(1) %out) {
  %r1 = fadd float %x, %y
  %n1 = fcmp uno float %r1, 0.0
  %s1 = select i1 %n1, float 0x7FFFFFFFE0000000, float %r1
  %alone = select i1 %p, float %s1, float %x
  store float %alone, ptr addrspace(1) %out, align 4
  %r2 = fmul float %x, %y
  %n2 = fcmp uno float %r2, 0.0
  %s2 = select i1 %n2, float 0x7FF8000000000000, float %r2
  %r3 = fsub float %x, %y
  %n3 = fcmp uno float %r3, 0.0
  %s3 = select i1 %n3, float 0x7FFFFFFFE0000000, float %r3
  %mixed = select i1 %p, float %s2, float %s3
  store float %mixed, ptr addrspace(1) %out, align 4
  %r4 = fdiv float %x, %y
  %n4 = fcmp uno float %r4, 0.0
  %s4 = select i1 %n4, float 0x7FFFFFFFE0000000, float %r4
  %r5 = fadd float %y, %x
  %n5 = fcmp uno float %r5, 0.0
  %s5 = select i1 %n5, float 0x7FFFFFFFE0000000, float %r5
  %w = fneg float %s4
  %t = select i1 %q, float %s4, float %s5
  %v = select i1 %p, float %t, float %w
  ret float %v
}

declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
