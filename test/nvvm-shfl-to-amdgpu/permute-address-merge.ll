; permute-address-merge: the lane of a ds_bpermute / ds_permute address
; that merges two values under disjoint masks, `(b & 31) | (self & 32)`
; (InstCombine's form of `(b & 31) | (self & ~31)` for a wave lane below
; 64), becomes `self ^ ((b ^ self) & 31)`, which AMDGPU selects as one
; v_bfi_b32 instead of v_and_b32 and v_and_or_b32.  The value is the same
; wherever the operand with the narrowed mask has no bit outside both masks.
; LLVM 19's ValueTracking cannot show that mbcnt is never undef, so there
; the lane used twice is frozen first (%j.keep), as for any such value.
; RUN: opt %loadshfl -passes=permute-address-merge -S %s | \
; RUN:   FileCheck %s --check-prefixes=CHECK,%if llvm19 %{L19%} %else %{L22%}
; RUN: opt %loadshfl -passes=permute-address-merge %s | \
; RUN:   llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a | FileCheck %s --check-prefix=ASM
; RUN: not opt %loadshfl -passes='permute-address-merge<x>' -disable-output %s 2>&1 | \
; RUN:   FileCheck %s --check-prefix=PARAM
; PARAM: permute-address-merge takes no parameter ('x' given)

; CHECK-LABEL: define i32 @merge(
; CHECK-NEXT:    %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; CHECK-NEXT:    %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
; L19-NEXT:      %j.keep = freeze i32 %self
; L22-NOT:       freeze
; CHECK-NEXT:    %j.diff = xor i32 %b, [[S:%self|%j.keep]]
; CHECK-NEXT:    %j.low = and i32 %j.diff, 31
; CHECK-NEXT:    %j = xor i32 [[S]], %j.low
; CHECK-NEXT:    %addr = shl nuw nsw i32 %j, 2
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
; CHECK-NEXT:    ret i32 %r
; ASM-LABEL: merge:
; ASM:         v_bfi_b32 [[J:v[0-9]+]], 31, v0, v{{[0-9]+}}
; ASM-NEXT:    v_lshlrev_b32_e32 [[A:v[0-9]+]], 2, [[J]]
; ASM-NEXT:    ds_bpermute_b32 v0, [[A]], v1
define i32 @merge(i32 %b, i32 %v) {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %bl = and i32 %b, 31
  %sh = and i32 %self, 32
  %j = or disjoint i32 %sh, %bl
  %addr = shl nuw nsw i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

; The operands the other way round, the merge on byte addresses (no shift
; after it), and a ds_permute.
; CHECK-LABEL: define i32 @permute(
; CHECK:         %j.diff = xor i32 %b, [[S4:%self4|%j.keep]]
; CHECK-NEXT:    %j.low = and i32 %j.diff, 124
; CHECK-NEXT:    %j = xor i32 [[S4]], %j.low
; CHECK-NEXT:    %r = call i32 @llvm.amdgcn.ds.permute(i32 %j, i32 %v)
define i32 @permute(i32 %b, i32 %v) {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %self4 = shl nuw nsw i32 %self, 2
  %sh = and i32 %self4, 128
  %bl = and i32 %b, 124
  %j = or i32 %bl, %sh
  %r = call i32 @llvm.amdgcn.ds.permute(i32 %j, i32 %v)
  ret i32 %r
}

; The lowering's own form, before InstCombine (the opt flow): the masks
; cover every bit, so either operand may keep its bits; the smaller mask,
; 31, is the one v_bfi_b32 takes as an inline constant.
; CHECK-LABEL: define i32 @complementary(
; CHECK:         %j.diff = xor i32 %b, [[S2:%self|%j.keep]]
; CHECK-NEXT:    %j.low = and i32 %j.diff, 31
; CHECK-NEXT:    %j = xor i32 [[S2]], %j.low
; ASM-LABEL: complementary:
; ASM:         v_bfi_b32 [[J:v[0-9]+]], 31, v0, v{{[0-9]+}}
define i32 @complementary(i32 %b, i32 %v) {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %sh = and i32 %self, -32
  %bl = and i32 %b, 31
  %j = or i32 %sh, %bl
  %addr = shl i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

; A lane that may be undef (an argument without noundef) is used twice in
; the merge form, so it is frozen first.
; CHECK-LABEL: define i32 @frozen(
; CHECK-NEXT:    %j.keep = freeze i32 %self
; CHECK-NEXT:    %j.diff = xor i32 %b, %j.keep
; CHECK-NEXT:    %j.low = and i32 %j.diff, 31
; CHECK-NEXT:    %j = xor i32 %j.keep, %j.low
; ASM-LABEL: frozen:
; ASM:         v_bfi_b32 {{v[0-9]+}}, 31, v0, v2
define i32 @frozen(i32 %b, i32 %v, i32 range(i32 0, 64) %self) {
  %bl = and i32 %b, 31
  %sh = and i32 %self, 32
  %j = or disjoint i32 %sh, %bl
  %addr = shl i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

; Not a merge: neither operand is known to lack the bits outside both masks
; (%self may be 64 or more here; a byte address of a lane, not shifted,
; may have bits 0 and 1), or the masks overlap.
; CHECK-LABEL: define i32 @unknown(
; CHECK:         %j = or disjoint i32 %sh, %bl
; CHECK-LABEL: define i32 @unscaled(
; CHECK:         %j = or i32 %bl, %sh
; CHECK-LABEL: define i32 @overlap(
; CHECK:         %j = or i32 %sh, %bl
; A constant under a mask (unfolded IR) is left to the folder.
; CHECK-LABEL: define i32 @constant(
; CHECK:         %j = or disjoint i32 %sh, %bl
; CHECK-NOT:     xor
; CHECK:         ret i32
define i32 @unknown(i32 %b, i32 %v, i32 %self) {
  %bl = and i32 %b, 31
  %sh = and i32 %self, 32
  %j = or disjoint i32 %sh, %bl
  %addr = shl i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}
define i32 @unscaled(i32 %b, i32 %v) {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %sh = and i32 %self, 128
  %bl = and i32 %b, 124
  %j = or i32 %bl, %sh
  %r = call i32 @llvm.amdgcn.ds.permute(i32 %j, i32 %v)
  ret i32 %r
}
define i32 @overlap(i32 %b, i32 %v) {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %bl = and i32 %b, 63
  %sh = and i32 %self, 32
  %j = or i32 %sh, %bl
  %addr = shl i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

define i32 @constant(i32 %v) {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %bl = and i32 7, 31
  %sh = and i32 %self, 32
  %j = or disjoint i32 %sh, %bl
  %addr = shl i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

; optnone code is left as written.
; CHECK-LABEL: define i32 @skipped(
; CHECK:         %j = or disjoint i32 %sh, %bl
; CHECK-NOT:     xor
; CHECK:         ret i32
define i32 @skipped(i32 %b, i32 %v) noinline optnone {
  %lo = call range(i32 0, 32) i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %self = call range(i32 0, 64) i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %bl = and i32 %b, 31
  %sh = and i32 %self, 32
  %j = or disjoint i32 %sh, %bl
  %addr = shl i32 %j, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
