; An instruction the generation's table does not model stops the run with
; its mnemonic, its address (kernel+offset and the code object address) and
; the wave; nothing is printed.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: not wave-emu --isa %t.hsaco --block=32 --arg=buf:out:i32:32 --print=out > %t.out 2> %t.err
; RUN: FileCheck %s < %t.err
; RUN: count 0 < %t.out
; CHECK: wave-emu: error: instruction 'v_cubeid_f32' is not modelled in kernel 'k'
; CHECK-NEXT: at k+0x{{[0-9a-f]+}} (0x{{[0-9a-f]+}}): v_cubeid_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
; CHECK-NEXT: in workgroup (0,0,0), wave 0

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 asm sideeffect "v_cubeid_f32 $0, $1, $1, $1", "=v,v"(i32 %tid)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
