; Every global access is checked against the memory of the launch: a store
; one element past the end of a buffer stops the run with the instruction,
; the lane and the buffer the address is nearest to.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: not wave-emu --isa %t.hsaco --block=8 --arg=buf:out:i32:8 --print=out 2>&1 | FileCheck %s
; CHECK: wave-emu: error: out-of-bounds store of 4 bytes (global address) by workgroup (0,0,0), wave 0, lane 7 (work-item (7,0,0)) in kernel 'k'
; CHECK-NEXT: at k+0x{{[0-9a-f]+}} (0x{{[0-9a-f]+}}): global_store_dword
; CHECK-NEXT: address 0x{{[0-9a-f]+}} is 0 bytes past the end of buffer 'out' (32 bytes at 0x{{[0-9a-f]+}}, 8 x i32)

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %tid, 1
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %tid, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
