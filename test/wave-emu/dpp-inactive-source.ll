; DPP inside a branch only the odd lanes take: row_shr:1 makes each odd lane
; read the even lane below it, which is not active, so the source is invalid:
; the lane keeps old without bound_ctrl and gets 0 with it.  Lane 0 of a row
; has no source at all.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=16 --arg=buf:out:i32:32 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: -1 1001 -1 1003 -1 1005 -1 1007 -1 1009 -1 1011 -1 1013 -1 1015
; CHECK-NEXT: out[16]: -1 0 -1 0 -1 0 -1 0 -1 0 -1 0 -1 0 -1 0
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @inactive(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %old = add i32 %tid, 1000
  %src = add i32 %tid, 100
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %then, label %join
then:
  %a = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 273, i32 15, i32 15, i1 false)
  %b = call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %src, i32 273, i32 15, i32 15, i1 true)
  br label %join
join:
  %ra = phi i32 [ -1, %entry ], [ %a, %then ]
  %rb = phi i32 [ -1, %entry ], [ %b, %then ]
  %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ra, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 16
  store i32 %rb, ptr addrspace(1) %p1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
