; nvvm-to-hgpu retargets NVPTX device IR to hgpu IR: the triple and data
; layout, target-cpu on each function, kernels without ptx_kernel or
; annotations, special registers and barriers as llvm.hgpu.* calls, memory
; barriers dropped (hgpu memory is sequentially consistent), allocas in the
; private address space with the casts inferred away, unused device
; functions and NVVM declarations dropped.
; RUN: opt %loadshfl -passes='nvvm-to-hgpu<hgpu2>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-hgpu<hgpu2>' -pass-remarks=nvvm-to-hgpu -disable-output < %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK:      remark: <unknown>:0:0: lowered llvm.nvvm.read.ptx.sreg.tid.x to llvm.hgpu.tid.x
; REMARK-NEXT: remark: <unknown>:0:0: lowered llvm.nvvm.read.ptx.sreg.ntid.x to llvm.hgpu.ntid.x
; REMARK-NEXT: remark: <unknown>:0:0: lowered llvm.nvvm.read.ptx.sreg.laneid to llvm.hgpu.lane.id
; REMARK-NEXT: remark: <unknown>:0:0: lowered llvm.nvvm.read.ptx.sreg.warpsize to the constant 32
; REMARK-NEXT: remark: <unknown>:0:0: lowered llvm.nvvm.barrier{{[.a-z0]*}} to llvm.hgpu.barrier
; REMARK-NEXT: remark: <unknown>:0:0: lowered llvm.nvvm.membar.gl to nothing (hgpu memory is sequentially consistent)
; REMARK-NEXT: remark: <unknown>:0:0: lowered llvm.nvvm.bar.warp.sync to llvm.hgpu.warp.sync
; REMARK-NOT:  remark

target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [32 x i32] undef, align 4

; CHECK: target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p4:64:64-p5:32:32-i64:64-i128:128-n32:64-S64-A5"
; CHECK: target triple = "hgpu"

; CHECK-LABEL: define void @k(ptr %out, i32 %n) #0 {
; CHECK-NEXT:    %buf.private = alloca [4 x i32], align 4, addrspace(5)
; CHECK-NEXT:    %tid = call i32 @llvm.hgpu.tid.x()
; CHECK-NEXT:    %ntid = call i32 @llvm.hgpu.ntid.x()
; CHECK-NEXT:    %lane = call i32 @llvm.hgpu.lane.id()
; CHECK-NEXT:    %s = getelementptr [32 x i32], ptr addrspace(3) @tile, i32 0, i32 %lane
; CHECK-NEXT:    store i32 %tid, ptr addrspace(3) %s, align 4
; CHECK-NEXT:    call void @llvm.hgpu.barrier()
; CHECK-NEXT:    call void @llvm.hgpu.warp.sync(i32 -1)
; CHECK-NEXT:    %p = getelementptr [4 x i32], ptr addrspace(5) %buf.private, i32 0, i32 1
; CHECK-NEXT:    store i32 %ntid, ptr addrspace(5) %p, align 4
; CHECK-NEXT:    %v = load i32, ptr addrspace(5) %p, align 4
; CHECK-NEXT:    %w = add i32 %v, 32
; CHECK-NEXT:    store i32 %w, ptr %out, align 4
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
; CHECK-NOT:   define
; CHECK-NOT:   @llvm.nvvm
; CHECK:       declare i32 @llvm.hgpu.tid.x() #1
; CHECK:       declare void @llvm.hgpu.barrier() #2
; CHECK:       attributes #0 = { "target-cpu"="hgpu2" }
; CHECK:       attributes #1 = { nounwind speculatable willreturn memory(none) }
; CHECK:       attributes #2 = { convergent nounwind willreturn }
; CHECK-NOT:   nvvm.annotations

define ptx_kernel void @k(ptr %out, i32 %n) "target-cpu"="sm_80" "target-features"="+ptx70" {
  %buf = alloca [4 x i32], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %t = addrspacecast ptr addrspace(3) @tile to ptr
  %s = getelementptr [32 x i32], ptr %t, i32 0, i32 %lane
  store i32 %tid, ptr %s
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %p = getelementptr [4 x i32], ptr %buf, i32 0, i32 1
  store i32 %ntid, ptr %p
  %v = load i32, ptr %p
  %w = add i32 %v, %ws
  store i32 %w, ptr %out
  ret void
}

define i32 @unused_device_function(i32 %x) {
  ret i32 %x
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare void @llvm.nvvm.membar.gl()
declare void @llvm.nvvm.bar.warp.sync(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
