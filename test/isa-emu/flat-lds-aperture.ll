; A generic (flat) pointer to LDS is the shared aperture's base (from
; src_shared_base) plus the LDS offset; flat loads and stores through it
; reach the workgroup's LDS.  Each lane stores through a generic pointer
; to the LDS array and reads its neighbour's element back through LDS.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.gfx9.o
; RUN: ld.lld -shared %t.gfx9.o -o %t.gfx9.hsaco
; RUN: llvm-objdump -d --mcpu=gfx90a %t.gfx9.hsaco | FileCheck %s --check-prefix=ASM
; RUN: wave-emu --isa %t.gfx9.hsaco --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.gfx11.o
; RUN: ld.lld -shared %t.gfx11.o -o %t.gfx11.hsaco
; RUN: wave-emu --isa %t.gfx11.hsaco --block=8 --arg=buf:out:i32:8 --print=out | FileCheck %s
; ASM: src_shared_base
; ASM: flat_store_dword
; CHECK: out[0]: 101 102 103 104 105 106 107 100

@arr = internal addrspace(3) global [8 x i32] poison, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lds = getelementptr [8 x i32], ptr addrspace(3) @arr, i32 0, i32 %tid
  %flat = addrspacecast ptr addrspace(3) %lds to ptr
  %opaque = call ptr asm "", "=v,0"(ptr %flat)
  %v = add i32 %tid, 100
  store i32 %v, ptr %opaque
  call void @llvm.amdgcn.s.barrier()
  %n = add i32 %tid, 1
  %nm = and i32 %n, 7
  %q = getelementptr [8 x i32], ptr addrspace(3) @arr, i32 0, i32 %nm
  %r = load i32, ptr addrspace(3) %q
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
