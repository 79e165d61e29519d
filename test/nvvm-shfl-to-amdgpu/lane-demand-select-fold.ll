; A select on the lane's position whose demanded lanes all pick one arm is
; that arm (LaneDemandSelects.h).  CUB's generic warp reduction keeps x
; where `lane + offset > 31`; with only lane 0's result stored, lanes 0 and
; 16 are demanded of the first step and lane 0 of the second, all in range:
; both selects go, and so do their compares.  A kept arm loses its
; poison-generating flags (the other lanes now see it).  The selects stay
; where the demanded lanes pick both arms (lanes 0 and 31 broadcast), where
; every lane is demanded, and with <no-lane-demand>.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S %s 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-demand>' -S %s | FileCheck %s --check-prefix=OFF

; REMARK-COUNT-2: remark: <unknown>:0:0: select on the lane's position is its true arm on every lane that reads it
; REMARK-NEXT:    remark: <unknown>:0:0: select on the lane's position is its false arm on every lane that reads it
; REMARK-NOT:     select on the lane's position

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define void @reduce_lane0(
; CHECK:         %m1 = fadd float %a, %t1
; CHECK-NEXT:    %t2.bits = bitcast float %m1 to i32
; CHECK:         %t2 = bitcast i32 %t2.moved.bcast to float
; CHECK-NEXT:    %m2 = fadd float %m1, %t2
; CHECK-NEXT:    %first = icmp eq i32 %lane, 0
; CHECK-NEXT:    br i1 %first, label %store, label %done
; CHECK:         store float %m2, ptr addrspace(1) %q, align 4
; CHECK-NOT:     select i1 %in
; CHECK-LABEL: define void @false_arm(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:    %t = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %a, i32 260, i32 15, i32 15, i1 true)
; CHECK-NEXT:    %m = add i32 %a, %t
; CHECK-NEXT:    %first = icmp eq i32 %lane, 0
; CHECK-NEXT:    br i1 %first, label %store, label %done
; CHECK:         store i32 %m, ptr addrspace(1) %q, align 4
; CHECK-LABEL: define void @both_arms(
; CHECK:         %x = select i1 %in, float %m, float %a
; CHECK-LABEL: define void @every_lane(
; CHECK:         %x = select i1 %in, float %m, float %a
; CHECK-NEXT:    store float %x, ptr addrspace(1) %q, align 4

; OFF-LABEL: define void @reduce_lane0(
; OFF:         %x1 = select i1 %in1, float %m1, float %a
; OFF:         %x2 = select i1 %in2, float %m2, float %x1
; OFF-LABEL: define void @false_arm(
; OFF:         %m = add nsw i32 %a, %t
; OFF-NEXT:    %x = select i1 %high, i32 %a, i32 %m

define void @reduce_lane0(float %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %t1 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %a, i32 1, i32 31)
  %l1 = add i32 %lane, 1
  %in1 = icmp sle i32 %l1, 31
  %m1 = fadd float %a, %t1
  %x1 = select i1 %in1, float %m1, float %a
  %t2 = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %x1, i32 16, i32 31)
  %l2 = add i32 %lane, 16
  %in2 = icmp sle i32 %l2, 31
  %m2 = fadd float %x1, %t2
  %x2 = select i1 %in2, float %m2, float %x1
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store float %x2, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @false_arm(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %t = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 4, i32 31)
  %high = icmp ugt i32 %lane, 15
  %m = add nsw i32 %a, %t
  %x = select i1 %high, i32 %a, i32 %m
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store i32 %x, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @both_arms(float %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %t = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %a, i32 16, i32 31)
  %l = add i32 %lane, 16
  %in = icmp sle i32 %l, 31
  %m = fadd float %a, %t
  %x = select i1 %in, float %m, float %a
  %b0 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %x, i32 0, i32 31)
  %b31 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %x, i32 31, i32 31)
  %s = fadd float %b0, %b31
  store float %s, ptr addrspace(1) %q
  ret void
}

define void @every_lane(float %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %t = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %a, i32 16, i32 31)
  %l = add i32 %lane, 16
  %in = icmp sle i32 %l, 31
  %m = fadd float %a, %t
  %x = select i1 %in, float %m, float %a
  store float %x, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)

attributes #0 = { "target-cpu"="gfx90a" }
