; amdgpu-lane-offset-adds writes InstCombine's `m | 32k` (m the wave64 lane
; from mbcnt, below 64; 32k with bit 5 set) as `(m & 31) + 32k` where the
; function computes `m & 31` before it, so that the shared-memory
; addresses of `lane + 32 * i` have one base: llc pairs the loads into
; ds_read2_b32 with offsets.
; RUN: opt %loadshfl -passes=amdgpu-lane-offset-adds -S %s | FileCheck %s
; RUN: opt %loadshfl -passes=amdgpu-lane-offset-adds %s -o - \
; RUN:   | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM
; RUN: not opt %loadshfl -passes='amdgpu-lane-offset-adds<x>' -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PARAMS
; PARAMS: amdgpu-lane-offset-adds takes no parameter ('x' given)

target triple = "amdgcn-amd-amdhsa"

@smem = internal addrspace(3) global [128 x i32] poison, align 4

; CHECK-LABEL: define amdgpu_kernel void @exchange(
; CHECK:         %lane = and i32 %m, 31
; CHECK:         %j1 = add nuw nsw i32 %lane, 32
; CHECK:         %j2 = or disjoint i32 %lane, 64
; CHECK:         %j3 = add nuw nsw i32 %lane, 96
; CHECK-NOT:     or i32 %m
; ASM-LABEL: exchange:
; ASM:         v_lshlrev_b32_e32 [[A:v[0-9]+]], 2,
; ASM-DAG:     ds_read2_b32 v[{{[0-9]+}}:{{[0-9]+}}], [[A]] offset1:32
; ASM-DAG:     ds_read2_b32 v[{{[0-9]+}}:{{[0-9]+}}], [[A]] offset0:64 offset1:96
; ASM-NOT:     ds_read
; ASM:         s_endpgm
define amdgpu_kernel void @exchange(ptr addrspace(1) %out) {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %m = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane = and i32 %m, 31
  %p0 = getelementptr inbounds i32, ptr addrspace(3) @smem, i32 %lane
  %v0 = load i32, ptr addrspace(3) %p0, align 4
  %j1 = or i32 %m, 32
  %p1 = getelementptr inbounds i32, ptr addrspace(3) @smem, i32 %j1
  %v1 = load i32, ptr addrspace(3) %p1, align 4
  %j2 = or disjoint i32 %lane, 64
  %p2 = getelementptr inbounds i32, ptr addrspace(3) @smem, i32 %j2
  %v2 = load i32, ptr addrspace(3) %p2, align 4
  %j3 = or i32 %m, 96
  %p3 = getelementptr inbounds i32, ptr addrspace(3) @smem, i32 %j3
  %v3 = load i32, ptr addrspace(3) %p3, align 4
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %v2, %v3
  %s = add i32 %s1, %s2
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %m
  store i32 %s, ptr addrspace(1) %q, align 4
  ret void
}

; Stay: a constant without bit 5 (m | 64 is not (m & 31) + 64), a
; constant with low bits (m | 33), an operand not known below 64, no
; `and m, 31` before the or, an optnone function.
; The or after the and is written as an add.
; CHECK-LABEL: define i32 @kept(
; CHECK:         %a = or i32 %m, 64
; CHECK-NEXT:    %b = or i32 %m, 33
; CHECK-NEXT:    %c = or i32 %x, 32
; CHECK-NEXT:    %e = or i32 %m, 96
; CHECK-NEXT:    %lane = and i32 %m, 31
; CHECK-NEXT:    %d = add nuw nsw i32 %lane, 32
define i32 @kept(i32 %x) {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %m = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %xl = and i32 %x, 31
  %a = or i32 %m, 64
  %b = or i32 %m, 33
  %c = or i32 %x, 32
  %e = or i32 %m, 96
  %lane = and i32 %m, 31
  %d = or i32 %m, 32
  %s0 = add i32 %e, %d
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s3 = add i32 %s1, %s2
  %s4 = add i32 %s3, %s0
  %s = add i32 %s4, %xl
  %t = add i32 %s, %lane
  ret i32 %t
}

; CHECK-LABEL: define i32 @optnone(
; CHECK:         %j = or i32 %m, 32
define i32 @optnone() noinline optnone {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %m = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane = and i32 %m, 31
  %j = or i32 %m, 32
  %s = add i32 %j, %lane
  ret i32 %s
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
