; nvvm-shfl-to-amdgpu drops the NaN fix-ups that nothing reads as its last
; step (NaNPayloadDemand.h), with its fast paths; <no-fast-paths>, the
; general path the benchmarks check against, keeps them.  Two steps of a
; down-reduction in PTX add.f32s; lane 0's total is stored.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' -S %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64;no-fast-paths>' -S %s | FileCheck %s --check-prefix=GENERAL

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define void @down2(
; CHECK:         %r1 = fadd float %x, %d1
; CHECK-NEXT:    %r1.bits = bitcast float %r1 to i32
; CHECK-NEXT:    %r1.f = bitcast i32 %r1.bits to float
; CHECK:         %d2.moved = call i32 @llvm.amdgcn.ds.bpermute(i32 %d2.src.addr, i32 %r1.bits)
; CHECK-NEXT:    %d2 = bitcast i32 %d2.moved to float
; CHECK-NEXT:    %r2 = fadd float %r1.f, %d2
; CHECK-NEXT:    %r2.bits = bitcast float %r2 to i32
; CHECK-NEXT:    %r2.abs = and i32 %r2.bits, 2147483647
; CHECK-NEXT:    %r2.nan = icmp ugt i32 %r2.abs, 2139095040
; CHECK-NEXT:    %s2 = select i1 %r2.nan, i32 2147483647, i32 %r2.bits
; CHECK-NEXT:    store i32 %s2, ptr addrspace(1) %out, align 4
; GENERAL-LABEL: define void @down2(
; GENERAL:       %s1 = select i1 %r1.nan, i32 2147483647, i32 %r1.bits
; GENERAL:       %s2 = select i1 %r2.nan, i32 2147483647, i32 %r2.bits
define void @down2(float %x, ptr addrspace(1) %out) {
  %d1 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %x, i32 1, i32 31)
  %r1 = fadd float %x, %d1
  %r1.bits = bitcast float %r1 to i32
  %r1.abs = and i32 %r1.bits, 2147483647
  %r1.nan = icmp ugt i32 %r1.abs, 2139095040
  %s1 = select i1 %r1.nan, i32 2147483647, i32 %r1.bits
  %r1.f = bitcast i32 %s1 to float
  %d2 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %r1.f, i32 2, i32 31)
  %r2 = fadd float %r1.f, %d2
  %r2.bits = bitcast float %r2 to i32
  %r2.abs = and i32 %r2.bits, 2147483647
  %r2.nan = icmp ugt i32 %r2.abs, 2139095040
  %s2 = select i1 %r2.nan, i32 2147483647, i32 %r2.bits
  store i32 %s2, ptr addrspace(1) %out, align 4
  ret void
}

declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
