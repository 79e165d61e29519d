; An LDS pointer turned into an integer is its byte offset in the
; workgroup's LDS, as on the hardware, and an integer turned back into an
; LDS pointer addresses that offset.  The emulator lays out LDS as llc does
; (by decreasing alignment, then name): @big (align 64) at 0, @a at 256,
; @b at 260; the dynamic array after the static LDS.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
; RUN: %wave-emu -mcpu=gfx90a %s --kernel=k --block=4 --lds=64 --arg=buf:out:i32:8 --print=out | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %s --kernel=k --block=4 --lds=64 --arg=buf:out:i32:8 --print=out | FileCheck %s
; ASM: .amdhsa_group_segment_fixed_size 264
; CHECK: out[0]: 0 256 260 264 2 2 2 2
target triple = "amdgcn-amd-amdhsa"

@b = internal addrspace(3) global i32 undef, align 4
@a = internal addrspace(3) global i32 undef, align 4
@big = internal addrspace(3) global [64 x i32] undef, align 64
@dyn = external addrspace(3) global [0 x i32], align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pb = getelementptr [64 x i32], ptr addrspace(3) @big, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %pb
  store i32 1, ptr addrspace(3) @a
  store i32 2, ptr addrspace(3) @b
  %first = icmp eq i32 %t, 0
  br i1 %first, label %addr, label %round
addr:
  %ib = ptrtoint ptr addrspace(3) @big to i32
  %ia = ptrtoint ptr addrspace(3) @a to i32
  %ibb = ptrtoint ptr addrspace(3) @b to i32
  %id = ptrtoint ptr addrspace(3) @dyn to i32
  store i32 %ib, ptr addrspace(1) %out
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %ia, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %ibb, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %id, ptr addrspace(1) %o3
  br label %round
round:
  ; 8 is @big[2], which thread 2 stored: the integer addresses it.
  call void @llvm.amdgcn.s.barrier()
  %p = inttoptr i32 8 to ptr addrspace(3)
  %v = load i32, ptr addrspace(3) %p
  %slot = add i32 %t, 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
