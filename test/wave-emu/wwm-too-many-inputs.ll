; A whole wave mode region passes the values it reads from outside to the
; lanes of the wave as the four operands of one emulator site; a region that
; reads five stops the run with an error that names the strict.wwm call
; (llc compiles it fine).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 2>&1 \
; RUN:   | FileCheck %s
; CHECK: error: a whole wave mode region reads 5 values from outside it (at most 4 are modelled), in function 'k', block '%entry'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %c, i32 %d) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 0)
  %s1 = add i32 %in, %a
  %s2 = add i32 %s1, %b
  %s3 = add i32 %s2, %c
  %s4 = add i32 %s3, %d
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %s4)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
