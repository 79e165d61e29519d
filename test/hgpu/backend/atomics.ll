; 32-bit atomics on global and shared memory are single instructions that
; return the old value; what hgpu lacks becomes a compare-and-swap loop
; (sub, fadd, an atomic load), an exchange (an atomic store) or nothing (a
; fence: hgpu memory is sequentially consistent).
; RUN: %hgpu_llc -mcpu=hgpu1 < %s | FileCheck %s

@s = addrspace(3) global i32 undef, align 4

; CHECK-LABEL: rmw_global:
; CHECK:      ld.param.b32 r0, [8]
; CHECK-NEXT: ld.param.b64 d1, [0]
; CHECK-NEXT: atom.global.add.32 r1, [d1+0], r0
; CHECK-NEXT: atom.global.max.u.32 r1, [d1+4], r1
; CHECK-NEXT: atom.global.cas.32 r0, [d1], r1, r0
; CHECK-NEXT: st.global.b32 [d1+4], r0
; CHECK-NEXT: exit
define void @rmw_global(ptr addrspace(1) %p, i32 %v) {
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v seq_cst
  %g = getelementptr i32, ptr addrspace(1) %p, i64 1
  %b = atomicrmw umax ptr addrspace(1) %g, i32 %a seq_cst
  %c = cmpxchg ptr addrspace(1) %p, i32 %b, i32 %v seq_cst seq_cst
  %c0 = extractvalue { i32, i1 } %c, 0
  store i32 %c0, ptr addrspace(1) %g
  ret void
}

; CHECK-LABEL: rmw_shared:
; CHECK:      ld.param.b64 d0, [0]
; CHECK-NEXT: ld.param.b32 r2, [8]
; CHECK-NEXT: mov.b32 r3, 0
; CHECK-NEXT: atom.shared.exch.32 r2, [r3+0], r2
; CHECK-NEXT: atom.shared.xor.32 r2, [r3+0], r2
; CHECK-NEXT: st.global.b32 [d0+0], r2
; CHECK-NEXT: exit
define void @rmw_shared(ptr addrspace(1) %out, i32 %v) {
  %a = atomicrmw xchg ptr addrspace(3) @s, i32 %v seq_cst
  %b = atomicrmw xor ptr addrspace(3) @s, i32 %a seq_cst
  fence seq_cst
  store i32 %b, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: sub_is_a_loop:
; CHECK:      ld.param.b32 r2, [8]
; CHECK-NEXT: ld.param.b64 d0, [0]
; CHECK-NEXT: ld.global.b32 r3, [d0+0]
; CHECK-NEXT: .LBB2_1:
; CHECK:      sub.32 r4, r3, r2
; CHECK-NEXT: atom.global.cas.32 r4, [d0], r3, r4
; CHECK-NEXT: setp.ne.32 p0, r4, r3
; CHECK-NEXT: mov.b32 r3, r4
; CHECK-NEXT: @p0 bra .LBB2_1
; CHECK-NEXT: bra .LBB2_2
; CHECK-NEXT: .LBB2_2:
; CHECK:      st.global.b32 [d0+0], r4
; CHECK-NEXT: exit
define void @sub_is_a_loop(ptr addrspace(1) %p, i32 %v) {
  %a = atomicrmw sub ptr addrspace(1) %p, i32 %v seq_cst
  store i32 %a, ptr addrspace(1) %p
  ret void
}
