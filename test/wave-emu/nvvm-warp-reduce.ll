; The lit substitution in use: a CUDA-style warp sum (shfl.sync.bfly with
; offsets 16, 8, 4, 2, 1) is lowered by the project's pass, compiled by llc,
; and run on the emulator.  In wave64 the two halves are separate 32-lane
; warps: lanes 0-31 get 0+...+31 = 496 and lanes 32-63 get 32+...+63 = 1520.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave64>' %s -S -o %t64.ll
; RUN: llc -mcpu=gfx90a %t64.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %t64.ll --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=32 | FileCheck %s --check-prefix=W64
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<wave32>' %s -S -o %t32.ll
; RUN: llc -mcpu=gfx1100 %t32.ll -o /dev/null
; RUN: %wave-emu -mcpu=gfx1100 %t32.ll --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=32 | FileCheck %s --check-prefix=W32
; W64:      out[0]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496
; W64-NEXT: out[32]: 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520
; W32:      out[0]: 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496 496
; W32-NEXT: out[32]: 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520 1520
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @warp_sum(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %sum = phi i32 [ %tid, %entry ], [ %sum.next, %loop ]
  %off = phi i32 [ 16, %entry ], [ %off.next, %loop ]
  %other = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %sum, i32 %off, i32 31)
  %sum.next = add i32 %sum, %other
  %off.next = lshr i32 %off, 1
  %more = icmp ne i32 %off.next, 0
  br i1 %more, label %loop, label %exit
exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %sum.next, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
