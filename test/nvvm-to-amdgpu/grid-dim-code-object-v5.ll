; With code object version 5 or later, gridDim is the hidden kernel argument
; hidden_block_count_{x,y,z} (u32 at bytes 0/4/8 of llvm.amdgcn.implicitarg.ptr)
; instead of the dispatch packet's grid_size / workgroup_size, and the pass
; writes the version into the module flag that llc reads.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a;code-object-version=5>' -S < %s | FileCheck %s --check-prefixes=CHECK,V5
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx1100;code-object-version=6>' -S < %s | FileCheck %s --check-prefixes=CHECK,V6

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @nctaid(
; CHECK-NEXT:    %implicitarg.ptr = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
; CHECK-NEXT:    %nctaid.x.addr = getelementptr inbounds i8, ptr addrspace(4) %implicitarg.ptr, i64 0
; CHECK-NEXT:    %nctaid.x = load i32, ptr addrspace(4) %nctaid.x.addr, align 4, !invariant.load
; CHECK-NEXT:    %implicitarg.ptr1 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
; CHECK-NEXT:    %nctaid.y.addr = getelementptr inbounds i8, ptr addrspace(4) %implicitarg.ptr1, i64 4
; CHECK-NEXT:    %nctaid.y = load i32, ptr addrspace(4) %nctaid.y.addr, align 4, !invariant.load
; CHECK-NEXT:    %implicitarg.ptr2 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
; CHECK-NEXT:    %nctaid.z.addr = getelementptr inbounds i8, ptr addrspace(4) %implicitarg.ptr2, i64 8
; CHECK-NEXT:    %nctaid.z = load i32, ptr addrspace(4) %nctaid.z.addr, align 4, !invariant.load
; CHECK-NOT:     udiv
; CHECK:         ret i32
define i32 @nctaid() {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %a = add i32 %x, %y
  %b = add i32 %a, %z
  ret i32 %b
}

; blockDim still comes from the dispatch packet, which every version has.
; CHECK-LABEL: define hidden i32 @ntid(
; CHECK-NEXT:    %dispatch.ptr = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:    %workgroup.size.x.addr = getelementptr inbounds i8, ptr addrspace(4) %dispatch.ptr, i64 4
define i32 @ntid() {
  %v = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %v
}

; CHECK: !llvm.module.flags = !{![[FLAG:[0-9]+]]}
; V5: ![[FLAG]] = !{i32 1, !"amdhsa_code_object_version", i32 500}
; V6: ![[FLAG]] = !{i32 1, !"amdhsa_code_object_version", i32 600}

declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
