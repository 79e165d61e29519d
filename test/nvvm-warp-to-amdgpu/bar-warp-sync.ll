; __syncwarp: the lanes of a wave run together, so only a compiler barrier
; and the memory ordering among them (a wavefront-scope fence) are needed.
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave32>' -S < %s | FileCheck %s --check-prefix=W32
; RUN: opt %loadshfl -passes='nvvm-warp-to-amdgpu<wave64>' -S < %s | FileCheck %s --check-prefix=W64

define void @syncwarp(i32 %m) {
entry:
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  ret void
}

declare void @llvm.nvvm.bar.warp.sync(i32)

; W32-LABEL: @syncwarp(
; W32-NEXT: {{^}}entry:
; W32-NEXT: call void @llvm.amdgcn.wave.barrier()
; W32-NEXT: fence syncscope("wavefront") acq_rel
; W32-NEXT: ret void
; W32-NEXT: }
;
; W64-LABEL: @syncwarp(
; W64-NEXT: {{^}}entry:
; W64-NEXT: call void @llvm.amdgcn.wave.barrier()
; W64-NEXT: fence syncscope("wavefront") acq_rel
; W64-NEXT: ret void
; W64-NEXT: }
;
