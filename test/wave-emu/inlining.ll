; Device functions are inlined into the kernel before the cross-lane calls
; are instrumented, so a shuffle in a helper called from two places is two
; sites; here the two calls (in the two arms of a branch) each read their
; own highest active lane: 15 and 31.
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:i32:32 \
; RUN:   --print=out --print-width=16 | FileCheck %s
; CHECK:      out[0]: 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15 15
; CHECK-NEXT: out[16]: 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31 31
target triple = "amdgcn-amd-amdhsa"

define internal i32 @last_active(i32 %v) noinline {
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %lz = call i64 @llvm.ctlz.i64(i64 %b, i1 true)
  %hi = sub i64 63, %lz
  %lane = trunc i64 %hi to i32
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %lane)
  ret i32 %r
}

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = icmp ult i32 %tid, 16
  br i1 %low, label %a, label %b
a:
  %ra = call i32 @last_active(i32 %tid)
  br label %join
b:
  %rb = call i32 @last_active(i32 %tid)
  br label %join
join:
  %r = phi i32 [ %ra, %a ], [ %rb, %b ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.ctlz.i64(i64, i1)
