; A block that a branch on `lane == k && c` enters (its true successor), or
; on `lane != k || c` (its false successor), runs on lane k only
; (LaneDemand.h): the form of lane versioning's `threadIdx.x == k` guards.
; The true successor of `lane == k || c` runs on any lane.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning>' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s

; CHECK:      remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with readlane 16 per half, exact on the demanded lanes 0x1 (11 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with readlane 16 per half, exact on the demanded lanes 0x1 (11 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with ds_bpermute (6 instructions)
; CHECK-NOT:  remark

target triple = "amdgcn-amd-amdhsa"

define void @and_true(i32 %a, i32 %x, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 16, i32 31)
  %v = add i32 %a, %s
  %is0 = icmp eq i32 %lane, 0
  %small = icmp ult i32 %x, 5
  %both = and i1 %is0, %small
  br i1 %both, label %store, label %done
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @or_false(i32 %a, i32 %x, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 16, i32 31)
  %v = add i32 %a, %s
  %not0 = icmp ne i32 %lane, 0
  %big = icmp uge i32 %x, 5
  %either = or i1 %not0, %big
  br i1 %either, label %done, label %store
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @or_true(i32 %a, i32 %x, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 16, i32 31)
  %v = add i32 %a, %s
  %is0 = icmp eq i32 %lane, 0
  %small = icmp ult i32 %x, 5
  %either = or i1 %is0, %small
  br i1 %either, label %store, label %done
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
