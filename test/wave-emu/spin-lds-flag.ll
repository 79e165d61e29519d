; A wave that polls LDS for a flag that a later wave sets makes progress:
; the polling loop yields on its back edge, so the scheduler runs the other
; waves.  Wave 0 (run first) waits for the flag; the last wave writes a
; value and then sets the flag (release / acquire); wave 0 reads the value.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; CHECK: out[0]: 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42
; CHECK: out[96]: 0 0 0 0
target triple = "amdgcn-amd-amdhsa"

@flag = internal addrspace(3) global i32 undef, align 4
@value = internal addrspace(3) global i32 undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %sync
init:
  store i32 0, ptr addrspace(3) @flag
  br label %sync
sync:
  call void @llvm.amdgcn.s.barrier()
  %waiter = icmp ult i32 %t, 32
  br i1 %waiter, label %poll, label %maybe.set
poll:
  %f = load atomic i32, ptr addrspace(3) @flag syncscope("workgroup") acquire, align 4
  %ready = icmp ne i32 %f, 0
  br i1 %ready, label %read, label %poll
read:
  %v = load i32, ptr addrspace(3) @value
  br label %done
maybe.set:
  %setter = icmp eq i32 %t, 127
  br i1 %setter, label %set, label %done
set:
  store i32 42, ptr addrspace(3) @value
  store atomic i32 1, ptr addrspace(3) @flag syncscope("workgroup") release, align 4
  br label %done
done:
  %r = phi i32 [ %v, %read ], [ 0, %maybe.set ], [ 0, %set ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
