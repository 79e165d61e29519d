; Deep recursion runs a lane out of stack: the emulator catches the guard
; page and says which lane and how to give lanes more stack, instead of
; crashing.  gfx1200 allows 2 MiB of private memory per lane, more than the
; default 256 KiB stack; with a larger stack the same run completes.
; RUN: llc -mcpu=gfx1200 %s -o /dev/null
; RUN: not %wave-emu -mcpu=gfx1200 %s --block=2 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:100000 2>&1 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1200 %s --block=2 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:100 --stack-size=64 --print=out | FileCheck %s --check-prefix=OK
; CHECK:      wave-emu: error: stack overflow in kernel 'k'
; CHECK-NEXT:   by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; CHECK-NEXT:   the lane used all of its 256 KiB of stack (a large private array or deep recursion?); give lanes more with --stack-size=KiB
; OK:         out[0]: 5050 5050
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

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @depth(i32 %n)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
