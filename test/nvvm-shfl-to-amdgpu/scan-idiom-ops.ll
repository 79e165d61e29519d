; Every integer op of the idiom (add is in scan-idiom-predicate.ll): and, or,
; xor, smin, umin, umax (smax in scan-idiom-laneid.ll).  Each DPP move has
; old = the op's identity and bound_ctrl off, so a lane whose source is
; outside its row, or in a row the row mask leaves out, combines with the
; identity and keeps its value.
; RUN: opt %loadshfl -passes=nvvm-shfl-to-amdgpu -S < %s | FileCheck %s

define i32 @scan_and(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = and i32 %y1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = and i32 %y2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = and i32 %y4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = and i32 %y8, %r4
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = and i32 %y16, %r8
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
define i32 @scan_or(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = or i32 %y1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = or i32 %y2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = or i32 %y4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = or i32 %y8, %r4
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = or i32 %y16, %r8
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
define i32 @scan_xor(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = xor i32 %y1, %v
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = xor i32 %y2, %r1
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = xor i32 %y4, %r2
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = xor i32 %y8, %r4
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = xor i32 %y16, %r8
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
define i32 @scan_smin(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = call i32 @llvm.smin.i32(i32 %y1, i32 %v)
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = call i32 @llvm.smin.i32(i32 %y2, i32 %r1)
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = call i32 @llvm.smin.i32(i32 %y4, i32 %r2)
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = call i32 @llvm.smin.i32(i32 %y8, i32 %r4)
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = call i32 @llvm.smin.i32(i32 %y16, i32 %r8)
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
define i32 @scan_umin(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = call i32 @llvm.umin.i32(i32 %y1, i32 %v)
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = call i32 @llvm.umin.i32(i32 %y2, i32 %r1)
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = call i32 @llvm.umin.i32(i32 %y4, i32 %r2)
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = call i32 @llvm.umin.i32(i32 %y8, i32 %r4)
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = call i32 @llvm.umin.i32(i32 %y16, i32 %r8)
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
define i32 @scan_umax(i32 %v) #0 {
  %s1 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 1, i32 0)
  %y1 = extractvalue { i32, i1 } %s1, 0
  %p1 = extractvalue { i32, i1 } %s1, 1
  %a1 = call i32 @llvm.umax.i32(i32 %y1, i32 %v)
  %r1 = select i1 %p1, i32 %a1, i32 %y1
  %s2 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r1, i32 2, i32 0)
  %y2 = extractvalue { i32, i1 } %s2, 0
  %p2 = extractvalue { i32, i1 } %s2, 1
  %a2 = call i32 @llvm.umax.i32(i32 %y2, i32 %r1)
  %r2 = select i1 %p2, i32 %a2, i32 %y2
  %s4 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r2, i32 4, i32 0)
  %y4 = extractvalue { i32, i1 } %s4, 0
  %p4 = extractvalue { i32, i1 } %s4, 1
  %a4 = call i32 @llvm.umax.i32(i32 %y4, i32 %r2)
  %r4 = select i1 %p4, i32 %a4, i32 %y4
  %s8 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r4, i32 8, i32 0)
  %y8 = extractvalue { i32, i1 } %s8, 0
  %p8 = extractvalue { i32, i1 } %s8, 1
  %a8 = call i32 @llvm.umax.i32(i32 %y8, i32 %r4)
  %r8 = select i1 %p8, i32 %a8, i32 %y8
  %s16 = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %r8, i32 16, i32 0)
  %y16 = extractvalue { i32, i1 } %s16, 0
  %p16 = extractvalue { i32, i1 } %s16, 1
  %a16 = call i32 @llvm.umax.i32(i32 %y16, i32 %r8)
  %scan = select i1 %p16, i32 %a16, i32 %y16
  ret i32 %scan
}
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
attributes #0 = { "target-cpu"="gfx90a" }

