; Private accesses are checked against the lane's own allocas: a loop that
; fills a private [8 x i32] writes element 8 when n = 9.  With n = 8 the
; kernel runs.
; RUN: llc -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 --arg=i32:8 \
; RUN:   --print=out | FileCheck %s --check-prefix=OK
; RUN: not %wave-emu -mcpu=gfx90a %s --block=4 --arg=buf:out:i32:4 \
; RUN:   --arg=i32:9 2>&1 | FileCheck %s
; OK:          out[0]: 0 1 2 3
; CHECK:       error: out-of-bounds store of i32 (4 bytes, private address) in kernel 'k'
; CHECK-NEXT:    at function 'k', block '%loop'
; CHECK-NEXT:    by workgroup (0,0,0), wave 0, lane 0 (work-item (0,0,0))
; CHECK-NEXT:    address 0x{{[0-9a-f]+}} is 0 bytes past the end of the lane's alloca '%arr' of [8 x i32] (32 bytes at 0x{{[0-9a-f]+}})
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %arr = alloca [8 x i32], align 4, addrspace(5)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr [8 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  store i32 %i, ptr addrspace(5) %p
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %q = getelementptr [8 x i32], ptr addrspace(5) %arr, i32 0, i32 %tid
  %v = load i32, ptr addrspace(5) %q
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
