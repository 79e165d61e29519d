; atom and red: atomicrmw or cmpxchg, relaxed at .gpu scope unless the
; statement says otherwise; min and max are signed for .s types; inc/dec
; wrap as PTX defines them; f16 adds need .noftz.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i32 @int_atoms(
; CHECK-NEXT: [[T0:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: %atom = atomicrmw add ptr addrspace(1) [[T0]], i32 %v syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T1:%[0-9]+]] = inttoptr i32 %w to ptr addrspace(3)
; CHECK-NEXT: %atom2 = atomicrmw min ptr addrspace(3) [[T1]], i32 %v syncscope("device") monotonic, align 4
; CHECK-NEXT: %atom4 = atomicrmw umax ptr %p, i32 %v syncscope("device") monotonic, align 4
; CHECK-NEXT: %atom6 = atomicrmw uinc_wrap ptr %p, i32 %v syncscope("device") monotonic, align 4
; CHECK-NEXT: %atom8 = atomicrmw udec_wrap ptr %p, i32 %v syncscope("device") monotonic, align 4
; CHECK-NEXT: %atom10 = atomicrmw xchg ptr %p, i32 %v syncscope("device") monotonic, align 4
; CHECK-NEXT: [[T2:%[0-9]+]] = cmpxchg ptr %p, i32 %v, i32 %w acq_rel acquire, align 4
; CHECK-NEXT: %atom12 = extractvalue { i32, i1 } [[T2]], 0
; CHECK-NEXT: %s1 = add i32 %atom, %atom2
; CHECK-NEXT: %s2 = add i32 %s1, %atom4
; CHECK-NEXT: %s3 = add i32 %s2, %atom6
; CHECK-NEXT: %s4 = add i32 %s3, %atom8
; CHECK-NEXT: %s5 = add i32 %s4, %atom10
; CHECK-NEXT: %s6 = add i32 %s5, %atom12
; CHECK-NEXT: ret i32 %s6
define i32 @int_atoms(ptr %p, i32 %v, i32 %w) {
  %a = call i32 asm sideeffect "atom.global.add.u32 $0, [$1], $2;", "=r,l,r"(ptr %p, i32 %v)
  %b = call i32 asm sideeffect "atom.shared.min.s32 $0, [$1], $2;", "=r,r,r"(i32 %w, i32 %v)
  %c = call i32 asm sideeffect "atom.max.u32 $0, [$1], $2;", "=r,l,r"(ptr %p, i32 %v)
  %d = call i32 asm sideeffect "atom.inc.u32 $0, [$1], $2;", "=r,l,r"(ptr %p, i32 %v)
  %e = call i32 asm sideeffect "atom.dec.u32 $0, [$1], $2;", "=r,l,r"(ptr %p, i32 %v)
  %f = call i32 asm sideeffect "atom.exch.b32 $0, [$1], $2;", "=r,l,r"(ptr %p, i32 %v)
  %g = call i32 asm sideeffect "atom.acq_rel.sys.cas.b32 $0, [$1], $2, $3;", "=r,l,r,r"(ptr %p, i32 %v, i32 %w)
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  %s5 = add i32 %s4, %f
  %s6 = add i32 %s5, %g
  ret i32 %s6
}

; CHECK-LABEL: define void @float_reds(
; CHECK-NEXT: [[T0:%[0-9]+]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: %red = atomicrmw fadd ptr addrspace(1) [[T0]], float %f syncscope("device") monotonic, align 4
; CHECK-NEXT: %red1 = atomicrmw fadd ptr %p, double %d syncscope("block") release, align 8
; CHECK-NEXT: [[T1:%[0-9]+]] = bitcast i16 %h to half
; CHECK-NEXT: %red2 = atomicrmw fadd ptr %p, half [[T1]] syncscope("device") monotonic, align 2
; CHECK-NEXT: ret void
define void @float_reds(ptr %p, float %f, i16 %h, double %d) {
  call void asm sideeffect "red.global.add.f32 [$0], $1;", "l,f"(ptr %p, float %f)
  call void asm sideeffect "red.release.cta.add.f64 [$0], $1;", "l,d"(ptr %p, double %d)
  call void asm sideeffect "red.add.noftz.f16 [$0], $1;", "l,h"(ptr %p, i16 %h)
  ret void
}

; CHECK-LABEL: define i64 @wide(
; CHECK-NEXT: %atom = atomicrmw or ptr %p, i64 %v syncscope("device") monotonic, align 8
; CHECK-NEXT: ret i64 %atom
define i64 @wide(ptr %p, i64 %v) {
  %r = call i64 asm sideeffect "atom.relaxed.gpu.or.b64 $0, [$1], $2;", "=l,l,l"(ptr %p, i64 %v)
  ret i64 %r
}