; CHECK-LABEL: @scan_and(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.and = and i32 %v, %scan.up1.dpp
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up1.and, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.and = and i32 %scan.up1.and, %scan.up2.dpp
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up2.and, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.and = and i32 %scan.up2.and, %scan.up4.dpp
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up4.and, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.and = and i32 %scan.up4.and, %scan.up8.dpp
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up8.and, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = and i32 %scan.up8.and, %scan.up16.dpp
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @scan_or(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.or = or i32 %v, %scan.up1.dpp
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up1.or, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.or = or i32 %scan.up1.or, %scan.up2.dpp
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up2.or, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.or = or i32 %scan.up2.or, %scan.up4.dpp
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up4.or, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.or = or i32 %scan.up4.or, %scan.up8.dpp
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up8.or, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = or i32 %scan.up8.or, %scan.up16.dpp
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @scan_xor(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.xor = xor i32 %v, %scan.up1.dpp
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up1.xor, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.xor = xor i32 %scan.up1.xor, %scan.up2.dpp
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up2.xor, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.xor = xor i32 %scan.up2.xor, %scan.up4.dpp
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up4.xor, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.xor = xor i32 %scan.up4.xor, %scan.up8.dpp
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up8.xor, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = xor i32 %scan.up8.xor, %scan.up16.dpp
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @scan_smin(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.smin = call i32 @llvm.smin.i32(i32 %v, i32 %scan.up1.dpp)
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %scan.up1.smin, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.smin = call i32 @llvm.smin.i32(i32 %scan.up1.smin, i32 %scan.up2.dpp)
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %scan.up2.smin, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.smin = call i32 @llvm.smin.i32(i32 %scan.up2.smin, i32 %scan.up4.dpp)
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %scan.up4.smin, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.smin = call i32 @llvm.smin.i32(i32 %scan.up4.smin, i32 %scan.up8.dpp)
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 2147483647, i32 %scan.up8.smin, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = call i32 @llvm.smin.i32(i32 %scan.up8.smin, i32 %scan.up16.dpp)
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @scan_umin(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.umin = call i32 @llvm.umin.i32(i32 %v, i32 %scan.up1.dpp)
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up1.umin, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.umin = call i32 @llvm.umin.i32(i32 %scan.up1.umin, i32 %scan.up2.dpp)
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up2.umin, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.umin = call i32 @llvm.umin.i32(i32 %scan.up2.umin, i32 %scan.up4.dpp)
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up4.umin, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.umin = call i32 @llvm.umin.i32(i32 %scan.up4.umin, i32 %scan.up8.dpp)
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 -1, i32 %scan.up8.umin, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = call i32 @llvm.umin.i32(i32 %scan.up8.umin, i32 %scan.up16.dpp)
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
; CHECK-LABEL: @scan_umax(
; CHECK-NEXT:  %scan.up1.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up1.umax = call i32 @llvm.umax.i32(i32 %v, i32 %scan.up1.dpp)
; CHECK-NEXT:  %scan.up2.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up1.umax, i32 274, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up2.umax = call i32 @llvm.umax.i32(i32 %scan.up1.umax, i32 %scan.up2.dpp)
; CHECK-NEXT:  %scan.up4.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up2.umax, i32 276, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up4.umax = call i32 @llvm.umax.i32(i32 %scan.up2.umax, i32 %scan.up4.dpp)
; CHECK-NEXT:  %scan.up8.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up4.umax, i32 280, i32 15, i32 15, i1 false)
; CHECK-NEXT:  %scan.up8.umax = call i32 @llvm.umax.i32(i32 %scan.up4.umax, i32 %scan.up8.dpp)
; CHECK-NEXT:  %scan.up16.dpp = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %scan.up8.umax, i32 322, i32 10, i32 15, i1 false)
; CHECK-NEXT:  %scan = call i32 @llvm.umax.i32(i32 %scan.up8.umax, i32 %scan.up16.dpp)
; CHECK-NEXT:  ret i32 %scan
; CHECK-NEXT:  }
