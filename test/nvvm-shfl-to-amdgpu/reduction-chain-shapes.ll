; Which chains are whole reductions (AMDGPUReductionChains.h).  A down-tree
; whose total only the broadcast of lane 0 reads is one (the other lanes'
; partial sums are never used), and the broadcast of the reduced value, the
; same on every lane, goes away; a width-16 butterfly of smax is a
; reduction per 16 lanes; an intermediate that is also stored keeps its own
; shuffles.  Not reductions: the down-tree whose every lane is stored, a
; float sum (CUDA's order must stay), a partial member mask, two ops; and
; an optnone function is left to the per-call lowering.
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -pass-remarks=nvvm-shfl-to-amdgpu -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadshfl -passes='nvvm-shfl-to-amdgpu' -S %s | %drop_permlane_keep | FileCheck %s

; REMARK:      remark: <unknown>:0:0: lowered a chain of 5 shuffles as a width-32 add reduction (on the demanded lanes)
; REMARK-NEXT: remark: <unknown>:0:0: lowered a chain of 4 shuffles as a width-16 smax reduction{{$}}
; REMARK-NEXT: remark: <unknown>:0:0: lowered a chain of 5 shuffles as a width-32 xor reduction{{$}}
; REMARK-NOT:  chain of

; CHECK-LABEL: @tree_bcast(
; CHECK-NEXT:  %r.warp.x1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 177, i32 15, i32 15, i1 false)
; CHECK-NOT:   readlane
; CHECK:       %r.warp.x16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 0, i32 %r.warp.m, i32 0, i32 0, i1 false, i1 false)
; CHECK-NEXT:  %r.warp = add i32 %r.warp.m, %r.warp.x16
; CHECK-NEXT:  ret i32 %r.warp
define i32 @tree_bcast(i32 %x) #0 {
  %s16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 16, i32 31)
  %v16 = add i32 %x, %s16
  %s8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v16, i32 8, i32 31)
  %v8 = add i32 %v16, %s8
  %s4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v8, i32 4, i32 31)
  %v4 = add i32 %v8, %s4
  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v4, i32 2, i32 31)
  %v2 = add i32 %v4, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %r = add i32 %v2, %s1
  %b = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %r, i32 0, i32 31)
  ret i32 %b
}

; CHECK-LABEL: @smax_w16(
; CHECK-NEXT:  %m.warp.x1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %x, i32 177, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %m.warp.x1 = call i32 @llvm.smax.i32(i32 %x, i32 %m.warp.x1.dpp)
; CHECK-NEXT:  %m.warp.x2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %m.warp.x1, i32 78, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %m.warp.x2 = call i32 @llvm.smax.i32(i32 %m.warp.x1, i32 %m.warp.x2.dpp)
; CHECK-NEXT:  %m.warp.hm.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %m.warp.x2, i32 321, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %m.warp.hm = call i32 @llvm.smax.i32(i32 %m.warp.x2, i32 %m.warp.hm.dpp)
; CHECK-NEXT:  %m.warp.m.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %m.warp.hm, i32 320, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %m.warp.m = call i32 @llvm.smax.i32(i32 %m.warp.hm, i32 %m.warp.m.dpp)
; CHECK-NEXT:  ret i32 %m.warp.m
define i32 @smax_w16(i32 %x) #0 {
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 4127)
  %v1 = call i32 @llvm.smax.i32(i32 %x, i32 %s1)
  %s4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v1, i32 4, i32 4127)
  %v4 = call i32 @llvm.smax.i32(i32 %s4, i32 %v1)
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v4, i32 2, i32 4127)
  %v2 = call i32 @llvm.smax.i32(i32 %v4, i32 %s2)
  %s8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 8, i32 4127)
  %m = call i32 @llvm.smax.i32(i32 %v2, i32 %s8)
  ret i32 %m
}

; %v16 is stored: its shuffle stays (a per-call move) for the store, and
; the chain, from %x, is reduced as a whole.
; CHECK-LABEL: @stored_step(
; CHECK-NEXT:  %s16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 1985229328, i32 -19088744, i1 false, i1 true)
; CHECK-NEXT:  %v16 = xor i32 %x, %s16
; CHECK-NEXT:  store i32 %v16, ptr addrspace(1) %q, align 4
; CHECK-NEXT:  %r.warp.x1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 177, i32 15, i32 15, i1 false)
define i32 @stored_step(i32 %x, ptr addrspace(1) %q) #0 {
  %s16 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %v16 = xor i32 %x, %s16
  store i32 %v16, ptr addrspace(1) %q
  %s8 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v16, i32 8, i32 31)
  %v8 = xor i32 %v16, %s8
  %s4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v8, i32 4, i32 31)
  %v4 = xor i32 %v8, %s4
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v4, i32 2, i32 31)
  %v2 = xor i32 %v4, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %r = xor i32 %v2, %s1
  ret i32 %r
}

; Call by call: each lane keeps its own partial sums.
; CHECK-LABEL: @tree_all_lanes(
; CHECK-NEXT:  %s16.moved.dpp = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %x, i32 1985229328, i32 -19088744, i1 false, i1 true)
define i32 @tree_all_lanes(i32 %x) #0 {
  %s16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 16, i32 31)
  %v16 = add i32 %x, %s16
  %s8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v16, i32 8, i32 31)
  %v8 = add i32 %v16, %s8
  %s4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v8, i32 4, i32 31)
  %v4 = add i32 %v8, %s4
  %s2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v4, i32 2, i32 31)
  %v2 = add i32 %v4, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %r = add i32 %v2, %s1
  ret i32 %r
}

; CHECK-LABEL: @float_sum(
; CHECK-NEXT:  %s2.bits = bitcast float %x to i32
; CHECK-NEXT:  %s2.moved.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %s2.bits, i32 78, i32 15, i32 15, i1 true)
define float @float_sum(float %x) #0 {
  %s2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %x, i32 2, i32 31)
  %v2 = fadd float %x, %s2
  %s1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v2, i32 1, i32 31)
  %r = fadd float %v2, %s1
  ret float %r
}

; CHECK-LABEL: @partial_mask(
; CHECK-NEXT:  %s2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 78, i32 15, i32 15, i1 true)
define i32 @partial_mask(i32 %x) #0 {
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %x, i32 2, i32 31)
  %v2 = add i32 %x, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %v2, i32 1, i32 31)
  %r = add i32 %v2, %s1
  ret i32 %r
}

; CHECK-LABEL: @two_ops(
; CHECK-NEXT:  %s2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 78, i32 15, i32 15, i1 true)
define i32 @two_ops(i32 %x) #0 {
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 2, i32 31)
  %v2 = add i32 %x, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %r = or i32 %v2, %s1
  ret i32 %r
}

; optnone: call by call (no remark), the per-call lowering still runs.
; CHECK-LABEL: @not_optimised(
; CHECK-NEXT:  %s2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %x, i32 78, i32 15, i32 15, i1 true)
define i32 @not_optimised(i32 %x) #1 {
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 2, i32 31)
  %v2 = add i32 %x, %s2
  %s1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v2, i32 1, i32 31)
  %r = add i32 %v2, %s1
  ret i32 %r
}

declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
attributes #1 = { noinline optnone "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
