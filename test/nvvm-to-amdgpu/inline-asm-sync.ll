; Inline PTX barriers and fences.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden void @bar_sync(
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK-NEXT:    ret void
define void @bar_sync() {
  call void asm sideeffect "bar.sync 0;", "~{memory}"()
  call void asm sideeffect "barrier.sync $0;", "r,~{memory}"(i32 0)
  ret void
}

; CHECK-LABEL: define hidden void @warp_sync(
; CHECK-NEXT:    call void @llvm.nvvm.bar.warp.sync(i32 %m)
; CHECK-NEXT:    ret void
define void @warp_sync(i32 %m) {
  call void asm sideeffect "bar.warp.sync $0;", "r"(i32 %m)
  ret void
}

; CHECK-LABEL: define hidden void @fences(
; CHECK-NEXT:    fence syncscope("workgroup") seq_cst
; CHECK-NEXT:    fence syncscope("agent") acq_rel
; CHECK-NEXT:    fence seq_cst
; CHECK-NEXT:    fence syncscope("singlethread") seq_cst
; CHECK-NEXT:    ret void
define void @fences() {
  call void asm sideeffect "membar.cta;", "~{memory}"()
  call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()
  call void asm sideeffect "fence.sc.sys;", "~{memory}"()
  call void asm sideeffect "", "~{memory}"()
  ret void
}
