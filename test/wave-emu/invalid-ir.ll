; The input module is verified before anything else: IR that parses but is
; not valid (here a use before its definition) gets the verifier's message.
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      wave-emu: error: the input module is not valid IR:
; CHECK-NEXT: Instruction does not dominate all uses!
; CHECK-NOT:  internal error
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 %v, ptr addrspace(1) %out
  %v = add i32 1, 2
  ret void
}
