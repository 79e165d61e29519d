; membar and fence become LLVM fences at NVPTX's scopes ("block",
; "cluster", "device", system; nvvm-to-amdgpu maps them), nanosleep, trap and
; exit their intrinsics.
; RUN: opt %loadshfl -passes='ptx-asm-to-ir<strict>' -S < %s | FileCheck %s

; CHECK-LABEL: define void @fences(
; CHECK-NEXT: fence syncscope("block") seq_cst
; CHECK-NEXT: fence syncscope("device") seq_cst
; CHECK-NEXT: fence seq_cst
; CHECK-NEXT: fence syncscope("block") acq_rel
; CHECK-NEXT: fence syncscope("cluster") seq_cst
; CHECK-NEXT: fence syncscope("device") acq_rel
; CHECK-NEXT: ret void
define void @fences() {
  call void asm sideeffect "membar.cta;", "~{memory}"()
  call void asm sideeffect "membar.gl;", "~{memory}"()
  call void asm sideeffect "membar.sys;", "~{memory}"()
  call void asm sideeffect "fence.acq_rel.cta;", "~{memory}"()
  call void asm sideeffect "fence.sc.cluster;", "~{memory}"()
  call void asm sideeffect "fence.acq_rel.gpu;", "~{memory}"()
  ret void
}

; CHECK-LABEL: define void @misc(
; CHECK-NEXT: call void @llvm.nvvm.nanosleep(i32 %t)
; CHECK-NEXT: call void @llvm.trap()
; CHECK-NEXT: call void @llvm.nvvm.exit()
; CHECK-NEXT: ret void
define void @misc(i32 %t) {
  call void asm sideeffect "nanosleep.u32 $0;", "r"(i32 %t)
  call void asm sideeffect "trap;", ""()
  call void asm sideeffect "exit;", ""()
  ret void
}
