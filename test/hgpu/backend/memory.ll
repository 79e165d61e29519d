; Loads and stores select by address space: global (and generic and
; constant) with 64-bit addresses, shared and private with 32-bit ones; sub-
; word loads extend as the IR asks.  Shared variables get fixed offsets in
; definition order; an alloca is a private frame object at a fixed address.
; Kernel parameters are read from the parameter buffer, each at an offset
; aligned to its size (i8 at 8, i16 at 10, i1 at 12 below).
; RUN: %hgpu_llc -mcpu=hgpu1 < %s | FileCheck %s

@a = addrspace(3) global [4 x i32] undef, align 4
@b = addrspace(3) global [2 x i16] undef, align 2

; CHECK-LABEL: spaces:
; CHECK:      ld.param.b64 d0, [16]
; CHECK-NEXT: ld.param.b64 d1, [0]
; CHECK-NEXT: ld.param.u8 r4, [12]
; CHECK-NEXT: ld.param.u16 r5, [10]
; CHECK-NEXT: ld.param.u8 r6, [8]
; CHECK-NEXT: and.32 r6, r6, 255
; CHECK-NEXT: shl.32 r5, r5, 16
; CHECK-NEXT: shr.s.32 r5, r5, 16
; CHECK-NEXT: and.32 r4, r4, 1
; CHECK-NEXT: mov.b32 r7, 0
; CHECK-NEXT: st.shared.b32 [r7+8], r6
; CHECK-NEXT: ld.shared.s16 r6, [r7+18]
; CHECK-NEXT: st.private.b32 [r7+4], r5
; CHECK-NEXT: ld.private.b32 r5, [r7+4]
; CHECK-NEXT: ld.global.u8 r7, [d1+0]
; CHECK-NEXT: ld.global.b32 r0, [d0+0]
; CHECK-NEXT: add.32 r1, r6, r5
; CHECK-NEXT: add.32 r0, r7, r0
; CHECK-NEXT: add.32 r0, r1, r0
; CHECK-NEXT: add.32 r0, r0, r4
; CHECK-NEXT: st.global.b32 [d1+4], r0
; CHECK-NEXT: exit
define void @spaces(ptr addrspace(1) %g, i8 %c, i16 %h, i1 %f, ptr %gen) {
  %p = alloca [4 x i32], align 4, addrspace(5)
  %c32 = zext i8 %c to i32
  %h32 = sext i16 %h to i32
  %f32 = zext i1 %f to i32
  %s1 = getelementptr [4 x i32], ptr addrspace(3) @a, i32 0, i32 2
  store i32 %c32, ptr addrspace(3) %s1
  %s2 = getelementptr [2 x i16], ptr addrspace(3) @b, i32 0, i32 1
  %hv = load i16, ptr addrspace(3) %s2
  %hx = sext i16 %hv to i32
  %p1 = getelementptr [4 x i32], ptr addrspace(5) %p, i32 0, i32 1
  store i32 %h32, ptr addrspace(5) %p1
  %pv = load volatile i32, ptr addrspace(5) %p1
  %gv = load i8, ptr addrspace(1) %g
  %gx = zext i8 %gv to i32
  %genv = load i32, ptr %gen
  %t1 = add i32 %hx, %pv
  %t2 = add i32 %gx, %genv
  %t3 = add i32 %t1, %t2
  %t4 = add i32 %t3, %f32
  %g4 = getelementptr i32, ptr addrspace(1) %g, i64 1
  store i32 %t4, ptr addrspace(1) %g4
  ret void
}
