; Lane l runs a loop (l % 4) + 1 times with a ballot in it.  Lanes meet per
; iteration (the dynamic instance includes the loop counter): iteration k
; has the lanes with l % 4 >= k.  Lane 3 records the four masks; the ballot
; after the loop sees every lane again.
; RUN: llc -mcpu=gfx1100 %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 %s --block=32 --arg=buf:out:u32:5 \
; RUN:   --print=out:hex | FileCheck %s
; CHECK: out[0]: 0xffffffff 0xeeeeeeee 0xcccccccc 0x88888888 0xffffffff
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %m = and i32 %tid, 3
  %is3 = icmp eq i32 %tid, 3
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %latch ]
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br i1 %is3, label %record, label %latch
record:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %k
  store i32 %b, ptr addrspace(1) %p
  br label %latch
latch:
  %k.next = add i32 %k, 1
  %more = icmp ule i32 %k.next, %m
  br i1 %more, label %loop, label %exit
exit:
  %after = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br i1 %is3, label %record.after, label %done
record.after:
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %after, ptr addrspace(1) %p4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)
