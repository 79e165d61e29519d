; readlane of a lane that is not active: hardware reads whatever that
; lane's register holds, which the IR-level emulator cannot know.  It warns
; (once) and gives a marker, 0xdeadbeef (-559038737), not the 0 that
; ds_bpermute gives, so that a lowering relying on either shows.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out 2>&1 | FileCheck %s
; CHECK: warning: llvm.amdgcn.readlane.i32: reads lane 40, which is not active; its register value is unknown at IR level, 0xdeadbeef is used, at function 'k', block '%then'
; CHECK-NOT: warning
; CHECK: out[0]: -559038737 -559038737 -559038737 -559038737 -559038737 -559038737 -559038737 -559038737
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 32
  br i1 %low, label %then, label %exit
then:
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 40)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
