; A chain of PTX add.f32s (CUB's warp sum): each fix-up of the NaN an
; addition returns (`select (isnan r), 0x7fffffff, r`, NaNPayloadDemand.h) is
; read only by the next addition, through a lane move, and that addition's
; own fix-up replaces any NaN it makes.  Those fix-ups go; the last one, whose
; value is stored, stays.  Both forms of the NaN test: the translator's
; `(bits & 0x7fffffff) > 0x7f800000` and InstCombine's `fabs`.
; RUN: opt %loadshfl -passes=nan-payload-demand -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define void @sum3(
; CHECK-NEXT:    %r1 = fadd float %x, %y
; CHECK-NEXT:    %r1.bits = bitcast float %r1 to i32
; CHECK-NEXT:    %m1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %r1.bits, i32 273, i32 15, i32 15, i1 true)
; CHECK-NEXT:    %m1.f = bitcast i32 %m1 to float
; CHECK-NEXT:    %a1 = bitcast i32 %r1.bits to float
; CHECK-NEXT:    %r2 = fadd float %a1, %m1.f
; CHECK-NEXT:    %r2.bits = bitcast float %r2 to i32
; CHECK-NEXT:    %m2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %r2.bits)
; CHECK-NEXT:    %m2.f = bitcast i32 %m2 to float
; CHECK-NEXT:    %a2 = bitcast i32 %r2.bits to float
; CHECK-NEXT:    %r3 = fadd float %a2, %m2.f
; CHECK-NEXT:    %r3.bits = bitcast float %r3 to i32
; CHECK-NEXT:    %r3.abs = and i32 %r3.bits, 2147483647
; CHECK-NEXT:    %r3.nan = icmp ugt i32 %r3.abs, 2139095040
; CHECK-NEXT:    %s3 = select i1 %r3.nan, i32 2147483647, i32 %r3.bits
; CHECK-NEXT:    store i32 %s3, ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define void @sum3(float %x, float %y, i32 %addr, ptr addrspace(1) %out) {
  %r1 = fadd float %x, %y
  %r1.bits = bitcast float %r1 to i32
  %r1.abs = and i32 %r1.bits, 2147483647
  %r1.nan = icmp ugt i32 %r1.abs, 2139095040
  %s1 = select i1 %r1.nan, i32 2147483647, i32 %r1.bits
  %m1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s1, i32 273, i32 15, i32 15, i1 true)
  %m1.f = bitcast i32 %m1 to float
  %a1 = bitcast i32 %s1 to float
  %r2 = fadd float %a1, %m1.f
  %r2.fabs = call float @llvm.fabs.f32(float %r2)
  %r2.abs = bitcast float %r2.fabs to i32
  %r2.nan = icmp ugt i32 %r2.abs, 2139095040
  %r2.bits = bitcast float %r2 to i32
  %s2 = select i1 %r2.nan, i32 2147483647, i32 %r2.bits
  %m2 = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %s2)
  %m2.f = bitcast i32 %m2 to float
  %a2 = bitcast i32 %s2 to float
  %r3 = fadd float %a2, %m2.f
  %r3.bits = bitcast float %r3 to i32
  %r3.abs = and i32 %r3.bits, 2147483647
  %r3.nan = icmp ugt i32 %r3.abs, 2139095040
  %s3 = select i1 %r3.nan, i32 2147483647, i32 %r3.bits
  store i32 %s3, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare float @llvm.fabs.f32(float)
