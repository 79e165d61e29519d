; Block and grid registers map to work-item/work-group ids and the dispatch
; packet; the warp registers are left for the warp passes.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @tid(
; CHECK-NEXT:    %tid.x = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    %tid.y = call i32 @llvm.amdgcn.workitem.id.y()
; CHECK-NEXT:    %tid.z = call i32 @llvm.amdgcn.workitem.id.z()
define i32 @tid() {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %a = add i32 %x, %y
  %b = add i32 %a, %z
  ret i32 %b
}

; CHECK-LABEL: define hidden i32 @ctaid(
; CHECK-NEXT:    %ctaid.x = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK-NEXT:    %ctaid.y = call i32 @llvm.amdgcn.workgroup.id.y()
; CHECK-NEXT:    %ctaid.z = call i32 @llvm.amdgcn.workgroup.id.z()
define i32 @ctaid() {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %a = add i32 %x, %y
  %b = add i32 %a, %z
  ret i32 %b
}

; blockDim.y: workgroup_size_y, a u16 at byte 6 of the dispatch packet.
; CHECK-LABEL: define hidden i32 @ntid_y(
; CHECK-NEXT:    %dispatch.ptr = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %workgroup.size.y.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr, i64 6
; CHECK-NEXT:    %workgroup.size.y = load i16, ptr addrspace(4) %workgroup.size.y.addr, align 2, !invariant.load
; CHECK-NEXT:    %ntid.y = zext i16 %workgroup.size.y to i32
; CHECK-NEXT:    ret i32 %ntid.y
define i32 @ntid_y() {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  ret i32 %v
}

; gridDim.z: grid_size_z (u32 at byte 20, in work-items) / workgroup_size_z
; (u16 at byte 8).
; CHECK-LABEL: define hidden i32 @nctaid_z(
; CHECK-NEXT:    %dispatch.ptr = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %grid.size.z.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr, i64 20
; CHECK-NEXT:    %grid.size.z = load i32, ptr addrspace(4) %grid.size.z.addr, align 4, !invariant.load
; CHECK-NEXT:    %dispatch.ptr1 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %workgroup.size.z.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr1, i64 8
; CHECK-NEXT:    %workgroup.size.z = load i16, ptr addrspace(4) %workgroup.size.z.addr, align 2, !invariant.load
; CHECK-NEXT:    %ntid.z = zext i16 %workgroup.size.z to i32
; CHECK-NEXT:    %nctaid.z = udiv i32 %grid.size.z, %ntid.z
; CHECK-NEXT:    ret i32 %nctaid.z
define i32 @nctaid_z() {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  ret i32 %v
}

; CHECK-LABEL: define hidden i32 @warp_registers_stay(
; CHECK-NEXT:    %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:    %w = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
; CHECK-NEXT:    %m = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
define i32 @warp_registers_stay() {
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %w = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %m = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %a = add i32 %l, %w
  %b = add i32 %a, %m
  ret i32 %b
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
