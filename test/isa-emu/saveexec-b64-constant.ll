; s_or_saveexec_b64 with the inline constant -1 (whole wave mode) sets all
; 64 bits of EXEC: a 64-bit scalar operand reads an inline integer
; sign-extended.  The kernel stores the EXEC it saw there (lo, hi) and the
; restored one (a 40-lane workgroup: lanes 0-39).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %s -o %t.o
; RUN: ld.lld -shared %t.o -o %t.hsaco
; RUN: wave-emu --isa %t.hsaco --block=40 --arg=buf:out:u32:4 --print=out:hex | FileCheck %s
; CHECK: out[0]: 0xffffffff 0xffffffff 0xffffffff 0x000000ff

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call { i64, i64 } asm sideeffect "s_or_saveexec_b64 s[10:11], -1\0As_mov_b64 $0, exec\0As_mov_b64 exec, s[10:11]\0As_mov_b64 $1, exec", "=s,=s,~{s10},~{s11}"()
  %w = extractvalue { i64, i64 } %r, 0
  %e = extractvalue { i64, i64 } %r, 1
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %store, label %done
store:
  %p1 = getelementptr i64, ptr addrspace(1) %out, i32 1
  store i64 %w, ptr addrspace(1) %out
  store i64 %e, ptr addrspace(1) %p1
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
