; The acquire/release loads, stores and atomics of cooperative_groups,
; through the inline-PTX translator; NVPTX's scopes become AMDGPU's.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @ld_acquire(
; CHECK-NEXT:    %ld = load atomic i32, ptr %p syncscope("agent") acquire, align 4
; CHECK-NEXT:    %ld2 = load atomic i32, ptr %p syncscope("workgroup") acquire, align 4
define i32 @ld_acquire(ptr %p) {
  %a = call i32 asm sideeffect "ld.acquire.gpu.u32 $0,[$1];", "=r,l,~{memory}"(ptr %p)
  %b = call i32 asm sideeffect "ld.acquire.cta.u32 $0,[$1];", "=r,l,~{memory}"(ptr %p)
  %c = add i32 %a, %b
  ret i32 %c
}

; CHECK-LABEL: define hidden void @st_release(
; CHECK-NEXT:    store atomic i32 %v, ptr %p syncscope("agent") release, align 4
define void @st_release(ptr %p, i32 %v) {
  call void asm sideeffect "st.release.gpu.u32 [$0],$1;", "l,r,~{memory}"(ptr %p, i32 %v)
  ret void
}

; CHECK-LABEL: define hidden i32 @atom(
; CHECK-NEXT:    %atom = atomicrmw add ptr %p, i32 %v syncscope("agent") release, align 4
; CHECK-NEXT:    %atom2 = atomicrmw or ptr %p, i32 %v syncscope("workgroup") acq_rel, align 4
; CHECK-NEXT:    %red = atomicrmw or ptr %p, i32 %v syncscope("workgroup") release, align 4
; CHECK-NEXT:    %red3 = atomicrmw and ptr %p, i32 %v syncscope("workgroup") monotonic, align 4
; CHECK-NEXT:    %1 = cmpxchg ptr %p, i32 %v, i32 1 syncscope("agent") acquire acquire, align 4
; CHECK-NEXT:    %atom5 = extractvalue { i32, i1 } %1, 0
define i32 @atom(ptr %p, i32 %v) {
  %a = call i32 asm sideeffect "atom.add.release.gpu.u32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %p, i32 %v)
  %b = call i32 asm sideeffect "atom.or.acq_rel.cta.b32 $0,[$1],$2;", "=r,l,r,~{memory}"(ptr %p, i32 %v)
  call void asm sideeffect "red.or.release.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %p, i32 %v)
  call void asm sideeffect "red.and.relaxed.cta.b32 [$0],$1;", "l,r,~{memory}"(ptr %p, i32 %v)
  %c = call i32 asm sideeffect "atom.cas.acquire.gpu.b32 $0,[$1],$2,$3;", "=r,l,r,r,~{memory}"(ptr %p, i32 %v, i32 1)
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}
