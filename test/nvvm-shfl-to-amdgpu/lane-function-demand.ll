; The demanded lanes (LaneDemand.h) pass through a shuffle whose b is a
; function of the lane id: `idx(s, lane & ~1)` reads only the even lanes of
; s, so the shuffle that makes s has to be exact on those lanes alone
; (0x55555555): quad_perm [1,1,3,3] instead of row_shl:1 with permlanex16.
; With a loaded b, every lane of s is demanded.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck -D#KEEP=%permlane_keep_count %s

; CHECK:      remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave32 with quad_perm:[1,1,3,3], exact on the demanded lanes 0x55555555 (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with quad_perm:[0,0,2,2] (1 instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.down.i32 (mode down, type i32) for amdgpu wave32 with row_shl:1 and permlanex16:0x0 on 0x8000, own value on 0x80000000 ([[#6+KEEP]] instructions)
; CHECK-NEXT: remark: <unknown>:0:0: lowered shfl.sync.idx.i32 (mode idx, type i32) for amdgpu wave32 with ds_bpermute (2 instructions)
; CHECK-NOT: remark

define i32 @even_lanes(i32 %x) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b = and i32 %lane, -2
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 %b, i32 31)
  ret i32 %r
}

define i32 @loaded_lane(i32 %x, ptr %p) #0 {
  %s = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 31)
  %b = load i32, ptr %p
  %r = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %s, i32 %b, i32 31)
  ret i32 %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
