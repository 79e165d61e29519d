; A use in a block that only `lane id == k` reaches counts for lane k only
; (LaneDemand.h): CUB's `if (lane_id == 0) store(aggregate)`.  The lane id
; is the project's lowering of %laneid (mbcnt.hi(-1, mbcnt.lo(-1, 0)) & 31
; on wave64) or llvm.nvvm.read.ptx.sreg.laneid.  Not narrowed: a guard on
; threadIdx.x % 32 (not the lane in a 2-D block), `mbcnt.lo != k` (on wave64
; the upper warp reads 32 there), and a block with two predecessors.
; The analysis alone: lane versioning (lane-versioning-*.ll), which would
; give @tid_mod_32 a copy where threadIdx.x % 32 is the lane id, is off.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning>' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s

; CHECK:      remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with quad_perm:[1,1,2,3], exact on the demanded lanes 0x1 (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with quad_perm:[1,1,2,3], exact on the demanded lanes 0x1 (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with wave_shl:1, exact on the demanded lanes 0x7FFFFFFF (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with wave_shl:1, own value on 0x8000000080000000 (3 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with wave_shl:1, own value on 0x8000000080000000 (3 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with wave_shl:1, own value on 0x8000000080000000 (3 instructions)
; CHECK-NOT:  remark

define void @lane_eq_0(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane = and i32 %hi, 31
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %v = add i32 %a, %s
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @nvvm_laneid(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %v = add i32 %a, %s
  %notfirst = icmp ne i32 %lane, 0
  br i1 %notfirst, label %done, label %store
store:
  store i32 %v, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

; Every lane but 31, whose own-value fix-up is then not needed (and whose
; wave_shl:1 read of lane 32, the other warp's, is not used).
define void @lane_ne_31(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %last = icmp ne i32 %lane, 31
  br i1 %last, label %store, label %done
store:
  store i32 %s, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @tid_mod_32(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lane = and i32 %tid, 31
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done
store:
  store i32 %s, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @mbcnt_lo_ne(i32 %a, ptr addrspace(1) %q) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %ne = icmp ne i32 %lo, 5
  br i1 %ne, label %store, label %done
store:
  store i32 %s, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

define void @two_preds(i32 %a, i1 %c, ptr addrspace(1) %q) #0 {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %a, i32 1, i32 31)
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %other
other:
  br i1 %c, label %store, label %done
store:
  store i32 %s, ptr addrspace(1) %q
  br label %done
done:
  ret void
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
