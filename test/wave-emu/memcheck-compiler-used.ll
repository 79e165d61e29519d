; A module whose globals are listed in @llvm.compiler.used (as clang lists
; __device__ variables that CUDA code marks used) runs under the memory
; checker: the intrinsic global is not memory of the kernel, and the
; variable it lists is.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 --print=out | FileCheck %s
; CHECK: out[0]: 7 8 9 10
target triple = "amdgcn-amd-amdhsa"

@count = protected addrspace(1) global i32 7, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @count to ptr)], section "llvm.metadata"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) @count, i32 1 monotonic, align 4
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %old, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
