; A barrier between the 32-lane warps of a workgroup built from LDS atomics
; and polling, as cooperative groups builds the barrier of a tile of more
; than 32 threads: the first lane of each warp sets its warp's bit
; (atomicrmw or, acq_rel); the one that completes the group clears the bits,
; the others poll until their bit is clear.  Waves that poll yield, so the
; barrier completes on wave64 (two warp leaders in one wave) and wave32
; (one per wave).  Each thread then reads the value the next warp wrote
; before the barrier.  On the hardware, as written, llc runs %poll before
; %release, so wave64 would not finish: the emulator lets the releasing
; lane run because no cross-lane site stands between it and its release
; (docs/wave-emu.md, "Limits"); spin-warps-wave64.ll has the case that the
; lowering orders (spin-loop-order).
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o /dev/null
; RUN: %wave-emu -mcpu=gfx90a %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %s --kernel=k --block=128 --arg=buf:out:i32:128 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: opt %loadshfl -passes=spin-loop-order -pass-remarks=spin-loop-order -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: branch reordered so that two CUDA warps sharing a wave make progress: the side that does not spin runs before the spin loop of the other
; REMARK-NOT: remark
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
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %start
init:
  store i32 0, ptr addrspace(3) @arrived
  br label %start
start:
  call void @llvm.amdgcn.s.barrier()
  %slot = getelementptr [4 x i32], ptr addrspace(3) @slots, i32 0, i32 %warp
  %leader = icmp eq i32 %lane, 0
  br i1 %leader, label %arrive, label %wait.warp
arrive:
  store i32 %warp, ptr addrspace(3) %slot
  %bit = shl i32 1, %warp
  %old = atomicrmw or ptr addrspace(3) @arrived, i32 %bit syncscope("workgroup") acq_rel
  %all = or i32 %old, %bit
  %last = icmp eq i32 %all, 15
  br i1 %last, label %release, label %poll
release:
  atomicrmw and ptr addrspace(3) @arrived, i32 -16 syncscope("workgroup") release
  br label %wait.warp
poll:
  %cur = load atomic i32, ptr addrspace(3) @arrived syncscope("workgroup") acquire, align 4
  %mine = and i32 %cur, %bit
  %still = icmp ne i32 %mine, 0
  br i1 %still, label %poll, label %wait.warp
wait.warp:
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
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.wave.barrier()
