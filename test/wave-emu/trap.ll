; llvm.trap (CUDA's __trap()) stops the run with the lane that called it,
; instead of the host's SIGILL (a failed assert's trap: assert-trap.ll).
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=64 --arg=i32:37 2>&1 | FileCheck %s
; CHECK:      wave-emu: error: trap: call to llvm.trap in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%fail'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 37 (work-item (37,0,0))
; CHECK-NEXT:   on AMDGPU, s_trap aborts the dispatch
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(i32 %bad) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, %bad
  br i1 %c, label %fail, label %ok
fail:
  call void @llvm.trap()
  unreachable
ok:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()
