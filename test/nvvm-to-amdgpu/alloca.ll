; Allocas move to the private address space; the old uses see a generic
; pointer and the lifetime markers name the new alloca.
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' -S < %s | FileCheck %s
; RUN: opt %loadshfl -passes='nvvm-to-amdgpu<gfx90a>' < %s | llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -o /dev/null

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define hidden i32 @local_array(
; CHECK-NEXT:    %buf = alloca [4 x i32], align 16, addrspace(5)
; CHECK-NEXT:    %buf.generic = addrspacecast ptr addrspace(5) %buf to ptr
; CHECK-NEXT:    call void @llvm.lifetime.start.p5({{(i64 16, )?}}ptr addrspace(5) %buf)
; CHECK-NEXT:    %p = getelementptr i32, ptr %buf.generic, i32 %i
; CHECK-NEXT:    store i32 7, ptr %p, align 4
; CHECK-NEXT:    %v = load i32, ptr %buf.generic, align 4
; CHECK-NEXT:    call void @llvm.lifetime.end.p5({{(i64 16, )?}}ptr addrspace(5) %buf)
; CHECK-NEXT:    ret i32 %v
define i32 @local_array(i32 %i) {
  %buf = alloca [4 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr %buf)
  %p = getelementptr i32, ptr %buf, i32 %i
  store i32 7, ptr %p, align 4
  %v = load i32, ptr %buf, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %buf)
  ret i32 %v
}

; CHECK-NOT: declare {{.*}}@llvm.lifetime.{{start|end}}.p0(
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
