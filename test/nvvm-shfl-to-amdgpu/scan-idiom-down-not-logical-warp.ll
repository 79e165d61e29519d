; A down-scan over a 16-lane logical warp (CUB's WarpReduce<int, 16>: c =
; 15 | (16 << 8)) and one over the first valid_items lanes (c = a runtime
; last lane) are not the 32-lane idiom: their steps stay shuffles, lowered
; call by call (here with the fast paths off, to ds_bpermute).
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -pass-remarks=nvvm-shfl-to-amdgpu -S < %s 2>&1 | FileCheck %s
; CHECK-NOT: remark: {{.*}}down-scan
; CHECK-LABEL: @logical16(
; CHECK-NOT: @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 257,
; CHECK-LABEL: @runtime_last_lane(
; CHECK-COUNT-5: @llvm.amdgcn.ds.bpermute(

define i32 @logical16(i32 %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %y1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %v, i32 1, i32 4111)
  %g1 = icmp sgt i32 %lane, 30
  %z1 = select i1 %g1, i32 0, i32 %y1
  %r1 = add i32 %z1, %v
  %y2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r1, i32 2, i32 4111)
  %g2 = icmp sgt i32 %lane, 29
  %z2 = select i1 %g2, i32 0, i32 %y2
  %r2 = add i32 %r1, %z2
  %y4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r2, i32 4, i32 4111)
  %g4 = icmp sgt i32 %lane, 27
  %z4 = select i1 %g4, i32 0, i32 %y4
  %r4 = add i32 %r2, %z4
  %y8 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r4, i32 8, i32 4111)
  %g8 = icmp sgt i32 %lane, 23
  %z8 = select i1 %g8, i32 0, i32 %y8
  %r8 = add i32 %r4, %z8
  %y16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %r8, i32 16, i32 4111)
  %g16 = icmp sgt i32 %lane, 15
  %z16 = select i1 %g16, i32 0, i32 %y16
  %r16 = add i32 %r8, %z16
  ret i32 %r16
}

define i32 @runtime_last_lane(i32 %v, i32 %last) #1 {
  %y1 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %v, i32 1, i32 %last)
  %v1 = extractvalue { i32, i1 } %y1, 0
  %p1 = extractvalue { i32, i1 } %y1, 1
  %a1 = add i32 %v1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %v
  %y2 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %r1, i32 2, i32 %last)
  %v2 = extractvalue { i32, i1 } %y2, 0
  %p2 = extractvalue { i32, i1 } %y2, 1
  %a2 = add i32 %v2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %r1
  %y4 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %r2, i32 4, i32 %last)
  %v4 = extractvalue { i32, i1 } %y4, 0
  %p4 = extractvalue { i32, i1 } %y4, 1
  %a4 = add i32 %v4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %r2
  %y8 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %r4, i32 8, i32 %last)
  %v8 = extractvalue { i32, i1 } %y8, 0
  %p8 = extractvalue { i32, i1 } %y8, 1
  %a8 = add i32 %v8, %r4
  %r8 = select i1 %p8, i32 %a8, i32 %r4
  %y16 = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %r8, i32 16, i32 %last)
  %v16 = extractvalue { i32, i1 } %y16, 0
  %p16 = extractvalue { i32, i1 } %y16, 1
  %a16 = add i32 %v16, %r8
  %r16 = select i1 %p16, i32 %a16, i32 %r8
  ret i32 %r16
}
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
