; A select on a lane predicate passes its value operand on only on the
; lanes where it picks it, so only those lanes of a shuffle behind it are
; demanded (LaneDemand.h).  Cooperative groups' 8-lane tile scan step
; `rank >= d ? x + up(x, d) : x`, the rank the linear thread id `& 7`: the
; lanes below d of each tile are not used, and the up-shuffle is a whole-row
; `row_shr:d` with bound_ctrl and an undefined `old` (which llc fuses with
; the add into one v_add_f32_dpp), not the exact dpp8 pattern nor a
; bank-masked row_shr whose masked-off lanes keep their own value.  Where the
; select also passes the shuffle on in its other arm, every lane is
; demanded and the exact move stays; so it does under a compare of the lane
; id itself (%laneid), which lane demand does not take.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define float @rank_ge_1(
; CHECK-NEXT:  %s.bits = bitcast float %v to i32
; CHECK-NEXT:  %s.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s.bits, i32 273, i32 15, i32 15, i1 true)
; CHECK-NEXT:  %s = bitcast i32 %s.moved.dpp to float
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %first.lanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 16843009)
; CHECK-NEXT:  %r = select i1 %first.lanes, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @rank_ge_1(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %rank = and i32 %linear, 7
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 1, i32 6144)
  %first = icmp eq i32 %rank, 0
  %sum = fadd float %v, %s
  %r = select i1 %first, float %v, float %sum
  ret float %r
}

; CHECK-LABEL: define float @rank_ge_4(
; CHECK-NEXT:  %s.bits = bitcast float %v to i32
; CHECK-NEXT:  %s.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s.bits, i32 276, i32 15, i32 15, i1 true)
; CHECK-NEXT:  %s = bitcast i32 %s.moved.dpp to float
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %low.lanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 252645135)
; CHECK-NEXT:  %r = select i1 %low.lanes, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @rank_ge_4(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %rank = and i32 %linear, 7
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 4, i32 6144)
  %low = icmp ult i32 %rank, 4
  %sum = fadd float %v, %s
  %r = select i1 %low, float %v, float %sum
  ret float %r
}

; The lanes below 1 take the shuffle's value itself: all are demanded.
; CHECK-LABEL: define float @both_arms(
; CHECK-NEXT:  %s.bits = bitcast float %v to i32
; CHECK-NEXT:  %s.moved.dpp = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %s.bits, i32 14038080)
; CHECK-NEXT:  %s = bitcast i32 %s.moved.dpp to float
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %first.lanes = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 16843009)
; CHECK-NEXT:  %r = select i1 %first.lanes, float %s, float %sum
; CHECK-NEXT:  ret float %r
define float @both_arms(float %v) #0 {
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %z = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %zny = mul i32 %z, %ny
  %zy = add i32 %zny, %y
  %zynx = mul i32 %zy, %nx
  %linear = add i32 %zynx, %x
  %rank = and i32 %linear, 7
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 1, i32 6144)
  %first = icmp eq i32 %rank, 0
  %sum = fadd float %v, %s
  %r = select i1 %first, float %s, float %sum
  ret float %r
}

; The rank of %laneid, not of the linear thread id: every lane is demanded.
; CHECK-LABEL: define float @lane_id_rank(
; CHECK-NEXT:  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
; CHECK-NEXT:  %rank = and i32 %lane, 7
; CHECK-NEXT:  %s.bits = bitcast float %v to i32
; CHECK-NEXT:  %s.moved.dpp = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %s.bits, i32 14038080)
; CHECK-NEXT:  %s = bitcast i32 %s.moved.dpp to float
; CHECK-NEXT:  %first = icmp eq i32 %rank, 0
; CHECK-NEXT:  %sum = fadd float %v, %s
; CHECK-NEXT:  %r = select i1 %first, float %v, float %sum
; CHECK-NEXT:  ret float %r
define float @lane_id_rank(float %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %rank = and i32 %lane, 7
  %s = call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v, i32 1, i32 6144)
  %first = icmp eq i32 %rank, 0
  %sum = fadd float %v, %s
  %r = select i1 %first, float %v, float %sum
  ret float %r
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32)

attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
