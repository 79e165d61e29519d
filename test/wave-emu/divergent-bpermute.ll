; A shuffle inside an `if`: lanes 0-15 run ds_bpermute reading lane + 8.
; Lanes 8-15 read lanes 16-23, which are not active, and get 0 as on AMD
; hardware; the lanes that skipped the branch keep -1.  The ballot after the
; join sees all 64 lanes again.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=64 --arg=buf:out:i32:64 \
; RUN:   --arg=buf:mask:u64:1 --print=out --print=mask:hex --print-width=16 \
; RUN:   | FileCheck %s
; CHECK:      out[0]: 108 109 110 111 112 113 114 115 0 0 0 0 0 0 0 0
; CHECK-NEXT: out[16]: -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1
; CHECK:      mask[0]: 0xffffffffffffffff
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @divergent(ptr addrspace(1) %out, ptr addrspace(1) %mask) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %tid, 100
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %join
then:
  %src = add i32 %tid, 8
  %addr = shl i32 %src, 2
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  br label %join
join:
  %x = phi i32 [ %r, %then ], [ -1, %entry ]
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %q
  store i64 %b, ptr addrspace(1) %mask
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
