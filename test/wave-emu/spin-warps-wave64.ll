; The same warp barrier with the branch the other way round, as clang emits
; cooperative groups' (`if (last) release(); else while (flag & bit);`):
; llc 19 and 22 then run the polling side first (HW), with the release side's
; lanes off, so on wave64, where a polling warp and the last warp can share
; a wave, the wave never leaves the loop.  The emulator follows the same
; order and does not finish either.  spin-loop-order (which
; nvvm-warp-to-amdgpu runs) makes the release side run first: a guard block
; after it, with a wave barrier, sends the polling lanes into the loop.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o - | FileCheck %s --check-prefix=HW
; RUN: not %wave-emu -mcpu=gfx90a %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --timeout=2 2>&1 | FileCheck %s --check-prefix=HANG
; RUN: opt %loadshfl -passes=spin-loop-order %s -S -o %t.ll
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.ll -o - | FileCheck %s --check-prefix=ORDERED
; RUN: opt %loadshfl -passes=nvvm-warp-to-amdgpu %s -S | FileCheck %s --check-prefix=IR
; RUN: %wave-emu -mcpu=gfx90a %t.ll --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.ll --kernel=k --block=128 \
; RUN:   --arg=buf:out:i32:128 --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %t.ll --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; HW: %poll
; HW: %release
; HANG: wave-emu: error: timeout: the kernel did not finish
; IR:      br i1 %last, label %release, label %poll.after.other
; IR:      br i1 %clear, label %reset, label %poll.after.other
; IR:      br label %poll.after.other
; IR:      poll.after.other:
; IR-NEXT:   call void @llvm.amdgcn.wave.barrier()
; IR-NEXT:   br i1 %last, label %done, label %poll
; ORDERED: %release
; ORDERED: %reset
; ORDERED: %poll
; CHECK:      out[0]: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
; CHECK-NEXT: out[32]: 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2
; CHECK-NEXT: out[64]: 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3
; CHECK-NEXT: out[96]: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
target triple = "amdgcn-amd-amdhsa"

@arrived = internal addrspace(3) global i32 undef, align 4
@slots = internal addrspace(3) global [4 x i32] undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %warp = lshr i32 %t, 5
  %lane = and i32 %t, 31
  %leader = icmp eq i32 %lane, 0
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %start
init:
  store i32 0, ptr addrspace(3) @arrived
  br label %start
start:
  call void @llvm.amdgcn.s.barrier()
  %slot = getelementptr [4 x i32], ptr addrspace(3) @slots, i32 0, i32 %warp
  %bit = shl i32 1, %warp
  br i1 %leader, label %arrive, label %share
arrive:
  store i32 %warp, ptr addrspace(3) %slot
  %old = atomicrmw or ptr addrspace(3) @arrived, i32 %bit syncscope("workgroup") acq_rel
  br label %share
share:
  ; the leader's old value to its whole warp (shfl.idx from lane 0)
  %o = phi i32 [ %old, %arrive ], [ 0, %start ]
  %half = and i32 %t, 32
  %addr = shl i32 %half, 2
  %wold = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %o)
  %all = or i32 %wold, %bit
  %last = icmp eq i32 %all, 15
  br i1 %last, label %release, label %poll
release:
  ; the last warp: a cross-lane step, then its leader releases the others
  %w = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %warp)
  %same = icmp eq i32 %w, %warp
  %clear = and i1 %leader, %same
  br i1 %clear, label %reset, label %done
reset:
  atomicrmw and ptr addrspace(3) @arrived, i32 -16 syncscope("workgroup") release
  br label %done
poll:
  %cur = load atomic i32, ptr addrspace(3) @arrived syncscope("workgroup") acquire, align 4
  %mine = and i32 %cur, %bit
  %still = icmp ne i32 %mine, 0
  br i1 %still, label %poll, label %done
done:
  call void @llvm.amdgcn.wave.barrier()
  fence syncscope("workgroup") acquire
  %next = add i32 %warp, 1
  %nw = and i32 %next, 3
  %np = getelementptr [4 x i32], ptr addrspace(3) @slots, i32 0, i32 %nw
  %v = load i32, ptr addrspace(3) %np
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.wave.barrier()
