; A kernel that never ends is stopped by --timeout instead of hanging.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:flag:i32:1 \
; RUN:   --timeout=1 2>&1 | FileCheck %s
; CHECK: wave-emu: error: timeout: the kernel did not finish
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @spin(ptr addrspace(1) %flag) {
entry:
  br label %loop
loop:
  %v = load volatile i32, ptr addrspace(1) %flag
  %done = icmp ne i32 %v, 0
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
