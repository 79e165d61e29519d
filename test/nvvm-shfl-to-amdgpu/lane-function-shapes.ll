; Which b operands are functions of the lane id (LaneFunction.h), and what
; each one's lane pattern takes.  Evaluated on every lane of the wave:
;   lane ^ 1 (idx)          quad_perm [1,0,3,2]
;   lane & ~3 (idx)         quad_perm [0,0,0,0]: each quad's first lane
;   lane < 16 ? lane + 16 : lane - 16
;                           the other row: permlanex16 on gfx11
;   2 * lane (down, 0x1f)   a function, but no fast sequence: ds_bpermute
; Not used, each for its reason (ds_bpermute; the calls are lowered
; intrinsic by intrinsic, and each remark of a miss follows its call's):
;   7 / lane                division by zero on lane 0
;   threadIdx.x & 31        not the lane in a 2-D block (without lane
;                           versioning, LaneVersioning.h, as here)
;   wave lane >> 1 (wave64) the two warps of the wave would read differently
;   a loaded b              not computed from the lane id
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu<no-lane-versioning>' -pass-remarks=nvvm-shfl-to-amdgpu -pass-remarks-missed=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck -D#KEEP=%permlane_keep_count %s

; CHECK:      remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with quad_perm:[1,0,3,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with quad_perm:[0,0,0,0] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with permlanex16:0xFEDCBA9876543210 ([[#1+KEEP]] instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave64 with ds_bpermute (7 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.down.i32 on amdgpu wave64: no sequence in the fast-path table realises this lane pattern for less than ds_bpermute's cost (10); lowered with ds_bpermute
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with ds_bpermute (5 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave64: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with ds_bpermute (4 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave64: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with ds_bpermute (5 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave64: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave64 with ds_bpermute (5 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: no fast path for shfl.sync.idx.i32 on amdgpu wave64: b is a runtime value, not a known function of the CUDA lane; lowered with ds_bpermute
; CHECK-NOT: remark

define i32 @swap_pairs(i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b = xor i32 %lane, 1
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @quad_first(i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b = and i32 %lane, -4
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @other_row(i32 %x) #1 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %lo = icmp ult i32 %lane, 16
  %up = add i32 %lane, 16
  %down = sub i32 %lane, 16
  %b = select i1 %lo, i32 %up, i32 %down
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @twice(i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b = shl i32 %lane, 1
  %r = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @divides_by_lane(i32 %x) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b = udiv i32 7, %lane
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @thread_index(i32 %x) #0 {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %tid, 31
  %next = add i32 %lane, 1
  %b = and i32 %next, 31
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @wave_lane_halves(i32 %x) #0 {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %wave = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %b = lshr i32 %wave, 1
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

define i32 @loaded(i32 %x, ptr %p) #0 {
  %b = load i32, ptr %p
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
