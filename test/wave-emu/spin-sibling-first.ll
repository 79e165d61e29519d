; A wave64 lane that spins on LDS in one side of a branch, while lanes of its
; own wave are blocked at a cross-lane operation in the other side, which the
; thread-frontier order (and llc: HW below) runs first.  Four 32-lane warps
; as cooperative groups synchronise them: each leader sets its warp's bit,
; the whole warp gets the old value (bpermute from its leader); the last warp
; does a cross-lane step and its leader clears the bits, the others poll
; until their bit is clear.  On wave64 a waiting warp and the last one can
; share a wave.  The release side comes first in the order, so its
; bpermute executes while the other warp of the wave spins (before, the
; emulator let spinning lanes go before every blocked group and timed out).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o - | FileCheck %s --check-prefix=HW
; RUN: %wave-emu -mcpu=gfx90a %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %s --kernel=k --block=128 \
; RUN:   --arg=buf:out:i32:128 --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; HW: %release
; HW: %reset
; HW: %poll
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
  %notlast = icmp ne i32 %all, 15
  br i1 %notlast, label %poll, label %release
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
