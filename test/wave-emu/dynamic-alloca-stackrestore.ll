; A variable-size private array in a loop (stacksave / stackrestore around
; it): each iteration's alloca is freed by the stackrestore, so 10000
; iterations of 64 bytes stay within the private memory of a lane; an index
; past the array's runtime size is reported.
; LLVM 19's AMDGPU backend does not lower dynamic allocas; 22 does.
; RUN: %if llvm22 %{ llc -mcpu=gfx1100 %s -o /dev/null %}
; RUN: %wave-emu -mcpu=gfx1100 %s --block=2 --arg=buf:out:i32:2 --arg=i32:16 \
; RUN:   --arg=i32:15 --print=out | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx1100 %s --block=2 --arg=buf:out:i32:2 \
; RUN:   --arg=i32:16 --arg=i32:16 2>&1 | FileCheck %s
; OK:         out[0]: 150000 150000
; CHECK:      error: out-of-bounds store of i32 (4 bytes, private address) in kernel 'k'
; CHECK-NEXT:   at function 'k', block '%loop'
; CHECK:        address 0x{{[0-9a-f]+}} is 0 bytes past the end of the lane's alloca '%a' of i32 (64 bytes at 0x{{[0-9a-f]+}})
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %at) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %sp = call ptr addrspace(5) @llvm.stacksave.p5()
  %a = alloca i32, i32 %n, align 4, addrspace(5)
  %p = getelementptr i32, ptr addrspace(5) %a, i32 %at
  store volatile i32 %at, ptr addrspace(5) %p
  %v = load volatile i32, ptr addrspace(5) %p
  call void @llvm.stackrestore.p5(ptr addrspace(5) %sp)
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 10000
  br i1 %more, label %loop, label %exit
exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(5) @llvm.stacksave.p5()
declare void @llvm.stackrestore.p5(ptr addrspace(5))
