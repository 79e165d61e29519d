; A branch on `threadIdx.x == k` (k < 32) versions the function too
; (LaneVersioning.h): in the fast copy, where threadIdx.x & 31 is the lane,
; it is `lane == k && threadIdx.x < 32` (`!=`: `lane != k || threadIdx.x >=
; 32`), which lane demand narrows to lane k (LaneDemand.h): CUB's block
; reductions store the total under `linear_tid == 0`.  There only lane 0
; (lane 3) reads the shuffle, one readlane per warp; the original copy keeps
; the compare and ds_bpermute.  `threadIdx.x == 32` is no such guard.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

; REMARK:      remark: <unknown>:0:0: versioned eq_guard on threadIdx.x & 31 being the lane id (wave64): 0 value(s) read the lane id in the fast copy, 1 threadIdx.x == k guard(s) become lane == k
; REMARK-NEXT: remark: <unknown>:0:0: versioned ne_guard on threadIdx.x & 31 being the lane id (wave64): 0 value(s) read the lane id in the fast copy, 1 threadIdx.x == k guard(s) become lane == k
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with readlane 16 per half, exact on the demanded lanes 0x1 (13 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with ds_bpermute (8 instructions)
; REMARK:      remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with readlane 19 per half, exact on the demanded lanes 0x8 (13 instructions)
; REMARK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.f32 (mode down, type f32) for amdgpu wave64 with ds_bpermute (8 instructions)
; REMARK-NOT:  versioned

; CHECK-LABEL: define void @eq_guard(
; CHECK:       entry.lane:
; CHECK:         %a.lane = fadd float %v, %s.lane
; CHECK-NEXT:    %first.lane.lane = icmp eq i32 %lv.lane, 0
; CHECK-NEXT:    %first.lane.warp0 = icmp ult i32 %tid, 32
; CHECK-NEXT:    %first.lane.onlane = and i1 %first.lane.lane, %first.lane.warp0
; CHECK-NEXT:    br i1 %first.lane.onlane, label %store.lane, label %done.lane
; CHECK:       entry.orig:
; CHECK:         %first = icmp eq i32 %tid, 0
; CHECK-NEXT:    br i1 %first, label %store, label %done
; CHECK-LABEL: define void @ne_guard(
; CHECK:         %other.lane.lane = icmp ne i32 %lv.lane, 3
; CHECK-NEXT:    %other.lane.warp0 = icmp uge i32 %tid, 32
; CHECK-NEXT:    %other.lane.onlane = or i1 %other.lane.lane, %other.lane.warp0
; CHECK-NEXT:    br i1 %other.lane.onlane, label %done.lane, label %store.lane
; CHECK-LABEL: define void @not_a_lane(
; CHECK-NOT:     %lv.
; CHECK:         %second = icmp eq i32 %tid, 32

target triple = "amdgcn-amd-amdhsa"

define void @eq_guard(ptr addrspace(1) %out, float %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 16, i32 31)
  %a = fadd float %v, %s
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %store, label %done
store:
  store float %a, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

define void @ne_guard(ptr addrspace(1) %out, float %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 16, i32 31)
  %a = fadd float %v, %s
  %other = icmp ne i32 %tid, 3
  br i1 %other, label %done, label %store
store:
  store float %a, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

define void @not_a_lane(ptr addrspace(1) %out, float %v) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 16, i32 31)
  %a = fadd float %v, %s
  %second = icmp eq i32 %tid, 32
  br i1 %second, label %store, label %done
store:
  store float %a, ptr addrspace(1) %out, align 4
  br label %done
done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
