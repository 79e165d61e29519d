; An integer division by zero in the kernel stops the run with a clear
; error instead of the host's SIGFPE.  AMDGPU has no divide trap (it
; computes some value); the emulator reports it, like a memory checker.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 --arg=i32:2 \
; RUN:   --print=out | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --arg=i32:0 2>&1 | FileCheck %s
; OK:         out[0]: 0 0 1 1
; CHECK:      wave-emu: error: integer division by zero: udiv i32 in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%entry'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; CHECK-NEXT:   AMDGPU has no divide trap and gives a meaningless result; the emulator stops (the host would trap)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %d) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %q = udiv i32 %tid, %d
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %q, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
