; LDS and private pointers are 32 bits wide on AMDGPU.  A private array is
; indexed through a pointer that goes through i32 and back, and an LDS
; pointer is round-tripped the same way; both keep working because the
; emulator places stacks and LDS below 2 GiB.  A memcpy from global to LDS
; exercises an intrinsic whose overloads name address spaces.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:in:i32:4=iota:10:1 \
; RUN:   --arg=buf:out:i32:8 --print=out | FileCheck %s
; CHECK: out[0]: 0 3 6 9 10 11 12 13
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [4 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %priv = alloca [4 x i32], align 4, addrspace(5)
  %v = mul i32 %tid, 3
  %slot = getelementptr [4 x i32], ptr addrspace(5) %priv, i32 0, i32 %tid
  %pi = ptrtoint ptr addrspace(5) %slot to i32
  %back = inttoptr i32 %pi to ptr addrspace(5)
  store i32 %v, ptr addrspace(5) %back
  %r = load i32, ptr addrspace(5) %slot
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %copy, label %sync
copy:
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) @tile, ptr addrspace(1) %in, i64 16, i1 false)
  br label %sync
sync:
  call void @llvm.amdgcn.s.barrier()
  %li = ptrtoint ptr addrspace(3) @tile to i32
  %lt = inttoptr i32 %li to ptr addrspace(3)
  %ls = getelementptr i32, ptr addrspace(3) %lt, i32 %tid
  %x = load i32, ptr addrspace(3) %ls
  %po2 = getelementptr i32, ptr addrspace(1) %po, i32 4
  store i32 %x, ptr addrspace(1) %po2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3), ptr addrspace(1), i64, i1)
