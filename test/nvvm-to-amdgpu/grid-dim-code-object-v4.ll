; Code object version 4 has no hidden_block_count: gridDim stays the dispatch
; packet's grid_size / workgroup_size, and the flag says 4.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=4>' -S < %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @nctaid_x(
; CHECK-NEXT:    %dispatch.ptr = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %grid.size.x.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr, i64 12
; CHECK-NEXT:    %grid.size.x = load i32, ptr addrspace(4) %grid.size.x.addr, align 4, !invariant.load
; CHECK-NEXT:    %dispatch.ptr1 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %workgroup.size.x.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr1, i64 4
; CHECK-NEXT:    %workgroup.size.x = load i16, ptr addrspace(4) %workgroup.size.x.addr, align 2, !invariant.load
; CHECK-NEXT:    %ntid.x = zext i16 %workgroup.size.x to i32
; CHECK-NEXT:    %nctaid.x = udiv i32 %grid.size.x, %ntid.x
; CHECK-NEXT:    ret i32 %nctaid.x
; CHECK-NOT:     implicitarg
define i32 @nctaid_x() {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %v
}

; CHECK: !{i32 1, !"amdhsa_code_object_version", i32 400}

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
