; CUB's max scan guards each step with the lane id instead of the shuffle's
; predicate: `v = laneid < d ? v : max(y, v)`, from `mov.u32 %0, %laneid`.
; The guard is accepted only when it is provably the CUDA lane: the
; %laneid intrinsic, or nvvm-warp-to-amdgpu's lowering of it (mbcnt.lo on
; wave32, mbcnt.hi(mbcnt.lo) & 31 on wave64).  The comparison is checked
; lane by lane: it must hold exactly on lanes d..31.  The dead lane-id
; computation goes with the steps.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S < %s | FileCheck %s

define i32 @max_wave64(i32 %v) #0 {
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %lane = and i32 %hi, 31
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g1 = icmp slt i32 %lane, 1
  %a1 = call i32 @llvm.smax.i32(i32 %y1, i32 %v)
  %r1 = select i1 %g1, i32 %v, i32 %a1
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 0)
  %g2 = icmp slt i32 %lane, 2
  %a2 = call i32 @llvm.smax.i32(i32 %y2, i32 %r1)
  %r2 = select i1 %g2, i32 %r1, i32 %a2
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 0)
  %g4 = icmp slt i32 %lane, 4
  %a4 = call i32 @llvm.smax.i32(i32 %y4, i32 %r2)
  %r4 = select i1 %g4, i32 %r2, i32 %a4
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 0)
  %g8 = icmp slt i32 %lane, 8
  %a8 = call i32 @llvm.smax.i32(i32 %y8, i32 %r4)
  %r8 = select i1 %g8, i32 %r4, i32 %a8
  %y16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r8, i32 16, i32 0)
  %g16 = icmp slt i32 %lane, 16
  %a16 = call i32 @llvm.smax.i32(i32 %y16, i32 %r8)
  %scan = select i1 %g16, i32 %r8, i32 %a16
  ret i32 %scan
}
define i32 @max_wave32(i32 %v) #1 {
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g1 = icmp slt i32 %lane, 1
  %a1 = call i32 @llvm.smax.i32(i32 %y1, i32 %v)
  %r1 = select i1 %g1, i32 %v, i32 %a1
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 0)
  %g2 = icmp slt i32 %lane, 2
  %a2 = call i32 @llvm.smax.i32(i32 %y2, i32 %r1)
  %r2 = select i1 %g2, i32 %r1, i32 %a2
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 0)
  %g4 = icmp slt i32 %lane, 4
  %a4 = call i32 @llvm.smax.i32(i32 %y4, i32 %r2)
  %r4 = select i1 %g4, i32 %r2, i32 %a4
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 0)
  %g8 = icmp slt i32 %lane, 8
  %a8 = call i32 @llvm.smax.i32(i32 %y8, i32 %r4)
  %r8 = select i1 %g8, i32 %r4, i32 %a8
  %y16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r8, i32 16, i32 0)
  %g16 = icmp slt i32 %lane, 16
  %a16 = call i32 @llvm.smax.i32(i32 %y16, i32 %r8)
  %scan = select i1 %g16, i32 %r8, i32 %a16
  ret i32 %scan
}
define i32 @max_laneid(i32 %v) #0 {
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %y1 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %v, i32 1, i32 0)
  %g1 = icmp slt i32 %lane, 1
  %a1 = call i32 @llvm.smax.i32(i32 %y1, i32 %v)
  %r1 = select i1 %g1, i32 %v, i32 %a1
  %y2 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r1, i32 2, i32 0)
  %g2 = icmp slt i32 %lane, 2
  %a2 = call i32 @llvm.smax.i32(i32 %y2, i32 %r1)
  %r2 = select i1 %g2, i32 %r1, i32 %a2
  %y4 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r2, i32 4, i32 0)
  %g4 = icmp slt i32 %lane, 4
  %a4 = call i32 @llvm.smax.i32(i32 %y4, i32 %r2)
  %r4 = select i1 %g4, i32 %r2, i32 %a4
  %y8 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r4, i32 8, i32 0)
  %g8 = icmp slt i32 %lane, 8
  %a8 = call i32 @llvm.smax.i32(i32 %y8, i32 %r4)
  %r8 = select i1 %g8, i32 %r4, i32 %a8
  %y16 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %r8, i32 16, i32 0)
  %g16 = icmp slt i32 %lane, 16
  %a16 = call i32 @llvm.smax.i32(i32 %y16, i32 %r8)
  %scan = select i1 %g16, i32 %r8, i32 %a16
  ret i32 %scan
}
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
attributes #0 = { "target-cpu"="gfx90a" }
attributes #1 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }

; CHECK-LABEL: @max_wave64(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.smax = call i32 @llvm.smax.i32(i32 %v, i32 %scan.up1.dpp)
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up1.smax, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.smax = call i32 @llvm.smax.i32(i32 %scan.up1.smax, i32 %scan.up2.dpp)
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up2.smax, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.smax = call i32 @llvm.smax.i32(i32 %scan.up2.smax, i32 %scan.up4.dpp)
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up4.smax, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.smax = call i32 @llvm.smax.i32(i32 %scan.up4.smax, i32 %scan.up8.dpp)
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up8.smax, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = call i32 @llvm.smax.i32(i32 %scan.up8.smax, i32 %scan.up16.dpp)
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @max_wave32(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.smax = call i32 @llvm.smax.i32(i32 %v, i32 %scan.up1.dpp)
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up1.smax, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.smax = call i32 @llvm.smax.i32(i32 %scan.up1.smax, i32 %scan.up2.dpp)
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up2.smax, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.smax = call i32 @llvm.smax.i32(i32 %scan.up2.smax, i32 %scan.up4.dpp)
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up4.smax, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.smax = call i32 @llvm.smax.i32(i32 %scan.up4.smax, i32 %scan.up8.dpp)
; CHECK-NEXT:  %scan.up16.x16 = call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %scan.up8.smax, i32 -1, i32 -1, i1 false, i1 false)
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up16.x16, i32 228, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = call i32 @llvm.smax.i32(i32 %scan.up8.smax, i32 %scan.up16.dpp)
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @max_laneid(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.smax = call i32 @llvm.smax.i32(i32 %v, i32 %scan.up1.dpp)
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up1.smax, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.smax = call i32 @llvm.smax.i32(i32 %scan.up1.smax, i32 %scan.up2.dpp)
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up2.smax, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.smax = call i32 @llvm.smax.i32(i32 %scan.up2.smax, i32 %scan.up4.dpp)
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up4.smax, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.smax = call i32 @llvm.smax.i32(i32 %scan.up4.smax, i32 %scan.up8.dpp)
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -2147483648, i32 %scan.up8.smax, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = call i32 @llvm.smax.i32(i32 %scan.up8.smax, i32 %scan.up16.dpp)
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
