; The CUDA guide's up-scan `if ((threadIdx.x & 31) >= d) v += y` in clang's
; form (`v + select(lane < d, 0, y)`).  threadIdx.x & 31 is the lane only in
; some blocks, so the kernel is versioned (LaneVersioning.h): the entry
; compares it with the wave's lane (mbcnt.lo on wave32, mbcnt.hi(mbcnt.lo)
; & 31 on wave64) and branches, on the ballot of the mismatching lanes, to
; the original body or to a copy (laid out first, weighted as likely) in
; which it is the lane id, so the copy's scan is recognised whole.  The
; static alloca stays in the entry, shared by both copies, and so does what
; both copies would execute alike before the first lane value and the first
; shuffle: the load of v, which is issued before the test (the test reads
; the same %tid).
; RUN: sed -e 's/CPU/gfx90a/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx90a.ll 2> %t.gfx90a.remarks
; RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t.gfx90a.ll
; RUN: FileCheck %s --check-prefixes=REMARK,REMARK64 < %t.gfx90a.remarks
; RUN: sed -e 's/CPU/gfx1100/' %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu \
; RUN:   -pass-remarks=nvvm-shfl-to-amdgpu -S -o %t.gfx1100.ll 2> %t.gfx1100.remarks
; RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t.gfx1100.ll
; RUN: FileCheck %s --check-prefixes=REMARK,REMARK32 < %t.gfx1100.remarks
; llc accepts both copies on every generation.
; RUN: for c in gfx900 gfx90a gfx942 gfx1030 gfx1100 gfx1200; do \
; RUN:   sed -e "s/CPU/$c/" %s | opt %loadshfl -passes=nvvm-shfl-to-amdgpu | \
; RUN:     llc -mtriple=amdgcn-amd-amdhsa -mcpu=$c -o /dev/null || exit 1; \
; RUN: done

; CHECK-LABEL: define amdgpu_kernel void @up_scan(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %slot = alloca i32, align 4, addrspace(5)
; CHECK:         %tid = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:    %idx = zext i32 %tid to i64
; CHECK-NEXT:    %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
; CHECK-NEXT:    %v = load i32, ptr addrspace(1) %pin, align 4
; CHECK-NEXT:    %lv.mbcnt.lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
; W64-NEXT:      %lv.mbcnt.hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lv.mbcnt.lo)
; W64-NEXT:      %lv.lane = and i32 %lv.mbcnt.hi, 31
; CHECK-NEXT:    %lv.tid.lane = and i32 %tid, 31
; W64-NEXT:      %lv.mismatch = icmp ne i32 %lv.tid.lane, %lv.lane
; W64-NEXT:      %lv.ballot = call i64 @llvm.amdgcn.ballot.i64(i1 %lv.mismatch)
; W64-NEXT:      %lv.any = icmp ne i64 %lv.ballot, 0
; W32-NEXT:      %lv.mismatch = icmp ne i32 %lv.tid.lane, %lv.mbcnt.lo
; W32-NEXT:      %lv.ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %lv.mismatch)
; W32-NEXT:      %lv.any = icmp ne i32 %lv.ballot, 0
; CHECK-NEXT:    br i1 %lv.any, label %entry.orig, label %entry.lane, !prof [[PROF:![0-9]+]]
; The fast copy: the scan, as DPP.
; CHECK:       entry.lane:
; CHECK-NOT:     shfl
; CHECK:         %r16.lane.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NOT:     shfl
; CHECK:         store i32 {{.*}}, ptr addrspace(5) %slot
; CHECK:         ret void
; The original copy, with its names: the five shuffles lowered one by one.
; CHECK:       entry.orig:
; CHECK-NEXT:    %lane = and i32 %tid, 31
; CHECK-NOT:     update.dpp.i32(i32 0, i32 %v, i32 273
; CHECK:         store i32 {{.*}}, ptr addrspace(5) %slot
; CHECK:         ret void
; CHECK:       [[PROF]] = !{!"branch_weights", {{.*}}i32 1, i32 2000}

; REMARK:   remark: <unknown>:0:0: versioned up_scan on threadIdx.x & 31 being the lane id
; REMARK64-SAME: (wave64): 1 value(s) read the lane id in the fast copy
; REMARK32-SAME: (wave32): 1 value(s) read the lane id in the fast copy
; REMARK-NEXT: remark: <unknown>:0:0: lowered the inclusive up-scan (add, 5 shfl.sync.up steps guarded by the lane id)
; REMARK-COUNT-5: remark: <unknown>:0:0: lowered shfl.sync.up.i32

define amdgpu_kernel void @up_scan(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g1 = icmp eq i32 %lane, 0
  %s1 = select i1 %g1, i32 0, i32 %y1
  %r1 = add nsw i32 %s1, %v
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 0)
  %g2 = icmp ult i32 %lane, 2
  %s2 = select i1 %g2, i32 0, i32 %y2
  %r2 = add nsw i32 %s2, %r1
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 0)
  %g4 = icmp ult i32 %lane, 4
  %s4 = select i1 %g4, i32 0, i32 %y4
  %r4 = add nsw i32 %s4, %r2
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 0)
  %g8 = icmp ult i32 %lane, 8
  %s8 = select i1 %g8, i32 0, i32 %y8
  %r8 = add nsw i32 %s8, %r4
  %y16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r8, i32 16, i32 0)
  %g16 = icmp ult i32 %lane, 16
  %s16 = select i1 %g16, i32 0, i32 %y16
  %r16 = add nsw i32 %s16, %r8
  store i32 %r16, ptr addrspace(5) %slot, align 4
  %w = load i32, ptr addrspace(5) %slot, align 4
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %w, ptr addrspace(1) %pout, align 4
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="CPU" }
