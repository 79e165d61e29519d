; The two waves of a workgroup wait at two different barriers, so neither
; can complete: the emulator stops and lists where each lane waits.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=128 --arg=buf:out:i32:128 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      error: deadlock in workgroup (0,0,0): the waves wait at different barriers, so no barrier can complete; where each lane waits:
; CHECK-NEXT:   wave 0 lanes 0-63: llvm.amdgcn.s.barrier in function 'k', block '%low'
; CHECK-NEXT:   wave 1 lanes 0-63: llvm.amdgcn.s.barrier in function 'k', block '%high'
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = icmp ult i32 %tid, 64
  br i1 %lo, label %low, label %high
low:
  call void @llvm.amdgcn.s.barrier()
  br label %exit
high:
  call void @llvm.amdgcn.s.barrier()
  br label %exit
exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
