; Both sides of a branch poll, as in cooperative groups' shfl across the two
; warps of a thread_block_tile<64>: warp 1 publishes a value, raises a flag
; and waits for warp 0 to lower it; warp 0 waits for the flag, reads (its
; leader's value to the whole warp through bpermute) and lowers it.  On
; wave64 both warps are one wave, and whichever side runs first keeps the
; wave in its loop: llc runs warp 1's side, loop included, first (HW), and
; the emulator, following the same order, does not finish either (warp 0's
; bpermute comes after warp 1's loop).  spin-loop-order runs warp 1's
; writing prefix, then warp 0's whole side, then warp 1's loop (ORDERED);
; %mine, computed in the prefix, reaches the join through phis.
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %s -o - | FileCheck %s --check-prefix=HW
; RUN: not %wave-emu -mcpu=gfx90a %s --kernel=k --block=64 --arg=buf:out:i32:64 \
; RUN:   --timeout=2 2>&1 | FileCheck %s --check-prefix=HANG
; RUN: opt %loadshfl -passes=spin-loop-order %s -S -o %t.ll
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t.ll -o - | FileCheck %s --check-prefix=ORDERED
; RUN: %wave-emu -mcpu=gfx90a %t.ll --kernel=k --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 -mattr=+wavefrontsize64 %t.ll --kernel=k --block=64 \
; RUN:   --arg=buf:out:i32:64 --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: %wave-emu -mcpu=gfx1100 %t.ll --kernel=k --block=64 --arg=buf:out:i32:64 \
; RUN:   --print=out --print-width=32 --timeout=20 | FileCheck %s
; RUN: opt %loadshfl -passes=spin-loop-order -pass-remarks=spin-loop-order -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: <unknown>:0:0: branch reordered so that two CUDA warps sharing a wave make progress: the other side runs between the writes of one side and its spin loop
; REMARK-NOT: remark
; HW: %publish
; HW: %until.lowered
; HW: %reader
; HANG: wave-emu: error: timeout: the kernel did not finish
; ORDERED: %publish
; ORDERED: %reader
; ORDERED: %until.raised
; ORDERED: %lower
; ORDERED: %until.lowered
; CHECK:      out[0]: 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42 42
; CHECK-NEXT: out[32]: 1032 1033 1034 1035 1036 1037 1038 1039 1040 1041 1042 1043 1044 1045 1046 1047 1048 1049 1050 1051 1052 1053 1054 1055 1056 1057 1058 1059 1060 1061 1062 1063
target triple = "amdgcn-amd-amdhsa"

@flag = internal addrspace(3) global i32 undef, align 4
@value = internal addrspace(3) global i32 undef, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %t, 31
  %leader = icmp eq i32 %lane, 0
  %first = icmp eq i32 %t, 0
  br i1 %first, label %init, label %start
init:
  store i32 0, ptr addrspace(3) @flag
  br label %start
start:
  call void @llvm.amdgcn.s.barrier()
  %half = and i32 %t, 32
  %addr = shl i32 %half, 2
  %in.warp0 = icmp eq i32 %half, 0
  br i1 %in.warp0, label %reader, label %source
source:
  ; warp 1 publishes a value and raises its flag, then waits for warp 0 to
  ; lower it
  br i1 %leader, label %publish, label %source.wait
publish:
  store i32 42, ptr addrspace(3) @value
  atomicrmw or ptr addrspace(3) @flag, i32 2 syncscope("workgroup") release
  br label %source.wait
source.wait:
  %mine = add i32 %t, 1000
  br label %until.lowered
until.lowered:
  %f1 = load atomic i32, ptr addrspace(3) @flag syncscope("workgroup") acquire, align 4
  %up1 = and i32 %f1, 2
  %lowered = icmp eq i32 %up1, 0
  br i1 %lowered, label %done, label %until.lowered
reader:
  br label %until.raised
until.raised:
  %f0 = load atomic i32, ptr addrspace(3) @flag syncscope("workgroup") acquire, align 4
  %up0 = and i32 %f0, 2
  %raised = icmp ne i32 %up0, 0
  br i1 %raised, label %read, label %until.raised
read:
  ; the leader reads, its warp gets the value (shfl.idx from lane 0), and
  ; the leader lowers the flag
  %v = load i32, ptr addrspace(3) @value
  %seen = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)
  br i1 %leader, label %lower, label %done
lower:
  atomicrmw and ptr addrspace(3) @flag, i32 -3 syncscope("workgroup") release
  br label %done
done:
  %r = phi i32 [ %mine, %until.lowered ], [ %seen, %read ], [ %seen, %lower ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare void @llvm.amdgcn.s.barrier()
