; The private memory of a lane is limited per processor and wave size
; (llc: "stack frame size exceeds limit"): 131056 bytes on gfx90a wave64.
; A recursion whose live allocas pass that is reported at the alloca that
; crosses it.  Allocas are freed when their function returns: calling a
; depth-100 recursion 1000 times stays within the limit.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=2 --arg=buf:out:i32:2 --arg=i32:100 \
; RUN:   --arg=i32:1000 --print=out | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx90a %s --block=2 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:5000 --arg=i32:1 --stack-size=1024 2>&1 | FileCheck %s
; OK:         out[0]: 5050000 5050000
; CHECK:      wave-emu: error: private memory per lane exceeded: alloca '%buf' of [16 x i32] in kernel 'k'
; CHECK-NEXT:   at function 'depth', block '%entry'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; CHECK-NEXT:   the lane's allocas now take 131072 bytes, more than the 131056 bytes of private memory a lane has on gfx90a wave64
target triple = "amdgcn-amd-amdhsa"

define internal i32 @depth(i32 %n) {
entry:
  %buf = alloca [16 x i32], align 4, addrspace(5)
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %p = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 3
  store volatile i32 %n, ptr addrspace(5) %p
  %m = sub i32 %n, 1
  %r = call i32 @depth(i32 %m)
  %v = load volatile i32, ptr addrspace(5) %p
  %s = add i32 %r, %v
  ret i32 %s
done:
  ret i32 0
}

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %times) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call i32 @depth(i32 %n)
  %acc.next = add i32 %acc, %r
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %times
  br i1 %more, label %loop, label %exit
exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
