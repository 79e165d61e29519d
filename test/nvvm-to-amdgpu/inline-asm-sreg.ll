; Inline PTX that CUDA's headers use to read special registers becomes the
; NVVM intrinsic (warp registers, for the warp passes) or is lowered directly.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @laneid(
; CHECK-NEXT:    %laneid = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:    ret i32 %laneid
define i32 @laneid() {
  %r = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  ret i32 %r
}

; CHECK-LABEL: define hidden i32 @lanemasks(
; CHECK-NEXT:    %lanemask_lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK-NEXT:    %lanemask_eq = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
define i32 @lanemasks() {
  %a = call i32 asm "mov.u32 $0, %lanemask_lt;", "=r"()
  %b = call i32 asm "mov.u32 $0, %lanemask_eq;", "=r"()
  %c = or i32 %a, %b
  ret i32 %c
}

; cuda_fp16.hpp computes the shfl `c` operand from WARP_SZ.
; CHECK-LABEL: define hidden i32 @warp_sz(
; CHECK-NEXT:    %warpsize = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
define i32 @warp_sz() {
  %r = call i32 asm "mov.u32 $0, WARP_SZ;", "=r"()
  ret i32 %r
}

; CHECK-LABEL: define hidden i32 @tid_y(
; CHECK-NEXT:    %tid.y = call i32 @llvm.amdgcn.workitem.id.y()
; CHECK-NEXT:    ret i32 %tid.y
define i32 @tid_y() {
  %r = call i32 asm "mov.u32 \09$0, %tid.y;", "=r"()
  ret i32 %r
}

; The dynamic shared-memory size: group_segment_size (byte 28 of the
; dispatch packet) minus the static LDS size.
; CHECK-LABEL: define hidden i32 @dynamic_smem_size(
; CHECK-NEXT:    %dispatch.ptr = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %group.segment.size.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr, i64 28
; CHECK-NEXT:    %group.segment.size = load i32, ptr addrspace(4) %group.segment.size.addr, align 4, !invariant.load
; CHECK-NEXT:    %static.lds.size = call i32 @llvm.amdgcn.groupstaticsize()
; CHECK-NEXT:    %dynamic.smem.size = sub i32 %group.segment.size, %static.lds.size
; CHECK-NEXT:    ret i32 %dynamic.smem.size
define i32 @dynamic_smem_size() {
  %r = call i32 asm "mov.u32 $0, %dynamic_smem_size;", "=r"()
  ret i32 %r
}
