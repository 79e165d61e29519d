; A whole wave mode region runs on the lanes that were inactive too; a
; division by zero there (set.inactive gives those lanes 0) is reported
; like any other, naming the inactive lane.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx90a %s --block=8 --arg=buf:out:i32:8 2>&1 \
; RUN:   | FileCheck %s
; CHECK:      wave-emu: error: integer division by zero: udiv i32 in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%then'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0), inactive, in whole wave mode)
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %then, label %exit
then:
  %in = call i32 @llvm.amdgcn.set.inactive.i32(i32 %tid, i32 0)
  %q = udiv i32 1000, %in
  %x = call i32 @llvm.amdgcn.update.dpp.i32(i32 -7, i32 %q, i32 273, i32 15, i32 15, i1 false)
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %x)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  br label %exit
exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
