; __syncthreads in each form clang emits becomes a workgroup barrier between
; workgroup-scope release and acquire fences; bar.warp.sync is left alone.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden void @barrier0(
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK-NEXT:    ret void
define void @barrier0() {
  call void @llvm.nvvm.barrier0()
  ret void
}

; bar.sync 0 (llvm.nvvm.barrier.sync in LLVM 19, barrier.cta.sync.all in 22)
; CHECK-LABEL: define hidden void @barrier_sync_0(
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK-NEXT:    ret void
define void @barrier_sync_0() {
  call void @llvm.nvvm.barrier.sync(i32 0)
  ret void
}

; A barrier without a thread count waits for the whole block whatever its
; id, e.g. cooperative_groups' __barrier_sync(id) before inlining.
; CHECK-LABEL: define hidden void @barrier_sync_id(
; CHECK-NEXT:    fence syncscope("workgroup") release
; CHECK-NEXT:    call void @llvm.amdgcn.s.barrier()
; CHECK-NEXT:    fence syncscope("workgroup") acquire
; CHECK-NEXT:    ret void
define void @barrier_sync_id(i32 %id) {
  call void @llvm.nvvm.barrier.sync(i32 %id)
  ret void
}

; CHECK-LABEL: define hidden void @warp_sync_stays(
; CHECK-NEXT:    call void @llvm.nvvm.bar.warp.sync(i32 -1)
; CHECK-NEXT:    ret void
define void @warp_sync_stays() {
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  ret void
}

declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
